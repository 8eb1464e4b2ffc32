import type { ManagedOrder, Order } from '@tribuna/contract';
import type { CommerceRepositories } from './commerce.data';
import { presentOrder } from './order.presenter';
import type { OrderRow } from './orders.repository';

type OrdersReads = Pick<CommerceRepositories, 'orders' | 'tickets'>;

/** Orders with their lines, campaigns, product hashes, tickets and seats, in five queries whatever their number (managers' view). */
export async function presentManagedOrders(repos: OrdersReads, rows: OrderRow[]): Promise<ManagedOrder[]> {
  const ids = rows.map((row) => row.id);
  // One after another: inside a unit of work these share one connection, which takes one query at a time.
  const items = await repos.orders.items(ids);
  const tickets = await repos.tickets.ticketsOf(ids);
  const seats = await repos.tickets.seatsOf(ids);
  const campaigns = await repos.orders.campaignsByIds(rows.map((row) => row.campaignId));
  const products = await repos.orders.productFacts(items.map((item) => item.productId));
  return rows.map((row) => ({
    ...presentOrder(row, { items, tickets, seats }, campaigns.get(row.campaignId)!, products.hashes, products.events),
    email: row.paidByEmail,
  }));
}

/** One order as its buyer sees it (spec 3's Order, without the managers' email field). */
export async function presentBuyerOrder(repos: OrdersReads, row: OrderRow): Promise<Order> {
  const [managed] = await presentManagedOrders(repos, [row]);
  const { email: _email, ...order } = managed!;
  return order;
}
