import { z } from 'zod';
import { ClubHashParamsSchema } from './common/ids';
import { defineRoute } from './common/route';
import {
  ChargeParamsSchema,
  MandateChangeBodySchema,
  MandateListSchema,
  MandateParamsSchema,
  MandateSchema,
  MyChargeListSchema,
  NewMandateBodySchema,
  PayChargeResultSchema,
  PaymentPersonListSchema,
} from './fees-member';

const tags = ['fees-member'];
const feature = 'area_privada_socios';

/**
 * The member's and guardian's Payments page (issue 23 part 3), under /my/: the signed-in
 * account's own charges and mandates in the club and those of its children (guardianships).
 * Someone else's charge or mandate answers 404. Answers are personal (never cached).
 */
export const FEES_MEMBER_ROUTES = {
  people: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/my/payers',
    summary: 'The people whose charges the signed-in account sees and pays here: its own profiles in the club and their children',
    tags,
    access: 'fees.mine',
    feature,
    params: ClubHashParamsSchema,
    status: 200,
    response: PaymentPersonListSchema,
  }),
  charges: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/my/charges',
    summary: 'The charges of the signed-in account and of its children: still due first (by due date), then the settled ones',
    description:
      'Each charge with its state in codes the page puts in words (pending payment, in collection, paid, unpaid (overdue), ' +
      'returned with the bank’s reason, refunded by the debtor, exempt, partly refunded, cancelled) and, for a charge ' +
      'paid by SEPA direct debit, the date until which the debtor’s bank may still refund it.',
    tags,
    access: 'fees.mine',
    feature,
    params: ClubHashParamsSchema,
    status: 200,
    response: MyChargeListSchema,
  }),
  pay: defineRoute({
    method: 'POST',
    path: '/api/clubs/:clubHash/my/charges/:chargeHash/payments',
    summary: 'Pay one of one’s charges online: a card checkout on the club’s account, or the built-in test provider in the demo',
    description:
      'With a connected card account the answer carries the checkout address; the charge turns paid when the provider ' +
      'confirms it (the payments webhook). Without one, where the test provider is allowed, the charge is paid at once. ' +
      'A charge not waiting for payment (already paid, in a SEPA collection, exempt, cancelled) answers 409 chargeNotPayable: ' +
      'two payments of one charge at once are refused.',
    tags,
    access: 'fees.mine',
    feature,
    params: ChargeParamsSchema,
    status: 200,
    response: PayChargeResultSchema,
    errors: [409],
  }),
  receipt: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/my/charges/:chargeHash/receipt',
    summary: 'The receipt of a paid charge as a PDF, in the club’s language',
    tags,
    access: 'fees.mine',
    feature,
    params: ChargeParamsSchema,
    status: 200,
    response: z.any(),
    download: true,
    errors: [409],
  }),
  mandates: defineRoute({
    method: 'GET',
    path: '/api/clubs/:clubHash/my/mandates',
    summary: 'The SEPA mandates given for the signed-in account’s charges and its children’s',
    description: 'A mandate unused for 36 months reads as expired.',
    tags,
    access: 'fees.mine',
    feature,
    params: ClubHashParamsSchema,
    status: 200,
    response: MandateListSchema,
  }),
  createMandate: defineRoute({
    method: 'POST',
    path: '/api/clubs/:clubHash/my/mandates',
    summary: 'Give a SEPA direct debit mandate for one’s own charges or a child’s',
    description:
      'The IBAN and BIC are checked (ibantools): a wrong IBAN, a non-SEPA account or a BIC of another country answers 400 ' +
      'on that field; the mandate text must be accepted (400 on `accepted`). The club draws a unique mandate reference; ' +
      'the signature date is today.',
    tags,
    access: 'fees.mine',
    feature,
    params: ClubHashParamsSchema,
    body: NewMandateBodySchema,
    status: 201,
    response: MandateSchema,
  }),
  changeMandate: defineRoute({
    method: 'PATCH',
    path: '/api/clubs/:clubHash/my/mandates/:mandateHash',
    summary: 'Change a mandate’s account (IBAN, BIC, holder): an amendment, kept, and announced on the next debit',
    tags,
    access: 'fees.mine',
    feature,
    params: MandateParamsSchema,
    body: MandateChangeBodySchema,
    status: 200,
    response: MandateSchema,
    errors: [409],
  }),
  revokeMandate: defineRoute({
    method: 'POST',
    path: '/api/clubs/:clubHash/my/mandates/:mandateHash/revoke',
    summary: 'Revoke a mandate: no further debits under it (the row is kept)',
    tags,
    access: 'fees.mine',
    feature,
    params: MandateParamsSchema,
    status: 200,
    response: MandateSchema,
  }),
} as const;
