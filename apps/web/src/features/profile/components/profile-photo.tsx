// The student's photo, or a bundled picture when there is none or it fails to load.
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import fallbackPhotoUrl from '../assets/profile-fallback.svg';

export function ProfilePhoto({ src, name }: { src: string | null; name: string }) {
  const { t } = useLingui();
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usableSrc = src && src !== failedSrc ? src : fallbackPhotoUrl;

  return (
    <img
      className="edit-profile__photo"
      src={usableSrc}
      alt={t`Profile photo of ${name}`}
      width={112}
      height={112}
      onError={() => {
        if (src) setFailedSrc(src);
      }}
    />
  );
}
