import { MANDATE_EXPIRY_MONTHS, type Mandate, type MyCharge, type MyChargeState, type PaymentPerson } from '@tribuna/contract';
import { CLUB_TIME_ZONE } from '../../../lib/scheduler/periods';
import { maskIban } from './iban-check';
import type { MandateView } from './mandates.repository';
import type { MemberChargeListed, MemberChargeView, PayerRow } from './member-charges.repository';

/** The club's calendar day of `now` (YYYY-MM-DD): a charge due today is not overdue yet. */
// Built once: a DateTimeFormat costs far more to make than to use. And formatted once a minute:
// the club's day turns on a whole minute (time zone offsets are whole hours), so the last
// answer holds for the rest of its minute.
const CLUB_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: CLUB_TIME_ZONE });
let lastDay = { minute: Number.NaN, day: '' };
export function clubToday(now: Date): string {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastDay.minute) lastDay = { minute, day: CLUB_DAY.format(now) };
  return lastDay.day;
}

/** Still owed: listed first, with a pay button when `PAYABLE`. */
const DUE: readonly MyChargeState[] = ['pending', 'unpaid', 'returned', 'refunded_by_debtor', 'in_collection'];
/** May be paid online now (a charge in a SEPA collection waits for the bank's answer). */
export const PAYABLE_STATUSES: readonly string[] = ['pending', 'unpaid', 'returned', 'refunded_by_debtor'];
/** Paid at some point: it has a receipt. */
const RECEIPTED: readonly string[] = ['paid', 'partly_refunded'];

/** The state the member reads: a pending charge past its due date is unpaid (overdue). */
export function chargeState(row: Pick<MemberChargeView, 'status' | 'dueOn'>, today: string): MyChargeState {
  if (row.status === 'pending' && row.dueOn < today) return 'unpaid';
  return row.status as MyChargeState;
}

/** Cents to pay for it: its amount plus a bank's return fee. */
export const amountDue = (row: Pick<MemberChargeView, 'amount' | 'returnFee'>) => row.amount + row.returnFee;

export const presentPerson = (payer: PayerRow): PaymentPerson => ({
  hash: payer.hash,
  name: payer.name,
  surname: payer.surname,
  relation: payer.relation,
});

/** `today`: the club's calendar day (clubToday), worked out once per list. */
export function presentCharge(row: MemberChargeListed, payer: PayerRow, today: string): MyCharge {
  const state = chargeState(row, today);
  return {
    hash: row.publicId,
    person: presentPerson(payer),
    feeName: row.feeName,
    instalment: row.instalment,
    instalments: row.instalments,
    amount: amountDue(row),
    returnFee: row.returnFee,
    refundedAmount: row.refundedAmount,
    currency: row.currency,
    dueOn: row.dueOn,
    state,
    due: DUE.includes(state),
    payable: PAYABLE_STATUSES.includes(row.status),
    paidAt: row.paidAt?.toISOString() ?? null,
    paidMethod: (row.paidMethod as MyCharge['paidMethod']) ?? null,
    // Only while the debtor's bank may still take it back.
    refundableUntil:
      row.paidMethod === 'sepa_debit' && RECEIPTED.includes(row.status) ? (row.refundableUntil?.toISOString() ?? null) : null,
    returnReason: row.returnReason,
    hasReceipt: RECEIPTED.includes(row.status) && row.paidAt !== null,
  };
}

/** YYYY-MM-DD `months` after `day`. */
export function addMonths(day: string, months: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date.toISOString().slice(0, 10);
}

/** The day an active mandate expires unless used before: 36 months after its last use or signature. */
export const mandateExpiresOn = (row: Pick<MandateView, 'lastUsedOn' | 'signedOn'>) =>
  addMonths(row.lastUsedOn ?? row.signedOn, MANDATE_EXPIRY_MONTHS);

export function presentMandate(row: MandateView, payer: PayerRow, now: Date): Mandate {
  const expiresOn = mandateExpiresOn(row);
  // Read as expired at once; the daily job writes it (lib/scheduler), so batches see it too.
  const status = row.status === 'active' && expiresOn <= clubToday(now) ? 'expired' : (row.status as Mandate['status']);
  return {
    hash: row.publicId,
    person: presentPerson(payer),
    reference: row.reference,
    holderName: row.holderName,
    ibanMasked: maskIban(row.iban),
    bic: row.bic,
    signedOn: row.signedOn,
    sequence: row.sequence as Mandate['sequence'],
    scheme: row.scheme as Mandate['scheme'],
    status,
    blockedReason: row.blockedReason,
    lastUsedOn: row.lastUsedOn,
    expiresOn,
    amendmentPending: row.amendmentPending,
    amendments: row.amendments,
  };
}
