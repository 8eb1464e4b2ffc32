import { PUBLIC_ID_PATTERN } from '@tribuna/contract';
import { describe, expect, it } from 'vitest';
import { newPublicId } from './ids';

describe('public ids', () => {
  it('are 22 url-safe characters matching the contract pattern', () => {
    const id = newPublicId();
    expect(id).toHaveLength(22);
    expect(id).toMatch(PUBLIC_ID_PATTERN);
  });

  it('do not repeat', () => {
    const ids = new Set(Array.from({ length: 2000 }, newPublicId));
    expect(ids.size).toBe(2000);
  });
});
