// False for a component's first render and true just after it, in a transition: a page draws what
// the screen shows first in one commit and the rest in a render of its own that React slices, so
// the first paint (and the largest picture in it) does not wait for content below the fold, and
// no single task lays out the whole page on a phone's CPU.
import { startTransition, useEffect, useState } from 'react';

export function useAfterFirstRender(): boolean {
  const [hasRendered, setHasRendered] = useState(false);
  useEffect(() => {
    startTransition(() => setHasRendered(true));
  }, []);
  return hasRendered;
}
