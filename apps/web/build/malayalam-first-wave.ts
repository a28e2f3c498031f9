// A build step of the app: what a device in Malayalam needs for its first screen, fetched with the
// app's own code by a small script of its own that index.html loads first.
import type { Plugin, Rolldown } from 'vite';
import { onlyChunkNamed } from './first-wave-chunks';

/** A link the script adds to the head: each attribute as written. */
export type TFirstWaveLink = Record<string, string>;

/** What the script needs of the page: the window's document and storage (a test passes its own). */
export type TFirstWavePage = { document: Document; localStorage: Storage };

/**
 * In Malayalam, the first screen waits for the student app's Malayalam catalog (a chunk the app's
 * code asks for once it runs) and Home shows a Malayalam banner, which index.html's English preloads
 * do not fetch. Asked for only when the app had run, both were a second wave on the way to the first
 * screen. index.html cannot preload them for everyone (English would download Malayalam), and the
 * CSP allows no inline script, so the build writes this script with the files' hashed names in it,
 * as a hashed file of its own, loaded async from the head (it holds up nothing, and runs as soon as
 * it arrives, with the app's first files).
 *
 * Written for any browser the app starts in; `page` is the window. It also says the static frame's
 * "Loading..." in Malayalam (index.html marks those words), as the app will.
 */
export function fetchMalayalamFirstWave(page: TFirstWavePage, links: readonly TFirstWaveLink[]): void {
  try {
    if (page.localStorage.getItem('padanam.language') !== 'ml') return;
    const { document } = page;
    document.documentElement.lang = 'ml-IN';
    for (const attributes of links) {
      const link = document.createElement('link');
      for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
      document.head.appendChild(link);
    }
    const sayLoadingInMalayalam = () => {
      for (const words of document.querySelectorAll('#root [data-static-text="loading"]')) {
        words.textContent = 'ലോഡ് ചെയ്യുന്നു...';
      }
    };
    // Run before the frame is parsed, it waits for it (still before the stylesheets let it be drawn).
    if (document.readyState === 'loading') {
      document.addEventListener('readystatechange', sayLoadingInMalayalam, { once: true });
    } else {
      sayLoadingInMalayalam();
    }
  } catch {
    // Storage refused: the app loads the same files itself, a little later.
  }
}

/** `images` are source paths from the app's root, each with the media query of its preload. */
export function malayalamFirstWave(options: {
  catalogChunk: string;
  images: readonly { source: string; media: string }[];
}): Plugin {
  let scriptFile = '';
  return {
    name: 'padanam:malayalam-first-wave',
    apply: 'build',
    generateBundle(_options, bundle) {
      const catalog = onlyChunkNamed(bundle, options.catalogChunk);
      const links: TFirstWaveLink[] = [
        { rel: 'modulepreload', crossorigin: '', href: `./${catalog.fileName}` },
        ...options.images.map(({ source, media }) => ({
          rel: 'preload',
          as: 'image',
          href: `./${onlyAssetFrom(bundle, source).fileName}`,
          media,
        })),
      ];
      const source = `(${fetchMalayalamFirstWave.toString()})(window, ${JSON.stringify(links)});\n`;
      const reference = this.emitFile({ type: 'asset', name: 'malayalam-first-wave.js', source });
      scriptFile = this.getFileName(reference);
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!scriptFile) throw new Error('Malayalam first wave: index.html was written before the script');
        return [
          {
            tag: 'script',
            attrs: { async: true, fetchpriority: 'high', src: `./${scriptFile}` },
            injectTo: 'head',
          },
        ];
      },
    },
  };
}

function onlyAssetFrom(bundle: Rolldown.OutputBundle, source: string): Rolldown.OutputAsset {
  const assets = Object.values(bundle).filter(
    (output): output is Rolldown.OutputAsset => output.type === 'asset' && output.originalFileNames.includes(source),
  );
  if (assets.length !== 1) {
    throw new Error(`Malayalam first wave: expected one asset from ${source}, found ${assets.length}`);
  }
  return assets[0]!;
}
