import { describe, expect, it } from 'vitest';
import { newHumanReference, normalizeHumanReference } from './human-reference';

describe('human references', () => {
  it('are the kind letter then four and two symbols of an alphabet without I, L, O or U', () => {
    for (let i = 0; i < 200; i++) expect(newHumanReference('R')).toMatch(/^R-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{2}$/);
  });

  it('differ from one draw to the next', () => {
    const drawn = new Set(Array.from({ length: 500 }, () => newHumanReference('T')));
    expect(drawn.size).toBeGreaterThan(495);
  });

  it('refuse a kind that is not one capital letter', () => {
    expect(() => newHumanReference('ab')).toThrow();
  });

  it('forgive lower case, O for zero, I or L for one and the dashes', () => {
    expect(normalizeHumanReference('R', 'r-4f7k-2q')).toBe('R-4F7K-2Q');
    expect(normalizeHumanReference('R', 'R4F7K2Q')).toBe('R-4F7K-2Q');
    expect(normalizeHumanReference('R', '4F7K 2Q')).toBe('R-4F7K-2Q');
    expect(normalizeHumanReference('R', 'r-o1lk-iq')).toBe('R-011K-1Q');
  });

  it('refuse what cannot be a reference', () => {
    expect(normalizeHumanReference('R', 'R-4F7K')).toBeNull();
    expect(normalizeHumanReference('R', 'R-4F7K-2U')).toBeNull();
    expect(normalizeHumanReference('R', 'DM1nMP4agdnsYoNWYC_P7g')).toBeNull();
  });
});
