// A blob: URL for an audio class's bytes, fetched once the student asks to play it and revoked
// when the player goes away (or the file changes), so a module's audio never stays in memory.
import { useEffect, useState } from 'react';
import { getMaterialFile } from '../../../api/learning';

export type TAudioFileState =
  { status: 'idle' } | { status: 'loading' } | { status: 'ready'; url: string } | { status: 'error'; error: unknown };

type TLoadResult = { loadKey: string; url: string } | { loadKey: string; error: unknown };

export function useAudioFileUrl(fileUrl: string | null, isRequested: boolean) {
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState<TLoadResult | null>(null);
  const loadKey = `${fileUrl ?? ''}#${attempt}`;

  useEffect(() => {
    if (!isRequested || fileUrl === null) return;
    const controller = new AbortController();
    let objectUrl: string | null = null;
    getMaterialFile(fileUrl, controller.signal).then(
      (blob) => {
        if (controller.signal.aborted) return;
        objectUrl = URL.createObjectURL(blob);
        setResult({ loadKey, url: objectUrl });
      },
      (error: unknown) => {
        if (!controller.signal.aborted) setResult({ loadKey, error });
      },
    );
    return () => {
      controller.abort();
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [fileUrl, isRequested, loadKey]);

  // A result of an earlier file or attempt does not count.
  const current = result?.loadKey === loadKey ? result : null;
  let state: TAudioFileState;
  if (!isRequested || fileUrl === null) state = { status: 'idle' };
  else if (current === null) state = { status: 'loading' };
  else if ('url' in current) state = { status: 'ready', url: current.url };
  else state = { status: 'error', error: current.error };

  return { state, retry: () => setAttempt((count) => count + 1) };
}
