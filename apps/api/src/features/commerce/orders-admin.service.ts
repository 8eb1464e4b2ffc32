import type { HydraCollection, ManagedOrder, OrderExportQuery, OrderListFilters } from '@tribuna/contract';
import { Readable } from 'node:stream';
import { errors } from '../../lib/errors';
import { hydraCollection } from '../../lib/hydra';
import type { ClubRequestContext } from '../../lib/route/request-context';
import { CSV_TYPE, XLSX_TYPE, csvChunk, writeXlsx } from '../../lib/spreadsheets/spreadsheet-writers';
import type { Data } from '../../repositories';
import { presentManagedOrders } from './present-orders';
import type { OrderRow } from './orders.repository';

/** One export row per order line, so sold products add up in a spreadsheet. */
const EXPORT_HEADERS = [
  'purchaseIdentifier',
  'createdAt',
  'status',
  'delivered',
  'campaign',
  'paidByType',
  'paidByName',
  'email',
  'product',
  'option',
  'units',
  'unitTotal',
  'lineTotal',
  'tax',
  'lineTax',
];
const euros = (cents: number) => (cents / 100).toFixed(2);

/**
 * The club's orders for its managers (issue 12 part 6): paged and filtered, marked delivered,
 * exported. Access is declared on the routes (`commerce.manage`); every read names the club.
 */
export class OrdersAdminService {
  constructor(private readonly data: Data) {}

  async list(ctx: ClubRequestContext, query: OrderListFilters, url: string): Promise<HydraCollection<ManagedOrder>> {
    const { page, itemsPerPage, ...filters } = query;
    const { rows, total } = await this.data.read.orders.pageOfOrders(ctx.club.id, filters, (page - 1) * itemsPerPage, itemsPerPage);
    return hydraCollection(url, await presentManagedOrders(this.data.read, rows), total, page, itemsPerPage);
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
    return (await presentManagedOrders(this.data.read, [order]))[0]!;
  }

  /** The filtered orders as CSV or XLSX, written batch by batch. */
  export(ctx: ClubRequestContext, query: OrderExportQuery) {
    const { format, ...filters } = query;
    const repos = this.data.read;
    const fileName = `${ctx.club.shortname}-orders-${new Date().toISOString().slice(0, 10)}.${format}`;
    async function* rows() {
      yield [EXPORT_HEADERS];
      for await (const batch of repos.orders.eachOrderBatch(ctx.club.id, filters)) {
        const orders = await presentManagedOrders(repos, batch);
        yield orders.flatMap((order) =>
          order.lines.map((line) => [
            order.purchaseIdentifier,
            order.createdAt,
            order.statusName,
            String(order.delivered),
            order.campaign.name,
            order.paidBy.type,
            order.paidBy.name,
            order.email,
            line.name,
            line.option ?? '',
            String(line.quantity),
            euros(line.unitTotal),
            euros(line.unitTotal * line.quantity),
            line.tax?.name ?? '',
            euros(line.unitTax * line.quantity),
          ]),
        );
      }
    }
    if (format === 'xlsx') return { fileName, contentType: XLSX_TYPE, body: writeXlsx('Orders', rows()) };
    async function* csv() {
      let first = true;
      for await (const batch of rows()) {
        yield await csvChunk(batch, { withBom: first });
        first = false;
      }
    }
    return { fileName, contentType: CSV_TYPE, body: Readable.from(csv()) };
  }
}
