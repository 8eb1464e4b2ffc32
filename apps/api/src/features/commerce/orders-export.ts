import type { ManagedOrder, OrderExportQuery } from '@tribuna/contract';
import ca from '@tribuna/i18n/locales/ca/commerce.json';
import en from '@tribuna/i18n/locales/en/commerce.json';
import es from '@tribuna/i18n/locales/es/commerce.json';
import eu from '@tribuna/i18n/locales/eu/commerce.json';
import gl from '@tribuna/i18n/locales/gl/commerce.json';
import type { ClubRequestContext } from '../../lib/route/request-context';
import { count, dateTime, money, sheetLocaleOf, type SheetCell } from '../../lib/spreadsheets/sheet-cells';
import { exportFile, type ExportFile } from '../../lib/spreadsheets/spreadsheet-writers';
import type { CommerceData } from './commerce.data';
import { presentManagedOrders } from './present-orders';

/** The managers' words for orders (the web app's commerce catalogue), so the file says what the page says. */
const WORDS = { es, en, ca, eu, gl };
type Words = (typeof es)['orders'];

/** Column order of the file; each header is `orders.export.columns.<key>` in the club's language. */
const COLUMNS = [
  'number',
  'date',
  'status',
  'delivered',
  'campaign',
  'payerType',
  'payer',
  'email',
  'product',
  'option',
  'units',
  'unitPrice',
  'lineTotal',
  'tax',
  'lineTax',
] as const satisfies readonly (keyof Words['export']['columns'])[];

/** One row per order line, so sold products add up in a spreadsheet. */
function lineRows(order: ManagedOrder, words: Words): SheetCell[][] {
  return order.lines.map((line) => [
    order.purchaseIdentifier,
    dateTime(order.createdAt),
    words.statuses[order.statusName],
    order.delivered ? words.export.yes : words.export.no,
    order.campaign.name,
    words.export.payerTypes[order.paidBy.type],
    order.paidBy.name,
    order.email,
    line.name,
    line.option ?? '',
    count(line.quantity),
    money(line.unitTotal),
    money(line.unitTotal * line.quantity),
    line.tax?.name ?? '',
    money(line.unitTax * line.quantity),
  ]);
}

/**
 * The club's filtered orders as CSV or XLSX, written batch by batch, in the club's language and
 * conventions (lib/spreadsheets/sheet-cells): translated headers and states, local date and
 * time, amounts as numbers.
 */
export function exportOrders(data: CommerceData, ctx: ClubRequestContext, query: OrderExportQuery): ExportFile {
  const { format, ...filters } = query;
  const locale = sheetLocaleOf(ctx.club.locale);
  const words = WORDS[locale.language].orders;
  const repos = data.read;
  return exportFile({
    format,
    fileName: `${ctx.club.shortname}-orders-${new Date().toISOString().slice(0, 10)}.${format}`,
    sheetName: words.title,
    locale,
    async *rows() {
      yield [COLUMNS.map((column) => words.export.columns[column])];
      for await (const batch of repos.orders.eachOrderBatch(ctx.club.id, filters)) {
        yield (await presentManagedOrders(repos, batch)).flatMap((order) => lineRows(order, words));
      }
    },
  });
}
