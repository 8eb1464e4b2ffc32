import { COMMUNICATIONS_ROUTES, PROFILE_TYPE_CODES, ThreadListQuerySchema, type CreateThreadBody } from '@tribuna/contract';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ActingContext } from '../../../lib/route/request-context';
import type { Db } from '../../../db/client';
import { clubs, mailboxes, profiles, teams, threads, users } from '../../../db/schema';
import { DEMO_MESSAGING, type DemoClubMessaging } from './messaging-demo-data';
import { actingContextOf, messagingServices, type MessagingServices } from './messaging-seed-context';
import { rowsOf } from '../../../db/rows';

/** Both drivers (node-postgres, PGlite) answer raw SQL with `{ rows }`. */

/** A thread as written, with how long ago it should look and the replies that follow it. */
type Written = { id: number; hash: string; ageMinutes: number };

/**
 * Messaging demo data (issue 10 part 9): club mailboxes with their people, and a few hundred
 * threads of a club season (team call-ups, families' questions, fees) with conversations,
 * broadcasts, unread, archived and deleted ones across the demo accounts. Written through the
 * messaging services, so the rows are exactly what the app writes; then the times are spread
 * over the past weeks. Idempotent: a club that already has threads is left alone. No e-mail is
 * sent for demo messages (they are marked notified).
 */
export async function seedDemoMessaging(db: Db): Promise<void> {
  const services = messagingServices(db);
  for (const plan of DEMO_MESSAGING) {
    const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.shortname, plan.club));
    if (!club) continue;
    const [existing] = await db.select({ id: threads.id }).from(threads).where(eq(threads.clubId, club.id)).limit(1);
    if (existing) continue;
    const written = await new ClubMessagingSeed(db, services, club.id, plan).run();
    await spreadOverTime(db, written);
    await db.execute(sql`update thread_participants set notified_at = now() where club_id = ${club.id}::int`);
  }
}

class ClubMessagingSeed {
  private readonly written: Written[] = [];
  private readonly contexts = new Map<number, Promise<ActingContext>>();

  constructor(
    private readonly db: Db,
    private readonly services: MessagingServices,
    private readonly clubId: number,
    private readonly plan: DemoClubMessaging,
  ) {}

  async run(): Promise<Written[]> {
    const manager = await this.accountProfile(this.plan.manager, PROFILE_TYPE_CODES.manager);
    const asManager = await this.as(manager);
    const predefined = await this.predefinedMailbox();
    const adults = await this.people([PROFILE_TYPE_CODES.member]);
    const mailboxHashes = new Map<string, string>([['predefined', predefined]]);
    for (const [index, name] of this.plan.mailboxes.entries()) {
      // Each extra mailbox is answered by the manager and one of the club's adults.
      const helper = adults[index % Math.max(adults.length, 1)];
      const mailbox = await this.services.mailboxes.create(asManager, {
        name,
        profiles: [asManager.profile.publicId, ...(helper ? [helper.hash] : [])],
      });
      mailboxHashes.set(name, mailbox.mailboxHash);
    }
    const clubTeams = await this.db
      .select({ hash: teams.publicId, name: teams.name })
      .from(teams)
      .where(eq(teams.clubId, this.clubId))
      .orderBy(asc(teams.id));

    // Team call-ups from the club's own mailbox, a week apart, the newest first; some broadcast.
    let age = 60 * 5;
    for (const [week, round] of this.plan.rounds.entries()) {
      for (const [n, team] of clubTeams.entries()) {
        const thread = await this.write(asManager, age + n * 17, {
          subject: `${round.subject}: ${team.name}`,
          body: round.body(team.name),
          recipients: [{ kind: 'team', teamHash: team.hash }],
          fromMailboxHash: predefined,
        });
        if ((week + n) % 3 === 0) {
          await this.services.messages.create(asManager, thread.hash, { body: `<p>${round.reminder}</p>`, broadcast: true });
        }
      }
      age += 60 * 24 * 7;
    }

    // Announcements from the other mailboxes to groups.
    for (const [index, note] of this.plan.announcements.entries()) {
      const from = mailboxHashes.get(note.mailbox) ?? predefined;
      await this.write(asManager, 60 * (8 + index * 29), {
        subject: note.subject,
        body: `<p>${note.body}</p>`,
        recipients: note.to,
        fromMailboxHash: from,
        repliesDisabled: note.repliesDisabled,
      });
    }

    // Questions from members and families to the club's mailbox, most answered in a conversation.
    const askers = await this.people([PROFILE_TYPE_CODES.member, PROFILE_TYPE_CODES.guardian]);
    for (let i = 0; i < this.plan.questions; i++) {
      const asker = askers[(i * 7) % askers.length];
      if (!asker) break;
      const topic = this.plan.topics[i % this.plan.topics.length]!;
      const asking = await this.as(asker.id);
      const thread = await this.write(asking, 60 * (20 + i * 11), {
        subject: topic.subject,
        body: `<p>${topic.question}</p>`,
        recipients: [{ kind: 'mailbox', mailboxHash: predefined }],
      });
      // The mailbox side answers in its own conversation with the asker (opened by this reply).
      if (i % 4 !== 3) await this.services.messages.create(asManager, thread.hash, { body: `<p>${topic.answer}</p>` });
    }

    await this.demoAccountsStory(asManager, predefined, clubTeams);
    await this.managerStates(asManager);
    return this.written;
  }

  /**
   * What the demo accounts find when they sign in: the guardian and the member each with an
   * answered question and unread news; the manager with a thread they deleted (to restore).
   */
  private async demoAccountsStory(asManager: ActingContext, predefined: string, clubTeams: { hash: string; name: string }[]) {
    for (const story of this.plan.stories) {
      const profile = await this.accountProfile(story.username, PROFILE_TYPE_CODES[story.role]);
      const them = await this.as(profile);
      const asked = await this.write(them, 60 * 30, {
        subject: story.subject,
        body: `<p>${story.question}</p>`,
        recipients: [{ kind: 'mailbox', mailboxHash: predefined }],
      });
      await this.services.messages.create(asManager, asked.hash, { body: `<p>${story.answer}</p>` });
      // The author answers inside the conversation the club's reply opened.
      const conversationHash = await this.conversationOf(asked.id);
      await this.services.messages.create(them, asked.hash, { body: `<p>${story.thanks}</p>`, conversationHash });
      // A personal note from the manager, still unread.
      await this.write(asManager, 45, {
        subject: story.noteSubject,
        body: `<p>${story.note}</p>`,
        recipients: [{ kind: 'person', profileHash: them.profile.publicId }],
      });
    }
    const youngest = clubTeams.find((team) => team.name === this.plan.featuredTeam);
    if (youngest) {
      await this.write(asManager, 90, {
        subject: this.plan.featured.subject,
        body: `<p>${this.plan.featured.body}</p>`,
        recipients: [{ kind: 'team', teamHash: youngest.hash }],
        fromMailboxHash: predefined,
      });
    }
  }

  /** The manager has read most of the older mail, archived a part, deleted a couple. */
  private async managerStates(asManager: ActingContext) {
    const query = ThreadListQuerySchema.parse({ box: 'inbox', itemsPerPage: 100 });
    const list = await this.services.threadLists.list(asManager, query, COMMUNICATIONS_ROUTES.listThreads.path);
    for (const [index, item] of list['hydra:member'].entries()) {
      if (index < this.plan.managerUnread) continue;
      await this.services.threads.read(asManager, item.threadHash);
      if (index % 6 === 0) await this.services.threads.updateState(asManager, item.threadHash, { archived: true });
      else if (index % 23 === 5) await this.services.threads.remove(asManager, item.threadHash);
    }
  }

  private async write(ctx: ActingContext, ageMinutes: number, body: CreateThreadBody): Promise<Written> {
    const created = await this.services.threads.create(ctx, body);
    const [row] = await this.db.select({ id: threads.id }).from(threads).where(eq(threads.publicId, created.threadHash));
    const written = { id: row!.id, hash: created.threadHash, ageMinutes };
    this.written.push(written);
    return written;
  }

  private async conversationOf(threadId: number): Promise<string | undefined> {
    const [row] = rowsOf<{ public_id: string }>(
      await this.db.execute(sql`
        select c.public_id from conversations c join thread_participants tp on tp.id = c.participant_id
         where c.thread_id = ${threadId}::int order by c.id limit 1`),
    );
    return row?.public_id;
  }

  private as(profileId: number): Promise<ActingContext> {
    let context = this.contexts.get(profileId);
    if (!context) this.contexts.set(profileId, (context = actingContextOf(this.db, profileId)));
    return context;
  }

  private async accountProfile(username: string, type: number): Promise<number> {
    const [row] = await this.db
      .select({ id: profiles.id })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(and(eq(users.username, username), eq(profiles.clubId, this.clubId), eq(profiles.type, type)));
    if (!row) throw new Error(`No ${username} profile of type ${type} in club ${this.plan.club}`);
    return row.id;
  }

  private async predefinedMailbox(): Promise<string> {
    const [row] = await this.db
      .select({ hash: mailboxes.publicId })
      .from(mailboxes)
      .where(and(eq(mailboxes.clubId, this.clubId), eq(mailboxes.predefined, true)));
    if (!row) throw new Error(`Club ${this.plan.club} has no predefined mailbox`);
    return row.hash;
  }

  /** Enabled profiles of these types without an account (the demo accounts write their own story). */
  private async people(types: number[]): Promise<{ id: number; hash: string }[]> {
    const rows = await this.db
      .select({ id: profiles.id, hash: profiles.publicId, type: profiles.type, userId: profiles.userId })
      .from(profiles)
      .where(and(eq(profiles.clubId, this.clubId), eq(profiles.enabled, true), isNotNull(profiles.publicId)))
      .orderBy(asc(profiles.id));
    return rows.filter((row) => types.includes(row.type) && row.userId === null);
  }
}

/**
 * Threads written a moment ago get the age their plan gave them: the opening message at that
 * age, each later message of the thread some minutes after the one before, and the thread,
 * conversations and participant rows following their messages.
 */
async function spreadOverTime(db: Db, written: readonly Written[]): Promise<void> {
  if (written.length === 0) return;
  const ages = sql.join(
    written.map((w) => sql`(${w.id}::int, ${w.ageMinutes}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    with ages(thread_id, age) as (values ${ages}),
    timed as (
      select m.id, now() - make_interval(mins => a.age)
                 + make_interval(mins => least(a.age - 1, (row_number() over (partition by m.thread_id order by m.id) - 1)::int * 23)) as at
        from messages m join ages a on a.thread_id = m.thread_id
    )
    update messages m set created_at = timed.at from timed where timed.id = m.id`);
  await db.execute(sql`
    with ages(thread_id, age) as (values ${ages})
    update threads t set created_at = now() - make_interval(mins => a.age),
           last_message_at = (select max(m.created_at) from messages m where m.thread_id = t.id)
      from ages a where a.thread_id = t.id`);
  await db.execute(sql`
    with ages(thread_id, age) as (values ${ages})
    update conversations c set created_at = coalesce((select min(m.created_at) from messages m where m.conversation_id = c.id), c.created_at),
           last_message_at = coalesce((select max(m.created_at) from messages m where m.conversation_id = c.id), c.last_message_at)
      from ages a where a.thread_id = c.thread_id`);
  await db.execute(sql`
    with ages(thread_id, age) as (values ${ages})
    update thread_participants tp set created_at = t.created_at, activity_at = t.last_message_at,
           read_at = case when tp.read_at is null then null else t.last_message_at end
      from ages a join threads t on t.id = a.thread_id where tp.thread_id = a.thread_id`);
}
