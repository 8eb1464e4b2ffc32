import type { HydraCollection, ManagedOrder, OrderExportQuery, OrderListFilters } from '@tribuna/contract';
import type { ChangeTopic } from '../../lib/cache/change-feed';
import { keptList, UNKEPT_LIST, type KeptListCaches } from '../../lib/cache/kept-list';
import { errors } from '../../lib/errors';
import { hydraCollection } from '../../lib/hydra';
import type { ClubRequestContext } from '../../lib/route/request-context';
import type { CommerceData } from './commerce.data';
import { exportOrders } from './orders-export';
import { presentManagedOrders } from './present-orders';
import type { OrderRow } from './orders.repository';
import { CATALOGUE_TABLES, SALES_COUNTERS } from './catalogue-tables';

/**
 * What decides which orders a filter lists and in what order: the orders themselves, written only
 * by checkouts, payments, refunds, expiries, cash sales and imports, which all name the sales
 * topic; and the campaigns and products a filter names by hash (a campaign deleted with its
 * orders names the catalogue). Delivered ticks and guest orders handed to an account change
 * neither (rows are read fresh).
 */
export const ORDERS_LIST_TOPICS = [...SALES_COUNTERS, ...CATALOGUE_TABLES] as const satisfies readonly ChangeTopic[];

/**
 * The club's orders for its managers (issue 12 part 6): paged and filtered, marked delivered,
 * exported. Access is declared on the routes (`commerce.manage`); every read names the club.
 */
export class OrdersAdminService {
  constructor(
    private readonly data: CommerceData,
    /**
     * Each filter's total and page ids, kept until the club's sales or catalogue change in any
     * process (ORDERS_LIST_TOPICS): counting a busy campaign's 32,000 orders cost 2 ms a request.
     */
    private readonly lists?: KeptListCaches,
  ) {}

  async list(ctx: ClubRequestContext, query: OrderListFilters, url: string): Promise<HydraCollection<ManagedOrder>> {
    const { page, itemsPerPage, ...filters } = query;
    const kept = this.lists ? keptList(this.lists, JSON.stringify(filters), ctx.club.id) : UNKEPT_LIST;
    const { rows, total } = await this.data.read.orders.pageOfOrders(ctx.club.id, filters, (page - 1) * itemsPerPage, itemsPerPage, kept);
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
