import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { percent, rows, sizeOf, type CardValues } from './card-kit';
import { endOf } from './metric-day';
import { METRIC_SETS, type CardScope } from './metric-sets';

/** Threads the club sent in the window, their recipients (people), and how many opened them by the day's end. */
export async function messagesCard(db: Db, s: CardScope): Promise<CardValues> {
  const sent = METRIC_SETS.messagesSent(s);
  const [size, [reach]] = await Promise.all([
    sizeOf(db, sent),
    rows<{ recipients: number | string; opened: number | string }>(
      db,
      sql`select count(*) as recipients, count(*) filter (where tp.read_at is not null and tp.read_at < ${endOf(s)}) as opened
        from thread_participants tp join threads t on t.id = tp.thread_id
        where tp.club_id = ${s.clubId} and tp.side = 'recipient' and tp.profile_id is not null
          and t.public_id in (select hash from (${sent.select}) sent)`,
    ),
  ]);
  const recipients = Number(reach?.recipients ?? 0);
  return {
    figures: { messagesSent: size.count, recipients, readRate: percent(Number(reach?.opened ?? 0), recipients) },
    breakdowns: {},
  };
}

export async function shopCard(db: Db, s: CardScope): Promise<CardValues> {
  const [paid, toDeliver] = await Promise.all([sizeOf(db, METRIC_SETS.ordersPaid(s)), sizeOf(db, METRIC_SETS.ordersToDeliver(s))]);
  return { figures: { salesAmount: paid.total, ordersPaid: paid.count, ordersToDeliver: toDeliver.count }, breakdowns: {} };
}

const HOURS = Array.from({ length: 24 }, (_, hour) => String(hour).padStart(2, '0'));

/** Door entries in the window, distinct people (or tickets) entered, and entries by local hour. */
export async function doorEntriesCard(db: Db, s: CardScope): Promise<CardValues> {
  const entries = METRIC_SETS.entries(s);
  const [byHour, [distinct]] = await Promise.all([
    rows<{ hour: number | string; n: number | string }>(
      db,
      sql`select extract(hour from (x.scanned_at at time zone 'Europe/Madrid'))::int as hour, count(*) as n
        from access_scans x
        where x.public_id in (select hash from (${entries.select}) e) group by 1`,
    ),
    rows<{ n: number | string }>(
      db,
      sql`select count(distinct coalesce('p' || x.profile_id, 't' || x.ticket_id)) as n from access_scans x
        where x.public_id in (select hash from (${entries.select}) e)`,
    ),
  ]);
  const counts = HOURS.map(() => 0);
  for (const row of byHour) counts[Number(row.hour)] = Number(row.n);
  return {
    figures: { entries: counts.reduce((sum, n) => sum + n, 0), peopleEntered: Number(distinct?.n ?? 0) },
    breakdowns: { entriesByHour: { labels: HOURS, lines: { entries: counts } } },
  };
}
