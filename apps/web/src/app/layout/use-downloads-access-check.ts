// For a logged-in student with downloads on this device: once the page has loaded, and again
// whenever the connection comes back, asks the server which downloaded modules are still open to
// them and removes the rest (a refund, a revoked enrollment). The code that asks loads only then:
// a student with no downloads never fetches it. A check that fails waits for the next connection.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isBrowserOnline } from '../../lib/connection';
import { hasDownloads } from '../../lib/offline-downloads/downloads-on-device';
import { afterLoadWhenIdle } from '../../lib/use-after-load';

export function useDownloadsAccessCheck(isLoggedIn: boolean) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isLoggedIn) return;
    const check = async () => {
      if (!isBrowserOnline() || !(await hasDownloads())) return;
      const { downloadKeys, removeDownloadsNoLongerOpen } = await import('../../api/downloads');
      const removed = await removeDownloadsNoLongerOpen();
      if (removed.length > 0) await queryClient.invalidateQueries({ queryKey: downloadKeys.all });
    };
    const checkQuietly = () => void check().catch(() => undefined);
    const cancel = afterLoadWhenIdle(checkQuietly);
    window.addEventListener('online', checkQuietly);
    return () => {
      cancel();
      window.removeEventListener('online', checkQuietly);
    };
  }, [isLoggedIn, queryClient]);
}
