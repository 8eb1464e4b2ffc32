import multipart from '@fastify/multipart';
import { ATTACHMENT_MAX_BYTES, COMMUNICATIONS_ROUTES as COMMS } from '@tribuna/contract';
import { create as contentDisposition } from 'content-disposition';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { sendJsonBody } from '../../lib/http';
import { registerRoute, type ApiScope } from '../../lib/route/register-route';
import type { FileStorage } from '../../lib/uploads/file-storage';
import type { CommunicationsData } from './communications.data';
import { attachmentTooLarge, AttachmentsService, type UploadedFile } from './attachments.service';
import type { MessagingEvents } from './events/messaging-events';
import { MailboxesService } from './mailboxes.service';
import type { MessagingReadCache } from './messaging-read-cache';
import { MessagesService } from './messages.service';
import { RecipientsService, type RecipientTeams } from './recipients.service';
import { ThreadListsService } from './thread-lists.service';
import { ThreadsService } from './threads.service';

export type CommunicationsRoutesOptions = {
  /** The app's storage port (attachments). */
  files: FileStorage;
  data: CommunicationsData;
  events: MessagingEvents;
  readCache: MessagingReadCache;
  /** The teams feature's public interface: team recipients and a member's reachable staff. */
  teams: RecipientTeams;
};

/** Reads the upload of the field "file"; past ATTACHMENT_MAX_BYTES, 413 with its own reason. */
async function readUpload(request: FastifyRequest): Promise<UploadedFile | undefined> {
  if (!request.isMultipart()) return undefined;
  const part = await request.file();
  if (!part || part.fieldname !== 'file') {
    part?.file.resume();
    return undefined;
  }
  try {
    return { fileName: part.filename, data: await part.toBuffer() };
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 413) throw attachmentTooLarge();
    throw error;
  }
}

/**
 * Messaging (issue 10): every route of COMMUNICATIONS_ROUTES but the event stream
 * (events/messaging-events.routes.ts). Thread and message routes act as the `Profile` header's
 * profile (`ctx.profile`, resolved before the handler).
 */
export const communicationsRoutes: FastifyPluginAsync<CommunicationsRoutesOptions> = async (
  scope,
  { data, events, readCache, files, teams },
) => {
  const app = scope as ApiScope;
  const attachments = new AttachmentsService(data, files);
  const mailboxes = new MailboxesService(data, () => readCache.clearAll());
  const recipients = new RecipientsService(data.read, teams);
  const threads = new ThreadsService(data, events, recipients, attachments);
  const threadLists = new ThreadListsService(data, readCache);
  const messages = new MessagesService(data, events, attachments);

  registerRoute(app, COMMS.listMailboxes, ({ ctx, request }) => mailboxes.list(ctx, request.url));
  registerRoute(app, COMMS.createMailbox, ({ ctx, body }) => mailboxes.create(ctx, body));
  registerRoute(app, COMMS.readMailbox, ({ ctx, params }) => mailboxes.read(ctx, params.mailboxHash));
  registerRoute(app, COMMS.renameMailbox, ({ ctx, params, body }) => mailboxes.rename(ctx, params.mailboxHash, body.name));
  registerRoute(app, COMMS.removeMailbox, ({ ctx, params }) => mailboxes.remove(ctx, params.mailboxHash).then(() => null));
  registerRoute(app, COMMS.listMailboxProfiles, ({ ctx, params, request }) => mailboxes.profiles(ctx, params.mailboxHash, request.url));
  registerRoute(app, COMMS.addMailboxProfile, ({ ctx, params, body }) => mailboxes.addProfile(ctx, params.mailboxHash, body.profileHash));
  registerRoute(app, COMMS.removeMailboxProfile, ({ ctx, params }) =>
    mailboxes.removeProfile(ctx, params.mailboxHash, params.profileHash).then(() => null),
  );
  registerRoute(app, COMMS.duplicateMailbox, ({ ctx, params, body }) => mailboxes.duplicate(ctx, params.mailboxHash, body.name));

  registerRoute(app, COMMS.listThreads, async ({ ctx, query, request, reply }) =>
    sendJsonBody(reply, await threadLists.listJson(ctx, query, request.url)),
  );
  registerRoute(app, COMMS.createThread, ({ ctx, body }) => threads.create(ctx, body));
  registerRoute(app, COMMS.readThread, ({ ctx, params }) => threads.read(ctx, params.threadHash));
  registerRoute(app, COMMS.updateThreadState, ({ ctx, params, body }) => threads.updateState(ctx, params.threadHash, body));
  registerRoute(app, COMMS.deleteThread, ({ ctx, params }) => threads.remove(ctx, params.threadHash).then(() => null));
  registerRoute(app, COMMS.restoreThread, ({ ctx, params }) => threads.restore(ctx, params.threadHash));
  registerRoute(app, COMMS.listRecipients, ({ ctx, params, query, request }) =>
    threads.recipientsOf(ctx, params.threadHash, query, request.url),
  );
  registerRoute(app, COMMS.unread, async ({ ctx, reply }) => sendJsonBody(reply, await threadLists.unreadJson(ctx)));

  registerRoute(app, COMMS.createMessage, ({ ctx, params, body }) => messages.create(ctx, params.threadHash, body));
  registerRoute(app, COMMS.listConversations, ({ ctx, params, request }) => messages.conversations(ctx, params.threadHash, request.url));
  registerRoute(app, COMMS.readConversation, ({ ctx, params }) => messages.conversation(ctx, params.threadHash, params.conversationHash));
  registerRoute(app, COMMS.listBroadcasts, ({ ctx, params, request }) => messages.broadcasts(ctx, params.threadHash, request.url));

  registerRoute(app, COMMS.accessibleParticipants, ({ ctx, query, request }) => recipients.accessible(ctx, query, request.url));
  registerRoute(app, COMMS.allowedRecipients, ({ ctx, request }) => recipients.allowed(ctx, request.url));

  registerRoute(
    app,
    COMMS.downloadAttachment,
    async ({ ctx, params, reply }) => {
      const { row, data: file } = await attachments.download(ctx, params.attachmentHash);
      // Always a download, never rendered by the browser as a page of this site.
      return reply
        .header('content-type', row.contentType)
        .header('content-disposition', contentDisposition(row.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store')
        .send(file);
    },
    { produces: ['application/octet-stream'] },
  );

  // Its own scope: multipart bodies are accepted by the upload only.
  await app.register(async (uploads) => {
    await uploads.register(multipart, { limits: { fileSize: ATTACHMENT_MAX_BYTES, files: 1, fields: 5, parts: 6 } });
    registerRoute(uploads as ApiScope, COMMS.uploadAttachment, ({ ctx, request }) => attachments.upload(ctx, () => readUpload(request)));
  });
};
