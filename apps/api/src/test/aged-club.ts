import { eq } from 'drizzle-orm';
import { clubs } from '../db/schema';
import { createClub, createManager, signIn } from './factories';
import type { TestApp } from './test-app';

const DAY = 86_400_000;

/**
 * A club with its signed-in manager; `ageDays` back-dates the club's creation (the e-mail limits
 * are far lower in a club's first 24 hours).
 */
export async function agedClubWithManager(t: TestApp, ageDays = 0) {
  const club = await createClub(t);
  if (ageDays > 0)
    await t.db
      .update(clubs)
      .set({ createdAt: new Date(Date.now() - ageDays * DAY) })
      .where(eq(clubs.id, club.id));
  const manager = await signIn(t, (await createManager(t, club)).user);
  return { club, manager };
}
