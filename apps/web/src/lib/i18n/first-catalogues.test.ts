import { UI_LOCALES } from '@tribuna/contract';
import { describe, expect, it } from 'vitest';
import { firstPageCatalogue, LIGHT_PAGE_NAMESPACES } from './first-catalogues';

describe("the light pages' catalogues in the first chunk", () => {
  it('has every namespace a light page draws with, in every language (the glob and the list stay in step)', async () => {
    const namespaces = ['common', ...Object.values(LIGHT_PAGE_NAMESPACES).flat()];
    for (const language of UI_LOCALES) {
      for (const namespace of namespaces) {
        const catalogue = await firstPageCatalogue(language, namespace);
        expect(catalogue, `${language}/${namespace}`).toBeTypeOf('object');
        expect(Object.keys(catalogue ?? {}).length, `${language}/${namespace}`).toBeGreaterThan(0);
      }
    }
  });

  it("holds no other screen's catalogue: those come with the map of all, a chunk the light pages never load", () => {
    expect(firstPageCatalogue('es', 'people')).toBeUndefined();
    expect(firstPageCatalogue('es', 'navigation')).toBeUndefined();
  });
});
