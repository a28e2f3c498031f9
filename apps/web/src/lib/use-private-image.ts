// A picture the API serves only with the session's token (a doubt's photo): fetched with the
// token and shown through an object URL, released when the screen no longer needs it.
import { useEffect, useState } from 'react';
import { buildApiUrl } from './api-client';
import { readAuthToken } from './auth-token';

export function usePrivateImage(path: string | null): { url: string | null; hasFailed: boolean } {
  const [state, setState] = useState<{ path: string | null; url: string | null; hasFailed: boolean }>({
    path: null,
    url: null,
    hasFailed: false,
  });

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    fetch(buildApiUrl(path), {
      headers: { authorization: `Bearer ${readAuthToken() ?? ''}` },
      signal: controller.signal,
    })
      .then(async (response) => {
        if (!response.ok) throw new Error(`The picture could not be loaded (${response.status}).`);
        objectUrl = URL.createObjectURL(await response.blob());
        setState({ path, url: objectUrl, hasFailed: false });
      })
      .catch(() => {
        if (!controller.signal.aborted) setState({ path, url: null, hasFailed: true });
      });
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);

  return state.path === path ? { url: state.url, hasFailed: state.hasFailed } : { url: null, hasFailed: false };
}
