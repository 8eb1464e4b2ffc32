import type { ManagedOrder, Order } from '@tribuna/contract';
import type { CommerceRepositories } from './commerce.data';
import { presentOrder } from './order.presenter';
import type { OrderRow } from './orders.repository';

type OrdersReads = Pick<CommerceRepositories, 'orders' | 'tickets'>;

/**
 * How the reads may run: `pooled` repositories (the data's `read` side) take one connection per
 * query, so independent reads go out together; a unit of work's repositories share one connection,
 * which takes one query at a time.
 */
export type PresentReads = 'pooled' | 'in-transaction';

/** Orders with their lines (and their products), campaigns, tickets and seats, in four queries whatever their number (managers' view). */
export async function presentManagedOrders(
  repos: OrdersReads,
  rows: OrderRow[],
  reads: PresentReads = 'in-transaction',
): Promise<ManagedOrder[]> {
  const ids = rows.map((row) => row.id);
  const reading = [
    () => repos.orders.linesOf(ids),
    () => repos.tickets.ticketsOf(ids),
    () => repos.tickets.seatsOf(ids),
    () => repos.orders.campaignsByIds(rows.map((row) => row.campaignId)),
  ] as const;
  // Pooled: one round trip after the page's rows (a managers' page of 30 orders once waited for five, one after another).
  const [lines, tickets, seats, campaigns] =
    reads === 'pooled'
      ? await Promise.all([reading[0](), reading[1](), reading[2](), reading[3]()])
      : [await reading[0](), await reading[1](), await reading[2](), await reading[3]()];
  return rows.map((row) => ({
    ...presentOrder(row, { items: lines.items, tickets, seats }, campaigns.get(row.campaignId)!, lines.hashes, lines.events),
    email: row.paidByEmail,
  }));
}

/** One order as its buyer sees it (spec 3's Order, without the managers' email field). */
export async function presentBuyerOrder(repos: OrdersReads, row: OrderRow, reads: PresentReads = 'in-transaction'): Promise<Order> {
  const [managed] = await presentManagedOrders(repos, [row], reads);
  const { email: _email, ...order } = managed!;
  return order;
}
