import { ATTACHMENT_MAX_BYTES, MESSAGE_ATTACHMENTS_MAX, type Attachment } from '@tribuna/contract';
import { useCallback, useRef, useState } from 'react';
import { uploadAttachment } from '../api/upload-attachment';

export interface UploadItem {
  key: string;
  name: string;
  size: number;
  status: 'waiting' | 'uploading' | 'done' | 'failed';
  attachment?: Attachment;
  /** Why it failed: a field error code (attachmentTooLarge…) or the thrown error. */
  error?: unknown;
}

let nextKey = 0;

/**
 * Files attached to a message being written: each is uploaded at once, one after another (the
 * server checks its content), so sending only names the uploaded ones. Too large files and files
 * beyond the limit are refused here without a request.
 */
export function useAttachmentUploads(clubHash: string) {
  const [items, setItems] = useState<UploadItem[]>([]);
  // The list as last rendered: `add` decides from it, outside a state updater (which may run twice).
  const latest = useRef(items);
  latest.current = items;
  const queue = useRef(Promise.resolve());

  const patch = (key: string, change: Partial<UploadItem>) =>
    setItems((current) => current.map((item) => (item.key === key ? { ...item, ...change } : item)));

  const add = useCallback(
    (files: File[]) => {
      let room = MESSAGE_ATTACHMENTS_MAX - latest.current.filter((item) => item.status !== 'failed').length;
      const added = files.map((file): UploadItem => {
        const item = { key: `upload-${(nextKey += 1)}`, name: file.name, size: file.size };
        if (room <= 0) return { ...item, status: 'failed', error: 'tooManyAttachments' };
        if (file.size > ATTACHMENT_MAX_BYTES) return { ...item, status: 'failed', error: 'attachmentTooLarge' };
        room -= 1;
        queue.current = queue.current.then(async () => {
          patch(item.key, { status: 'uploading' });
          try {
            patch(item.key, { status: 'done', attachment: await uploadAttachment(clubHash, file) });
          } catch (error) {
            patch(item.key, { status: 'failed', error });
          }
        });
        return { ...item, status: 'waiting' };
      });
      latest.current = [...latest.current, ...added];
      setItems((current) => [...current, ...added]);
    },
    [clubHash],
  );

  const remove = useCallback((key: string) => setItems((current) => current.filter((item) => item.key !== key)), []);
  const reset = useCallback(() => setItems([]), []);

  const hashes = items.flatMap((item) => (item.attachment ? [item.attachment.attachmentHash] : []));
  const pending = items.filter((item) => item.status === 'waiting' || item.status === 'uploading');
  const current = items.find((item) => item.status === 'uploading');
  const position = current ? items.filter((item) => item.status === 'done').length + 1 : 0;
  const total = items.filter((item) => item.status !== 'failed').length;
  return { items, add, remove, reset, hashes, busy: pending.length > 0, current, position, total };
}
