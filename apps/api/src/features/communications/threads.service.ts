import {
  type CreateThreadBody,
  type ThreadDetail,
  type ThreadRecipients,
  type ThreadSummary,
  type UpdateThreadStateBody,
} from '@tribuna/contract';
import { actorOf } from '../../lib/authz/actor';
import { errors } from '../../lib/errors';
import { hydraCollection } from '../../lib/hydra';
import type { ActingContext } from '../../lib/route/request-context';
import { normaliseSearchText } from '../../lib/search-text';
import type { CommunicationsData, CommunicationsRepositories } from './communications.data';
import type { AttachmentsService } from './attachments.service';
import { communicationsPolicy } from './communications.policy';
import { fullName, presentMessage, presentPerson, presentTargets } from './communications.presenter';
import type { MessagingEvents } from './events/messaging-events';
import { messageBody } from './message-body';
import type { MailboxRow } from './mailboxes.repository';
import type { RecipientsService } from './recipients.service';
import { accessThread, type ThreadAccess } from './thread-access';
import { summarize } from './thread-summaries';
import type { Principals } from './threads.repository';

/**
 * Threads (issue 10 parts 2 and 4): writing a new thread, opening one (which marks it read),
 * archiving, marking read or unread, deleting and restoring, and who a thread reached. The lists
 * and the unread badge are ThreadListsService's (thread-lists.service.ts). The acting profile is
 * the `Profile` header's (ctx.profile); who may call each method is declared on its route, the
 * checks on threads stay here (thread-access.ts).
 */
export class ThreadsService {
  constructor(
    private readonly data: CommunicationsData,
    private readonly events: MessagingEvents,
    private readonly recipients: RecipientsService,
    private readonly attachments: AttachmentsService,
  ) {}

  private publish(ctx: ActingContext, type: 'message' | 'state', threadHash: string, principals: Principals) {
    if (principals.profileIds.length === 0 && principals.mailboxIds.length === 0) return Promise.resolve();
    return this.events.publish({ clubId: ctx.club.id, type, threadHash, ...principals });
  }

  /**
   * A new thread, personally or from a mailbox the acting profile answers from. The thread, its
   * author row, every recipient row (set-based, guardians included), the opening message and
   * its attachments are written in one transaction: a refused part leaves nothing behind.
   */
  async create(ctx: ActingContext, body: CreateThreadBody): Promise<ThreadDetail> {
    const { bodyHtml, bodyText, excerpt } = messageBody(body.body);
    const fromMailbox = body.fromMailboxHash ? await this.fromMailbox(ctx, body.fromMailboxHash) : null;
    const resolved = await this.recipients.resolve(ctx, body.recipients, fromMailbox);
    const authorName = fullName(ctx.profile);
    const created = await this.data.write([], async (repos) => {
      const attachments = await this.attachments.claim(repos, ctx, body.attachments ?? []);
      const thread = await repos.threads.insert({
        clubId: ctx.club.id,
        subject: body.subject,
        authorProfileId: ctx.profile.id,
        authorName,
        mailboxId: fromMailbox?.id ?? null,
        mailboxName: fromMailbox?.name ?? null,
        repliesDisabled: body.repliesDisabled ?? false,
        targets: resolved.targets,
        searchText: normaliseSearchText([body.subject, authorName, fromMailbox?.name ?? '', bodyText].join(' ')),
      });
      await repos.threads.insertAuthor(thread, fromMailbox ? { mailboxId: fromMailbox.id } : { profileId: ctx.profile.id });
      const profileIds = await repos.recipients.insertReachedProfiles(thread, resolved.reach, ctx.profile.id);
      await repos.threads.insertMailboxRecipients(thread, resolved.mailboxIds);
      const recipientsCount = profileIds.length + resolved.mailboxIds.length;
      if (recipientsCount === 0) throw errors.validation([{ field: 'recipients', code: 'noRecipientsFound' }]);
      const message = await repos.messages.insert({
        threadId: thread.id,
        conversationId: null,
        kind: 'opening',
        authorProfileId: ctx.profile.id,
        authorName,
        mailboxId: fromMailbox?.id ?? null,
        mailboxName: fromMailbox?.name ?? null,
        bodyHtml,
        bodyText,
        toAll: false,
      });
      await repos.attachments.bind(
        attachments.map((row) => row.id),
        message,
      );
      await repos.threads.update(thread, {
        recipientsCount,
        lastMessageExcerpt: excerpt,
        lastMessageAuthorName: authorName,
        addAttachments: attachments.length,
      });
      return { thread, principals: { profileIds, mailboxIds: resolved.mailboxIds } };
    });
    await this.publish(ctx, 'message', created.thread.publicId, created.principals);
    return this.detail(ctx, await accessThread(this.data.read, ctx, { id: created.thread.id }));
  }

  private async fromMailbox(ctx: ActingContext, mailboxHash: string): Promise<MailboxRow> {
    const mine = await this.data.read.mailboxes.ofProfile(ctx.club.id, ctx.profile.id);
    const mailbox = mine.find((row) => row.publicId === mailboxHash);
    if (!mailbox) throw errors.validation([{ field: 'fromMailboxHash', code: 'notMailboxMember' }]);
    return mailbox;
  }

  /** Opening a thread marks it read for the acting profile (and the mailboxes it reads it through). */
  async read(ctx: ActingContext, threadHash: string): Promise<ThreadDetail> {
    const access = await accessThread(this.data.read, ctx, { hash: threadHash }, 'deleted');
    const unread = access.rows.filter((row) => row.unread);
    if (unread.length) {
      const principals = await this.data.write([], (repos) =>
        repos.threads.setState(
          unread.map((row) => row.id),
          { read: true },
        ),
      );
      await this.publish(ctx, 'state', access.thread.publicId, principals);
      for (const row of unread) row.unread = false;
    }
    return this.detail(ctx, access);
  }

  private async detail(ctx: ActingContext, access: ThreadAccess): Promise<ThreadDetail> {
    const repos = this.data.read;
    const { thread, authorSide, moderator } = access;
    // An author who is also a recipient (wrote to her own mailbox) has her own conversation too.
    const alsoRecipient = authorSide && access.recipientRows.length > 0;
    const [[summary], opening, mine] = await Promise.all([
      summarize(repos, [{ threadId: thread.id, row: access.primary, authorSide }]),
      repos.messages.opening(thread.id),
      access.recipientRows.length === 0
        ? Promise.resolve([])
        : repos.messages.conversationViews(
            thread.id,
            access.recipientRows.map((row) => row.id),
          ),
    ]);
    if (!summary || !opening) throw errors.notFound();
    const attachments = await repos.attachments.ofMessages([opening.id]);
    const deleted = thread.deletedAt !== null;
    const participant = access.rows.length > 0;
    return {
      ...summary,
      message: presentMessage(opening, attachments.get(opening.id) ?? [], ctx.club.publicId),
      canReply: participant && !deleted && (authorSide || !thread.repliesDisabled),
      canBroadcast: !deleted && authorSide && thread.mailboxId !== null,
      myConversationHash: mine[0]?.publicId ?? null,
      alsoRecipient,
      targets: presentTargets(thread.targets),
      canRestore: deleted && moderator,
      canDelete: !deleted && (authorSide || moderator),
    };
  }

  /** Archive or unarchive, mark read or unread: every row through which the acting profile sees the thread. */
  async updateState(ctx: ActingContext, threadHash: string, body: UpdateThreadStateBody): Promise<ThreadSummary> {
    const access = await accessThread(this.data.read, ctx, { hash: threadHash });
    const ids = access.rows.map((row) => row.id);
    const principals = await this.data.write([], (repos) => repos.threads.setState(ids, body));
    await this.publish(ctx, 'state', access.thread.publicId, principals);
    return this.summaryOf(ctx, access);
  }

  /** Deleting is for everyone: by its author side or a manager; managers can restore it. */
  async remove(ctx: ActingContext, threadHash: string): Promise<void> {
    const access = await accessThread(this.data.read, ctx, { hash: threadHash }, 'any');
    communicationsPolicy.authorize(actorOf(ctx), 'deleteThread', access);
    if (access.thread.deletedAt) return;
    const principals = await this.data.write([], async (repos) => {
      const reached = await repos.threads.setDeleted(access.thread, ctx.profile.id);
      await repos.audit.record(ctx, {
        action: 'thread.deleted',
        target: access.thread.publicId,
        metadata: { subject: access.thread.subject },
      });
      return reached;
    });
    await this.publish(ctx, 'state', access.thread.publicId, principals);
  }

  async restore(ctx: ActingContext, threadHash: string): Promise<ThreadSummary> {
    const access = await accessThread(this.data.read, ctx, { hash: threadHash }, 'any');
    if (!access.thread.deletedAt) throw errors.conflict('threadNotDeleted');
    const principals = await this.data.write([], async (repos) => {
      const reached = await repos.threads.setDeleted(access.thread, null);
      await repos.audit.record(ctx, {
        action: 'thread.restored',
        target: access.thread.publicId,
        metadata: { subject: access.thread.subject },
      });
      return reached;
    });
    await this.publish(ctx, 'state', access.thread.publicId, principals);
    return this.summaryOf(ctx, access);
  }

  /** The thread's summary as it is now, for the acting profile. */
  private async summaryOf(ctx: ActingContext, access: ThreadAccess): Promise<ThreadSummary> {
    const rows = await this.data.read.threads.rowsByIds(access.primary ? [access.primary.id] : []);
    const [summary] = await summarize(this.data.read, [
      { threadId: access.thread.id, row: rows[0] ?? null, authorSide: access.authorSide },
    ]);
    return summary!;
  }

  /** The people reached, with their read state, a page at a time: for the author side. */
  async recipientsOf(
    ctx: ActingContext,
    threadHash: string,
    query: { page: number; itemsPerPage: number },
    url: string,
  ): Promise<ThreadRecipients> {
    const repos: CommunicationsRepositories = this.data.read;
    const access = await accessThread(repos, ctx, { hash: threadHash });
    communicationsPolicy.authorize(actorOf(ctx), 'speakAsAuthor', access);
    const { rows, total } = await repos.threads.recipients(access.thread.id, {
      limit: query.itemsPerPage,
      offset: (query.page - 1) * query.itemsPerPage,
    });
    const participants = rows.map((row) => ({
      person: row.person?.id ? presentPerson(row.person) : null,
      mailbox: row.mailbox?.publicId ? { mailboxHash: row.mailbox.publicId, name: row.mailbox.name ?? '' } : null,
      onBehalfOf: row.child?.id ? presentPerson(row.child) : null,
      read: !row.unread,
    }));
    return hydraCollection(url, participants, total, query.page, query.itemsPerPage);
  }
}
