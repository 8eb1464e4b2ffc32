import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { percent, rows, sizeOf, type CardValues } from './card-kit';
import { DEBITED_CHARGE, dueChargesOf, METRIC_SETS, type CardScope } from './metric-sets';

/**
 * Fee collection from the season's start to the day: what fell due, what was paid by the day's
 * end, the rest unpaid; the returned-debit rate is over charges collected by direct debit.
 */
export async function feesCard(db: Db, s: CardScope): Promise<CardValues> {
  const [due, paid, returned, [debited]] = await Promise.all([
    sizeOf(db, METRIC_SETS.feesDue(s)),
    sizeOf(db, METRIC_SETS.feesPaid(s)),
    sizeOf(db, METRIC_SETS.feesReturned(s)),
    rows<{ n: number | string }>(db, sql`select count(*) as n from (${dueChargesOf(s, sql`and ${DEBITED_CHARGE}`)}) d`),
  ]);
  return {
    figures: {
      feesDue: due.total,
      feesPaid: paid.total,
      feesUnpaid: due.total - paid.total,
      collectionRate: percent(paid.total, due.total),
      returnedDebitRate: percent(returned.count, Number(debited?.n ?? 0)),
    },
    breakdowns: {},
  };
}

/** Of the people charged last season, those charged again this season (renewed) and the others (churned). */
export async function renewalsCard(db: Db, s: CardScope): Promise<CardValues> {
  const [renewed, churned] = await Promise.all([sizeOf(db, METRIC_SETS.renewed(s)), sizeOf(db, METRIC_SETS.churned(s))]);
  const base = renewed.count + churned.count;
  return {
    figures: {
      renewalBase: base,
      renewed: renewed.count,
      churned: churned.count,
      renewalRate: percent(renewed.count, base),
      churnRate: base > 0 ? Math.round((100 - percent(renewed.count, base)) * 10) / 10 : 0,
    },
    breakdowns: {},
  };
}
