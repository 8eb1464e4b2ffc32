import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSerializationFailure } from '../../../lib/db-errors';
import { createClub, createPerson, uniqueName, type ClubFixture } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createEvent, createTicket } from '../access-control-test-kit';
import { AccessListsRepository } from '../lists/lists.repository';
import { ScanBatchRepository, type JudgedOn } from './scan-batch.repository';
import type { NewScan } from './scans.repository';

let t: TestApp;
let club: ClubFixture;
let batch: ScanBatchRepository;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  batch = new ScanBatchRepository(t.db);
});
afterAll(() => t.close());

const newList = async (kind: 'tickets' | 'members', campaignId: number | null = null) =>
  (await new AccessListsRepository(t.db).insert(club.id, { name: uniqueName('Gate'), kind, campaignId }))!;

const entry = (listId: number, subject: Pick<NewScan, 'ticketId' | 'profileId' | 'codeKind'>, firstUse = false): NewScan => ({
  clubId: club.id,
  listId,
  controllerProfileId: null,
  nonce: uniqueName('nonce').replace(/\W/g, ''),
  direction: 'entry',
  result: 'admitted',
  reason: 'valid',
  firstUse,
  ...subject,
});

/** What the batch judged on: the histories read now for these keys (as scan-batch.ts reads them). */
const judgedNow = async (keys: JudgedOn['keys'], rest: Omit<JudgedOn, 'keys' | 'histories'>): Promise<JudgedOn> => ({
  ...rest,
  keys,
  histories: await batch.histories(keys),
});

describe('a batch of door scans commits only on the histories it was judged on (migration 0053)', () => {
  it('logs a ticket’s admission judged on its current history; a second batch judged on the old one fails to serialize and logs nothing', async () => {
    const event = await createEvent(t, club);
    const ticket = await createTicket(t, club, event);
    const gate = await newList('tickets', event.id);
    const keys = [{ kind: 'ticket' as const, listId: gate.id, subjectId: ticket.id }];
    const stale = await judgedNow(keys, { ticketIds: [ticket.id], people: [] });

    const first = await batch.commit([entry(gate.id, { ticketId: ticket.id, codeKind: 'ticket' }, true)], stale);
    expect(first.map((row) => [row.ticketId, row.firstUse])).toEqual([[ticket.id, true]]);

    // A second phone's batch read the history before the first committed: it saw no admission.
    const late = batch.commit([entry(gate.id, { ticketId: ticket.id, codeKind: 'ticket' }, true)], stale);
    const error = await late.then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isSerializationFailure(error)).toBe(true);
    expect((await batch.histories(keys)).filter((row) => row.role === 'latest').map((row) => row.id)).toEqual([first[0]!.id]);

    // Judged again on the history as it now is, the batch commits.
    const again = await batch.commit(
      [{ ...entry(gate.id, { ticketId: ticket.id, codeKind: 'ticket' }), result: 'refused', reason: 'alreadyUsed' }],
      await judgedNow(keys, { ticketIds: [ticket.id], people: [] }),
    );
    expect(again.map((row) => row.reason)).toEqual(['alreadyUsed']);
  });

  it('holds a person’s entries to the movements judged on, on their list only', async () => {
    const person = await createPerson(t, club);
    const door = await newList('members');
    const otherDoor = await newList('members');
    const keys = [{ kind: 'member' as const, listId: door.id, subjectId: person.id }];
    const people = [{ listId: door.id, profileId: person.id }];
    const before = await judgedNow(keys, { ticketIds: [], people });

    // An entry on another list does not change this list's history.
    await batch.commit([entry(otherDoor.id, { profileId: person.id, codeKind: 'member' })], {
      ticketIds: [],
      people: [{ listId: otherDoor.id, profileId: person.id }],
      keys: [{ kind: 'member', listId: otherDoor.id, subjectId: person.id }],
      histories: [],
    });
    expect(await batch.commit([entry(door.id, { profileId: person.id, codeKind: 'member' })], before)).toHaveLength(1);
    const error = await batch.commit([entry(door.id, { profileId: person.id, codeKind: 'member' })], before).then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(isSerializationFailure(error)).toBe(true);
  });
});
