import type { FeeStanding } from '@tribuna/contract';
import type { Feature } from '../../lib/feature/feature';
import type { Db } from '../../db/client';
import { feesRepositories } from './fees.data';
import { FEES_RULES } from './fees.policy';
import { FEES_RATE_RULES } from './fees.rate-limits';
import { FEES_TEMPLATES } from './templates/fees-templates';
import { seedDemoFees } from './seed/fees-seed';
import { feesManagerRoutes } from './fees.routes';
import { sepaRoutes } from './sepa/sepa.routes';
import { seedDemoSepa } from './sepa/seed/sepa-seed';
import { FeeChargePaymentHandler } from './member/fee-charge-payment-handler';
import { memberJobs } from './member/member-jobs';
import { FEES_MEMBER_RULES } from './member/member.policy';
import { memberPaymentsRoutes } from './member/member.routes';
import { seedDemoMandates } from './member/seed/mandates-seed';
import { chargeOneOff, enrolInPlan, openPlans, storeMandate } from './joining-hooks';
import { checkIbanBic } from './member/iban-check';
import { feeStandings } from './standing/fee-standing';

/**
 * What fees offer other features (joining, the member's home): one method per need, each
 * implemented in the sub-folder that owns it.
 */
export type FeesPublic = {
  /** The club's current (open, newest) season, or null. */
  currentSeason(clubId: number): Promise<{ hash: string; name: string; startsOn: string; endsOn: string } | null>;
  // joining (D, implemented in joining-hooks.ts): the plans a new member may choose, and the
  // writes of a sign-up's or inscription's acceptance, inside the caller's transaction (`tx`).
  openPlans(clubId: number): ReturnType<typeof openPlans>;
  enrolInPlan(tx: Db, enrolment: Parameters<typeof enrolInPlan>[1]): Promise<number>;
  chargeOneOff(tx: Db, charge: Parameters<typeof chargeOneOff>[1]): Promise<number>;
  storeMandate(tx: Db, mandate: Parameters<typeof storeMandate>[1]): Promise<string>;
  /**
   * The membership-fee standing of some of a club's people (profile ids) on `today` (YYYY-MM-DD):
   * current, grace (with its last day) or lapsed, null when fees say nothing of them. The one rule
   * (standing/fee-standing.ts) the member card shows and access control applies at the door.
   */
  standing(clubId: number, profileIds: readonly number[], today: string): Promise<Map<number, FeeStanding | null>>;
  /** Checks a mandate's account as the member's form does (IBAN of a SEPA country, BIC of its country); throws 400 naming the fields. */
  checkAccount(
    iban: string,
    bic: string | null | undefined,
    fields: { ibanField: string; bicField: string },
  ): { iban: string; bic: string | null };
};

/**
 * Member fees (issue 23): seasons and plans, fees and their charges (plans/, charges/), the
 * member's charges, payments and mandates (member/), SEPA debits (sepa/). Each sub-folder adds
 * its rules, routes and seed below in its own lines.
 */
export const feesFeature: Feature<'fees'> = {
  name: 'fees',
  rules: { ...FEES_RULES, ...FEES_MEMBER_RULES },
  rateLimits: { ...FEES_RATE_RULES },
  outboxTemplates: [...FEES_TEMPLATES],
  async seed({ db }) {
    // plans/ and charges/: seasons, plans, fees and charges of CD Demo.
    await seedDemoFees(db);
    // member/: a few SEPA mandates of CD Demo's people (after the people's seed).
    await seedDemoMandates(db);
    // sepa/: CD Demo's creditor, one batch and one returned debit (after the charges and mandates).
    await seedDemoSepa(db);
  },
  // member/: the ledger's outcomes of charges paid online; the daily expiry of unused mandates.
  paymentPurposes: { fee_charge: (ctx) => new FeeChargePaymentHandler(ctx.units(feesRepositories), ctx.log) },
  jobs: (ctx) => [...memberJobs(ctx)],
  provides: ({ units, db }) => {
    const data = units(feesRepositories);
    return {
      openPlans: (clubId) => openPlans(db, clubId),
      enrolInPlan,
      chargeOneOff,
      storeMandate,
      checkAccount: checkIbanBic,
      standing: (clubId, profileIds, today) => feeStandings(db, clubId, profileIds, today),
      currentSeason: async (clubId) => {
        const season = (await data.read.seasons.list(clubId)).find((row) => row.status === 'open');
        return season ? { hash: season.publicId, name: season.name, startsOn: season.startsOn, endsOn: season.endsOn } : null;
      },
    };
  },
  async routes(api, ctx) {
    const data = ctx.units(feesRepositories);
    const options = { data, config: ctx.config, limiter: ctx.limiter };
    await api.register(feesManagerRoutes, options);
    // member/ and sepa/ register their route plugins here.
    await api.register(sepaRoutes, { ...options, payments: ctx.use('payments') });
    await api.register(memberPaymentsRoutes, { ...options, payments: ctx.use('payments'), changes: ctx.changes });
  },
};
