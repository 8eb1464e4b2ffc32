import { createCatalogueLoader } from '@tribuna/i18n';

// Each locale × namespace JSON becomes its own chunk, fetched when a screen first needs it. This
// map of all of them (about 11 KB of addresses) is a chunk of its own, fetched by the full app:
// the light pages find theirs in first-catalogues.ts. The `base` keeps the map's keys short.
export const loadAnyCatalogue = createCatalogueLoader(
  import.meta.glob('./locales/*/*.json', { base: '../../../../../packages/i18n', import: 'default' }),
);
