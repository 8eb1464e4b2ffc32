import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves the built SPA in production; in development Vite proxies /api to it.
export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    manifest: true,
    emptyOutDir: true,
    // Route modules are split lazily in the router; Sentry is imported dynamically.
    chunkSizeWarningLimit: 600,
    // No JS preload lists for lazy chunks: the list of every route's dependencies sat in the first
    // chunk and grew with each screen (about 3 KB gzip of the login page's 150 KB budget). A screen's
    // chunk now fetches its own imports when it loads; CSS of lazy chunks is still preloaded.
    modulePreload: { resolveDependencies: () => [] },
    rolldownOptions: {
      treeshake: {
        // The contract's zod schemas are plain values: unused ones must not drag zod into the
        // first page load (the web app uses the contract's constants and types).
        manualPureFunctions: ['z'],
        moduleSideEffects: [
          { test: /packages[\\/]contract[\\/]/, sideEffects: false },
          { test: /\.css$/, sideEffects: true },
        ],
      },
    },
  },
  server: {
    port: 5173,
    strictPort: true,
    // TRIBUNA_API_URL points the dev proxy at another API (e.g. a second instance on another port).
    proxy: { '/api': { target: process.env.TRIBUNA_API_URL ?? 'http://localhost:3000', changeOrigin: false } },
  },
  preview: { port: 4173 },
});
