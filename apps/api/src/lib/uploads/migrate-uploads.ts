import { createHash } from 'node:crypto';
import { readdir, readFile, stat, unlink } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { checkedStorageKey, type FileStorage } from './file-storage';
import type { StoredObject } from './s3-file-storage';

/** The store files move to: the port, plus the size and ETag of what it holds (S3FileStorage). */
export type MigrationTarget = FileStorage & { stat(key: string): Promise<StoredObject | undefined> };

export type MigrationOptions = {
  /** The local store's directory (DATA_DIR/uploads). */
  sourceDir: string;
  target: MigrationTarget;
  /** Counts what would be copied; writes and deletes nothing. */
  dryRun?: boolean;
  /** Removes each local file once the bucket is verified to hold the same bytes under its key. */
  deleteSource?: boolean;
  /** One line per file acted on (the CLI prints them). */
  log?: (line: string) => void;
};

export type MigrationReport = {
  /** Files found under the source directory. */
  scanned: number;
  /** Copied and verified (in a dry run: would be copied; bytesCopied likewise). */
  copied: number;
  /** Already in the bucket with the same content: nothing to copy. */
  skipped: number;
  /** Local files removed after verification (only with deleteSource). */
  deleted: number;
  bytesCopied: number;
  /** Files that are no storage key (an interrupted write's .tmp file, something put there by hand): left alone. */
  ignored: string[];
  failed: { key: string; error: string }[];
};

/**
 * Moves the local store's files into the bucket under the same keys, so the app finds every
 * upload where it looked before once STORAGE_DRIVER=s3. Safe to run again: a key already in the
 * bucket with the same bytes is skipped, so an interrupted run resumes where it stopped.
 */
export async function migrateUploads(options: MigrationOptions): Promise<MigrationReport> {
  const { sourceDir, target, dryRun = false, deleteSource = false, log = () => {} } = options;
  const report: MigrationReport = { scanned: 0, copied: 0, skipped: 0, deleted: 0, bytesCopied: 0, ignored: [], failed: [] };

  for (const relative of await filesUnder(sourceDir)) {
    report.scanned += 1;
    const key = relative.split(sep).join('/');
    if (!isStorageKey(key)) {
      report.ignored.push(key);
      log(`ignored ${key} (not a storage key)`);
      continue;
    }
    try {
      const path = join(sourceDir, relative);
      const bytes = await readFile(path);
      if (await holdsSameBytes(target, key, bytes)) {
        report.skipped += 1;
        log(`skipped ${key} (already in the bucket)`);
      } else if (dryRun) {
        report.copied += 1;
        report.bytesCopied += bytes.length;
        log(`would copy ${key} (${bytes.length} bytes)`);
        continue;
      } else {
        await target.put(key, bytes);
        // Read back before counting it done, and before the source may go.
        if (!(await holdsSameBytes(target, key, bytes))) throw new Error('the bucket does not hold the bytes just written');
        report.copied += 1;
        report.bytesCopied += bytes.length;
        log(`copied ${key} (${bytes.length} bytes)`);
      }
      // Reached only when the bucket was just checked to hold these very bytes.
      if (deleteSource && !dryRun) {
        await unlink(path);
        report.deleted += 1;
        log(`deleted local ${key}`);
      }
    } catch (error) {
      report.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
      log(`FAILED ${key}: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return report;
}

/** Every regular file under the directory, relative to it, in a stable order; none when it does not exist. */
async function filesUnder(dir: string): Promise<string[]> {
  let entries: string[];
  try {
    entries = await readdir(dir, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files: string[] = [];
  for (const entry of entries.sort()) {
    if ((await stat(join(dir, entry))).isFile()) files.push(entry);
  }
  return files;
}

function isStorageKey(key: string): boolean {
  try {
    checkedStorageKey(key);
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the bucket holds exactly these bytes under the key: same size, then an ETag equal to
 * their MD5 (a single-part upload without KMS, what put() makes), else the bytes read back (an
 * encrypted bucket's ETag is no MD5, so a mismatch alone proves nothing).
 */
async function holdsSameBytes(target: MigrationTarget, key: string, bytes: Buffer): Promise<boolean> {
  const stored = await target.stat(key);
  if (!stored || stored.size !== bytes.length) return false;
  const etag = stored.etag?.replaceAll('"', '').toLowerCase();
  if (etag === createHash('md5').update(bytes).digest('hex')) return true;
  return (await target.get(key))?.equals(bytes) ?? false;
}
