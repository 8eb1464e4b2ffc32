import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { FileStorage } from './file-storage';

/**
 * What every FileStorage must do, whatever keeps the bytes: one suite run against each store
 * (file-storage.test.ts), so the app behaves the same on local disk and in a bucket.
 */
export function describeFileStorageContract(name: string, store: () => FileStorage): void {
  describe(`${name} (the FileStorage contract)`, () => {
    it('gives back what was put, and the latest bytes after an overwrite', async () => {
      await store().put('contract/first.txt', Buffer.from('hello'));
      expect((await store().get('contract/first.txt'))?.toString()).toBe('hello');
      await store().put('contract/first.txt', Buffer.from('hello again, longer'));
      expect((await store().get('contract/first.txt'))?.toString()).toBe('hello again, longer');
    });

    it('answers undefined for a key never stored, and after a delete', async () => {
      expect(await store().get('contract/never.webp')).toBeUndefined();
      await store().put('contract/gone.webp', Buffer.from('x'));
      await store().delete('contract/gone.webp');
      expect(await store().get('contract/gone.webp')).toBeUndefined();
    });

    it('deletes a missing key without an error, and only the key asked for', async () => {
      await expect(store().delete('contract/missing.pdf')).resolves.toBeUndefined();
      await store().put('contract/kept.pdf', Buffer.from('kept'));
      await store().put('contract/dropped.pdf', Buffer.from('dropped'));
      await store().delete('contract/dropped.pdf');
      expect((await store().get('contract/kept.pdf'))?.toString()).toBe('kept');
    });

    it('keeps binary content byte for byte (every byte value, an empty file, a few MB)', async () => {
      const everyByte = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      await store().put('contract/bytes.bin', everyByte);
      expect((await store().get('contract/bytes.bin'))?.equals(everyByte)).toBe(true);
      await store().put('contract/empty.bin', Buffer.alloc(0));
      expect((await store().get('contract/empty.bin'))?.length).toBe(0);
      // Larger than an attachment's limit, and than the SDK's and s3rver's stream chunks.
      const large = randomBytes(6 * 1024 * 1024);
      await store().put('contract/nested/large.bin', large);
      const read = await store().get('contract/nested/large.bin');
      expect(read?.length).toBe(large.length);
      expect(read?.equals(large)).toBe(true);
    });

    it.each([
      '../escape.txt',
      'contract/../../escape.txt',
      '/absolute/path.txt',
      'contract//double.txt',
      'contract/no-extension',
      'Upper/case.txt',
      'contract/sp ace.txt',
      'contract\\back.txt',
      '',
    ])('refuses the key %j for every operation', async (key) => {
      await expect(store().put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
      await expect(store().get(key)).rejects.toThrow(/Invalid storage key/);
      await expect(store().delete(key)).rejects.toThrow(/Invalid storage key/);
    });
  });
}
