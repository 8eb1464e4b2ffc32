import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { charges, fees, membershipPlans, seasons, sepaMandates } from '../../db/schema';
import { newPublicId } from '../../lib/ids';
import { newMandateReference } from './member/mandate-reference';

/**
 * What joining (features/joining) asks of fees, owned by joining's author: the plans a new member
 * may choose, and, inside the caller's transaction (a request's acceptance), the plan's charges,
 * an activity's one-off charge and the mandate given with the sign-up.
 */

export type OpenPlan = {
  id: number;
  hash: string;
  name: string;
  description: string;
  audience: 'partner' | 'athlete';
  categories: string[];
  price: number;
  period: string;
  instalments: number;
};

/** Today on the clubs' wall clock (Madrid), as YYYY-MM-DD. */
const today = () => new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Madrid' });

/** `day` plus whole months (the 31st becomes the month's last day). */
function addMonths(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1 + months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 1 + months, Math.min(d, last))).toISOString().slice(0, 10);
}

/** The open season (newest first) and its plans open to new members, not archived. */
export async function openPlans(db: Db, clubId: number): Promise<{ seasonStartsOn: string | null; plans: OpenPlan[] }> {
  const [season] = await db
    .select()
    .from(seasons)
    .where(and(eq(seasons.clubId, clubId), eq(seasons.status, 'open')))
    .orderBy(desc(seasons.startsOn))
    .limit(1);
  if (!season) return { seasonStartsOn: null, plans: [] };
  const rows = await db
    .select()
    .from(membershipPlans)
    .where(
      and(
        eq(membershipPlans.clubId, clubId),
        eq(membershipPlans.seasonId, season.id),
        eq(membershipPlans.openToNewMembers, true),
        eq(membershipPlans.archived, false),
      ),
    )
    .orderBy(membershipPlans.name);
  const plans = rows.map((row) => ({
    id: row.id,
    hash: row.publicId,
    name: row.name,
    description: row.description,
    audience: row.audience as OpenPlan['audience'],
    categories: row.categories,
    price: row.price,
    period: row.period,
    instalments: row.instalments,
  }));
  return { seasonStartsOn: season.startsOn, plans };
}

type Enrolment = { clubId: number; planId: number; profileId: number; createdBy: number };

/**
 * Charges a new member for their plan: the plan's fee for new members (one per plan, made on the
 * first acceptance, status sent) and one charge per instalment, the first due today and the next
 * ones a period apart. Returns the number of charges made.
 */
export async function enrolInPlan(db: Db, { clubId, planId, profileId, createdBy }: Enrolment): Promise<number> {
  const [plan] = await db
    .select()
    .from(membershipPlans)
    .where(and(eq(membershipPlans.id, planId), eq(membershipPlans.clubId, clubId)));
  if (!plan) return 0;
  // As the fees feature counts it: a season plan's price is the whole season's, a monthly or
  // quarterly plan's is one period's, paid once per instalment.
  const total = plan.period === 'season' ? plan.price : plan.price * plan.instalments;
  const fee = await feeFor(db, {
    clubId,
    planId: plan.id,
    seasonId: plan.seasonId,
    name: plan.name,
    amount: total,
    instalments: plan.instalments,
    createdBy,
  });
  const step = plan.period === 'quarterly' ? 3 : 1;
  const first = today();
  const base = Math.floor(total / plan.instalments);
  const values = Array.from({ length: plan.instalments }, (_, index) => ({
    publicId: newPublicId(),
    clubId,
    feeId: fee,
    profileId,
    instalment: index + 1,
    // The cents that do not split evenly go on the first instalment.
    amount: index === 0 ? total - base * (plan.instalments - 1) : base,
    dueOn: addMonths(first, index * step),
  }));
  const made = await db.insert(charges).values(values).onConflictDoNothing().returning({ id: charges.id });
  return made.length;
}

type FeeSpec = {
  clubId: number;
  planId: number | null;
  seasonId: number | null;
  name: string;
  amount: number;
  instalments: number;
  createdBy: number;
};

async function feeFor(db: Db, spec: FeeSpec): Promise<number> {
  const kind = spec.planId === null ? 'one_off' : 'plan';
  const target = { kind: 'people' as const, profileHashes: [] };
  if (spec.planId !== null) {
    const [existing] = await db
      .select({ id: fees.id })
      .from(fees)
      .where(and(eq(fees.clubId, spec.clubId), eq(fees.planId, spec.planId), eq(fees.kind, 'plan'), eq(fees.name, spec.name)));
    if (existing) return existing.id;
  }
  const [created] = await db
    .insert(fees)
    .values({
      publicId: newPublicId(),
      clubId: spec.clubId,
      seasonId: spec.seasonId,
      planId: spec.planId,
      kind,
      name: spec.name,
      amount: spec.amount,
      instalments: spec.instalments,
      firstDueOn: today(),
      target,
      status: 'sent',
      sentAt: new Date(),
      createdBy: spec.createdBy,
    })
    .returning({ id: fees.id });
  return created!.id;
}

type OneOff = { clubId: number; feeId: number | null; name: string; amount: number; profileId: number; createdBy: number };

/**
 * Charges one person a one-off fee (an activity's): the fee is made on the first call and its id
 * returned, for the caller to pass again next time. The charge is due today.
 */
export async function chargeOneOff(db: Db, { clubId, feeId, name, amount, profileId, createdBy }: OneOff): Promise<number> {
  const fee = feeId ?? (await feeFor(db, { clubId, planId: null, seasonId: null, name, amount, instalments: 1, createdBy }));
  await db
    .insert(charges)
    .values({ publicId: newPublicId(), clubId, feeId: fee, profileId, instalment: 1, amount, dueOn: today() })
    .onConflictDoNothing();
  return fee;
}

type MandateGiven = {
  clubId: number;
  profileId: number;
  holderName: string;
  iban: string;
  bic: string | null;
  acceptedAt: Date;
  createdBy: number;
};

/** Stores the mandate given with a sign-up (recurrent, CORE), with a unique reference. */
export async function storeMandate(db: Db, given: MandateGiven): Promise<string> {
  const signedOn = given.acceptedAt.toISOString().slice(0, 10);
  const reference = newMandateReference(signedOn);
  await db.insert(sepaMandates).values({
    publicId: newPublicId(),
    clubId: given.clubId,
    profileId: given.profileId,
    reference,
    holderName: given.holderName,
    iban: given.iban,
    bic: given.bic,
    signedOn,
    acceptedAt: given.acceptedAt,
    createdBy: given.createdBy,
  });
  return reference;
}
