import { JoiningRequestListSchema, PublicActivitiesSchema, isValidSpanishIdentification } from '@tribuna/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clubs, profiles } from '../../../db/schema';
import { createManager, signIn, type ClubFixture } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT: 'false' });
});
afterAll(() => t.close());

describe('the demo seed (issue 23 part 6)', () => {
  it('gives CD Demo pre-enrolments waiting for review, one for a child, and a summer camp with places left', async () => {
    const [club] = await t.db.select().from(clubs).where(eq(clubs.shortname, 'cd-demo'));
    const fixture = { id: club!.id, hash: club!.publicId } as ClubFixture;
    const manager = await signIn(t, (await createManager(t, fixture)).user);
    const pending = JoiningRequestListSchema.parse(
      (await t.app.inject({ url: `/api/clubs/${club!.publicId}/joining-requests`, headers: manager.headers })).json(),
    )['hydra:member'];
    expect(pending.length).toBeGreaterThanOrEqual(3);
    expect(pending.some((request) => request.forChild && request.guardianName)).toBe(true);
    for (const request of pending) if (request.dni) expect(isValidSpanishIdentification(request.dni), request.dni).toBe(true);
    const seeded = await t.db.select().from(profiles).where(eq(profiles.clubId, club!.id));
    expect(seeded.filter((profile) => profile.preEnrollment && profile.userId === null).length).toBeGreaterThanOrEqual(4);

    const open = PublicActivitiesSchema.parse((await t.app.inject({ url: '/api/joining/cd-demo/activities' })).json());
    const camp = open.activities.find((activity) => activity.name.startsWith('Campus de verano'));
    expect(camp?.placesLeft).toBeGreaterThan(0);
    expect(camp!.placesLeft).toBeLessThan(camp!.places);
  });
});
