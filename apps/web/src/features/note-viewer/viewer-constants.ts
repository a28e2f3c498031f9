// The note viewer's numbers (spec section 9: zoom factor 3, resize debounce 250 ms,
// orientation-change delay 500 ms).

/** Pages are drawn at this multiple of their on-screen width, so pinch-zoom stays sharp. */
export const ZOOM_FACTOR = 3;
export const RESIZE_DEBOUNCE_MS = 250;
export const ORIENTATION_CHANGE_DELAY_MS = 500;
/**
 * The largest canvas area iOS Safari will draw (4096 × 4096); above it the canvas stays blank.
 * A page three times the width of a wide desktop window would pass it, so the zoom gives way there.
 */
export const MAX_CANVAS_PIXELS = 16_777_216;
