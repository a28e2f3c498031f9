// The payment page (pay/index.html), which the server serves at /pay/:orderId with a CSP of its
// own. Built on its own, after the app, into the same dist/: as a second entry of the app's
// build it would split the app's first chunks to share code with it, and every screen would
// load more files on its first visit.
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defineConfig } from 'vite';
import { interfaceLanguages } from './build/interface-languages';
import { precompressedFiles } from './build/precompressed-files';
import { productionBuild } from './build/production-build';

export default defineConfig({
  base: './',
  plugins: [productionBuild(), ...interfaceLanguages(), precompressedFiles()],
  resolve: { conditions: ['source', ...defaultClientConditions] },
  build: {
    outDir: 'dist',
    // The app's build is already there.
    emptyOutDir: false,
    assetsDir: 'assets',
    assetsInlineLimit: 0,
    target: 'es2022',
    rollupOptions: { input: fileURLToPath(new URL('./pay/index.html', import.meta.url)) },
  },
});
