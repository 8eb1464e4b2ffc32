import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

/**
 * The entry's own imports: choosing between the light pages and the app needs the session only;
 * a booking page also starts its first read from here (with the calls' addresses), and a light
 * page its catalogues (with the language they are in).
 */
const FIRST_CHUNK_MODULES =
  /src[\\/](app[\\/]light[\\/]light-pages|features[\\/]bookings[\\/]api[\\/]first-read|lib[\\/]storage|lib[\\/]session[\\/](session-store|identifier-param|pending-identifier|jwt-claims)|lib[\\/]i18n[\\/](languages|first-catalogues)|config[\\/]paths|first-page\.paths|common[\\/]locales)\./;

/** Vite's preload helper and rolldown's runtime helpers: tiny, used by every chunk; not a request of their own. */
const FIRST_HELPERS = /vite[\\/]preload-helper|^\0?rolldown[\\/:]runtime/;

/** What the light login page runs (see src/app/light): kept in one chunk free of zod and Mantine. */
const LIGHT_LOGIN_MODULES = new RegExp(
  [
    'src/app/light/(light-pages|light-login|start)\\.',
    'src/app/(safe-from|tab-title)\\.',
    'src/lib/(api-client|api-error|api-route|storage|cookie-consent|first-page-routes|app-config|money)\\.',
    'src/lib/session/(session-store|create-session|identifier-param|pending-identifier|jwt-claims)\\.',
    'src/lib/i18n/i18n\\.',
    'src/components/ui/(cookie-notice|notice|brand-logo|app-link|text-field|checkbox-field|plain-button|skip-link|language-select|demo-banner|banners|staging-banner|staging-banner-slot|field)[.]',
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
    'src/features/bookings/(api/light-bookings|components/(public-booking-(page|form|shared)|court-times|booking-status-page|booking-failed-page|public-booking(-form)?\\.module)|lib/zoned-time)\\.',
  ]
    .map((pattern) => pattern.replaceAll('/', '[\\\\/]'))
    .join('|'),
);

/** The chunk index.html loads, named apart from every other chunk (see entryFileNames). */
const ENTRY_FILE_NAMES = 'assets/entry-[hash].js';
const isEntryChunk = (fileName: string) => /(^|\/)entry-[\w-]+\.js$/.test(fileName);

// The API serves the built SPA in production; in development Vite proxies /api to it.
export default defineConfig({
  plugins: [react(), precompress()],
  build: {
    outDir: 'dist',
    manifest: true,
    emptyOutDir: true,
    // Route modules are split lazily in the router; Sentry is imported dynamically.
    chunkSizeWarningLimit: 600,
    // Preload lists only where a first page waits on them (issue 21: a phone paid one round trip
    // per level of imports, about 150 ms each in Lighthouse's simulation): the HTML names the entry's
    // own imports, and the entry's few dynamic imports (the light login, booking and portal code)
    // fetch their imports in the same wave. Other lazy chunks fetch their own imports when they
    // load: the list of every route's dependencies would sit in the first chunk and grow with each
    // screen. CSS of lazy chunks is always preloaded. No polyfill: every supported browser knows
    // modulepreload.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === 'html' || isEntryChunk(hostId) ? deps : []),
    },
    rolldownOptions: {
      output: {
        entryFileNames: ENTRY_FILE_NAMES,
        // Chunks by what loads them. The light login page (app/light) must load React, i18next and
        // its own few modules, never the schema library or Mantine: its modules form one group,
        // and zod, and React with i18next, are groups of their own that other chunks import.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // What the entry itself runs to choose a page, so the portal's first chunk stays tiny.
            { name: 'first', test: (id: string) => FIRST_CHUNK_MODULES.test(id) || FIRST_HELPERS.test(id), priority: 5 },
            { name: 'light', test: LIGHT_LOGIN_MODULES, priority: 4 },
            { name: 'light-booking', test: LIGHT_BOOKING_MODULES, priority: 4 },
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]/, priority: 3 },
            // <Trans> and its HTML parser only where a screen uses them.
            {
              name: 'i18next-trans',
              test: /[\\/]node_modules[\\/](react-i18next[\\/]dist[\\/]es[\\/](Trans|TransWithoutContext|IcuTrans)|html-parse-stringify|void-elements)/,
              priority: 2,
            },
            // React, React DOM, i18next and the hook shim it uses: every page runs all of them, so they
            // are one request (issue 21: over HTTP/1.1 a phone fetches six files at a time, and a
            // light page's every extra file could cost it a round trip).
            {
              name: 'react-i18next',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler|i18next|react-i18next|use-sync-external-store)[\\/]/,
              priority: 1,
            },
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
    // /ready too: the outage page asks it whether the API is back (components/errors/outage-gate.tsx).
    proxy: Object.fromEntries(
      ['/api', '/ready'].map((path) => [path, { target: process.env.TRIBUNA_API_URL ?? 'http://localhost:3000', changeOrigin: false }]),
    ),
  },
  preview: { port: 4173 },
});
