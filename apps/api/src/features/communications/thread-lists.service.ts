import { ThreadListSchema, UnreadSchema, type ThreadList, type ThreadListQuerySchema, type Unread } from '@tribuna/contract';
import type { z } from 'zod';
import { errors } from '../../lib/errors';
import { keysetCollection } from '../../lib/hydra';
import { jsonBody } from '../../lib/http';
import type { ActingContext } from '../../lib/route/request-context';
import { normaliseSearchText } from '../../lib/search-text';
import type { CommunicationsData } from './communications.data';
import { isModerator } from './communications.policy';
import type { MailboxRow } from './mailboxes.repository';
import type { MessagingReadCache } from './messaging-read-cache';
import { decodeCursor, encodeCursor } from './thread-cursor';
import type { ListFilter, ListedRow, Principal } from './thread-list.repository';
import { summarize } from './thread-summaries';

type ThreadListQuery = z.output<typeof ThreadListQuerySchema>;

const newestFirst = (a: ListedRow, b: ListedRow) =>
  a.key.micros === b.key.micros ? (a.key.id < b.key.id ? 1 : -1) : a.key.micros < b.key.micros ? 1 : -1;

/**
 * The acting profile's thread lists (issue 10 part 2): My messages, Archived messages (its own
 * list merged with its mailboxes', newest first, a keyset page at a time), Deleted messages for
 * managers, and the unread badge. Lists and badge are served as JSON from the messaging read
 * cache when there is one; what changes a thread is ThreadsService's (threads.service.ts).
 */
export class ThreadListsService {
  constructor(
    private readonly data: CommunicationsData,
    private readonly cache?: MessagingReadCache,
  ) {}

  /** A profile's read through the read cache when there is one (the demo seed has none). */
  private cached<V>(ctx: ActingContext, mailboxIds: readonly number[], key: string, load: () => Promise<V>): Promise<V> {
    return this.cache ? this.cache.read(ctx.profile.id, mailboxIds, key, load) : load();
  }

  /** The mailboxes the acting profile answers from (cached with its lists). */
  private mailboxesOf(ctx: ActingContext): Promise<MailboxRow[]> {
    return this.cached(ctx, [], `mailboxes:${ctx.club.id}`, () => this.data.read.mailboxes.ofProfile(ctx.club.id, ctx.profile.id));
  }

  async list(ctx: ActingContext, query: ThreadListQuery, url: string): Promise<ThreadList> {
    return JSON.parse(await this.listJson(ctx, query, url)) as ThreadList;
  }

  /**
   * My messages / Archived messages as the JSON the route sends, cached per profile and query
   * (messaging-read-cache.ts): the encoded body is kept, so a repeated read costs no serialization.
   * `url` is the request's path and query: the hydra view's `@id` and `hydra:next` are built from it,
   * so it is part of the cache key.
   */
  async listJson(ctx: ActingContext, query: ThreadListQuery, url: string): Promise<string> {
    const after = query.cursor ? decodeCursor(query.cursor) : null;
    const search = query.q ? normaliseSearchText(query.q) || undefined : undefined;
    if (query.box === 'deleted') return jsonBody(ThreadListSchema, await this.listDeleted(ctx, query, url, search, after));
    const mailboxes = await this.mailboxesOf(ctx);
    const key = `list:${ctx.club.id}:${JSON.stringify([query.box, search ?? '', query.unread ?? null, query.mailboxHash ?? '', query.cursor ?? '', query.itemsPerPage, url])}`;
    return this.cached(
      ctx,
      mailboxes.map((mailbox) => mailbox.id),
      key,
      async () => jsonBody(ThreadListSchema, await this.loadList(ctx, query, url, mailboxes, search, after)),
    );
  }

  private async loadList(
    ctx: ActingContext,
    query: ThreadListQuery,
    url: string,
    mailboxes: MailboxRow[],
    search: string | undefined,
    after: ReturnType<typeof decodeCursor> | null,
  ): Promise<ThreadList> {
    const repos = this.data.read;
    const principals = this.principalsFor(ctx, mailboxes, query.mailboxHash);
    const filter: ListFilter = { clubId: ctx.club.id, archived: query.box === 'archived', unread: query.unread, search };
    const limit = query.itemsPerPage;
    const [pages, totalItems] = await Promise.all([
      Promise.all(
        principals.map(async (principal) => {
          const rows = await repos.threadList.page(
            principal,
            principals.filter((other) => other !== principal),
            filter,
            after,
            limit + 1,
          );
          return rows.map((row) => ({ ...row, mailboxId: 'mailboxId' in principal ? principal.mailboxId : null }));
        }),
      ),
      repos.threadList.count(principals, filter),
    ]);
    const merged = pages.flat().sort(newestFirst);
    const page = merged.slice(0, limit);
    const mailboxById = new Map(mailboxes.map((mailbox) => [mailbox.id, mailbox]));
    const items = await summarize(
      repos,
      page.map((item) => {
        const mailbox = item.mailboxId === null ? undefined : mailboxById.get(item.mailboxId);
        const row = { ...item, id: item.rowId, mailboxHash: mailbox?.publicId ?? null, mailboxName: mailbox?.name ?? null };
        return { threadId: item.threadId, row, authorSide: item.side === 'author' };
      }),
    );
    return keysetCollection(url, items, totalItems, merged.length > limit ? encodeCursor(page[page.length - 1]!.key) : null);
  }

  /** The acting profile's own list and its mailboxes'; only one mailbox's when filtered (none if not its). */
  private principalsFor(ctx: ActingContext, mailboxes: readonly MailboxRow[], mailboxHash: string | undefined): Principal[] {
    if (mailboxHash) {
      const mailbox = mailboxes.find((row) => row.publicId === mailboxHash);
      return mailbox ? [{ mailboxId: mailbox.id }] : [];
    }
    return [{ profileId: ctx.profile.id }, ...mailboxes.map((mailbox) => ({ mailboxId: mailbox.id }))];
  }

  /** Deleted messages: the club's deleted threads, for managers only. */
  private async listDeleted(
    ctx: ActingContext,
    query: ThreadListQuery,
    url: string,
    search: string | undefined,
    after: ReturnType<typeof decodeCursor> | null,
  ): Promise<ThreadList> {
    if (!isModerator(ctx.viewer)) throw errors.forbidden();
    const repos = this.data.read;
    let mailboxId: number | undefined;
    if (query.mailboxHash) {
      const mailbox = await repos.mailboxes.find(ctx.club.id, query.mailboxHash);
      if (!mailbox) return keysetCollection(url, [], 0, null);
      mailboxId = mailbox.id;
    }
    const filter = { search, mailboxId };
    const limit = query.itemsPerPage;
    const [listed, totalItems] = await Promise.all([
      repos.threadList.deletedPage(ctx.club.id, filter, after, limit + 1),
      repos.threadList.deletedCount(ctx.club.id, filter),
    ]);
    const page = listed.slice(0, limit);
    const rows = await repos.threads.rowsOfMany(
      page.map((item) => item.threadId),
      ctx.profile.id,
    );
    const items = await summarize(
      repos,
      page.map(({ threadId }) => {
        const mine = rows.filter((row) => row.threadId === threadId);
        return {
          threadId,
          row: mine.find((row) => row.profileId === ctx.profile.id) ?? mine[0] ?? null,
          authorSide: mine.some((row) => row.side === 'author'),
        };
      }),
    );
    return keysetCollection(url, items, totalItems, listed.length > limit ? encodeCursor(page[page.length - 1]!.key) : null);
  }

  async unread(ctx: ActingContext): Promise<Unread> {
    return JSON.parse(await this.unreadJson(ctx)) as Unread;
  }

  /** The badge's count as the JSON the route sends, cached per profile like the lists. */
  async unreadJson(ctx: ActingContext): Promise<string> {
    const mailboxes = await this.mailboxesOf(ctx);
    return this.cached(
      ctx,
      mailboxes.map((mailbox) => mailbox.id),
      'unread',
      async () => jsonBody(UnreadSchema, { unreadMessages: await this.data.read.threadList.unreadCount(ctx.profile.id) }),
    );
  }
}
