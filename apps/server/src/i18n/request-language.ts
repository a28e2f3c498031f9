/**
 * The language a request asks its messages in, from Accept-Language: the web app sends the
 * language on screen (en-IN or ml-IN); a browser's own list (`ml-IN,ml;q=0.9,en;q=0.8`) is read by
 * its quality values. Only the primary tag counts (ml-IN, ml and ml-Mlym are Malayalam); anything
 * else, or nothing, is English.
 */
import type { TAppLanguage } from '@padanam/contract';

const SPOKEN: ReadonlySet<string> = new Set<TAppLanguage>(['en', 'ml']);

export function requestLanguage(acceptLanguage: string | undefined): TAppLanguage {
  let best: { language: TAppLanguage; quality: number } | null = null;
  for (const entry of (acceptLanguage ?? '').split(',')) {
    const [tag = '', ...parameters] = entry.split(';').map((part) => part.trim());
    const primary = tag.split('-')[0]!.toLowerCase();
    if (!SPOKEN.has(primary)) continue;
    const qualityParameter = parameters.find((parameter) => /^q=/i.test(parameter));
    const quality = qualityParameter === undefined ? 1 : Number(qualityParameter.slice(2));
    if (!(quality > 0 && quality <= 1)) continue;
    // The first of equal qualities wins: the order is the sender's preference.
    if (!best || quality > best.quality) best = { language: primary as TAppLanguage, quality };
  }
  return best?.language ?? 'en';
}
