import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { seedDemoMessaging } from './messaging-seed';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase({ people: true });
});
afterAll(() => t.drop());

type Row = Record<string, unknown>;
const rows = async (query: ReturnType<typeof sql>) => ((await t.database.db.execute(query)) as unknown as { rows: Row[] }).rows;
const counts = () =>
  rows(sql`
    select (select count(*)::int from threads) as threads, (select count(*)::int from messages) as messages,
           (select count(*)::int from conversations) as conversations, (select count(*)::int from mailboxes) as mailboxes`);

/** The threads a demo account's profile sees in its own rows, by state. */
const inboxOf = (username: string) =>
  rows(sql`
    select t.subject, tp.unread, tp.archived
      from thread_participants tp join threads t on t.id = tp.thread_id
      join profiles p on p.id = tp.profile_id join users u on u.id = p.user_id
     where u.username = ${username} and not tp.thread_deleted
     order by tp.activity_at desc`);

describe('demo messaging', () => {
  it('gives CD Demo mailboxes and a season of threads with conversations, broadcasts and every state', async () => {
    const [clubs] = await rows(sql`
      select count(*) filter (where c.shortname = 'cd-demo')::int as cd, count(*) filter (where c.shortname = 'ca-exemple')::int as ca,
             count(*) filter (where t.deleted_at is not null)::int as deleted,
             count(*) filter (where t.created_at < now() - interval '30 days')::int as older
        from threads t join clubs c on c.id = t.club_id`);
    expect(clubs!.cd).toBeGreaterThanOrEqual(150);
    expect(clubs!.ca).toBeGreaterThanOrEqual(15);
    expect(clubs!.deleted).toBeGreaterThan(0);
    expect(clubs!.older).toBeGreaterThan(0);
    const mailboxes = await rows(sql`
      select m.name from mailboxes m join clubs c on c.id = m.club_id where c.shortname = 'cd-demo' and not m.predefined order by 1`);
    expect(mailboxes.map((m) => m.name)).toEqual(['Coordinación deportiva', 'Escuela de fútbol', 'Tesorería']);
    const [kinds] = await rows(sql`
      select count(*) filter (where kind = 'broadcast')::int as broadcasts, count(*) filter (where conversation_id is not null)::int as replies
        from messages`);
    expect(kinds!.broadcasts).toBeGreaterThan(5);
    expect(kinds!.replies).toBeGreaterThan(50);
    const [archived] = await rows(sql`select count(*)::int as n from thread_participants where archived`);
    expect(archived!.n).toBeGreaterThan(0);
    // Demo messages send no e-mails.
    const [pending] = await rows(sql`select count(*)::int as n from thread_participants where notified_at is null`);
    expect(pending!.n).toBe(0);
  });

  it('gives the guardian unread club news for the child’s team and an answered question', async () => {
    const inbox = await inboxOf('guardian@demo.test');
    expect(inbox.some((row) => row.subject === 'Convocatoria jornada 12: Alevín A' && row.unread)).toBe(true);
    expect(inbox.some((row) => row.subject === 'Autorización para el torneo de Leo')).toBe(true);
    expect((await inboxOf('member@demo.test')).filter((row) => row.unread).length).toBeGreaterThan(0);
  });

  it('adds nothing when run again', async () => {
    const before = await counts();
    await seedDemoMessaging(t.database.db);
    expect(await counts()).toEqual(before);
  });
});
