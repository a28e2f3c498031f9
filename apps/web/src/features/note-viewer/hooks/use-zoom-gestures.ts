// The ways to zoom besides the buttons, on the note's scrolling frame: a two-finger pinch on a
// phone, Ctrl (or ⌘) + wheel or a trackpad pinch on a computer, and the keys + / - / 0 (fit width)
// and Page Up / Page Down with the note focused. The frame sets `touch-action: pan-x pan-y`, so
// the browser pans but leaves the pinch to us (the rest of the screen keeps its size).
import { useEffect, type RefObject } from 'react';
import type { TPdfViewerControls, TPdfViewerState } from './use-pdf-viewer';
import { PINCH_REDRAW_DELAY_MS } from '../viewer-constants';

/** How much one wheel notch (100 px of deltaY) zooms. */
const WHEEL_ZOOM_PER_100PX = 1.2;

type TTouchPoint = { clientX: number; clientY: number };

function distance(a: TTouchPoint, b: TTouchPoint): number {
  return Math.hypot(a.clientX - b.clientX, a.clientY - b.clientY);
}

function midpoint(a: TTouchPoint, b: TTouchPoint): [number, number] {
  return [(a.clientX + b.clientX) / 2, (a.clientY + b.clientY) / 2];
}

export function useZoomGestures(
  frameRef: RefObject<HTMLDivElement | null>,
  controls: TPdfViewerControls,
  state: Pick<TPdfViewerState, 'pageNumber' | 'pageCount' | 'isRendering'>,
) {
  const { zoomBy, zoomIn, zoomOut, fit, goToPage } = controls;
  const { pageNumber, pageCount, isRendering } = state;

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    let pinchDistance = 0;

    const onTouchStart = (event: TouchEvent) => {
      const [first, second] = [event.touches[0], event.touches[1]];
      pinchDistance = event.touches.length === 2 && first && second ? distance(first, second) : 0;
    };
    const onTouchMove = (event: TouchEvent) => {
      const [first, second] = [event.touches[0], event.touches[1]];
      if (pinchDistance <= 0 || event.touches.length !== 2 || !first || !second) return;
      event.preventDefault();
      const next = distance(first, second);
      zoomBy(next / pinchDistance, midpoint(first, second), PINCH_REDRAW_DELAY_MS);
      pinchDistance = next;
    };
    const onTouchEnd = (event: TouchEvent) => {
      if (event.touches.length < 2) pinchDistance = 0;
    };
    const onWheel = (event: WheelEvent) => {
      // A trackpad's pinch arrives as a wheel event with ctrlKey set.
      if (!event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      zoomBy(WHEEL_ZOOM_PER_100PX ** (-event.deltaY / 100), [event.clientX, event.clientY], PINCH_REDRAW_DELAY_MS);
    };

    frame.addEventListener('touchstart', onTouchStart, { passive: true });
    frame.addEventListener('touchmove', onTouchMove, { passive: false });
    frame.addEventListener('touchend', onTouchEnd, { passive: true });
    frame.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      frame.removeEventListener('touchstart', onTouchStart);
      frame.removeEventListener('touchmove', onTouchMove);
      frame.removeEventListener('touchend', onTouchEnd);
      frame.removeEventListener('wheel', onWheel);
    };
  }, [frameRef, zoomBy]);

  useEffect(() => {
    const frame = frameRef.current;
    if (!frame) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey) return;
      const moves: Record<string, (() => void) | undefined> = {
        '+': zoomIn,
        '=': zoomIn,
        '-': zoomOut,
        '0': () => fit('page-width'),
        PageDown: () => !isRendering && pageNumber < pageCount && goToPage(pageNumber + 1),
        PageUp: () => !isRendering && pageNumber > 1 && goToPage(pageNumber - 1),
      };
      const move = moves[event.key];
      if (!move) return;
      event.preventDefault();
      move();
    };
    frame.addEventListener('keydown', onKeyDown);
    return () => frame.removeEventListener('keydown', onKeyDown);
  }, [frameRef, zoomIn, zoomOut, fit, goToPage, pageNumber, pageCount, isRendering]);
}
