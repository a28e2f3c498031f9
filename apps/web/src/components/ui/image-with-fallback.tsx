// A decorative picture that swaps to a bundled one when it has no address or fails to load.
import { useState } from 'react';

type TImageWithFallbackProps = {
  src: string | null;
  fallbackSrc: string;
  className?: string;
  width: number;
  height: number;
  /**
   * On screen as the page opens (a banner, the first cards): loaded at once, since a lazy image
   * there is only fetched after layout and delays the page's largest paint.
   */
  isAboveTheFold?: boolean;
};

export function ImageWithFallback({
  src,
  fallbackSrc,
  className,
  width,
  height,
  isAboveTheFold = false,
}: TImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const usableSrc = src && src !== failedSrc ? src : fallbackSrc;

  return (
    <img
      className={className}
      src={usableSrc}
      // Decorative: the title is written next to it.
      alt=""
      width={width}
      height={height}
      loading={isAboveTheFold ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => {
        if (src) setFailedSrc(src);
      }}
    />
  );
}
