import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { requestLanguage } from './request-language.js';

describe('requestLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['ml-IN', 'ml'],
    ['ml', 'ml'],
    ['en-IN', 'en'],
    ['ML-in', 'ml'],
    ['ml-IN,ml;q=0.9,en;q=0.8', 'ml'],
    ['en-IN,en;q=0.9,ml;q=0.8', 'en'],
    ['fr-FR,ml;q=0.5', 'ml'],
    ['en;q=0.4,ml;q=0.6', 'ml'],
    ['ml;q=0,en', 'en'],
    ['ta-IN,hi', 'en'],
    ['ml;q=abc', 'en'],
    ['*', 'en'],
  ] as const)('%s asks for %s', (header, language) => {
    expect(requestLanguage(header)).toBe(language);
  });

  it('answers a language of the app for any header', () => {
    fc.assert(fc.property(fc.string(), (header) => ['en', 'ml'].includes(requestLanguage(header))));
  });
});
