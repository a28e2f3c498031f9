import { describe, expect, it } from 'vitest';
import { pageRenderScale } from './page-render-scale';
import { MAX_CANVAS_PIXELS } from './viewer-constants';

const A4 = { width: 595, height: 842 };

describe('pageRenderScale', () => {
  it('draws the page at three times the container width', () => {
    const scale = pageRenderScale(A4.width, A4.height, 375);
    expect(A4.width * scale).toBeCloseTo(1125);
  });

  it('keeps the canvas within the largest area a phone browser draws', () => {
    const scale = pageRenderScale(A4.width, A4.height, 1600);
    expect(A4.width * scale * A4.height * scale).toBeLessThanOrEqual(MAX_CANVAS_PIXELS + 1);
    expect(A4.width * scale).toBeLessThan(1600 * 3);
  });
});
