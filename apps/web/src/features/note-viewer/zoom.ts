// The note viewer's zoom as numbers: pdf.js scales (1 = the page's real size on screen), the two
// fits, and the limits every way of zooming (buttons, keys, pinch, Ctrl + wheel) is held to.
import { ZOOM_FACTOR, ZOOM_OUT_LIMIT, ZOOM_STEP } from './viewer-constants';

export type TSize = { width: number; height: number };
export type TFits = { pageWidth: number; pageFit: number };

/** `page` is the page's size at scale 1 in CSS pixels; `frame` the space the viewer has. */
export function fitScales(page: TSize, frame: TSize): TFits {
  const pageWidth = frame.width / page.width;
  const pageFit = Math.min(pageWidth, frame.height / page.height);
  return { pageWidth, pageFit };
}

export function zoomLimits(fits: TFits): { min: number; max: number } {
  return { min: Math.min(fits.pageWidth, fits.pageFit) * ZOOM_OUT_LIMIT, max: fits.pageWidth * ZOOM_FACTOR };
}

export function clampScale(scale: number, fits: TFits): number {
  const { min, max } = zoomLimits(fits);
  return Math.min(max, Math.max(min, scale));
}

/** One step in (+1) or out (-1), within the limits. */
export function steppedScale(scale: number, direction: 1 | -1, fits: TFits): number {
  return clampScale(scale * ZOOM_STEP ** direction, fits);
}

/** What the zoom shows: '125%'. */
export function zoomPercent(scale: number): number {
  return Math.round(scale * 100);
}
