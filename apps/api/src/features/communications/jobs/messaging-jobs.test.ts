import { FEATURE_CODES } from '@tribuna/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { messageAttachments, messages, outboxMessages, scheduledJobRuns, threadParticipants } from '../../../db/schema';
import { newPublicId } from '../../../lib/ids';
import { createClub, createManager, createMember, createPerson, type ClubFixture, type ClubUser } from '../../../test/factories';
import type { TestApp } from '../../../test/test-app';
import { createFactoryApp } from '../events/testing/factory-app';
import { insertThread, predefinedMailboxOf } from '../events/testing/messaging-rows';
import { removeUnboundAttachments } from './attachments-cleanup.job';
import { sendDailyDigest } from './daily-digest.job';
import { messagingJobsData, type MessagingJobsData } from './messaging-jobs-data';
import { sendNewMessageEmails } from './new-message-emails.job';
import { startFeatureJobs } from '../../../lib/feature/feature-jobs';
import { communicationsFeature } from '..';

// The scheduled messaging jobs against a real database: what they enqueue in the outbox, and
// what they leave for the next run. Each test uses clubs of its own and reads only their e-mails
// (the jobs themselves run for every club).

let world: Awaited<ReturnType<typeof createFactoryApp>>;
let t: TestApp;
let data: MessagingJobsData;
const linkTo = (path: string) => `https://app.test${path}`;
const silent = { debug: () => undefined, warn: () => undefined, error: () => undefined };
const takesDigest = FEATURE_CODES.filter((code) => code !== 'not_receiving_daily_digest_mail');

beforeAll(async () => {
  world = await createFactoryApp();
  t = world.t;
  data = messagingJobsData(t.db);
});
afterAll(() => world?.close());

async function emailsOf(club: ClubFixture, template: string) {
  return t.db
    .select({ to: outboxMessages.to, subject: outboxMessages.subject, text: outboxMessages.text, locale: outboxMessages.locale })
    .from(outboxMessages)
    .where(and(eq(outboxMessages.template, template), sql`${outboxMessages.data}->>'clubName' = ${club.name}`))
    .orderBy(outboxMessages.id);
}

async function notifiedAtOf(participantIds: readonly number[]) {
  const rows = await t.db
    .select({ id: threadParticipants.id, notifiedAt: threadParticipants.notifiedAt })
    .from(threadParticipants)
    .where(inArray(threadParticipants.id, [...participantIds]));
  return new Map(rows.map((row) => [row.id, row.notifiedAt]));
}

describe('new-message e-mails', () => {
  let club: ClubFixture;
  let manager: ClubUser;
  let alice: ClubUser;
  let bob: ClubUser;

  beforeAll(async () => {
    club = await createClub(t, { features: takesDigest });
    manager = await createManager(t, club, { locale: 'es' });
    alice = await createMember(t, club, { locale: 'en' });
    bob = await createMember(t, club, { locale: 'ca' });
  });

  it('e-mails recipients whose message waited unread past the delay, once, with a link to the thread', async () => {
    const predefined = await predefinedMailboxOf(t.db, club.id);
    const childWithoutAccount = await createPerson(t, club);
    const due = await insertThread(t.db, club.id, [{ profileId: alice.profile.id, minutesAgo: 6 }], { subject: 'Kit collection' });
    const recent = await insertThread(t.db, club.id, [{ profileId: bob.profile.id, minutesAgo: 2 }]);
    const alreadyNotified = await insertThread(t.db, club.id, [{ profileId: bob.profile.id, minutesAgo: 30, notified: true }]);
    const read = await insertThread(t.db, club.id, [{ profileId: bob.profile.id, minutesAgo: 30, unread: false }]);
    const deleted = await insertThread(t.db, club.id, [{ profileId: bob.profile.id, minutesAgo: 30 }], { deleted: true });
    // The manager is reached personally and through the club's mailbox: one e-mail.
    const toOffice = await insertThread(
      t.db,
      club.id,
      [
        { mailboxId: predefined, minutesAgo: 10 },
        { profileId: manager.profile.id, minutesAgo: 10 },
      ],
      { subject: 'Cuota de noviembre' },
    );
    const unreachable = await insertThread(t.db, club.id, [{ profileId: childWithoutAccount.id, minutesAgo: 10 }]);

    expect(await sendNewMessageEmails(data, linkTo)).toBeGreaterThanOrEqual(2);
    const emails = await emailsOf(club, 'message-received');
    expect(emails).toHaveLength(2);
    expect(emails).toEqual(
      expect.arrayContaining([
        {
          to: alice.user.email,
          locale: 'en',
          subject: `New message in ${club.name}: Kit collection`,
          text: expect.stringContaining(`https://app.test/dashboard/member/${club.hash}/messages/thread/${due.hash}`),
        },
        {
          to: manager.user.email,
          locale: 'es',
          subject: `Nuevo mensaje en ${club.name}: Cuota de noviembre`,
          text: expect.stringContaining(`https://app.test/dashboard/manager/${club.hash}/messages/thread/${toOffice.hash}`),
        },
      ]),
    );

    const notified = await notifiedAtOf(
      [due, recent, alreadyNotified, read, deleted, toOffice, unreachable].flatMap((th) => th.participantIds),
    );
    // Marked: the e-mailed rows and the one nobody can be e-mailed about (it is not looked at again).
    for (const id of [...due.participantIds, ...toOffice.participantIds, ...unreachable.participantIds])
      expect(notified.get(id)).toBeInstanceOf(Date);
    for (const id of [...recent.participantIds, ...read.participantIds, ...deleted.participantIds]) expect(notified.get(id)).toBeNull();

    await sendNewMessageEmails(data, linkTo);
    expect(await emailsOf(club, 'message-received')).toHaveLength(2);
  });

  it('does not e-mail the author of a thread written to a mailbox they answer from', async () => {
    const predefined = await predefinedMailboxOf(t.db, club.id);
    const thread = await insertThread(t.db, club.id, [{ mailboxId: predefined, side: 'recipient', minutesAgo: 8 }]);
    await t.db.execute(sql`update threads set author_profile_id = ${manager.profile.id} where id = ${thread.id}`);
    const before = (await emailsOf(club, 'message-received')).length;
    await sendNewMessageEmails(data, linkTo);
    expect(await emailsOf(club, 'message-received')).toHaveLength(before);
    expect((await notifiedAtOf(thread.participantIds)).get(thread.participantIds[0]!)).toBeInstanceOf(Date);
  });
});

describe('daily digest', () => {
  it('lists each profile’s unread threads once, newest first, in its language', async () => {
    const club = await createClub(t, { features: takesDigest });
    const manager = await createManager(t, club, { locale: 'gl' });
    const alice = await createMember(t, club, { locale: 'en' });
    const bob = await createMember(t, club, { locale: 'es' });
    const reader = await createMember(t, club);
    const predefined = await predefinedMailboxOf(t.db, club.id);
    await insertThread(t.db, club.id, [{ profileId: alice.profile.id }], { subject: 'Older' });
    await insertThread(t.db, club.id, [{ profileId: alice.profile.id }], { subject: 'Newer' });
    await insertThread(t.db, club.id, [{ profileId: alice.profile.id, archived: true }], { subject: 'Archived' });
    await insertThread(t.db, club.id, [{ profileId: alice.profile.id }], { subject: 'Deleted', deleted: true });
    await insertThread(t.db, club.id, [{ profileId: reader.profile.id, unread: false }], { subject: 'Read' });
    await insertThread(t.db, club.id, [{ mailboxId: predefined }, { profileId: manager.profile.id }], { subject: 'Para secretaría' });
    for (let i = 1; i <= 12; i += 1) await insertThread(t.db, club.id, [{ profileId: bob.profile.id }], { subject: `Aviso ${i}` });
    // The subjects' order: the newest message first.
    await t.db.execute(sql`update threads set last_message_at = created_at + (id * interval '1 second') where club_id = ${club.id}`);

    await sendDailyDigest(data, linkTo);
    const emails = await emailsOf(club, 'messages-digest');
    expect(emails.map((email) => email.to).sort()).toEqual([alice.user.email, bob.user.email, manager.user.email].sort());

    const toAlice = emails.find((email) => email.to === alice.user.email)!;
    expect(toAlice.subject).toBe(`You have 2 unread messages in ${club.name}`);
    expect(toAlice.text).toContain('• Newer\n• Older\n');
    expect(toAlice.text).toContain(`https://app.test/dashboard/member/${club.hash}/messages/my-messages`);
    expect(toAlice.text).not.toMatch(/Archived|Deleted|and \d+ more/);

    const toManager = emails.find((email) => email.to === manager.user.email)!;
    expect(toManager).toMatchObject({ locale: 'gl', subject: `Tes 1 mensaxe sen ler en ${club.name}` });
    expect(toManager.text).toContain(`https://app.test/dashboard/manager/${club.hash}/messages/my-messages`);

    const toBob = emails.find((email) => email.to === bob.user.email)!;
    expect(toBob.subject).toBe(`Tienes 12 mensajes sin leer en ${club.name}`);
    expect(toBob.text).toContain('• Aviso 12\n• Aviso 11\n');
    expect(toBob.text).not.toContain('• Aviso 2\n');
    expect(toBob.text).toContain('…y 2 más');
  });

  it('skips clubs with the feature not_receiving_daily_digest_mail', async () => {
    const club = await createClub(t, { features: ['not_receiving_daily_digest_mail'] });
    const member = await createMember(t, club);
    await insertThread(t.db, club.id, [{ profileId: member.profile.id }]);
    await sendDailyDigest(data, linkTo);
    expect(await emailsOf(club, 'messages-digest')).toEqual([]);
  });
});

describe('attachments clean-up', () => {
  it('removes attachments never sent after a day, rows and files, and keeps the rest', async () => {
    const club = await createClub(t);
    const member = await createMember(t, club);
    const thread = await insertThread(t.db, club.id, [{ profileId: member.profile.id }]);
    const [message] = await t.db
      .insert(messages)
      .values({ publicId: newPublicId(), threadId: thread.id, kind: 'opening', authorName: 'Test', bodyHtml: '<p>Hi</p>', bodyText: 'Hi' })
      .returning({ id: messages.id });
    const attachment = (key: string, hoursAgo: number, messageId: number | null = null) => ({
      publicId: newPublicId(),
      clubId: club.id,
      uploaderProfileId: member.profile.id,
      messageId,
      threadId: messageId ? thread.id : null,
      fileName: `${key}.pdf`,
      contentType: 'application/pdf',
      size: 10,
      storageKey: `attachments/${club.hash}/${key}.pdf`,
      createdAt: new Date(Date.now() - hoursAgo * 3_600_000),
    });
    await t.db
      .insert(messageAttachments)
      .values([attachment('abandoned', 30), attachment('just-uploaded', 2), attachment('sent', 30, message!.id)]);
    const deleted: string[] = [];
    const files = { delete: async (key: string) => void deleted.push(key) };

    expect(await removeUnboundAttachments(data, files, silent)).toBe(1);
    expect(deleted).toEqual([`attachments/${club.hash}/abandoned.pdf`]);
    const left = await t.db
      .select({ key: messageAttachments.storageKey })
      .from(messageAttachments)
      .where(eq(messageAttachments.clubId, club.id));
    expect(left.map((row) => row.key).sort()).toEqual([`attachments/${club.hash}/just-uploaded.pdf`, `attachments/${club.hash}/sent.pdf`]);
  });
});

describe("messaging jobs, started by the features' job runner", () => {
  it('runs every job once per period across two processes, and stops', async () => {
    const club = await createClub(t, { features: takesDigest });
    const member = await createMember(t, club);
    await insertThread(t.db, club.id, [{ profileId: member.profile.id, minutesAgo: 6 }], { subject: 'Both jobs' });
    // 09:00 in Madrid on a day no other test claimed.
    const now = () => new Date('2031-02-03T08:00:00Z');
    const files = { delete: async () => undefined };
    const app = t.app.featureContext;
    const ctx = {
      ...app,
      config: { ...app.config, appUrl: 'https://app.test/' },
      files: { ...files, put: () => Promise.resolve(), get: () => Promise.resolve(undefined) },
    };
    const stops = [1, 2].map(() => startFeatureJobs([communicationsFeature], ctx, silent, { tickMs: 20, now }));
    await vi.waitFor(
      async () => {
        const runs = await t.db.select({ job: scheduledJobRuns.job, finishedAt: scheduledJobRuns.finishedAt }).from(scheduledJobRuns);
        const finished = runs.filter((run) => run.finishedAt !== null).map((run) => run.job);
        expect(finished).toEqual(
          expect.arrayContaining(['messaging.new-message-emails', 'messaging.daily-digest', 'messaging.attachments-cleanup']),
        );
      },
      { timeout: 10_000, interval: 50 },
    );
    await Promise.all(stops.map((stop) => stop()));
    expect(await emailsOf(club, 'message-received')).toHaveLength(1);
    const digests = await emailsOf(club, 'messages-digest');
    expect(digests).toHaveLength(1);
    expect(digests[0]!.text).toContain(`https://app.test/dashboard/member/${club.hash}/messages/my-messages`);
  });
});
