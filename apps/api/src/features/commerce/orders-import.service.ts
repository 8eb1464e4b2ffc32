import {
  ORDER_IMPORT_MAX_ROWS,
  ORDER_QUANTITY_MAX,
  type FieldErrorCode,
  type OrderImportResult,
  type OrderImportRow,
} from '@tribuna/contract';
import { parse } from 'csv-parse/sync';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { errors } from '../../lib/errors';
import type { ClubRequestContext } from '../../lib/route/request-context';
import { decodeText, spreadsheetCsvOptions } from '../../lib/spreadsheets/csv-text';
import type { CommerceData, CommerceRepositories } from './commerce.data';
import { campaignOf } from './campaigns.service';
import type { CampaignRow, OptionRow, ProductRow, TaxRow } from './catalogue.repository';
import type { CheckoutService } from './checkout.service';
import type { PaymentsService } from './payments.service';
import type { OrderRow } from './orders.repository';
import { amountsOf } from './tax-amounts';
import { SALES_COUNTERS } from './catalogue-tables';
import { inClub } from '../../lib/data/unit-of-work';

/** Header names a file may use for each column (compared lower-cased, accents kept). */
const HEADERS: Record<'name' | 'email' | 'product' | 'option' | 'quantity', readonly string[]> = {
  name: ['name', 'nombre', 'nom', 'izena', 'nome', 'buyer', 'comprador'],
  email: ['email', 'e-mail', 'correo', 'correu', 'posta', 'mail'],
  product: ['product', 'producto', 'producte', 'produktua', 'produto'],
  option: ['option', 'opción', 'opcion', 'opció', 'aukera', 'opción/talla', 'talla', 'size'],
  quantity: ['quantity', 'cantidad', 'quantitat', 'kopurua', 'cantidade', 'units', 'unidades'],
};
const EmailSchema = z.string().trim().toLowerCase().email().max(180);

type Catalogue = { products: ProductRow[]; options: OptionRow[]; taxes: Map<number, TaxRow> };
type CheckedRow = OrderImportRow & { productHash?: string; optionHash?: string };
type Problem = { field: string; code: FieldErrorCode };
/** A CSV record with the file line it ends on (blank lines are skipped, so the index is not the line). */
type CsvRecord = { record: string[]; info: { lines: number } };

/**
 * Orders paid elsewhere (a bank transfer, a stand at a match), imported from a CSV file with a
 * preview (issue 12 part 6, like the people import): each row is checked against the campaign's
 * products, options and stock left (rows count against each other), and a commit writes every
 * row or none, through the same path as a checkout, paid at once, without e-mails.
 */
export class OrdersImportService {
  constructor(
    private readonly data: CommerceData,
    private readonly checkout: CheckoutService,
    private readonly payments: PaymentsService,
  ) {}

  async run(ctx: ClubRequestContext, campaignHash: string, file: Buffer | undefined, commit: boolean): Promise<OrderImportResult> {
    const reads = this.data.read;
    const campaign = await campaignOf(reads.catalogue, ctx, campaignHash);
    if (!file) throw errors.validation([{ field: 'file', code: 'required' }]);
    const records = readRecords(file);
    const rows = checkRows(records, await catalogueOf(reads, campaign));
    const invalidRows = rows.filter((row) => row.errors.length > 0).length;
    const preview = (created: number): OrderImportResult => ({
      rows: rows.map(({ productHash: _product, optionHash: _option, ...row }) => row),
      totalRows: rows.length,
      invalidRows,
      committed: created > 0,
      created,
    });
    if (!commit || invalidRows > 0) return preview(0);
    const settled: { order: OrderRow; reference: string }[] = [];
    const created = await this.data.write(inClub(ctx.club.id, SALES_COUNTERS), async (repos) => {
      const batch = randomUUID();
      for (const row of rows) settled.push(await this.write(repos, ctx, campaign, row, batch));
      await repos.audit.record(ctx, { action: 'orders.imported', target: campaignHash, metadata: { orders: rows.length, batch } });
      return rows.length;
    });
    // Sales paid elsewhere, in the ledger once the orders are committed.
    await this.payments.recordInLedger(settled, 'import');
    return preview(created);
  }

  private async write(repos: CommerceRepositories, ctx: ClubRequestContext, campaign: CampaignRow, row: CheckedRow, batch: string) {
    const { order } = await this.checkout.reserve(
      repos,
      { clubId: ctx.club.id, campaign, now: new Date() },
      { type: 'external', name: row.name, email: row.email, userId: null },
      { items: [{ productHash: row.productHash!, optionHash: row.optionHash, quantity: row.quantity! }] },
      'import',
      { limits: false },
    );
    const reference = `import-${batch}-${row.line}`;
    return { order: await this.payments.settle(repos, order, reference, { receipt: false }), reference };
  }
}

/** The file's records, header first; an unreadable, empty or oversized file is refused whole. */
function readRecords(file: Buffer): CsvRecord[] {
  const text = decodeText(file);
  let records: CsvRecord[];
  try {
    records = parse(text, {
      ...spreadsheetCsvOptions(text),
      trim: true,
      // One line past the limit is enough to say the file is too long, without reading the rest.
      to_line: ORDER_IMPORT_MAX_ROWS + 2,
      max_record_size: 4096,
      info: true,
    }) as unknown as CsvRecord[];
  } catch {
    throw errors.validation([{ field: 'file', code: 'importUnreadable' }]);
  }
  if (records.length > ORDER_IMPORT_MAX_ROWS + 1) throw errors.validation([{ field: 'file', code: 'orderImportTooManyRows' }]);
  if (records.length < 2) throw errors.validation([{ field: 'file', code: 'importEmpty' }]);
  return records;
}

async function catalogueOf(reads: CommerceRepositories, campaign: CampaignRow): Promise<Catalogue> {
  const products = await reads.catalogue.products([campaign.id]);
  const [options, taxes] = await Promise.all([
    reads.catalogue.optionsOf(products.map((product) => product.id)),
    reads.catalogue.taxesByIds(products.flatMap((product) => (product.taxId === null ? [] : [product.taxId]))),
  ]);
  return { products, options, taxes };
}

const normal = (value: string) => value.trim().toLocaleLowerCase('es');

function checkRows(records: CsvRecord[], catalogue: Catalogue): CheckedRow[] {
  const header = records[0]!.record.map(normal);
  const column = Object.fromEntries(
    Object.entries(HEADERS).map(([key, names]) => [key, header.findIndex((cell) => names.includes(cell))]),
  ) as Record<keyof typeof HEADERS, number>;
  if (column.name < 0 || column.email < 0 || column.product < 0) throw errors.validation([{ field: 'file', code: 'importColumnsMissing' }]);
  // Units the file takes so far, per product and option: the rows share what is left.
  const taken = new Map<string, number>();
  return records.slice(1).map(({ record, info }) => {
    const cell = (key: keyof typeof HEADERS) => (column[key] < 0 ? '' : (record[column[key]] ?? '').trim());
    const problems: Problem[] = [];
    const name = cell('name').slice(0, 120);
    if (!name) problems.push({ field: 'name', code: 'required' });
    const email = EmailSchema.safeParse(cell('email'));
    if (!email.success) problems.push({ field: 'email', code: cell('email') ? 'email' : 'required' });
    const quantityText = cell('quantity');
    const quantity = quantityText === '' ? 1 : Number(quantityText);
    if (!Number.isInteger(quantity) || quantity < 1 || quantity > ORDER_QUANTITY_MAX) problems.push({ field: 'quantity', code: 'invalid' });
    const product = catalogue.products.find((candidate) => normal(candidate.name) === normal(cell('product')));
    const own = product ? catalogue.options.filter((option) => option.productId === product.id) : [];
    const option = cell('option') ? own.find((candidate) => normal(candidate.name) === normal(cell('option'))) : undefined;
    let amount: number | null = null;
    if (!product) problems.push({ field: 'product', code: cell('product') ? 'unknownProduct' : 'required' });
    else if (product.seatRows !== null) problems.push({ field: 'product', code: 'seatsNotImported' });
    else if (own.length > 0 && !option) problems.push({ field: 'option', code: cell('option') ? 'unknownOption' : 'optionRequired' });
    else if (own.length === 0 && cell('option')) problems.push({ field: 'option', code: 'unknownOption' });
    else if (Number.isInteger(quantity) && quantity > 0) {
      const stock = option ?? product;
      const key = option ? `o${option.id}` : `p${product.id}`;
      const productKey = `p${product.id}`;
      const wanted = (taken.get(key) ?? 0) + quantity;
      const wantedOfProduct = (taken.get(productKey) ?? 0) + (option ? quantity : 0);
      if (stock.stockSold + wanted > stock.stockTotal || (option && product.stockSold + wantedOfProduct > product.stockTotal)) {
        problems.push({ field: 'quantity', code: 'soldOut' });
      } else {
        taken.set(key, wanted);
        if (option) taken.set(productKey, wantedOfProduct);
        const tax = product.taxId === null ? null : (catalogue.taxes.get(product.taxId) ?? null);
        amount = amountsOf(product.priceCents, tax).totalAmount * quantity;
      }
    }
    return {
      line: info.lines,
      name,
      email: email.success ? email.data : cell('email').slice(0, 180),
      product: cell('product').slice(0, 120),
      option: cell('option').slice(0, 40) || null,
      quantity: Number.isInteger(quantity) ? quantity : null,
      amount: problems.length > 0 ? null : amount,
      errors: problems,
      productHash: product?.publicId,
      optionHash: option?.publicId,
    };
  });
}
