import { describe, expect, it } from 'vitest';
import { clampScale, fitScales, steppedScale, zoomLimits, zoomPercent } from './zoom';

// An A4 page at scale 1 is 794 × 1123 CSS pixels.
const A4 = { width: 794, height: 1123 };

describe('zoom', () => {
  it('fits a page to the width and to the whole frame', () => {
    const phone = fitScales(A4, { width: 390, height: 600 });
    expect(phone.pageWidth).toBeCloseTo(390 / 794);
    // A phone is narrower than the page is tall: the whole page fits by its width too.
    expect(phone.pageFit).toBeCloseTo(390 / 794);
    expect(fitScales(A4, { width: 390, height: 400 }).pageFit).toBeCloseTo(400 / 1123);
    // A wide desktop frame: the whole page is limited by its height, not the width.
    const desktop = fitScales(A4, { width: 1200, height: 700 });
    expect(desktop.pageFit).toBeCloseTo(700 / 1123);
    expect(desktop.pageFit).toBeLessThan(desktop.pageWidth);
  });

  it('zooms in up to three times the page width and out to half the smaller fit', () => {
    const fits = fitScales(A4, { width: 390, height: 600 });
    expect(zoomLimits(fits)).toEqual({ min: fits.pageWidth * 0.5, max: fits.pageWidth * 3 });
    expect(clampScale(100, fits)).toBeCloseTo(fits.pageWidth * 3);
    expect(clampScale(0.01, fits)).toBeCloseTo(fits.pageWidth * 0.5);
    expect(clampScale(1, fits)).toBe(1);
  });

  it('steps by a quarter each way and stops at the limits', () => {
    const fits = { pageWidth: 1, pageFit: 0.8 };
    expect(steppedScale(1, 1, fits)).toBeCloseTo(1.25);
    expect(steppedScale(1, -1, fits)).toBeCloseTo(0.8);
    expect(steppedScale(2.9, 1, fits)).toBe(3);
    expect(steppedScale(0.41, -1, fits)).toBeCloseTo(0.4);
  });

  it('says the scale as a percentage', () => {
    expect(zoomPercent(1)).toBe(100);
    expect(zoomPercent(0.4911)).toBe(49);
  });
});
