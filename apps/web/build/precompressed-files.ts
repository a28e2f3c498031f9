// A build step for both of the web app's builds (the app and the payment page).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Every text file of the app written beside itself compressed, once, at the strongest settings:
 * `.br` (Brotli 11) and `.gz` (gzip 9), which the server sends as they are (`preCompressed` in
 * apps/server/src/plugins/web-app.ts) to a browser that accepts them. Compressing each reply as it
 * goes out settles for Brotli 4: the framework's 348 KB went out as 108.9 KB, and as 93.3 KB
 * from its `.br`, and a phone downloads every first visit's code at a phone's speed. The server
 * also stops spending CPU on the same bytes at every request.
 */
const COMPRESSIBLE_FILE = /\.(js|mjs|css|html|svg|json|webmanifest)$/;
const COMPRESS_FROM_BYTES = 1024;

export function precompressedFiles(): Plugin {
  let outDir = '';
  return {
    name: 'padanam:precompressed-files',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = fs.readdirSync(outDir, { recursive: true, encoding: 'utf8' });
      for (const relative of files) {
        // Not the build's own records (.vite/manifest.json): the server never sends them.
        if (relative.startsWith('.')) continue;
        const file = path.join(outDir, relative);
        if (!COMPRESSIBLE_FILE.test(file) || !fs.statSync(file).isFile()) continue;
        // The payment page's build writes into the same folder after the app's: what is already
        // compressed since it was last written is left alone.
        if (fs.existsSync(`${file}.br`) && fs.statSync(`${file}.br`).mtimeMs >= fs.statSync(file).mtimeMs) continue;
        const contents = fs.readFileSync(file);
        if (contents.length < COMPRESS_FROM_BYTES) continue;
        fs.writeFileSync(
          `${file}.br`,
          zlib.brotliCompressSync(contents, {
            params: {
              [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
              [zlib.constants.BROTLI_PARAM_SIZE_HINT]: contents.length,
            },
          }),
        );
        fs.writeFileSync(`${file}.gz`, zlib.gzipSync(contents, { level: zlib.constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}
