// True once the page has loaded and the browser is idle: for data that decorates a screen (the
// top bar's counts, a card's purchase state) and must not compete with what the screen shows
// first for the network or the main thread.
import { useEffect, useState } from 'react';

const FALLBACK_DELAY_MS = 300;

function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(callback, { timeout: 2000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(callback, FALLBACK_DELAY_MS);
  return () => window.clearTimeout(id);
}

/** Runs `callback` once the page has loaded and the browser is idle; returns a cancel. */
export function afterLoadWhenIdle(callback: () => void): () => void {
  let cancelIdle: (() => void) | null = null;
  const onLoad = () => {
    cancelIdle = whenIdle(callback);
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return () => {
    window.removeEventListener('load', onLoad);
    cancelIdle?.();
  };
}

let hasLoaded = false;

export function useAfterLoad(): boolean {
  const [isReady, setIsReady] = useState(hasLoaded);
  useEffect(() => {
    if (isReady) return;
    return afterLoadWhenIdle(() => {
      hasLoaded = true;
      setIsReady(true);
    });
  }, [isReady]);
  return isReady;
}
