import { ManagedChargeListSchema } from '@tribuna/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { charges } from '../../../db/schema';
import { createClub, createManager, createPerson, injectAs, signIn, type ClubFixture, type Session } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createSentFee } from '../fees-test-kit';

/**
 * A fee's charges list pages from the nearer end (charges.repository.ts): every page, read from
 * the start or from the end, must hold the rows the one whole ordering puts there, and the kept
 * counts must follow the writes that move them.
 */
let t: TestApp;
let club: ClubFixture;
let manager: Session;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  club = await createClub(t);
  manager = await signIn(t, (await createManager(t, club)).user);
});
afterAll(() => t.close());

const listOf = async (feeHash: string, query: string) => {
  const response = await injectAs(t, manager, { url: `/api/clubs/${club.hash}/fees/${feeHash}/charges?${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return ManagedChargeListSchema.parse(response.json());
};
const namesOf = (list: { 'hydra:member': { person: { name: string; surname: string } }[] }) =>
  list['hydra:member'].map((line) => `${line.person.surname} ${line.person.name}`);

describe("a fee's charges list", () => {
  it('gives every page the rows of the one ordering, whichever end it is read from, and keeps its counts true', async () => {
    // Ties on the surname are broken by the name, then by the person.
    const named = [
      ['Zubiri', 'Ane'],
      ['Alonso', 'Bea'],
      ['García', 'Carla'],
      ['Alonso', 'Ana'],
      ['Martín', 'Dani'],
      ['García', 'Carla'],
      ['Benítez', 'Eva'],
    ] as const;
    const people = [];
    for (const [surname, name] of named) people.push(await createPerson(t, club, { surname, name }));
    const fee = await createSentFee(t, club, people, { amount: 2000 });

    const whole = await listOf(fee.hash, 'itemsPerPage=30&page=1');
    expect(whole['hydra:totalItems']).toBe(7);
    expect(namesOf(whole)).toEqual([
      'Alonso Ana',
      'Alonso Bea',
      'Benítez Eva',
      'García Carla',
      'García Carla',
      'Martín Dani',
      'Zubiri Ane',
    ]);
    const carlas = whole['hydra:member'].filter((line) => line.person.name === 'Carla').map((line) => line.hash);
    for (const perPage of [1, 2, 3]) {
      const pages = [];
      for (let page = 1; page <= Math.ceil(7 / perPage); page++) pages.push(await listOf(fee.hash, `itemsPerPage=${perPage}&page=${page}`));
      expect(
        pages.flatMap((page) => page['hydra:member'].map((line) => line.hash)),
        `${perPage} a page`,
      ).toEqual(whole['hydra:member'].map((line) => line.hash));
      expect(new Set(pages.flatMap((page) => page['hydra:member'].map((line) => line.hash))).size).toBe(7);
    }
    expect(carlas).toHaveLength(2);
    expect((await listOf(fee.hash, 'itemsPerPage=3&page=9'))['hydra:member']).toEqual([]);

    // Counts per filter are kept; the writes that move them clear them.
    expect((await listOf(fee.hash, 'state=paid'))['hydra:totalItems']).toBe(0);
    const paid = await injectAs(t, manager, {
      method: 'POST',
      url: `/api/clubs/${club.hash}/charges/${whole['hydra:member'][0]!.hash}/paid`,
      payload: { method: 'cash' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await listOf(fee.hash, 'state=paid'))['hydra:totalItems']).toBe(1);
    expect((await listOf(fee.hash, 'state=pending'))['hydra:totalItems']).toBe(6);
    const late = await createPerson(t, club, { surname: 'Aaron', name: 'Al' });
    expect((await listOf(fee.hash, 'search=aaron'))['hydra:totalItems']).toBe(0);
    await t.db.update(charges).set({ profileId: late.id }).where(eq(charges.publicId, whole['hydra:member'][6]!.hash));
    // A write outside the app names no topic; a person's write (the app's) clears the counts.
    await createPerson(t, club, { surname: 'Other', name: 'Write' });
    expect((await listOf(fee.hash, 'search=aaron'))['hydra:totalItems']).toBe(1);
    expect(namesOf(await listOf(fee.hash, 'itemsPerPage=1&page=1'))).toEqual(['Aaron Al']);
  });
});
