import { COMMUNICATIONS_ROUTES, type Attachment } from '@tribuna/contract';
import { callApi } from '../../../lib/api-route';

/** POST /communications/attachments (field "file"): checked by content on the server, named later in a message. */
export function uploadAttachment(clubHash: string, file: File, signal?: AbortSignal): Promise<Attachment> {
  const body = new FormData();
  body.append('file', file, file.name);
  return callApi(COMMUNICATIONS_ROUTES.uploadAttachment, { params: { clubHash }, body, signal });
}
