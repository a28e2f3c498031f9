// A paper's logo, falling back to a bundled picture when it has none or it fails to load.
import { useState } from 'react';
import fallbackImageUrl from '../assets/paper-fallback.svg';

export function PaperThumbnail({ src, className }: { src: string | null; className?: string }) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usableSrc = src && src !== failedSrc ? src : fallbackImageUrl;

  return (
    <img
      className={className}
      src={usableSrc}
      // Decorative: the paper's title is written next to it.
      alt=""
      width={160}
      height={120}
      loading="lazy"
      decoding="async"
      onError={() => {
        if (src) setFailedSrc(src);
      }}
    />
  );
}
