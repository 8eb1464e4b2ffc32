import { LOGO_MAX_BYTES, LOGO_MIME_TYPES } from '@tribuna/contract';

export type LogoProblem = 'type' | 'size';

/** Client-side check before upload: an image of an accepted type, at most 2 MB (the API checks again). */
export function checkLogoFile(file: Pick<File, 'type' | 'size'>): LogoProblem | null {
  if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > LOGO_MAX_BYTES) return 'size';
  return null;
}

/** The `accept` attribute of the file input, from the same list. */
export const LOGO_ACCEPT = LOGO_MIME_TYPES.join(',');
