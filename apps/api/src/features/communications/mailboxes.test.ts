import { FIELD_ERRORS, MailboxListSchema, MailboxSchema, type Mailbox } from '@tribuna/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema';
import { createClub, createMailbox, createPerson, predefinedMailbox, type ClubFixture, type MailboxFixture } from '../../test/factories';
import type { TestApp } from '../../test/test-app';
import { actingPerson, messagingApi, messagingTestApp, type Acting, type MessagingApi } from './communications-test-kit';

let t: TestApp;
let club: ClubFixture;
let api: MessagingApi;
let manager: Acting;
let member: Acting;
let predefined: MailboxFixture;

beforeAll(async () => {
  t = await messagingTestApp();
  club = await createClub(t);
  api = messagingApi(t, club);
  // The club's first manager with the panel answers from the predefined mailbox (database trigger).
  manager = await actingPerson(t, club, 'manager');
  member = await actingPerson(t, club, 'member');
  predefined = await predefinedMailbox(t, club);
});
afterAll(() => t.close());

const names = (mailbox: Mailbox) => mailbox.profiles.map((p) => p.profileHash);
const auditOf = (action: string, target: string) =>
  t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, action), eq(auditLog.target, target)));

describe('mailboxes', () => {
  it('gives every club a predefined mailbox named after it, answered by its first manager', async () => {
    const response = await api.get(manager, '/mailboxes');
    expect(response.statusCode).toBe(200);
    const list = MailboxListSchema.parse(response.json());
    const first = list['hydra:member'][0]!;
    expect(first).toMatchObject({ mailboxHash: predefined.hash, name: club.name, predefined: true });
    expect(names(first)).toEqual([manager.profile.hash]);
  });

  it('lists to a member only the mailboxes they answer from', async () => {
    expect(MailboxListSchema.parse((await api.get(member, '/mailboxes')).json())['hydra:member']).toEqual([]);
    const box = await createMailbox(t, club, { profiles: [member.profile] });
    const items = MailboxListSchema.parse((await api.get(member, '/mailboxes')).json())['hydra:member'];
    expect(items.map((m) => m.mailboxHash)).toEqual([box.hash]);
  });

  it('creates a mailbox answered by the creating manager unless profiles are given, and audits it', async () => {
    const mine = await api.post(manager, '/mailboxes', { name: 'Tesorería' });
    expect(mine.statusCode).toBe(201);
    const created = MailboxSchema.parse(mine.json());
    expect(created).toMatchObject({ name: 'Tesorería', predefined: false });
    expect(names(created)).toEqual([manager.profile.hash]);
    expect(await auditOf('mailbox.created', created.mailboxHash)).toHaveLength(1);

    const coach = await createPerson(t, club, { role: 'member' });
    const chosen = MailboxSchema.parse(
      (await api.post(manager, '/mailboxes', { name: 'Coaches', profiles: [coach.hash, member.profile.hash] })).json(),
    );
    expect(names(chosen).sort()).toEqual([coach.hash, member.profile.hash].sort());
  });

  it('refuses a name the club already uses (accents and case ignored) and unknown profiles', async () => {
    await api.post(manager, '/mailboxes', { name: 'Secretaría Técnica' });
    const again = await api.post(manager, '/mailboxes', { name: 'secretaria tecnica' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ reason: 'mailboxNameTaken' });

    const outsider = await createPerson(t, await createClub(t), { role: 'member' });
    const foreign = await api.post(manager, '/mailboxes', { name: 'Foreign people', profiles: [outsider.hash] });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().invalidParamsList.invalidParams[0]).toMatchObject({ field: 'profiles.0', codes: ['teamPersonNotInClub'] });
  });

  it('renames, and refuses a taken name', async () => {
    const box = await createMailbox(t, club, { name: 'Old name' });
    const renamed = await api.patch(manager, `/mailboxes/${box.hash}`, { name: 'New name' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ mailboxHash: box.hash, name: 'New name' });
    expect((await auditOf('mailbox.renamed', box.hash))[0]?.metadata).toEqual({ from: 'Old name', to: 'New name' });
    const taken = await api.patch(manager, `/mailboxes/${box.hash}`, { name: club.name });
    expect(taken.statusCode).toBe(409);
  });

  it('duplicates a mailbox with its profiles as "<name> (copy)"', async () => {
    const coach = await createPerson(t, club, { role: 'member' });
    const box = await createMailbox(t, club, { name: 'Juniors', profiles: [coach] });
    const copy = await api.post(manager, `/mailboxes/${box.hash}/duplicate`, {});
    expect(copy.statusCode).toBe(201);
    const duplicated = MailboxSchema.parse(copy.json());
    expect(duplicated.name).toBe('Juniors (copy)');
    expect(duplicated.mailboxHash).not.toBe(box.hash);
    expect(names(duplicated)).toEqual([coach.hash]);
    const named = await api.post(manager, `/mailboxes/${box.hash}/duplicate`, { name: 'Juniors B' });
    expect(named.json()).toMatchObject({ name: 'Juniors B' });
  });

  it('removes a mailbox, but never the predefined one ("This mailbox cannot be removed")', async () => {
    const box = await createMailbox(t, club);
    expect((await api.delete(manager, `/mailboxes/${box.hash}`)).statusCode).toBe(204);
    expect((await api.get(manager, `/mailboxes/${box.hash}`)).statusCode).toBe(404);
    expect(await auditOf('mailbox.removed', box.hash)).toHaveLength(1);

    const refused = await api.delete(manager, `/mailboxes/${predefined.hash}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ reason: 'mailboxNotRemovable', message: 'This mailbox cannot be removed' });
    expect((await api.get(manager, `/mailboxes/${predefined.hash}`)).statusCode).toBe(200);
  });

  it('adds profiles (idempotent) and removes them; the predefined mailbox keeps its last one', async () => {
    const last = await api.delete(manager, `/mailboxes/${predefined.hash}/profiles/${manager.profile.hash}`);
    expect(last.statusCode).toBe(409);
    expect(last.json()).toMatchObject({
      reason: 'mailboxLastProfile',
      message: 'Cannot delete user from mailbox; assign another user first',
    });
    expect(FIELD_ERRORS.mailboxLastProfile).toBe('Cannot delete user from mailbox; assign another user first');

    for (let i = 0; i < 2; i += 1) {
      const added = await api.post(manager, `/mailboxes/${predefined.hash}/profiles`, { profileHash: member.profile.hash });
      expect(added.statusCode).toBe(201);
      expect(names(MailboxSchema.parse(added.json())).sort()).toEqual([manager.profile.hash, member.profile.hash].sort());
    }
    const listed = await api.get(manager, `/mailboxes/${predefined.hash}/profiles`);
    expect(listed.json()['hydra:member']).toHaveLength(2);

    expect((await api.delete(manager, `/mailboxes/${predefined.hash}/profiles/${manager.profile.hash}`)).statusCode).toBe(204);
    expect(await auditOf('mailbox.profile.removed', predefined.hash)).toHaveLength(1);
    const stillOne = await api.delete(manager, `/mailboxes/${predefined.hash}/profiles/${member.profile.hash}`);
    expect(stillOne.json()).toMatchObject({ reason: 'mailboxLastProfile' });
    // Put things back for the other tests.
    await api.post(manager, `/mailboxes/${predefined.hash}/profiles`, { profileHash: manager.profile.hash });

    // Any other mailbox may be left empty; a profile not in it is not found.
    const box = await createMailbox(t, club, { profiles: [member.profile] });
    expect((await api.delete(manager, `/mailboxes/${box.hash}/profiles/${member.profile.hash}`)).statusCode).toBe(204);
    expect((await api.delete(manager, `/mailboxes/${box.hash}/profiles/${member.profile.hash}`)).statusCode).toBe(404);
  });

  it('leaves mailbox management to managers', async () => {
    expect((await api.post(member, '/mailboxes', { name: 'Mine' })).statusCode).toBe(403);
    expect((await api.delete(member, `/mailboxes/${predefined.hash}/profiles/${manager.profile.hash}`)).statusCode).toBe(403);
  });
});
