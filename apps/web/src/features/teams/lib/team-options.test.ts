import { SPORTS } from '@tribuna/contract';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { accentInsensitiveFilter, sportOptions } from './team-options';

describe('team options', () => {
  beforeAll(async () => {
    await i18next.loadLanguages(['es']);
    await i18next.loadNamespaces(['teams']);
  });

  it('lists every sport, translated and sorted in the reader’s language, with "Other" last', () => {
    const es = sportOptions(i18next.getFixedT('es'), 'es');
    expect(es.map((o) => o.value).sort()).toEqual([...SPORTS].sort());
    expect(es.map((o) => o.label).slice(0, 4)).toEqual(['Ajedrez', 'Atletismo', 'Bádminton', 'Baloncesto']);
    expect(es.at(-1)).toEqual({ value: 'other', label: 'Otro deporte' });
    const en = sportOptions(i18next.getFixedT('en'), 'en');
    expect(en[0]).toEqual({ value: 'archery', label: 'Archery' });
    expect(es.every((o) => !o.label.startsWith('sports.'))).toBe(true);
  });

  it('finds options without accents or case', () => {
    const options = [
      { value: 'swimming', label: 'Natación' },
      { value: 'padel', label: 'Pádel' },
    ];
    expect(accentInsensitiveFilter({ options, search: 'NATACION', limit: Infinity }).map((o) => ('value' in o ? o.value : ''))).toEqual([
      'swimming',
    ]);
    expect(accentInsensitiveFilter({ options, search: 'pad', limit: Infinity })).toHaveLength(1);
    expect(accentInsensitiveFilter({ options, search: '', limit: 1 })).toHaveLength(1);
  });
});
