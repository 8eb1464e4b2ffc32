import { randomUUID } from 'node:crypto';
import {
  MyChargeListSchema,
  sessionLocaleForClub,
  type MyChargeList,
  type PayChargeResult,
  type PaymentPersonList,
} from '@tribuna/contract';
import { errors } from '../../../lib/errors';
import { jsonBody } from '../../../lib/http';
import { wholeCollection } from '../../../lib/hydra';
import type { ClubRequestContext } from '../../../lib/route/request-context';
import type { PaymentsPublic } from '../../payments';
import type { FeesData } from '../fees.data';
import { chargeReceiptPdf } from './charge-receipt-pdf';
import { PayerScope } from './payer-scope';
import type { AccountListsCache } from './account-lists-cache';
import type { PayersCache } from './payers-cache';
import { amountDue, clubToday, PAYABLE_STATUSES, presentCharge, presentPerson } from './member-payments.presenter';
import { FEE_TABLES } from '../fee-tables';

/** The ledger's name for a charge's payment (the provider's checkout reference, the refund key). */
export const chargeReference = (chargeHash: string) => `fee_charge:${chargeHash}`;

/** A card checkout lives at least 30 minutes at Stripe; the charge stays payable meanwhile. */
const CHECKOUT_MINUTES = 60;

export type MemberPaymentsDeps = {
  payments: Pick<PaymentsPublic, 'cards' | 'testProvider' | 'record'>;
  payers: PayersCache;
  lists: AccountListsCache;
  appUrl: string;
  now: () => Date;
};

const addressOf = (path: string, clubHash: string) => path.replace(':clubHash', encodeURIComponent(clubHash));

/**
 * The Payments page of a member or guardian (issue 23 part 3): whose charges they see, the
 * charges, paying one online and its receipt. Someone else's charge answers 404.
 */
export class MemberPaymentsService {
  constructor(
    private readonly data: FeesData,
    private readonly deps: MemberPaymentsDeps,
  ) {}

  async payers(ctx: ClubRequestContext, path: string): Promise<PaymentPersonList> {
    const payers = await new PayerScope(this.data.read.memberCharges, ctx, this.deps.payers).all();
    return wholeCollection(addressOf(path, ctx.club.publicId), [...payers.values()].map(presentPerson));
  }

  /** `charges` serialized, kept between requests (account-lists-cache.ts; the route sends it as is). */
  chargesBody(ctx: ClubRequestContext, path: string): Promise<string> {
    const today = clubToday(this.deps.now());
    return this.deps.lists.body('charges', ctx, today, async () => jsonBody(MyChargeListSchema, await this.charges(ctx, path, today)));
  }

  async charges(ctx: ClubRequestContext, path: string, today: string): Promise<MyChargeList> {
    // Whose they are and the charges at once: two lookups by key side by side.
    const [payers, rows] = await Promise.all([
      new PayerScope(this.data.read.memberCharges, ctx, this.deps.payers).all(),
      this.data.read.memberCharges.ofAccount(ctx.club.id, ctx.viewer.profileIds),
    ]);
    const items = rows.flatMap((row) => {
      const payer = payers.get(row.profileId);
      return payer ? [presentCharge(row, payer, today)] : [];
    });
    // Still due first, soonest first; then the settled ones, newest first.
    const due = items.filter((item) => item.due);
    const settled = items.filter((item) => !item.due).reverse();
    return wholeCollection(addressOf(path, ctx.club.publicId), [...due, ...settled]);
  }

  async pay(ctx: ClubRequestContext, chargeHash: string): Promise<PayChargeResult> {
    const scope = new PayerScope(this.data.read.memberCharges, ctx, this.deps.payers);
    const found = await this.data.read.memberCharges.find(ctx.club.id, chargeHash);
    if (!found) throw errors.notFound();
    const payer = await scope.of(found.profileId);
    if (!PAYABLE_STATUSES.includes(found.status)) throw errors.conflict('chargeNotPayable');

    const { cards, testProvider, record } = this.deps.payments;
    if (cards && (await cards.available(ctx.club.id))) {
      const url = await this.openCheckout(ctx, found, payer.relation);
      return { method: 'card', checkoutUrl: url, charge: presentCharge(found, payer, clubToday(this.deps.now())) };
    }
    if (!testProvider) throw errors.conflict('paymentUnavailable');

    // The test provider pays at once. The row lock makes a second payment of the same charge
    // wait for this one and then find it paid (409), however many arrive together.
    const paid = await this.data.write(FEE_TABLES, async (repos) => {
      const row = await repos.memberCharges.lock(ctx.club.id, chargeHash);
      if (!row || !PAYABLE_STATUSES.includes(row.status)) throw errors.conflict('chargeNotPayable');
      const updated = await repos.memberCharges.update(row.id, {
        status: 'paid',
        paidMethod: 'test',
        paidAt: this.deps.now(),
        refundableUntil: null,
      });
      await repos.audit.record(ctx, {
        action: 'fees.charge.paid',
        target: row.publicId,
        metadata: { method: 'test', amount: amountDue(row) },
      });
      return updated;
    });
    // The ledger keeps the payment once the charge is committed (as bookings do with the test provider).
    await record([
      {
        clubId: ctx.club.id,
        purpose: 'fee_charge',
        subjectId: paid.publicId,
        reference: chargeReference(paid.publicId),
        amount: amountDue(paid),
        currency: paid.currency,
        method: 'test',
        provider: 'test',
        intentId: `test_${randomUUID()}`,
      },
    ]);
    return { method: 'test', checkoutUrl: null, charge: presentCharge({ ...found, ...paid }, payer, clubToday(this.deps.now())) };
  }

  async receipt(ctx: ClubRequestContext, chargeHash: string): Promise<{ fileName: string; pdf: Buffer }> {
    const found = await this.data.read.memberCharges.find(ctx.club.id, chargeHash);
    if (!found) throw errors.notFound();
    const payer = await new PayerScope(this.data.read.memberCharges, ctx, this.deps.payers).of(found.profileId);
    if (!found.paidAt || !['paid', 'partly_refunded'].includes(found.status)) throw errors.conflict('chargeNotPaid');
    const locale = sessionLocaleForClub(ctx.club.locale);
    const pdf = await chargeReceiptPdf({ charge: found, payer, clubName: ctx.club.name, locale });
    return { fileName: `receipt-${found.publicId}.pdf`, pdf };
  }

  /** A card checkout on the club's account; the payments webhook turns the charge paid (FeeChargePaymentHandler). */
  private async openCheckout(
    ctx: ClubRequestContext,
    charge: NonNullable<Awaited<ReturnType<FeesData['read']['memberCharges']['find']>>>,
    relation: string,
  ) {
    const { cards, appUrl, now } = { ...this.deps.payments, ...this.deps };
    // The older address of the Payments page: it opens the member's or the guardian's page (routes-legacy).
    const prefix = relation === 'child' ? 'padres' : 'socios';
    const page = `${appUrl}/${prefix}/${encodeURIComponent(ctx.actor.userId)}/clubes/${encodeURIComponent(ctx.club.publicId)}/cargos`;
    try {
      const session = await cards!.open({
        clubId: ctx.club.id,
        purpose: 'fee_charge',
        subjectId: charge.publicId,
        reference: chargeReference(charge.publicId),
        title: charge.instalments > 1 ? `${charge.feeName} (${charge.instalment}/${charge.instalments})` : charge.feeName,
        email: await this.data.read.memberCharges.emailOf(ctx.viewer.userId),
        locale: sessionLocaleForClub(ctx.club.locale),
        amount: amountDue(charge),
        currency: charge.currency,
        successUrl: `${page}?payment=done`,
        cancelUrl: page,
        expiresAt: new Date(now().getTime() + CHECKOUT_MINUTES * 60_000),
      });
      return session.url;
    } catch {
      throw errors.conflict('paymentUnavailable');
    }
  }
}
