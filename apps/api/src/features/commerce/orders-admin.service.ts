import type { HydraCollection, ManagedOrder, OrderExportQuery, OrderListFilters } from '@tribuna/contract';
import { errors } from '../../lib/errors';
import { hydraCollection } from '../../lib/hydra';
import type { ClubRequestContext } from '../../lib/route/request-context';
import type { CommerceData } from './commerce.data';
import { exportOrders } from './orders-export';
import { presentManagedOrders } from './present-orders';
import type { OrderRow } from './orders.repository';

/**
 * The club's orders for its managers (issue 12 part 6): paged and filtered, marked delivered,
 * exported. Access is declared on the routes (`commerce.manage`); every read names the club.
 */
export class OrdersAdminService {
  constructor(private readonly data: CommerceData) {}

  async list(ctx: ClubRequestContext, query: OrderListFilters, url: string): Promise<HydraCollection<ManagedOrder>> {
    const { page, itemsPerPage, ...filters } = query;
    const { rows, total } = await this.data.read.orders.pageOfOrders(ctx.club.id, filters, (page - 1) * itemsPerPage, itemsPerPage);
    return hydraCollection(url, await presentManagedOrders(this.data.read, rows, 'pooled'), total, page, itemsPerPage);
  }

  async setDelivered(ctx: ClubRequestContext, orderHash: string, delivered: boolean): Promise<ManagedOrder> {
    return this.data.write([], async (repos) => {
      const order = await repos.orders.byClubAndHash(ctx.club.id, orderHash);
      if (!order) throw errors.notFound();
      const updated = await repos.orders.change(order, { delivered });
      await repos.audit.record(ctx, { action: delivered ? 'order.delivered' : 'order.undelivered', target: orderHash });
      return (await presentManagedOrders(repos, [updated]))[0]!;
    });
  }

  async present(order: OrderRow): Promise<ManagedOrder> {
    return (await presentManagedOrders(this.data.read, [order], 'pooled'))[0]!;
  }

  /** The filtered orders as CSV or XLSX, in the club's language (orders-export.ts). */
  export(ctx: ClubRequestContext, query: OrderExportQuery) {
    return exportOrders(this.data, ctx, query);
  }
}
