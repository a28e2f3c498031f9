// Colours are design tokens (styles/tokens.css), never literals in a stylesheet: one place to
// change a colour, and one place where its contrast is checked.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const TOKENS = path.join('styles', 'tokens.css');
/** A hex colour, or a colour function (rgb, hsl, hwb, lab, lch, oklab, oklch, color). */
const COLOUR_LITERAL = /#[0-9a-f]{3,8}\b|\b(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(/gi;

/** Every stylesheet under src/, by its path from src/. */
function stylesheets(folder = ''): string[] {
  return fs.readdirSync(path.join(SRC, folder), { withFileTypes: true }).flatMap((entry) => {
    const entryPath = path.join(folder, entry.name);
    if (entry.isDirectory()) return stylesheets(entryPath);
    return entry.name.endsWith('.css') ? [entryPath] : [];
  });
}

describe('the stylesheets', () => {
  it('name every colour by its token, outside tokens.css', () => {
    const found = stylesheets()
      .filter((file) => file !== TOKENS)
      .flatMap((file) =>
        fs
          .readFileSync(path.join(SRC, file), 'utf8')
          .split('\n')
          .flatMap((line, index) =>
            (line.match(COLOUR_LITERAL) ?? []).map((literal) => `${file}:${index + 1} ${literal}`),
          ),
      );
    expect(found).toEqual([]);
  });

  it('are all read, so the check above sees them', () => {
    const files = stylesheets();
    expect(files).toEqual(
      expect.arrayContaining([
        TOKENS,
        path.join('components', 'doubts', 'doubts.css'),
        path.join('console', 'styles', 'admin.css'),
        path.join('pay', 'pay-page.css'),
      ]),
    );
    // tokens.css itself is full of colours: the pattern finds them.
    expect(fs.readFileSync(path.join(SRC, TOKENS), 'utf8').match(COLOUR_LITERAL)?.length).toBeGreaterThan(10);
  });
});
