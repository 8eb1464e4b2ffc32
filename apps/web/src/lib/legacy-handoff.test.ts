import { describe, expect, it } from 'vitest';
import { legacyHandoffUrl, shouldAttachToken } from './legacy-handoff';

describe('hand-off to the older application (spec 2, 4)', () => {
  it('keeps the full path and query under the configured base', () => {
    expect(legacyHandoffUrl('https://old.example/app/', '/clubes/x/otra?a=1', 'tok', false)).toBe('https://old.example/app/clubes/x/otra?a=1');
  });

  it('attaches the token as identifier when asked', () => {
    expect(legacyHandoffUrl('https://old.example', '/x?a=1', 'tok', true)).toBe('https://old.example/x?a=1&identifier=tok');
  });

  it('attaches the token the first time or when forced', () => {
    expect(shouldAttachToken(false, false)).toBe(true);
    expect(shouldAttachToken(true, false)).toBe(false);
    expect(shouldAttachToken(true, true)).toBe(true);
  });
});
