import { z } from 'zod';
import { fieldError } from './common/field-errors';
import { calendarDaySchema } from './common/db-bounds';
import { hydraCollectionSchema } from './common/hydra';
import { PublicIdSchema } from './common/ids';
import { SeatSchema } from './commerce';

/**
 * Orders (issue 12 part 3). Spec 4's order status is numeric; Tribuna's mapping:
 * 0 pending payment (stock reserved for a while), 1 paid, 2 unpaid (the reservation expired or
 * was cancelled and its stock returned), 3 refunded.
 */
export const ORDER_STATUS = { pendingPayment: 0, paid: 1, unpaid: 2, refunded: 3 } as const;
export type OrderStatusName = keyof typeof ORDER_STATUS;
export const ORDER_STATUS_NAMES = Object.keys(ORDER_STATUS) as OrderStatusName[];
/** How long a checkout holds its stock before an unpaid order lets it go. */
export const RESERVATION_MINUTES = 15;
export const ORDER_LINES_MAX = 20;
export const ORDER_QUANTITY_MAX = 50;
/** test: the built-in provider; stripe: Stripe Connect; cash: paid at the club, recorded by a manager; import: paid elsewhere, imported from a file. */
export const PAYMENT_PROVIDERS = ['test', 'stripe', 'cash', 'import'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

const BuyerEmailSchema = z.string().trim().toLowerCase().email(fieldError('email')).max(180, fieldError('tooLong'));

/** Checkout: what to buy; prices come from the catalogue, never from the buyer. */
export const CheckoutBodySchema = z.object({
  items: z
    .array(
      z.object({
        productHash: PublicIdSchema,
        /** Required for a product sold in options (its size). */
        optionHash: PublicIdSchema.optional(),
        quantity: z.number().int().min(1, fieldError('tooSmall')).max(ORDER_QUANTITY_MAX, fieldError('tooLarge')),
        /** For a ticket with a seat map: the seats chosen, one per unit. */
        seats: z.array(SeatSchema).max(ORDER_QUANTITY_MAX, fieldError('tooLong')).optional(),
      }),
    )
    .min(1, fieldError('required'))
    .max(ORDER_LINES_MAX, fieldError('tooLong')),
  /** Who pays, for buyers without a profile in the club (paidBy type external). */
  buyer: z
    .object({
      name: z.string().trim().min(1, fieldError('required')).max(120, fieldError('tooLong')),
      email: BuyerEmailSchema,
    })
    .optional(),
  /** A retried checkout with the same key answers the same order instead of a second one. */
  idempotencyKey: z.string().trim().min(8, fieldError('tooShort')).max(100, fieldError('tooLong')).optional(),
});
export type CheckoutBody = z.input<typeof CheckoutBodySchema>;

export const OrderLineSchema = z.object({
  productHash: z.string(),
  name: z.string(),
  option: z.string().nullable(),
  quantity: z.number().int(),
  unitPrice: z.number().int(),
  unitTax: z.number().int(),
  unitTotal: z.number().int(),
  tax: z.object({ name: z.string(), value: z.number(), type: z.string() }).nullable(),
});

/**
 * A ticket (issue 12 part 5): one per unit of a ticket product in a paid order. `code` is what its
 * QR carries, random and unguessable; `cancelled` once the order is refunded; `usedAt` once it
 * was let in at the door.
 */
export const TicketSchema = z.object({
  hash: z.string(),
  code: z.string(),
  /** What people read (`T-4F7K-2Q`): short, unique in the club; the QR carries `code`. */
  reference: z.string(),
  /** The event it admits to, as its product says (null when the club gave none). */
  eventStartsAt: z.string().nullable(),
  eventVenue: z.string().nullable(),
  product: z.string(),
  option: z.string().nullable(),
  seat: SeatSchema.nullable(),
  cancelled: z.boolean(),
  usedAt: z.string().nullable(),
});
export type Ticket = z.infer<typeof TicketSchema>;

/**
 * Spec 3: Order (hash, delivered, purchaseIdentifier, paidBy {name, type}, products [{name,
 * amount}], amount, taxAmount, status, createdAt, updatedAt). `products[].amount` is the quantity;
 * money is in cents; `lines` gives each line's prices and tax for receipts.
 */
export const OrderSchema = z.object({
  hash: z.string(),
  delivered: z.boolean(),
  purchaseIdentifier: z.string(),
  paidBy: z.object({ name: z.string(), type: z.enum(['guardian', 'external']) }),
  products: z.array(z.object({ name: z.string(), amount: z.number().int() })),
  amount: z.number().int(),
  taxAmount: z.number().int(),
  status: z.number().int(),
  statusName: z.enum(ORDER_STATUS_NAMES as [OrderStatusName, ...OrderStatusName[]]),
  campaign: z.object({ hash: z.string(), name: z.string() }),
  lines: z.array(OrderLineSchema),
  /** Its tickets, once paid (none for goods). */
  tickets: z.array(TicketSchema),
  /** Who takes (or took) the payment; while pending, the provider's page to pay on (null for the test provider). */
  paymentProvider: z.enum(PAYMENT_PROVIDERS),
  checkoutUrl: z.string().nullable(),
  /** Seats a pending or paid order holds (tickets with a seat map). */
  seats: z.array(SeatSchema.extend({ product: z.string() })),
  reservedUntil: z.string(),
  paidAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Order = z.infer<typeof OrderSchema>;

export const CheckoutResultSchema = z.object({
  order: OrderSchema,
  /** Where the buyer pays: the provider's hosted page (the test provider's is Tribuna's own). */
  payment: z.object({ provider: z.enum(PAYMENT_PROVIDERS), checkoutUrl: z.string() }),
});
export type CheckoutResult = z.infer<typeof CheckoutResultSchema>;

export const OrderParamsSchema = z.object({ orderHash: PublicIdSchema });

export const ORDERS_PAGE_SIZE = 30;

/** The manager's view of an order: spec 3's Order plus the buyer's email, to reach them. */
export const ManagedOrderSchema = OrderSchema.extend({ email: z.string() });
export type ManagedOrder = z.infer<typeof ManagedOrderSchema>;
export const OrderCollectionSchema = hydraCollectionSchema(ManagedOrderSchema);

const orderFilters = {
  status: z.coerce.number().int().min(0).max(3).optional(),
  paidBy: z.enum(['guardian', 'external']).optional(),
  /** Ordered on or after this day (Europe/Madrid), YYYY-MM-DD. */
  from: calendarDaySchema().optional(),
  /** Ordered on or before this day. */
  to: calendarDaySchema().optional(),
  campaign: PublicIdSchema.optional(),
  product: PublicIdSchema.optional(),
  /** A purchaseIdentifier, or part of the buyer's name or email. */
  search: z.string().trim().max(100).optional(),
};
export const OrderListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(ORDERS_PAGE_SIZE),
  ...orderFilters,
});
export type OrderListQuery = z.input<typeof OrderListQuerySchema>;
export type OrderListFilters = z.output<typeof OrderListQuerySchema>;
export const OrderExportQuerySchema = z.object({ ...orderFilters, format: z.enum(['csv', 'xlsx']).default('csv') });
export type OrderExportQuery = z.output<typeof OrderExportQuerySchema>;

export const UpdateOrderBodySchema = z.object({ delivered: z.boolean() });
export type UpdateOrderBody = z.input<typeof UpdateOrderBodySchema>;
export const ClubOrderParamsSchema = z.object({ clubHash: PublicIdSchema, orderHash: PublicIdSchema });

/** A buyer's ticket with where it is for (tickets/list). */
export const MyTicketSchema = TicketSchema.extend({
  club: z.object({ hash: z.string(), name: z.string() }),
  campaign: z.object({ hash: z.string(), name: z.string(), startingDate: z.string(), endingDate: z.string() }),
  order: z.object({ hash: z.string(), purchaseIdentifier: z.string() }),
  createdAt: z.string(),
});
export type MyTicket = z.infer<typeof MyTicketSchema>;
export const MyTicketListSchema = hydraCollectionSchema(MyTicketSchema);
export type MyTicketList = z.infer<typeof MyTicketListSchema>;
