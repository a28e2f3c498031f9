// The note viewer's numbers. Spec section 9: zoom factor 3, resize debounce 250 ms,
// orientation-change delay 500 ms.

/**
 * How far a student may zoom in: three times the page's width on screen, the magnification the
 * spec's render scale allowed. Pages are redrawn at each zoom for the screen's pixel ratio, so
 * text stays sharp all the way.
 */
export const ZOOM_FACTOR = 3;
/** How far out: half of whichever fit (width or whole page) is smaller. */
export const ZOOM_OUT_LIMIT = 0.5;
/** One press of zoom in or out. */
export const ZOOM_STEP = 1.25;
export const RESIZE_DEBOUNCE_MS = 250;
export const ORIENTATION_CHANGE_DELAY_MS = 500;
/** A pinch draws the page anew this long after the fingers stop; until then the drawn page is scaled. */
export const PINCH_REDRAW_DELAY_MS = 400;
/**
 * A page counts as seen once it has been drawn and on screen this long: reading, not paging past
 * it with Next. The module's progress counts seen pages (every page of every note).
 */
export const PAGE_SEEN_AFTER_MS = 2000;
/** Reading reports (the page on screen, pages seen) are gathered this long before one is sent. */
export const READING_REPORT_DELAY_MS = 1500;
/**
 * The PDF tool (spec section 9). pdf.js's own editor defaults already are the spec's: a highlight
 * #fff066, thickness 12, opacity 1; a stamp fitted within 75% of the page and drawn anew 200 ms
 * after a resize. A signature's picture is downscaled to this many pixels on its longest side.
 */
export const SIGNATURE_MAX_DIMENSION = 512;
/** Editors changed are saved this long after the last change. */
export const ANNOTATION_SAVE_DELAY_MS = 1000;
/**
 * The highlight colours pdf.js offers (its own app's list, `highlightEditorColors`), the spec's
 * #fff066 first: pdf.js's default highlight is the first. pdf.js needs a list: without one its
 * highlight editor fails as it is added (it names the colour from the list).
 */
export const HIGHLIGHT_COLORS =
  'yellow=#FFF066,green=#53FFBC,blue=#80EBFF,pink=#FFCBE6,red=#FF4F5F,' +
  'yellow_HCM=#FFFFCC,green_HCM=#53FFBC,blue_HCM=#80EBFF,pink_HCM=#F6B8FF,red_HCM=#C50043';
