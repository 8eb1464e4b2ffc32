import { mkdir, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import { dirname, join, resolve, sep } from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Where uploaded files live: local disk (DATA_DIR/uploads, LocalFileStorage below) or an
 * S3-compatible bucket that several API processes share (S3FileStorage, s3-file-storage.ts).
 */
export interface FileStorage {
  put(key: string, data: Buffer): Promise<void>;
  /** undefined when nothing is stored under the key. */
  get(key: string): Promise<Buffer | undefined>;
  /** Removes the file; nothing happens when none is stored under the key. */
  delete(key: string): Promise<void>;
}

/** A folder of lower-case words, then names of letters, digits, _ and -, and an extension: never `..`, `/x` or `a//b`. */
const KEY = /^[a-z0-9-]+(?:\/[A-Za-z0-9_-]+)*\.[a-z0-9]+$/;

/** The key itself when every store may use it as is (a path under its root, an object name); throws otherwise. */
export function checkedStorageKey(key: string): string {
  if (!KEY.test(key)) throw new Error(`Invalid storage key: ${key}`);
  return key;
}

/** Files under one directory; keys are checked so no path can leave it. */
export class LocalFileStorage implements FileStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  private path(key: string): string {
    const path = resolve(join(this.root, checkedStorageKey(key)));
    // Belt and braces: whatever the key's rules become, no path may leave the root.
    if (!path.startsWith(this.root + sep)) throw new Error(`Invalid storage key: ${key}`);
    return path;
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.path(key);
    await mkdir(dirname(path), { recursive: true });
    // Write then rename: a reader never sees half a file.
    const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
    await writeFile(temporary, data);
    await rename(temporary, path);
  }

  async get(key: string): Promise<Buffer | undefined> {
    try {
      return await readFile(this.path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.path(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
  }
}
