import { PROFILE_TYPE_CODES } from '@tribuna/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clubs, guardianships, joiningRequests, membershipPlans, profiles, users, type JoiningMandate } from '../../db/schema';
import { grantsManagerRights } from '../../lib/profile-rights';
import { newPublicId } from '../../lib/ids';

/** An account's e-mail as compared: addresses match whatever their case. */
const LOWER_EMAIL = sql<string>`lower(${users.email})`;

/** Guardian profiles (members, not pre-enrolments) of the club whose accounts have one of `emails` (profiles joined to users). */
const guardianAccountsOf = (clubId: number, emails: readonly string[]) =>
  and(
    eq(profiles.clubId, clubId),
    eq(profiles.type, PROFILE_TYPE_CODES.guardian),
    eq(profiles.preEnrollment, false),
    inArray(
      LOWER_EMAIL,
      emails.map((address) => address.toLowerCase()),
    ),
  );

export type JoiningClub = { id: number; publicId: string; name: string; shortname: string; image: string | null; locale: string };
export type Page = { limit: number; offset: number };
export type NewPerson = {
  type: number;
  name: string;
  surname: string;
  dni: string | null;
  email: string | null;
  phone: string | null;
  birthDate: string | null;
  category: string | null;
};
export type NewRequest = {
  clubId: number;
  profileId: number;
  guardianProfileId: number | null;
  planId: number;
  email: string;
  phone: string | null;
  locale: string;
  mandate: JoiningMandate | null;
};

const guardian = sql<string | null>`(select g.name || ' ' || g.surname from profiles g where g.id = ${joiningRequests.guardianProfileId})`;

const requestColumns = {
  id: joiningRequests.id,
  hash: joiningRequests.publicId,
  profileId: joiningRequests.profileId,
  guardianProfileId: joiningRequests.guardianProfileId,
  planId: joiningRequests.planId,
  email: joiningRequests.email,
  phone: joiningRequests.phone,
  locale: joiningRequests.locale,
  mandate: joiningRequests.mandate,
  status: joiningRequests.status,
  createdAt: joiningRequests.createdAt,
  profileHash: profiles.publicId,
  profileType: profiles.type,
  name: profiles.name,
  surname: profiles.surname,
  birthDate: profiles.birthDate,
  dni: profiles.dni,
  guardianName: guardian,
  planHash: membershipPlans.publicId,
  planName: membershipPlans.name,
  planPrice: membershipPlans.price,
  planInstalments: membershipPlans.instalments,
  planPeriod: membershipPlans.period,
};
export type JoiningRequestRow = NonNullable<Awaited<ReturnType<JoiningRepository['findPending']>>>;

/** Sign-ups from the portal and the pre-enrolment profiles they make; every query names the club. */
export class JoiningRepository {
  constructor(private readonly db: Db) {}

  /** A club whose public portal is on, by its short name. */
  async clubByShortname(shortname: string): Promise<JoiningClub | undefined> {
    const [row] = await this.db
      .select({
        id: clubs.id,
        publicId: clubs.publicId,
        name: clubs.name,
        shortname: clubs.shortname,
        image: clubs.image,
        locale: clubs.locale,
      })
      .from(clubs)
      .where(and(eq(clubs.shortname, shortname.toLowerCase()), eq(clubs.publicPortal, true)));
    return row;
  }

  async dniTaken(clubId: number, type: number, dni: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: profiles.id })
      .from(profiles)
      .where(and(eq(profiles.clubId, clubId), eq(profiles.type, type), eq(profiles.dni, dni)))
      .limit(1);
    return row !== undefined;
  }

  /** A person's profile; `preEnrollment` until a manager accepts the request. */
  async insertProfile(clubId: number, person: NewPerson, preEnrollment: boolean): Promise<{ id: number; hash: string }> {
    const [row] = await this.db
      .insert(profiles)
      .values({ publicId: newPublicId(), clubId, ...person, preEnrollment })
      .returning({ id: profiles.id, hash: profiles.publicId });
    return row!;
  }

  async linkGuardian(guardianProfileId: number, childProfileId: number): Promise<void> {
    await this.db.insert(guardianships).values({ guardianProfileId, childProfileId }).onConflictDoNothing();
  }

  async insertRequest(values: NewRequest): Promise<string> {
    const [row] = await this.db
      .insert(joiningRequests)
      .values({ publicId: newPublicId(), ...values, privacyAcceptedAt: new Date() })
      .returning({ hash: joiningRequests.publicId });
    return row!.hash;
  }

  private pendingQuery(clubId: number) {
    return this.db
      .select(requestColumns)
      .from(joiningRequests)
      .innerJoin(profiles, eq(profiles.id, joiningRequests.profileId))
      .leftJoin(membershipPlans, eq(membershipPlans.id, joiningRequests.planId))
      .where(and(eq(joiningRequests.clubId, clubId), eq(joiningRequests.status, 'pending')))
      .$dynamic();
  }

  async listPending(clubId: number, page: Page) {
    const [count] = await this.db
      .select({ total: sql<number>`count(*)`.mapWith(Number) })
      .from(joiningRequests)
      .where(and(eq(joiningRequests.clubId, clubId), eq(joiningRequests.status, 'pending')));
    const items = await this.pendingQuery(clubId)
      .orderBy(asc(joiningRequests.createdAt), asc(joiningRequests.id))
      .limit(page.limit)
      .offset(page.offset);
    return { items, total: count?.total ?? 0 };
  }

  async findPending(clubId: number, hash: string) {
    const [row] = await this.pendingQuery(clubId).where(
      and(eq(joiningRequests.clubId, clubId), eq(joiningRequests.status, 'pending'), eq(joiningRequests.publicId, hash)),
    );
    return row;
  }

  /** Records the decision; false when it was decided meanwhile (two managers at once). */
  async decide(id: number, status: 'accepted' | 'refused', reviewedBy: number, reason: string | null): Promise<boolean> {
    const rows = await this.db
      .update(joiningRequests)
      .set({ status, reviewedBy, reviewedAt: new Date(), reason })
      .where(and(eq(joiningRequests.id, id), eq(joiningRequests.status, 'pending')))
      .returning({ id: joiningRequests.id });
    return rows.length === 1;
  }

  /**
   * The club's guardian profile of the account with this e-mail (a guardian who already has an
   * account), if any: at most one, as an account holds one profile per role in a club.
   */
  async accountGuardian(clubId: number, email: string): Promise<{ id: number; hash: string } | undefined> {
    const [row] = await this.db
      .select({ id: profiles.id, hash: profiles.publicId })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(guardianAccountsOf(clubId, [email]))
      .limit(1);
    return row;
  }

  /** The club's guardians whose accounts have these e-mails, by lower-cased e-mail (the review list's warning). */
  async accountGuardians(clubId: number, emails: readonly string[]): Promise<Map<string, { name: string; surname: string }>> {
    if (emails.length === 0) return new Map();
    const rows = await this.db
      .select({ email: LOWER_EMAIL, name: profiles.name, surname: profiles.surname })
      .from(profiles)
      .innerJoin(users, eq(users.id, profiles.userId))
      .where(guardianAccountsOf(clubId, emails));
    return new Map(rows.map((row) => [row.email, { name: row.name, surname: row.surname }]));
  }

  /** The request names the guardian the child went under (an existing one, on acceptance). */
  async setGuardian(id: number, guardianProfileId: number): Promise<void> {
    await this.db.update(joiningRequests).set({ guardianProfileId }).where(eq(joiningRequests.id, id));
  }

  async activate(clubId: number, ids: number[]): Promise<void> {
    await this.db
      .update(profiles)
      .set({ preEnrollment: false, updatedAt: sql`now()` })
      .where(and(eq(profiles.clubId, clubId), inArray(profiles.id, ids)));
  }

  /** A refused sign-up's pre-enrolment profiles go (the request keeps its e-mail and reason). */
  async removePreEnrolled(clubId: number, ids: number[]): Promise<void> {
    await this.db.delete(profiles).where(and(eq(profiles.clubId, clubId), inArray(profiles.id, ids), eq(profiles.preEnrollment, true)));
  }

  async profileHash(clubId: number, id: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ hash: profiles.publicId })
      .from(profiles)
      .where(and(eq(profiles.clubId, clubId), eq(profiles.id, id)));
    return row?.hash;
  }

  /** The club's current managers' accounts: told by e-mail when someone signs up. */
  managers(clubId: number): Promise<{ id: number; email: string; locale: string | null }[]> {
    return this.db
      .selectDistinct({ id: users.id, email: users.email, locale: users.locale })
      .from(profiles)
      .innerJoin(users, and(eq(users.id, profiles.userId), eq(users.enabled, true)))
      .where(and(eq(profiles.clubId, clubId), eq(profiles.enabled, true), eq(profiles.preEnrollment, false), grantsManagerRights));
  }
}
