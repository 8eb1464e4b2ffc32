import { COMMUNICATIONS_ROUTES, type Attachment } from '@tribuna/contract';
import { saveBlob } from '../../../lib/api-client';
import { callApi } from '../../../lib/api-route';

/**
 * GET /communications/attachments/{attachmentHash}: a plain link cannot carry the token and the
 * Profile header, so the file is fetched and saved under its name.
 */
export async function downloadAttachment(clubHash: string, attachment: Attachment): Promise<void> {
  const file = await callApi(COMMUNICATIONS_ROUTES.downloadAttachment, { params: { clubHash, attachmentHash: attachment.attachmentHash } });
  saveBlob(file as Blob, attachment.fileName);
}
