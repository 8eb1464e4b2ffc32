import { PEOPLE_IMPORT_MAX_BYTES } from '@tribuna/contract';

export const ACCEPTED_EXTENSIONS = ['.csv', '.xlsx'] as const;
/** For the file input's accept list: extensions first (MIME types of CSV vary between systems). */
export const ACCEPT = [...ACCEPTED_EXTENSIONS, 'text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'].join(',');

export type FileProblem = 'wrongType' | 'tooLarge' | 'empty';

/** What the browser can tell before sending: the API checks the content again. */
export function checkFile(file: Pick<File, 'name' | 'size'>): FileProblem | null {
  const name = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((extension) => name.endsWith(extension))) return 'wrongType';
  if (file.size > PEOPLE_IMPORT_MAX_BYTES) return 'tooLarge';
  if (file.size === 0) return 'empty';
  return null;
}

/** "5 MB", "320 kB" in the reader's language. */
export function formatBytes(bytes: number, language: string): string {
  const [value, unit] = bytes >= 1024 * 1024 ? [bytes / (1024 * 1024), 'megabyte'] : [Math.max(1, Math.round(bytes / 1024)), 'kilobyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', maximumFractionDigits: 1 }).format(value);
}
