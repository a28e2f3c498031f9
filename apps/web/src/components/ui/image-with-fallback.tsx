// A decorative picture that swaps to a bundled one when it has no address or fails to load.
import { useState, type ReactElement } from 'react';

type TImageWithFallbackProps = {
  src: string | null;
  /** A bundled file's address, or a drawing rendered in the picture's place (see PaperArtwork). */
  fallback: string | ReactElement;
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
  fallback,
  className,
  width,
  height,
  isAboveTheFold = false,
}: TImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const picture = src && src !== failedSrc ? src : fallback;
  if (typeof picture !== 'string') return picture;

  return (
    <img
      className={className}
      src={picture}
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
