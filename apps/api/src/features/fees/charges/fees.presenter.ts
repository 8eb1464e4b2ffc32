import type { ChargeState, Fee, FeeDetail, FeeTarget, ManagedCharge } from '@tribuna/contract';
import type { Totals } from './charges.repository';
import type { ManagedChargeRow } from './charges.repository';
import type { FeeWithLinks } from './fees.repository';

const NONE: Totals = { count: 0, amount: 0 };
export type FeeTotals = { charged: Totals; paid: Totals; outstanding: Totals };
export const NO_TOTALS: FeeTotals = { charged: NONE, paid: NONE, outstanding: NONE };

export const presentFee = (row: FeeWithLinks, totals: FeeTotals = NO_TOTALS): Fee => ({
  hash: row.publicId,
  kind: row.kind as Fee['kind'],
  name: row.name,
  description: row.description,
  planHash: row.planHash,
  seasonHash: row.seasonHash,
  amount: row.amount,
  instalments: row.instalments,
  firstDueOn: row.firstDueOn,
  target: row.target as FeeTarget,
  status: row.status as Fee['status'],
  sentAt: row.sentAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
  totals,
});

export const presentFeeDetail = (
  row: FeeWithLinks,
  totals: FeeTotals,
  byState: (Totals & { state: string })[],
  byTeam: FeeDetail['byTeam'],
): FeeDetail => ({
  ...presentFee(row, totals),
  byState: byState.map((line) => ({ state: line.state as ChargeState, count: line.count, amount: line.amount })),
  byTeam,
});

export const presentCharge = (row: ManagedChargeRow): ManagedCharge => ({
  hash: row.publicId,
  feeHash: row.feeHash,
  person: { hash: row.personHash, name: row.personName, surname: row.personSurname },
  teams: row.teams,
  instalment: row.instalment,
  amount: row.amount,
  returnFee: row.returnFee,
  refundedAmount: row.refundedAmount,
  currency: row.currency,
  dueOn: row.dueOn,
  state: row.state as ChargeState,
  paidMethod: row.paidMethod,
  paidAt: row.paidAt?.toISOString() ?? null,
  note: row.note,
  refundableUntil: row.refundableUntil?.toISOString() ?? null,
  returnReason: row.returnReason,
  lastReminderAt: row.lastReminderAt?.toISOString() ?? null,
});
