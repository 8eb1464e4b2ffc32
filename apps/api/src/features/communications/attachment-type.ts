import type { AttachmentContentType } from '@tribuna/contract';
import { fileTypeFromBuffer } from 'file-type';

/**
 * The file name extensions accepted for each attachment type (ATTACHMENT_CONTENT_TYPES). The
 * name must agree with the content: a program renamed ".pdf" or a web page named ".png" is refused.
 */
const TYPE_OF_EXTENSION: Record<string, AttachmentContentType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  odt: 'application/vnd.oasis.opendocument.text',
  ods: 'application/vnd.oasis.opendocument.spreadsheet',
  odp: 'application/vnd.oasis.opendocument.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
};

/**
 * Office documents are containers: OOXML and OpenDocument files are zip archives, the older
 * Word/Excel/PowerPoint ones Compound File Binary. When the sniffer recognises only the
 * container, the extension names the document inside it.
 */
const CONTAINER_EXTENSIONS: Record<string, readonly string[]> = {
  'application/zip': ['docx', 'xlsx', 'pptx', 'odt', 'ods', 'odp'],
  'application/x-cfb': ['doc', 'xls', 'ppt'],
};

export type AttachmentTypeProblem = 'attachmentType' | 'attachmentDisguised';
export type AttachmentType = { contentType: AttachmentContentType; extension: string } | { problem: AttachmentTypeProblem };

export const extensionOf = (fileName: string) => /\.([A-Za-z0-9]{1,8})$/.exec(fileName)?.[1]?.toLowerCase() ?? '';

/**
 * The attachment's type, judged by its content (file-type sniffs the bytes) and checked against
 * its name. Content of a type not accepted is `attachmentDisguised` when the name claims an
 * accepted type (an .exe renamed .pdf), else `attachmentType`; accepted content under another
 * type's name is `attachmentDisguised`.
 */
export async function attachmentTypeOf(fileName: string, data: Buffer): Promise<AttachmentType> {
  const extension = extensionOf(fileName);
  const claimed = TYPE_OF_EXTENSION[extension];
  const sniffed = await fileTypeFromBuffer(data);
  const inContainer = sniffed && CONTAINER_EXTENSIONS[sniffed.mime]?.includes(extension);
  const contentType = inContainer ? claimed : (Object.values(TYPE_OF_EXTENSION) as string[]).find((type) => type === sniffed?.mime);
  if (!contentType) return { problem: claimed ? 'attachmentDisguised' : 'attachmentType' };
  if (claimed !== contentType) return { problem: 'attachmentDisguised' };
  return { contentType: claimed, extension };
}
