import { PROFILE_TYPE_CODES } from '@tribuna/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../../db/client';
import { clubs, guardianships, profiles, sepaMandateAmendments, sepaMandates, users } from '../../../../db/schema';
import { newPublicId } from '../../../../lib/ids';
import { addMonths, clubToday } from '../member-payments.presenter';
import { newMandateReference } from '../mandate-reference';

type DemoMandate = {
  profileId: number;
  holderName: string;
  iban: string;
  bic: string | null;
  signedMonthsAgo: number;
  lastUsedMonthsAgo: number | null;
  sequence?: 'recurrent' | 'one_off';
  status?: 'active' | 'expired';
  /** The account it had before a change the bank has not been told of yet. */
  formerIban?: string;
};

/**
 * Issue 23 part 6: a few SEPA mandates of CD Demo's people, for the Payments page and the debit
 * batches: the demo guardian's for her child (never used: the next debit is a first one), three
 * partners' (one used last month, one with a changed account still to announce, one one-off),
 * and one unused for 40 months (expired). Idempotent: a club with any mandate is left alone.
 */
export async function seedDemoMandates(db: Db, now = new Date()): Promise<void> {
  const [club] = await db.select({ id: clubs.id }).from(clubs).where(eq(clubs.shortname, 'cd-demo'));
  if (!club) return;
  const [existing] = await db.select({ id: sepaMandates.id }).from(sepaMandates).where(eq(sepaMandates.clubId, club.id)).limit(1);
  if (existing) return;

  const demo: DemoMandate[] = [];
  const [child] = await db
    .select({ id: guardianships.childProfileId })
    .from(guardianships)
    .innerJoin(profiles, eq(profiles.id, guardianships.guardianProfileId))
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(and(eq(users.username, 'guardian@demo.test'), eq(profiles.clubId, club.id)));
  if (child) {
    demo.push({
      profileId: child.id,
      holderName: 'Laura Martín',
      iban: 'ES9121000418450200051332',
      bic: 'CAIXESBBXXX',
      signedMonthsAgo: 1,
      lastUsedMonthsAgo: null,
    });
  }
  // Partners of the people seed (no account of their own), by their order.
  const partners = await db
    .select({ id: profiles.id, name: profiles.name, surname: profiles.surname })
    .from(profiles)
    .where(and(eq(profiles.clubId, club.id), eq(profiles.type, PROFILE_TYPE_CODES.member), isNull(profiles.userId)))
    .orderBy(asc(profiles.id))
    .limit(4);
  const holder = (i: number) => `${partners[i]!.name} ${partners[i]!.surname}`.trim();
  const plans: Omit<DemoMandate, 'profileId' | 'holderName'>[] = [
    { iban: 'ES7921000813610123456789', bic: 'CAIXESBBXXX', signedMonthsAgo: 14, lastUsedMonthsAgo: 1 },
    {
      iban: 'ES1000492352082414205416',
      bic: 'BSCHESMMXXX',
      signedMonthsAgo: 10,
      lastUsedMonthsAgo: 2,
      formerIban: 'ES6000491500051234567892',
    },
    { iban: 'ES8023100001180000012345', bic: null, signedMonthsAgo: 0, lastUsedMonthsAgo: null, sequence: 'one_off' },
    { iban: 'ES0700120345030000067890', bic: null, signedMonthsAgo: 40, lastUsedMonthsAgo: null, status: 'expired' },
  ];
  plans.slice(0, partners.length).forEach((plan, i) => demo.push({ ...plan, profileId: partners[i]!.id, holderName: holder(i) }));

  const today = clubToday(now);
  await db.transaction(async (tx) => {
    for (const mandate of demo) {
      const signedOn = addMonths(today, -mandate.signedMonthsAgo);
      const [row] = await tx
        .insert(sepaMandates)
        .values({
          publicId: newPublicId(),
          clubId: club.id,
          profileId: mandate.profileId,
          reference: newMandateReference(signedOn),
          holderName: mandate.holderName,
          iban: mandate.iban,
          bic: mandate.bic,
          signedOn,
          sequence: mandate.sequence ?? 'recurrent',
          scheme: 'CORE',
          acceptedAt: new Date(`${signedOn}T10:00:00Z`),
          status: mandate.status ?? 'active',
          lastUsedOn: mandate.lastUsedMonthsAgo === null ? null : addMonths(today, -mandate.lastUsedMonthsAgo),
          amendmentPending: Boolean(mandate.formerIban),
        })
        .returning({ id: sepaMandates.id });
      if (mandate.formerIban) {
        await tx.insert(sepaMandateAmendments).values({ mandateId: row!.id, originalIban: mandate.formerIban, originalBic: mandate.bic });
      }
    }
  });
}
