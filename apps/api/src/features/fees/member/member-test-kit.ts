import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { charges, fees } from '../../../db/schema';
import { newPublicId } from '../../../lib/ids';
import type { ClubFixture, ClubUser, PersonFixture, Session } from '../../../test/factories';
import { createClub, createGuardianWithChild, createMember, injectAs, signIn, writeThroughApp } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';

/**
 * Who the member's Payments page tests act as: a club with a member and a guardian of one child,
 * both signed in, and another club (whose people they must never reach). `call` sends a request
 * as a session (none: anonymous).
 */
export type MemberWorld = {
  t: TestApp;
  club: ClubFixture;
  otherClub: ClubFixture;
  member: ClubUser;
  memberSession: Session;
  guardian: ClubUser & { child: PersonFixture };
  guardianSession: Session;
  call: (session: Session | undefined, options: InjectOptions) => ReturnType<typeof injectAs>;
};

/** A fresh app (no demo data, no rate limits) and the people of MemberWorld; the caller closes `t`. */
export async function createMemberWorld(): Promise<MemberWorld> {
  const t = await createTestApp({ RATE_LIMIT: 'false' }, { seed: false });
  const club = await createClub(t);
  const otherClub = await createClub(t);
  const member = await createMember(t, club);
  const memberSession = await signIn(t, member.user);
  const guardian = await createGuardianWithChild(t, club);
  const guardianSession = await signIn(t, guardian.user);
  const call = (session: Session | undefined, options: InjectOptions) => injectAs(t, session, options);
  return { t, club, otherClub, member, memberSession, guardian, guardianSession, call };
}

export type ChargeFixture = { id: number; hash: string; feeHash: string; amount: number };
export type ChargeOverrides = Partial<Omit<typeof charges.$inferInsert, 'id' | 'publicId' | 'clubId' | 'feeId' | 'profileId'>> & {
  feeName?: string;
  instalments?: number;
};

/** A sent one-off fee of the club with one charge for `person` (tests of the member's side). */
export async function createCharge(
  t: TestApp,
  club: ClubFixture,
  person: { id: number },
  overrides: ChargeOverrides = {},
): Promise<ChargeFixture> {
  const { feeName = 'Cuota anual', instalments = 1, ...values } = overrides;
  return writeThroughApp(t, ['fee_charges'], async (db) => {
    const [fee] = await db
      .insert(fees)
      .values({
        publicId: newPublicId(),
        clubId: club.id,
        kind: 'one_off',
        name: feeName,
        amount: values.amount ?? 3000,
        instalments,
        firstDueOn: values.dueOn ?? '2099-01-31',
        target: { kind: 'people', profileHashes: [] },
        status: 'sent',
      })
      .returning();
    const [charge] = await db
      .insert(charges)
      .values({
        publicId: newPublicId(),
        clubId: club.id,
        feeId: fee!.id,
        profileId: person.id,
        amount: 3000,
        dueOn: '2099-01-31',
        ...values,
      })
      .returning();
    return { id: charge!.id, hash: charge!.publicId, feeHash: fee!.publicId, amount: charge!.amount };
  });
}

/** The charge's row as stored. */
export async function chargeRow(t: TestApp, hash: string) {
  const [row] = await t.db.select().from(charges).where(eq(charges.publicId, hash));
  return row!;
}

export type { PersonFixture };
