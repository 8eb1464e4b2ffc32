import { describe, expect, it } from 'vitest';
import { sessionLocaleForClub } from './locales';
import { ROLE_ORDER, sortByRoleOrder } from './roles';

describe('session locale mapping (spec 9)', () => {
  it.each([
    ['es-ES', 'es'],
    ['ca-ES', 'ca'],
    ['gl-ES', 'en'],
    ['eu-ES', 'en'],
    ['en-US', 'en'],
  ])('%s -> %s', (club, ui) => expect(sessionLocaleForClub(club)).toBe(ui));

  it('defaults to the es-ES club locale', () => {
    expect(sessionLocaleForClub(undefined)).toBe('es');
    expect(sessionLocaleForClub('fr-FR')).toBe('es');
  });
});

describe('role ordering (spec 6)', () => {
  it('puts manager first and external last', () => {
    const sorted = sortByRoleOrder([{ role: 'external' }, { role: 'guardian' }, { role: 'manager' }, { role: 'member' }] as const);
    expect(sorted.map((r) => r.role)).toEqual(['manager', 'member', 'guardian', 'external']);
    expect(ROLE_ORDER.player).toBe(3);
  });
});
