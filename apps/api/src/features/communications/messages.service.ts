import type { ConversationDetail, ConversationSummary, CreateMessageBody, HydraCollection, Message } from '@tribuna/contract';
import { actorOf } from '../../lib/authz/actor';
import { errors } from '../../lib/errors';
import { wholeCollection } from '../../lib/hydra';
import type { ActingContext } from '../../lib/route/request-context';
import type { CommunicationsData, CommunicationsRepositories } from './communications.data';
import type { AttachmentsService } from './attachments.service';
import { fullName, presentGone, presentMailboxRef, presentMessage, presentPerson } from './communications.presenter';
import type { MessagingEvents } from './events/messaging-events';
import { othersInConversation } from './conversation-audience';
import { messageBody } from './message-body';
import type { ConversationRow, ConversationView, MessageView } from './messages.repository';
import { accessThread, seesConversation, writingRow, type ThreadAccess } from './thread-access';
import { communicationsPolicy } from './communications.policy';
import type { ParticipantView, Principals } from './threads.repository';

/** Where a message goes: its kind and conversation, the row it is written from, the rows it reaches. */
type Delivery = {
  kind: 'broadcast' | 'reply';
  conversation: ConversationRow | null;
  writer: ParticipantView;
  reach: { rowIds: number[] } | { side: 'recipient' };
  toAll: boolean;
};

const conversationNotFound = () => errors.notFound('conversationNotFound');

/**
 * Messages after the opening one (issue 10 part 3, spec 5): replies in a recipient's private
 * conversation with the author side, and broadcasts from threads written from a mailbox. Each
 * refusal has its own 409 reason. A message marks unread (and due for the e-mail) only the rows
 * it reaches, never the writer's own.
 */
export class MessagesService {
  constructor(
    private readonly data: CommunicationsData,
    private readonly events: MessagingEvents,
    private readonly attachments: AttachmentsService,
  ) {}

  async create(ctx: ActingContext, threadHash: string, body: CreateMessageBody): Promise<Message> {
    const { bodyHtml, bodyText, excerpt } = messageBody(body.body);
    const access = await accessThread(this.data.read, ctx, { hash: threadHash });
    const { thread } = access;
    if (thread.deletedAt) throw errors.conflict('threadDeleted');
    const authorName = fullName(ctx.profile);
    const written = await this.data.write([], async (repos) => {
      await repos.threads.lockForMessage(thread.id);
      const delivery = await this.deliveryOf(repos, ctx, access, body);
      const attachments = await this.attachments.claim(repos, ctx, body.attachments ?? []);
      const message = await repos.messages.insert({
        threadId: thread.id,
        conversationId: delivery.conversation?.id ?? null,
        kind: delivery.kind,
        authorProfileId: ctx.profile.id,
        authorName,
        mailboxId: delivery.writer.mailboxId,
        mailboxName: delivery.writer.mailboxId === null ? null : delivery.writer.mailboxName,
        bodyHtml,
        bodyText,
        toAll: delivery.toAll,
      });
      await repos.attachments.bind(
        attachments.map((row) => row.id),
        message,
      );
      const reached = await repos.threads.reach(thread.id, delivery.reach);
      // The writer's row: the message concerns it (it moves up its list) but stays read.
      const writerReached = 'rowIds' in delivery.reach && delivery.reach.rowIds.includes(delivery.writer.id);
      if (!writerReached) await repos.threads.touch([delivery.writer.id]);
      if (delivery.conversation) await repos.messages.recordMessage(delivery.conversation, { excerpt, authorName });
      else {
        await repos.threads.update(thread, {
          hasBroadcasts: true,
          lastMessageExcerpt: excerpt,
          lastMessageAuthorName: authorName,
          addAttachments: attachments.length,
          touch: true,
        });
      }
      return { message, reached };
    });
    await this.publish(ctx, thread.publicId, written.reached);
    const view = await this.data.read.messages.byId(written.message.id);
    return (await this.present(ctx, [view!]))[0]!;
  }

  /** The refusals of spec 5, in order, and where an accepted message goes. */
  private async deliveryOf(
    repos: CommunicationsRepositories,
    ctx: ActingContext,
    access: ThreadAccess,
    body: CreateMessageBody,
  ): Promise<Delivery> {
    const { thread } = access;
    if (body.broadcast) {
      communicationsPolicy.authorize(actorOf(ctx), 'speakAsAuthor', access);
      if (thread.mailboxId === null) throw errors.conflict('broadcastNeedsMailbox');
      return {
        kind: 'broadcast',
        conversation: null,
        writer: access.rows.find((row) => row.side === 'author')!,
        reach: { side: 'recipient' },
        toAll: false,
      };
    }
    if (access.authorSide && !(await writesAsRecipient(repos, access, body))) {
      if (!body.conversationHash) throw errors.conflict('replyOwnThread');
      const conversation = await repos.messages.conversation(thread.id, body.conversationHash);
      if (!conversation) throw conversationNotFound();
      if (body.replyToAll && conversation.startedByProfileId !== ctx.profile.id) throw errors.conflict('replyToAllNotStarter');
      const writer = access.rows.find((row) => row.side === 'author')!;
      return { kind: 'reply', conversation, writer, reach: { rowIds: [conversation.participantId] }, toAll: body.replyToAll ?? false };
    }
    // The author's own "replies disabled" holds for the others, not for her.
    if (thread.repliesDisabled && !access.authorSide) throw errors.conflict('repliesDisabled');
    let writer = writingRow(access)!;
    let conversation: ConversationRow;
    if (body.conversationHash) {
      const named = await repos.messages.conversation(thread.id, body.conversationHash);
      if (!named || !seesConversation(access, named)) throw conversationNotFound();
      conversation = named;
      writer = access.recipientRows.find((row) => row.id === named.participantId)!;
    } else {
      conversation = await repos.messages.conversationOfRow(thread.id, writer.id, ctx.profile.id);
    }
    if (body.replyToAll && conversation.startedByProfileId !== ctx.profile.id) throw errors.conflict('replyToAllNotStarter');
    // The author side, but never the writer's own profile row (an author writing as a recipient).
    const authorRows = (await repos.threads.authorRows(thread.id)).filter((row) => row.profileId !== ctx.profile.id);
    // Reply to all: everyone on both sides. The writer's own row stays read, unless it is a
    // mailbox's: then the mailbox's other profiles get it too.
    const sharedWriter = body.replyToAll && writer.mailboxId !== null ? [writer.id] : [];
    return {
      kind: 'reply',
      conversation,
      writer,
      reach: { rowIds: [...authorRows.map((row) => row.id), ...sharedWriter] },
      toAll: body.replyToAll ?? false,
    };
  }

  private publish(ctx: ActingContext, threadHash: string, principals: Principals) {
    if (principals.profileIds.length === 0 && principals.mailboxIds.length === 0) return Promise.resolve();
    return this.events.publish({ clubId: ctx.club.id, type: 'message', threadHash, ...principals });
  }

  /** The author side: every conversation; a recipient: its own. */
  async conversations(ctx: ActingContext, threadHash: string, url: string): Promise<HydraCollection<ConversationSummary>> {
    const access = await accessThread(this.data.read, ctx, { hash: threadHash });
    const views = await this.data.read.messages.conversationViews(
      access.thread.id,
      access.authorSide ? undefined : access.recipientRows.map((row) => row.id),
    );
    return wholeCollection(url, views.map(presentConversation));
  }

  async conversation(ctx: ActingContext, threadHash: string, conversationHash: string): Promise<ConversationDetail> {
    const repos = this.data.read;
    const access = await accessThread(repos, ctx, { hash: threadHash });
    const conversation = await repos.messages.conversation(access.thread.id, conversationHash);
    if (!conversation || !seesConversation(access, conversation)) throw conversationNotFound();
    const [[view], messages] = await Promise.all([
      repos.messages.conversationViews(access.thread.id, undefined, conversation.id),
      repos.messages.ofConversation(conversation.id),
    ]);
    const { thread } = access;
    const mayReplyToAll = conversation.startedByProfileId === ctx.profile.id && thread.deletedAt === null && !thread.repliesDisabled;
    return {
      ...presentConversation(view!),
      threadHash: thread.publicId,
      messages: await this.present(ctx, messages),
      // Offered only where "all" is more than the one other person.
      canReplyToAll: mayReplyToAll && (await othersInConversation(repos, conversation, ctx.profile.id)) > 1,
    };
  }

  async broadcasts(ctx: ActingContext, threadHash: string, url: string): Promise<HydraCollection<Message>> {
    const access = await accessThread(this.data.read, ctx, { hash: threadHash });
    return wholeCollection(url, await this.present(ctx, await this.data.read.messages.broadcasts(access.thread.id)));
  }

  private async present(ctx: ActingContext, views: readonly MessageView[]): Promise<Message[]> {
    const attachments = await this.data.read.attachments.ofMessages(views.map((view) => view.id));
    return views.map((view) => presentMessage(view, attachments.get(view.id) ?? [], ctx.club.publicId));
  }
}

/**
 * An author who also received her thread (wrote to a mailbox she answers) writes as a recipient
 * when she names no conversation, or names her own (issue 21); otherwise she answers a recipient.
 */
async function writesAsRecipient(repos: CommunicationsRepositories, access: ThreadAccess, body: CreateMessageBody): Promise<boolean> {
  if (access.recipientRows.length === 0) return false;
  if (!body.conversationHash) return true;
  const named = await repos.messages.conversation(access.thread.id, body.conversationHash);
  return named !== undefined && access.recipientRows.some((row) => row.id === named.participantId);
}

function presentConversation(view: ConversationView): ConversationSummary {
  const startedBy = view.startedBy ? presentPerson(view.startedBy) : presentGone(view.lastMessageAuthorName);
  return {
    conversationHash: view.publicId,
    with: view.person ? presentPerson(view.person) : startedBy,
    withMailbox: view.mailbox ? presentMailboxRef(view.mailbox) : null,
    startedBy,
    messagesCount: view.messagesCount,
    lastMessage: { excerpt: view.lastMessageExcerpt, authorName: view.lastMessageAuthorName, at: view.lastMessageAt.toISOString() },
  };
}
