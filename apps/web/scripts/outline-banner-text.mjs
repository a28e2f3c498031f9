#!/usr/bin/env node
/**
 * Turns the words of Home's Malayalam banners into outlines.
 *
 * Why: the banners are shown through <img>, and an SVG in an <img> cannot use the page's web fonts.
 * Words drawn with <text font-family="'Noto Sans Malayalam'"> then rely on the device having a
 * Malayalam font of its own; one without (many Linux desktops, the headless Chromium of our tests)
 * shows empty boxes. So the committed banners carry no <text>: each one is replaced by the outlines
 * of its glyphs, shaped by HarfBuzz (harfbuzzjs) with the @fontsource Noto Sans Malayalam files the
 * page itself uses. Malayalam needs a real shaping engine (conjuncts, reordering of vowel signs,
 * chillu letters): a glyph per character would be wrong.
 *
 * How to use: the editable banners, with <text>, are in apps/web/banner-sources/. After editing
 * one (or adding one), run from apps/web
 *
 *   npm run banners:outline
 *
 * which writes src/features/home/assets/<same name> for every source, and commit both.
 * src/features/home/banner-outlines.test.ts fails while an asset is not what this script makes of
 * its source. Never edit the assets by hand.
 *
 * Each <text> may have x, y, fill, font-size, font-family (which must name Noto Sans Malayalam) and
 * font-weight; any other attribute (text-anchor, transform, letter-spacing...) or a <tspan> stops
 * the script rather than being drawn wrong. Characters the Malayalam subset lacks (spaces,
 * punctuation, Latin letters and digits) are drawn from the same family's latin subset.
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { inflateSync } from 'node:zlib';
import * as hb from 'harfbuzzjs';

// Paths built with join, not new URL(..., import.meta.url): Vite (and so Vitest) rewrites that pattern.
const WEB = join(dirname(fileURLToPath(import.meta.url)), '..');
export const SOURCES_DIR = join(WEB, 'banner-sources');
export const ASSETS_DIR = join(WEB, 'src/features/home/assets');

const require = createRequire(import.meta.url);
const FAMILY = 'Noto Sans Malayalam';
/** Subsets of the family in the order a character is looked for. */
const SUBSETS = ['malayalam', 'latin'];
const TEXT_ATTRIBUTES = new Set(['x', 'y', 'fill', 'font-size', 'font-family', 'font-weight']);

/**
 * A WOFF 1.0 file as the sfnt (TrueType/OpenType) file it wraps: HarfBuzz reads only sfnt.
 * WOFF is a header, a table directory and each table, zlib-compressed when that made it smaller
 * (https://www.w3.org/TR/WOFF/). Checksums are copied; HarfBuzz does not check them.
 * @param {Uint8Array} woff
 * @returns {Uint8Array}
 */
export function woffToSfnt(woff) {
  const view = new DataView(woff.buffer, woff.byteOffset, woff.byteLength);
  if (view.getUint32(0) !== 0x774f4646) throw new Error('Not a WOFF 1.0 file');
  const flavor = view.getUint32(4);
  const numTables = view.getUint16(12);
  const tables = [];
  for (let i = 0; i < numTables; i++) {
    const entry = 44 + 20 * i;
    const offset = view.getUint32(entry + 4);
    const compLength = view.getUint32(entry + 8);
    const origLength = view.getUint32(entry + 12);
    const stored = woff.subarray(offset, offset + compLength);
    const data = compLength < origLength ? inflateSync(stored) : stored;
    if (data.length !== origLength) throw new Error(`WOFF table ${i}: ${data.length} bytes, expected ${origLength}`);
    tables.push({ tag: view.getUint32(entry), checksum: view.getUint32(entry + 16), data });
  }
  // The sfnt directory is sorted by tag, as WOFF's is; tables start on 4-byte boundaries.
  tables.sort((a, b) => a.tag - b.tag);
  const padded = (length) => (length + 3) & ~3;
  let offset = 12 + 16 * numTables;
  const sfnt = new Uint8Array(tables.reduce((size, table) => size + padded(table.data.length), offset));
  const out = new DataView(sfnt.buffer);
  const entrySelector = Math.floor(Math.log2(numTables));
  const searchRange = 16 * 2 ** entrySelector;
  out.setUint32(0, flavor);
  out.setUint16(4, numTables);
  out.setUint16(6, searchRange);
  out.setUint16(8, entrySelector);
  out.setUint16(10, 16 * numTables - searchRange);
  tables.forEach((table, i) => {
    const record = 12 + 16 * i;
    out.setUint32(record, table.tag);
    out.setUint32(record + 4, table.checksum);
    out.setUint32(record + 8, offset);
    out.setUint32(record + 12, table.data.length);
    sfnt.set(table.data, offset);
    offset += padded(table.data.length);
  });
  return sfnt;
}

/** The weight of the @fontsource file for an SVG font-weight: the package has every hundred. */
function fileWeight(fontWeight) {
  if (fontWeight === undefined || fontWeight === 'normal') return 400;
  if (fontWeight === 'bold') return 700;
  const weight = Number(fontWeight);
  if (!Number.isFinite(weight) || weight < 1 || weight > 1000)
    throw new Error(`Unsupported font-weight "${fontWeight}"`);
  return Math.min(900, Math.max(100, Math.round(weight / 100) * 100));
}

const fonts = new Map();

/** A HarfBuzz font (at its units per em) and the characters it has, for a subset and a weight. */
function loadFont(subset, weight) {
  const key = `${subset}-${weight}`;
  let loaded = fonts.get(key);
  if (!loaded) {
    const file = require.resolve(`@fontsource/noto-sans-malayalam/files/noto-sans-malayalam-${key}-normal.woff`);
    const face = new hb.Face(new hb.Blob(woffToSfnt(readFileSync(file))));
    loaded = { font: new hb.Font(face), upem: face.upem, characters: new Set(face.collectUnicodes()) };
    fonts.set(key, loaded);
  }
  return loaded;
}

/**
 * Shapes a line of text in Noto Sans Malayalam: split into runs by the subset that has each
 * character (the Malayalam one first), each run shaped by HarfBuzz as Malayalam-language text.
 * Positions are in font units, x running on from one run to the next.
 * @param {string} text
 * @param {{ weight?: number | string }} [options]
 * @returns {{ glyphs: { font: object, id: number, x: number, y: number }[], advance: number, upem: number }}
 */
export function shapeText(text, { weight } = {}) {
  const fileWeightOfText = fileWeight(weight === undefined ? undefined : String(weight));
  const subsets = SUBSETS.map((subset) => loadFont(subset, fileWeightOfText));
  const upem = subsets[0].upem;
  if (subsets.some((subset) => subset.upem !== upem)) throw new Error('The subsets differ in units per em');
  const runs = [];
  for (const character of text) {
    const codePoint = character.codePointAt(0);
    const subset = subsets.find((candidate) => candidate.characters.has(codePoint));
    if (!subset) throw new Error(`No ${FAMILY} file has U+${codePoint.toString(16).toUpperCase()} ("${character}")`);
    const last = runs.at(-1);
    if (last?.subset === subset) last.text += character;
    else runs.push({ subset, text: character });
  }
  const glyphs = [];
  let advance = 0;
  for (const { subset, text: runText } of runs) {
    const buffer = new hb.Buffer();
    buffer.addText(runText);
    buffer.setDirection(hb.Direction.LTR);
    buffer.setLanguage('ml');
    buffer.guessSegmentProperties();
    hb.shape(subset.font, buffer);
    const infos = buffer.getGlyphInfos();
    const positions = buffer.getGlyphPositions();
    infos.forEach((info, i) => {
      const position = positions[i];
      if (info.codepoint === 0) throw new Error(`"${runText}" shapes to a missing glyph`);
      glyphs.push({
        font: subset.font,
        id: info.codepoint,
        x: advance + position.xOffset,
        y: position.yOffset,
      });
      advance += position.xAdvance;
    });
  }
  return { glyphs, advance, upem };
}

/** A length in tenths of a unit, written as short as SVG allows: 5 -> ".5", -12 -> "-1.2", 30 -> "3". */
function formatTenths(tenths) {
  const text = tenths % 10 === 0 ? String(tenths / 10) : (tenths / 10).toFixed(1);
  return text.replace(/^(-?)0\./, '$1.');
}

/**
 * Path data for glyphs placed at (x, y) with y down, coordinates rounded to tenths: relative
 * commands (from the rounded points, so rounding never adds up), a command letter only when it
 * changes, no separator where none is needed.
 */
function pathData(glyphs, originX, originY, scale) {
  let data = '';
  let previousCommand = '';
  let previousNumber = '';
  let current = [0, 0];
  let subpathStart = [0, 0];
  const write = (command, numbers) => {
    if (command !== previousCommand || command === 'M' || command === 'm' || command === 'z') {
      data += command;
      previousNumber = '';
    }
    previousCommand = command;
    for (const number of numbers) {
      const text = formatTenths(number);
      const needsSeparator =
        previousNumber !== '' && !text.startsWith('-') && !(text.startsWith('.') && previousNumber.includes('.'));
      data += (needsSeparator ? ' ' : '') + text;
      previousNumber = text;
    }
  };
  for (const glyph of glyphs) {
    // Outlines are y-up in font units; the SVG is y-down in its own units.
    const point = (x, y) => [
      Math.round((originX + (glyph.x + x) * scale) * 10),
      Math.round((originY - (glyph.y + y) * scale) * 10),
    ];
    const relative = (points) => points.flatMap(([x, y]) => [x - current[0], y - current[1]]);
    for (const { type, values } of glyph.font.glyphToJson(glyph.id)) {
      const points = [];
      for (let i = 0; i < values.length; i += 2) points.push(point(values[i], values[i + 1]));
      const end = points.at(-1);
      if (type === 'Z') {
        write('z', []);
        current = subpathStart;
        continue;
      }
      if (type === 'M') {
        // The first moveto of a path is absolute; after that a relative one is shorter.
        write(data === '' ? 'M' : 'm', data === '' ? end : relative(points));
        subpathStart = end;
      } else {
        const numbers = relative(points);
        // A segment that rounds to nothing is left out.
        if (numbers.every((number) => number === 0)) continue;
        write({ L: 'l', Q: 'q', C: 'c' }[type], numbers);
      }
      current = end;
    }
  }
  return data;
}

const ENTITIES = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The characters of an SVG <text>'s content: entities decoded, white space as SVG (xml:space default) draws it. */
function textContent(raw) {
  return raw
    .replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name) => {
      if (name.startsWith('#x') || name.startsWith('#X')) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      if (!(name in ENTITIES)) throw new Error(`Unknown entity ${entity}`);
      return ENTITIES[name];
    })
    .replace(/[\n\r]/g, '')
    .replace(/\t/g, ' ')
    .trim()
    .replace(/ {2,}/g, ' ');
}

function attributesOf(tag) {
  const attributes = {};
  for (const [, name, value] of tag.matchAll(/([\w:-]+)\s*=\s*"([^"]*)"/g)) attributes[name] = value;
  return attributes;
}

/**
 * A banner's SVG source with every <text> replaced by a <path> of its outlines, in the text's fill,
 * at its x/y baseline and font size. Everything else is kept as it is.
 * @param {string} svgSource
 * @returns {Promise<string>}
 */
export async function outlineBannerText(svgSource) {
  const TEXT = /<text\b([^>]*)>([^<]*)<\/text>/g;
  const withoutTexts = svgSource.replace(TEXT, '');
  if (/<text\b/.test(withoutTexts)) throw new Error('A <text> with markup inside (a <tspan>?) is not supported');
  const outlined = svgSource.replace(TEXT, (element, tag, raw) => {
    const attributes = attributesOf(tag);
    const unsupported = Object.keys(attributes).filter((name) => !TEXT_ATTRIBUTES.has(name));
    if (unsupported.length > 0)
      throw new Error(`<text> attribute(s) ${unsupported.join(', ')} not supported: ${element}`);
    for (const name of ['x', 'y', 'fill', 'font-size', 'font-family']) {
      if (attributes[name] === undefined) throw new Error(`<text> without ${name}: ${element}`);
    }
    if (!attributes['font-family'].includes(FAMILY)) throw new Error(`<text> not in ${FAMILY}: ${element}`);
    const [x, y, fontSize] = ['x', 'y', 'font-size'].map((name) => {
      const value = Number(attributes[name]);
      if (!Number.isFinite(value))
        throw new Error(`<text> ${name}="${attributes[name]}" is not a number of user units`);
      return value;
    });
    const text = textContent(raw);
    const { glyphs, upem } = shapeText(text, { weight: attributes['font-weight'] });
    const d = pathData(glyphs, x, y, fontSize / upem);
    // The words stay readable in the file; the SVG's <title> is what assistive technology reads.
    return `<!-- ${text.replace(/--/g, '- -')} -->\n  <path d="${d}" fill="${attributes.fill}"/>`;
  });
  return outlined.replace(
    /<svg\b[^>]*>/,
    (svg) =>
      `${svg}\n  <!-- Generated by apps/web/scripts/outline-banner-text.mjs from apps/web/banner-sources/: edit the source and run npm run banners:outline. -->`,
  );
}

/** The banner file names in banner-sources/. */
export function bannerNames() {
  return readdirSync(SOURCES_DIR)
    .filter((name) => name.endsWith('.svg'))
    .sort();
}

async function main() {
  for (const name of bannerNames()) {
    const source = readFileSync(join(SOURCES_DIR, name), 'utf8');
    const outlined = await outlineBannerText(source);
    writeFileSync(join(ASSETS_DIR, name), outlined);
    const sourceSize = statSync(join(SOURCES_DIR, name)).size;
    console.log(`${name}: ${sourceSize} bytes with <text> -> ${Buffer.byteLength(outlined)} bytes outlined`);
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  await main();
}
