// How much to scale a PDF page so it fills the container's width at ZOOM_FACTOR times the pixels.
import { MAX_CANVAS_PIXELS, ZOOM_FACTOR } from './viewer-constants';

/** `pageWidth`/`pageHeight` are the page's size at scale 1 (PDF points); `containerWidth` is in CSS pixels. */
export function pageRenderScale(pageWidth: number, pageHeight: number, containerWidth: number): number {
  const zoomedScale = (containerWidth / pageWidth) * ZOOM_FACTOR;
  const largestScale = Math.sqrt(MAX_CANVAS_PIXELS / (pageWidth * pageHeight));
  return Math.min(zoomedScale, largestScale);
}
