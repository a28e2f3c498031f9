/**
 * Home's Malayalam banners are shown through <img>, which cannot use the page's web fonts: their
 * words are committed as outlines (scripts/outline-banner-text.mjs), made from the editable sources
 * in banner-sources/. These tests fail when an asset still has <text>, or is not what the script
 * makes of its source today (a source edited without running `npm run banners:outline`).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ASSETS_DIR,
  SOURCES_DIR,
  bannerNames,
  outlineBannerText,
  shapeText,
} from '../../../scripts/outline-banner-text.mjs';

const TITLE = /<title\b[^>]*>[^<]*<\/title>/;

describe('the Malayalam banners', () => {
  it('has a source for every Malayalam banner in the assets, and an asset for every source', () => {
    const assets = readdirSync(ASSETS_DIR)
      .filter((name) => name.endsWith('-ml.svg'))
      .sort();
    expect(assets).toHaveLength(6);
    expect(bannerNames()).toEqual(assets);
  });

  it.each(bannerNames())('%s is drawn with outlines, as the script makes it from its source', async (name) => {
    const source = readFileSync(join(SOURCES_DIR, name), 'utf8');
    const asset = readFileSync(join(ASSETS_DIR, name), 'utf8');
    expect(source).toContain('<text');
    expect(asset).not.toContain('<text');
    // What assistive technology reads is kept.
    expect(asset.match(TITLE)?.[0]).toBe(source.match(TITLE)?.[0]);
    expect(asset).toContain('role="img"');
    expect(asset).toContain('lang="ml"');
    expect(asset).toContain('aria-labelledby="t"');
    expect(asset === (await outlineBannerText(source)), `run npm run banners:outline in apps/web for ${name}`).toBe(
      true,
    );
  });
});

describe('shapeText', () => {
  it('shapes a Malayalam conjunct into fewer glyphs than code points', () => {
    const kka = 'ക്ക';
    expect([...kka]).toHaveLength(3);
    expect(shapeText(kka).glyphs.length).toBeLessThan(3);
  });

  it('draws a vowel sign written after its consonant before it', () => {
    const [ka] = shapeText('ക').glyphs;
    const ke = shapeText('കെ').glyphs;
    expect(ke).toHaveLength(2);
    expect(ke[0]?.id).not.toBe(ka?.id);
    expect(ke[1]?.id).toBe(ka?.id);
    expect(ke[1]?.x).toBeGreaterThan(0);
  });
});
