/** Types for outline-banner-text.mjs, for the TypeScript that imports it (src/features/home/banner-outlines.test.ts). */
export const SOURCES_DIR: string;
export const ASSETS_DIR: string;
export function woffToSfnt(woff: Uint8Array): Uint8Array;
export function shapeText(
  text: string,
  options?: { weight?: number | string },
): { glyphs: { font: unknown; id: number; x: number; y: number }[]; advance: number; upem: number };
export function outlineBannerText(svgSource: string): Promise<string>;
export function bannerNames(): string[];
