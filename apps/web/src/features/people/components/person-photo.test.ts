import { PHOTO_MAX_BYTES } from '@tribuna/contract';
import { describe, expect, it } from 'vitest';
import { photoFileProblem } from './person-photo';

describe('photoFileProblem', () => {
  it('accepts PNG, JPEG and WebP up to the limit and names what is wrong otherwise', () => {
    expect(photoFileProblem({ type: 'image/jpeg', size: PHOTO_MAX_BYTES })).toBeNull();
    expect(photoFileProblem({ type: 'image/webp', size: 10 })).toBeNull();
    expect(photoFileProblem({ type: 'image/gif', size: 10 })).toBe('type');
    expect(photoFileProblem({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(photoFileProblem({ type: 'image/png', size: PHOTO_MAX_BYTES + 1 })).toBe('size');
  });
});
