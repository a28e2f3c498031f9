// A build step of the app: chunks that a first visit needs fetched with the framework, not after the router.
import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';

/**
 * A page's code is known only once the router has matched the address, after the framework has
 * downloaded and run; each chunk fetched then is a request in the chain before the page's first
 * paint (on Lighthouse's mobile preset, 330-480 ms after the framework on the quiz and Home).
 * index.html asks for these with the entry's own files instead: their scripts as module preloads
 * and their styles as preloads. Vite's preload helper finds a module preload and does not ask
 * again; a stylesheet it adds is answered from the preload.
 *
 * Named here (vite.config.ts): `shared`, which 48 of the 52 pages import, and Home's page, where
 * every session starts after login (index.html already fetches Home's first banner).
 */
export function firstWaveChunks(chunkNames: readonly string[]): Plugin {
  return {
    name: 'padanam:first-wave-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        return chunkNames.flatMap((name) => {
          const chunk = onlyChunkNamed(bundle ?? {}, name);
          const styles = [...(chunk.viteMetadata?.importedCss ?? [])];
          return [
            linkTag({ rel: 'modulepreload', crossorigin: true, href: `./${chunk.fileName}` }),
            ...styles.map((file) => linkTag({ rel: 'preload', as: 'style', crossorigin: true, href: `./${file}` })),
          ];
        });
      },
    },
  };
}

/** The one chunk the build named `name` (a build that splits it or renames it must say so here). */
export function onlyChunkNamed(bundle: Rolldown.OutputBundle, name: string): Rolldown.OutputChunk {
  const chunks = Object.values(bundle).filter(
    (output): output is Rolldown.OutputChunk => output.type === 'chunk' && output.name === name,
  );
  if (chunks.length !== 1) throw new Error(`first wave: expected one "${name}" chunk, found ${chunks.length}`);
  return chunks[0]!;
}

function linkTag(attrs: Record<string, string | boolean>): HtmlTagDescriptor {
  return { tag: 'link', attrs, injectTo: 'head' };
}
