import { describe, expect, it } from 'vitest';
import { isValidShortname, suggestShortname } from './shortname';

describe('short name suggestion', () => {
  it.each([
    ['Club Deportivo Demo', 'club-deportivo-demo'],
    ['  Ñandú   Fútbol Sala ', 'nandu-futbol-sala'],
    ["Col·legi Sant Josep d'Àvila", 'col-legi-sant-josep-d-avila'],
    ['C.D. Águilas — 1923!', 'c-d-aguilas-1923'],
    ['---', ''],
  ])('%s → %s', (name, slug) => {
    expect(suggestShortname(name)).toBe(slug);
  });

  it('stays within 64 characters without a trailing dash, and the contract accepts it', () => {
    const slug = suggestShortname(`${'a'.repeat(63)} bcd`);
    expect(slug).toBe('a'.repeat(63));
    expect(isValidShortname(suggestShortname('Club Atlético Ñoño de Cáceres'))).toBe(true);
  });

  it('refuses what the API would refuse', () => {
    expect(isValidShortname('Club Demo')).toBe(false);
    expect(isValidShortname('club--demo')).toBe(false);
    expect(isValidShortname('x')).toBe(false);
  });
});
