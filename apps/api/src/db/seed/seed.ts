import { PROFILE_TYPE_CODES } from '@tribuna/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { newPublicId } from '../../lib/ids';
import { normaliseSearchText } from '../../lib/search-text';
import { hashPassword } from '../../lib/passwords';
import type { Db } from '../client';
import { clubFeatures, clubs, guardianships, managerAccessRequests, profiles, users } from '../schema';
import { seedDemoPeople } from './people-seed';
import { seedDemoTeams } from './teams-seed';
import { seedDemoClubTexts } from './club-texts-seed';
import { DEMO_ACCESS_REQUESTS, DEMO_CHILDREN, DEMO_CLUBS, DEMO_PASSWORD, DEMO_USERS } from './demo-data';

export type DemoBaseOptions = {
  /** The demo clubs' ~360 people (issue 4); route tests leave them out unless they ask. */
  people: boolean;
  /** The app's public address (config APP_URL): the demo clubs' terms link points there. */
  appUrl: string;
};

/**
 * Creates the demo clubs, accounts, profiles, people and teams: the base every feature's demo
 * data builds on (demo/seed-demo-data.ts runs the features' seeds after it). Idempotent: rows
 * are matched by their natural keys (shortname, username, user × club × type), so running it
 * twice changes nothing and existing passwords are kept.
 */
export async function seedDemoBase(db: Db, options: DemoBaseOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const clubIds = new Map<string, number>();
    for (const club of DEMO_CLUBS) {
      const values = {
        name: club.name,
        searchName: normaliseSearchText(club.name),
        companyName: club.companyName,
        locale: club.locale,
        publicPortal: true,
        seasonId: '2025-2026',
        seasonName: '2025/2026',
        city: club.city,
        regionName: club.regionName,
        countryName: club.countryName,
        privacyUrl: `https://example.org/${club.shortname}/privacy`,
      };
      const [row] = await tx
        .insert(clubs)
        .values({ publicId: newPublicId(), shortname: club.shortname, ...values })
        .onConflictDoUpdate({ target: clubs.shortname, set: { ...values, updatedAt: sql`now()` } })
        .returning({ id: clubs.id });
      if (!row) throw new Error(`Seeding club ${club.shortname} failed`);
      clubIds.set(club.shortname, row.id);
      await tx
        .insert(clubFeatures)
        .values(club.features.map((code) => ({ clubId: row.id, code })))
        .onConflictDoNothing();
    }

    const profileIds = new Map<string, number>();
    const userIds = new Map<string, number>();
    for (const user of DEMO_USERS) {
      const existing = await tx.select({ id: users.id }).from(users).where(eq(users.username, user.username));
      let userId = existing[0]?.id;
      if (userId === undefined) {
        const [row] = await tx
          .insert(users)
          .values({
            publicId: newPublicId(),
            username: user.username,
            email: user.username,
            passwordHash: await hashPassword(DEMO_PASSWORD),
            name: user.name,
            lastname: user.lastname,
            admin: user.admin ?? false,
            locale: user.locale,
            // Demo addresses are not real mailboxes: treat them as already confirmed.
            emailValidatedAt: new Date(),
          })
          .returning({ id: users.id });
        userId = row!.id;
      }
      userIds.set(user.username, userId);
      for (const profile of user.profiles) {
        const clubId = clubIds.get(profile.club)!;
        const type = PROFILE_TYPE_CODES[profile.role];
        await tx
          .insert(profiles)
          .values({
            publicId: newPublicId(),
            clubId,
            userId,
            type,
            name: user.name,
            surname: user.lastname,
            email: user.username,
            panelAccess: profile.role === 'manager',
          })
          .onConflictDoNothing({ target: [profiles.userId, profiles.clubId, profiles.type], where: sql`user_id is not null` });
        const [row] = await tx
          .select({ id: profiles.id })
          .from(profiles)
          .where(and(eq(profiles.userId, userId), eq(profiles.clubId, clubId), eq(profiles.type, type)));
        profileIds.set(`${user.username}|${profile.club}|${profile.role}`, row!.id);
      }
    }

    for (const child of DEMO_CHILDREN) {
      const clubId = clubIds.get(child.club)!;
      const guardianProfileId = profileIds.get(`${child.guardian}|${child.club}|guardian`)!;
      const match = and(
        eq(profiles.clubId, clubId),
        isNull(profiles.userId),
        eq(profiles.type, PROFILE_TYPE_CODES.player),
        eq(profiles.name, child.name),
        eq(profiles.surname, child.surname),
      );
      let [row] = await tx.select({ id: profiles.id }).from(profiles).where(match);
      if (!row) {
        [row] = await tx
          .insert(profiles)
          .values({
            publicId: newPublicId(),
            clubId,
            type: PROFILE_TYPE_CODES.player,
            name: child.name,
            surname: child.surname,
            birthDate: child.birthDate,
            gender: child.gender,
            category: child.category,
          })
          .returning({ id: profiles.id });
      }
      await tx.insert(guardianships).values({ guardianProfileId, childProfileId: row!.id }).onConflictDoNothing();
    }

    // Only when the person never asked that club: a decided demo request is not re-opened.
    for (const request of DEMO_ACCESS_REQUESTS) {
      const clubId = clubIds.get(request.club)!;
      const userId = userIds.get(request.username)!;
      const asked = and(eq(managerAccessRequests.clubId, clubId), eq(managerAccessRequests.userId, userId));
      const [existing] = await tx.select({ id: managerAccessRequests.id }).from(managerAccessRequests).where(asked);
      if (!existing) {
        await tx.insert(managerAccessRequests).values({ publicId: newPublicId(), clubId, userId, message: request.message });
      }
    }
  });
  // Privacy summary and terms link in each club's language (kept when a manager wrote their own).
  await seedDemoClubTexts(db, options.appUrl);
  if (options.people) await seedDemoPeople(db);
  // Teams draw their rosters from the club's people: keep this after every people seed.
  await seedDemoTeams(db);
}
