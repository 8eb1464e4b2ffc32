import { LOGO_MAX_BYTES, LOGO_MIME_TYPES } from '@tribuna/contract';

export type LogoProblem = 'type' | 'size';

/** The server's limit in whole megabytes, for the texts. */
export const LOGO_MAX_MB = LOGO_MAX_BYTES / 1024 / 1024;

/** Checked before uploading, with the server's own list and limit (the API checks again). */
export function checkLogoFile(file: Pick<File, 'type' | 'size'>): LogoProblem | null {
  if (!(LOGO_MIME_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > LOGO_MAX_BYTES) return 'size';
  return null;
}

/** The file input's `accept` attribute, from the same list. */
export const LOGO_ACCEPT = LOGO_MIME_TYPES.join(',');
