import { LOGO_MAX_BYTES } from '@tribuna/contract';
import { describe, expect, it } from 'vitest';
import { checkLogoFile, LOGO_ACCEPT } from './logo-file';

describe('logo file check', () => {
  it('accepts PNG, JPEG and WebP up to 2 MB', () => {
    expect(checkLogoFile({ type: 'image/png', size: 1000 })).toBeNull();
    expect(checkLogoFile({ type: 'image/jpeg', size: LOGO_MAX_BYTES })).toBeNull();
    expect(checkLogoFile({ type: 'image/webp', size: 1 })).toBeNull();
  });

  it('refuses other types, SVG included (it can carry scripts)', () => {
    expect(checkLogoFile({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(checkLogoFile({ type: 'image/svg+xml', size: 10 })).toBe('type');
    expect(checkLogoFile({ type: '', size: 10 })).toBe('type');
  });

  it('refuses a file one byte over 2 MB', () => {
    expect(checkLogoFile({ type: 'image/png', size: LOGO_MAX_BYTES + 1 })).toBe('size');
  });

  it('offers only the accepted types in the file picker', () => {
    expect(LOGO_ACCEPT).toBe('image/png,image/jpeg,image/webp');
  });
});
