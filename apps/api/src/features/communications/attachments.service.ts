import { FIELD_ERRORS, type Attachment } from '@tribuna/contract';
import { AppError, errors } from '../../lib/errors';
import { newPublicId } from '../../lib/ids';
import type { ActingContext } from '../../lib/route/request-context';
import type { FileStorage } from '../../lib/uploads/file-storage';
import type { CommunicationsData, CommunicationsRepositories } from './communications.data';
import { attachmentTypeOf } from './attachment-type';
import type { AttachmentRow } from './attachments.repository';
import { presentAttachment } from './communications.presenter';
import { accessThread, seesConversation } from './thread-access';

/** An uploaded file as the route read it; undefined when no file was sent in the field "file". */
export type UploadedFile = { fileName: string; data: Buffer };

const FILE_NAME_MAX = 200;

/** The name without any folder part or control characters, at most FILE_NAME_MAX characters (keeping the extension). */
function cleanFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop()?.trim() ?? '';
  if (base.length <= FILE_NAME_MAX) return base || 'attachment';
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 9 ? base.slice(dot) : '';
  return base.slice(0, FILE_NAME_MAX - extension.length) + extension;
}

export const attachmentTooLarge = () =>
  new AppError(413, 'PAYLOAD_TOO_LARGE', FIELD_ERRORS.attachmentTooLarge, undefined, undefined, 'attachmentTooLarge');

/** Where a club's attachment is stored: `attachments/<club>/<attachment>.<ext>`. */
const storageKeyOf = (clubHash: string, attachmentHash: string, extension: string) =>
  `attachments/${clubHash}/${attachmentHash}.${extension}`;

/**
 * Attachments: uploaded first (checked by content, stored), named in a new thread or message
 * (bound to it), and served only to who may see that message (or, until it is sent, to its
 * uploader). Anyone else gets 404, like for a file that does not exist.
 */
export class AttachmentsService {
  constructor(
    private readonly data: CommunicationsData,
    private readonly storage: FileStorage,
  ) {}

  async upload(ctx: ActingContext, read: () => Promise<UploadedFile | undefined>): Promise<Attachment> {
    const file = await read();
    if (!file) throw errors.validation([{ field: 'file', code: 'attachmentMissing' }]);
    const fileName = cleanFileName(file.fileName);
    const type = await attachmentTypeOf(fileName, file.data);
    if ('problem' in type) throw errors.validation([{ field: 'file', code: type.problem }]);
    const publicId = newPublicId();
    const storageKey = storageKeyOf(ctx.club.publicId, publicId, type.extension);
    // Stored before the row: a row never points at a missing file (an orphan file is only space).
    await this.storage.put(storageKey, file.data);
    const row = await this.data.read.attachments.insert({
      publicId,
      clubId: ctx.club.id,
      uploaderProfileId: ctx.profile.id,
      fileName,
      contentType: type.contentType,
      size: file.data.length,
      storageKey,
    });
    return presentAttachment(row, ctx.club.publicId);
  }

  /** The file, for a participant who sees its message, or its uploader while unsent; else 404. */
  async download(ctx: ActingContext, attachmentHash: string): Promise<{ row: AttachmentRow; data: Buffer }> {
    const repos = this.data.read;
    const found = await repos.attachments.find(ctx.club.id, attachmentHash);
    if (!found) throw errors.notFound();
    const { attachment, message } = found;
    if (!message) {
      if (attachment.uploaderProfileId !== ctx.profile.id) throw errors.notFound();
    } else {
      const access = await accessThread(repos, ctx, { id: message.threadId });
      if (message.kind === 'reply') {
        const conversation = message.conversationId === null ? undefined : await repos.messages.conversationById(message.conversationId);
        if (!conversation || !seesConversation(access, conversation)) throw errors.notFound();
      }
    }
    const data = await this.storage.get(attachment.storageKey);
    if (!data) throw errors.notFound();
    return { row: attachment, data };
  }

  /**
   * Inside the sending unit of work: the acting profile's unsent uploads named by `hashes`,
   * locked; any other hash is refused (400 naming it), so the message is not written.
   */
  async claim(repos: CommunicationsRepositories, ctx: ActingContext, hashes: readonly string[]): Promise<AttachmentRow[]> {
    const unique = [...new Set(hashes)];
    const rows = await repos.attachments.claimable(ctx.club.id, ctx.profile.id, unique);
    const found = new Set(rows.map((row) => row.publicId));
    const problems = hashes.flatMap((hash, index) =>
      found.has(hash) ? [] : [{ field: `attachments.${index}`, code: 'attachmentUnknown' as const }],
    );
    if (problems.length) throw errors.validation(problems);
    return rows;
  }
}
