// The space downloads take, and what the browser says is left for this site (navigator.storage's
// estimate: a browser may leave it out, and then only the downloads' own size is said).
import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { formatFileSize } from '../../../lib/file-size';

function useFreeSpace(): number | null {
  const [freeBytes, setFreeBytes] = useState<number | null>(null);
  useEffect(() => {
    let isCurrent = true;
    if (typeof navigator.storage?.estimate !== 'function') return;
    navigator.storage.estimate().then(
      ({ quota, usage }) => {
        if (isCurrent && quota !== undefined && usage !== undefined) setFreeBytes(Math.max(0, quota - usage));
      },
      () => undefined,
    );
    return () => {
      isCurrent = false;
    };
  }, []);
  return freeBytes;
}

export function DeviceSpace({ usedBytes }: { usedBytes: number }) {
  const freeBytes = useFreeSpace();
  const used = formatFileSize(usedBytes);
  const free = freeBytes === null ? null : formatFileSize(freeBytes);
  return (
    <p className="downloads-page__space">
      {free === null ? (
        <Trans>
          <strong>{used}</strong> used by downloads
        </Trans>
      ) : (
        <Trans>
          <strong>{used}</strong> used by downloads · {free} free for Padanam on this device
        </Trans>
      )}
    </p>
  );
}
