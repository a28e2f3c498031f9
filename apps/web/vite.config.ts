// Vite build and dev server for the student SPA. The server serves dist/ under '/' with a strict CSP,
// so nothing here may rely on inline scripts, runtime <style> tags or data: URLs.
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

// The API server (apps/server) listens on 3000 in development.
const API_PROXY = { '/api': { target: 'http://localhost:3000', changeOrigin: true } };

export default defineConfig({
  base: './',
  plugins: [react()],
  resolve: {
    // '@padanam/contract' exports its TypeScript source under the 'source' condition,
    // so the app uses the schemas without building the package first.
    conditions: ['source', ...defaultClientConditions],
  },
  server: { port: 5173, proxy: API_PROXY },
  preview: { proxy: API_PROXY },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    assetsDir: 'assets',
    manifest: true,
    // Every asset becomes a hashed file: a CSP without `data:` in img-src still shows it.
    assetsInlineLimit: 0,
    target: 'es2022',
  },
});
