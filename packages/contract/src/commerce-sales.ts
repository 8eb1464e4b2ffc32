import { z } from 'zod';
import { hydraCollectionSchema } from './common/hydra';
import { CheckoutBodySchema, ORDER_STATUS_NAMES, type OrderStatusName } from './commerce-orders';
import { SeatSchema } from './commerce';
import { FieldErrorCodeSchema, fieldError } from './common/field-errors';

/**
 * The managers' side of sales (issue 12 part 6): who bought a product, orders paid in cash at
 * the club (feature manual_campaing_orders) and orders imported from a CSV file (feature
 * allow_import_orders).
 */

/** One order line of a product: who holds its units (pending or paid orders). */
export const SoldProductSchema = z.object({
  order: z.object({
    hash: z.string(),
    purchaseIdentifier: z.string(),
    status: z.number().int(),
    statusName: z.enum(ORDER_STATUS_NAMES as [OrderStatusName, ...OrderStatusName[]]),
    delivered: z.boolean(),
    createdAt: z.string(),
  }),
  buyer: z.object({ name: z.string(), email: z.string(), type: z.enum(['guardian', 'external']) }),
  option: z.string().nullable(),
  quantity: z.number().int(),
  seats: z.array(SeatSchema),
});
export type SoldProduct = z.infer<typeof SoldProductSchema>;
export const SoldProductListSchema = hydraCollectionSchema(SoldProductSchema).extend({
  /** Units in paid orders and units reserved by orders waiting for payment. */
  units: z.object({ paid: z.number().int(), pending: z.number().int() }),
});
export type SoldProductList = z.infer<typeof SoldProductListSchema>;

/** A sale paid in cash at the club: recorded paid at once; its tickets are issued and the receipt sent. */
export const CashOrderBodySchema = z.object({
  buyer: z.object({
    name: z.string().trim().min(1, fieldError('required')).max(120, fieldError('tooLong')),
    email: z.string().trim().toLowerCase().email(fieldError('email')).max(180, fieldError('tooLong')),
  }),
  items: CheckoutBodySchema.shape.items,
  /** Handed over at the counter already. */
  delivered: z.boolean().optional(),
});
export type CashOrderBody = z.input<typeof CashOrderBodySchema>;

/** Orders import: at most this many rows and bytes in one file. */
export const ORDER_IMPORT_MAX_ROWS = 1000;
export const ORDER_IMPORT_MAX_BYTES = 512 * 1024;
/** The columns a file may have (a header line names them; Spanish names are accepted too). */
export const ORDER_IMPORT_COLUMNS = ['name', 'email', 'product', 'option', 'quantity'] as const;

export const OrderImportQuerySchema = z.object({
  /** true writes the orders (only when no row has an error); otherwise the file is checked and previewed. */
  commit: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export const OrderImportRowSchema = z.object({
  /** The row's line in the file (the header is line 1). */
  line: z.number().int(),
  name: z.string(),
  email: z.string(),
  product: z.string(),
  option: z.string().nullable(),
  quantity: z.number().int().nullable(),
  /** What the row costs at today's prices, in cents; null when the row has errors. */
  amount: z.number().int().nullable(),
  errors: z.array(z.object({ field: z.string(), code: FieldErrorCodeSchema })),
});
export type OrderImportRow = z.infer<typeof OrderImportRowSchema>;
export const OrderImportResultSchema = z.object({
  rows: z.array(OrderImportRowSchema),
  totalRows: z.number().int(),
  invalidRows: z.number().int(),
  committed: z.boolean(),
  /** Orders written (0 in a preview). */
  created: z.number().int(),
});
export type OrderImportResult = z.infer<typeof OrderImportResultSchema>;
