import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The entry's own imports: choosing between the light pages and the app needs the session only;
 * a booking page also starts its first read from here (with the calls' addresses).
 */
const FIRST_CHUNK_MODULES =
  /src[\\/](app[\\/]light[\\/]light-pages|features[\\/]bookings[\\/]api[\\/]first-read|lib[\\/]storage|lib[\\/]session[\\/](session-store|identifier-param|pending-identifier|jwt-claims)|config[\\/]paths|first-page\.paths)\./;

/** What the light login page runs (see src/app/light): kept in one chunk free of zod and Mantine. */
const LIGHT_LOGIN_MODULES = new RegExp(
  [
    'src/app/light/(light-pages|light-login|start)\\.',
    'src/app/(safe-from|tab-title)\\.',
    'src/lib/(api-client|api-error|api-route|storage|cookie-consent|first-page-routes|app-config)\\.',
    'src/lib/session/(session-store|create-session|identifier-param|pending-identifier|jwt-claims)\\.',
    'src/lib/i18n/',
    'src/components/ui/(notice|brand-logo|app-link|text-field|checkbox-field|plain-button|skip-link|language-select|demo-banner|banners|staging-banner|staging-banner-slot|field)[.]',
    'src/components/layouts/clean-frame\\.',
    'src/features/auth/(components/login-(page|form)|api/login)\\.',
    'src/config/paths\\.',
    'packages/contract/src/(first-page\\.paths|common/(route|headers|locales|product))\\.',
    'packages/i18n/src/',
  ]
    .map((pattern) => pattern.replaceAll('/', '[\\\\/]'))
    .join('|'),
);

/** The light public booking pages (issue 13): one chunk, loaded only at their addresses. */
const LIGHT_BOOKING_MODULES = new RegExp(
  [
    'src/app/light/light-booking\\.',
    'src/features/bookings/(api/light-bookings|components/(public-booking-page|booking-status-page|booking-failed-page|public-booking\\.module)|lib/zoned-time)\\.',
  ]
    .map((pattern) => pattern.replaceAll('/', '[\\\\/]'))
    .join('|'),
);

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
    // No polyfill either: every browser the app supports knows modulepreload.
    modulePreload: { polyfill: false, resolveDependencies: () => [] },
    rolldownOptions: {
      output: {
        // Chunks by what loads them. The light login page (app/light) must load React, i18next and
        // its own few modules, never the schema library or Mantine: its modules form one group,
        // and zod, React DOM and i18next are groups of their own that other chunks import.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // What the entry itself runs to choose a page, so the portal's first chunk stays tiny.
            { name: 'first', test: FIRST_CHUNK_MODULES, priority: 5 },
            { name: 'light', test: LIGHT_LOGIN_MODULES, priority: 4 },
            { name: 'light-booking', test: LIGHT_BOOKING_MODULES, priority: 4 },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 3 },
            { name: 'react-dom', test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/, priority: 2 },
            // <Trans> and its HTML parser only where a screen uses them.
            {
              name: 'i18next-trans',
              test: /[\\/]node_modules[\\/](react-i18next[\\/]dist[\\/]es[\\/](Trans|TransWithoutContext|IcuTrans)|html-parse-stringify|void-elements)/,
              priority: 2,
            },
            { name: 'i18next', test: /[\\/]node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 1 },
          ],
        },
      },
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
