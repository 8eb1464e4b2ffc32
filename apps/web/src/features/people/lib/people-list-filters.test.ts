import { describe, expect, it } from 'vitest';
import { applyFilter, appliedFields, canApplyFilter, filtersForList, offeredFields, removeFilter } from './people-list-filters';

describe('people list filters', () => {
  it('offers the list’s fields, never one already applied (spec 5: not twice)', () => {
    expect(offeredFields('athletes', {})).toEqual(['category', 'gender', 'status']);
    expect(offeredFields('partners', {})).toEqual(['gender', 'status']);
    expect(offeredFields('athletes', { category: ['Under-12'] })).toEqual(['gender', 'status']);
    expect(offeredFields('athletes', { category: ['Under-12'], gender: ['male'], status: ['enabled'] })).toEqual([]);
    // While editing an applied filter its own field stays on offer.
    expect(offeredFields('athletes', { category: ['Under-12'] }, 'category')).toEqual(['category', 'gender', 'status']);
  });

  it('needs at least one option (spec 5)', () => {
    expect(canApplyFilter([])).toBe(false);
    expect(canApplyFilter(['female'])).toBe(true);
    expect(applyFilter({ gender: ['male'] }, 'category', [])).toEqual({ gender: ['male'] });
    expect(applyFilter({}, 'category', ['Under-99'])).toEqual({});
  });

  it('replaces a filter applied again, in catalogue order without repeats or unknown options', () => {
    const once = applyFilter({}, 'category', ['Senior', 'Under-8', 'Under-8', 'Nope']);
    expect(once).toEqual({ category: ['Under-8', 'Senior'] });
    const again = applyFilter(once, 'category', ['Youth']);
    expect(again).toEqual({ category: ['Youth'] });
    expect(appliedFields(again)).toEqual(['category']);
  });

  it('removes a filter and keeps the others', () => {
    expect(removeFilter({ category: ['Youth'], status: ['disabled'] }, 'category')).toEqual({ status: ['disabled'] });
  });

  it('drops filters a list does not offer (a category on the partners list)', () => {
    expect(filtersForList('partners', { category: ['Youth'], gender: ['other'] })).toEqual({ gender: ['other'] });
    expect(filtersForList('athletes', { category: ['Youth'], gender: [] })).toEqual({ category: ['Youth'] });
  });
});
