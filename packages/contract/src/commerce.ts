import { z } from 'zod';
import { fieldError } from './common/field-errors';
import { hydraCollectionSchema } from './common/hydra';
import { ClubHashParamsSchema, PublicIdSchema } from './common/ids';

/**
 * E-commerce catalogue (issue 12): a club's campaigns (kit, raffles, dinners, match tickets) and
 * the products in them. Money is integer cents everywhere; tax rates are percentages with at most
 * two decimals (21, 10, 5.5) and amounts are computed by the server, never sent by a client.
 */
export const CAMPAIGN_NAME_MAX = 120;
export const CAMPAIGN_DESCRIPTION_MAX = 5000;
export const CATEGORY_MAX = 40;
export const CATEGORIES_MAX = 10;
export const PRODUCTS_PER_CAMPAIGN_MAX = 100;
export const PRODUCT_OPTIONS_MAX = 30;
export const OPTION_NAME_MAX = 40;
/** 100,000.00 € for one unit: above it is a typo, not a club's price. */
export const PRICE_MAX_CENTS = 10_000_000;
export const STOCK_MAX = 1_000_000;
export const CAMPAIGNS_PAGE_SIZE = 20;
/** A seat map's largest size (a club's stand, not a stadium). */
export const SEAT_ROWS_MAX = 40;
export const SEATS_PER_ROW_MAX = 60;
export const EVENT_VENUE_MAX = 120;

export const TAX_TYPES = ['included', 'added', 'exempt'] as const;
export type TaxType = (typeof TAX_TYPES)[number];

/** Spec 3: a product's tax (hash, name, value, type). `value` is the rate in percent. */
export const TaxSchema = z.object({ hash: z.string(), name: z.string(), value: z.number(), type: z.enum(TAX_TYPES) });
export type Tax = z.infer<typeof TaxSchema>;
export const TaxListSchema = hydraCollectionSchema(TaxSchema);

export const CreateTaxBodySchema = z.object({
  name: z.string().trim().min(1, fieldError('required')).max(60, fieldError('tooLong')),
  value: z.number().min(0, fieldError('tooSmall')).max(100, fieldError('tooLarge')).multipleOf(0.01, fieldError('invalid')),
  type: z.enum(TAX_TYPES, fieldError('invalidChoice')),
});
export type CreateTaxBody = z.input<typeof CreateTaxBodySchema>;

const StockSchema = z.object({ total: z.number().int(), sold: z.number().int() });

/** Spec 4: a ticket's availability as buyers see it. */
export const AVAILABILITIES = ['available', 'soldOut', 'soon'] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/**
 * A ticket's seat map (feature seat_selection): rows numbered from 1 (front) and seats from 1 in
 * each row; its stock is rows × seats and each seat is held by one buyer.
 */
export const SeatMapSchema = z.object({
  rows: z.number().int().min(1, fieldError('tooSmall')).max(SEAT_ROWS_MAX, fieldError('tooLarge')),
  seatsPerRow: z.number().int().min(1, fieldError('tooSmall')).max(SEATS_PER_ROW_MAX, fieldError('tooLarge')),
});
export type SeatMap = z.infer<typeof SeatMapSchema>;
export const SeatSchema = z.object({
  row: z.number().int().min(1, fieldError('tooSmall')).max(SEAT_ROWS_MAX, fieldError('tooLarge')),
  seat: z.number().int().min(1, fieldError('tooSmall')).max(SEATS_PER_ROW_MAX, fieldError('tooLarge')),
});
export type Seat = z.infer<typeof SeatSchema>;
/** A ticket product's seats as buyers see them: the map and the seats already held. */
export const ShopSeatsSchema = SeatMapSchema.extend({ taken: z.array(SeatSchema) });
export type ShopSeats = z.infer<typeof ShopSeatsSchema>;

/** A product's choice with its own stock (a T-shirt's size). */
export const ProductOptionSchema = z.object({ hash: z.string(), name: z.string(), stock: StockSchema });
export type ProductOption = z.infer<typeof ProductOptionSchema>;

/**
 * Spec 3: Campaign product (hash, name, price, description, image, club, tax, taxAmount,
 * totalAmount, stock, categories, dates) plus what selling needs: options with their own stock, a
 * limit per buyer, and whether each unit is a ticket. price, taxAmount and totalAmount in cents:
 * with a tax "included" the total is the price; "added" puts the tax on top; "exempt" adds none.
 */
export const ProductSchema = z.object({
  hash: z.string(),
  name: z.string(),
  price: z.number().int(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  club: z.string(),
  tax: TaxSchema.nullable(),
  taxAmount: z.number().int(),
  totalAmount: z.number().int(),
  stock: StockSchema,
  categories: z.array(z.string()),
  options: z.array(ProductOptionSchema),
  maxPerBuyer: z.number().int().nullable(),
  isTicket: z.boolean(),
  seatMap: SeatMapSchema.nullable(),
  /** A ticket's event (the match): when it starts and where; null when not given (goods, or not yet known). */
  eventStartsAt: z.string().nullable(),
  eventVenue: z.string().nullable(),
  order: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof ProductSchema>;
export const ProductListSchema = hydraCollectionSchema(ProductSchema);
export type ProductList = z.infer<typeof ProductListSchema>;

/**
 * Spec 3: Campaign (hash, name, startingDate, endingDate, club, description, image, categories,
 * collected, purchased {total, sold}, published, createdAt, updatedAt). `collected` is what paid
 * orders brought in (cents); `purchased` sums the products' stock.
 */
export const CampaignSchema = z.object({
  hash: z.string(),
  name: z.string(),
  startingDate: z.string(),
  endingDate: z.string(),
  club: z.string(),
  description: z.string().nullable(),
  image: z.string().nullable(),
  categories: z.array(z.string()),
  collected: z.number().int(),
  purchased: StockSchema,
  published: z.boolean(),
  productCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Campaign = z.infer<typeof CampaignSchema>;
export const CampaignCollectionSchema = hydraCollectionSchema(CampaignSchema);

export const CampaignListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  itemsPerPage: z.coerce.number().int().min(1).max(100).default(CAMPAIGNS_PAGE_SIZE),
  published: z.enum(['true', 'false']).optional(),
  search: z.string().trim().max(100).optional(),
});
export type CampaignListQuery = z.input<typeof CampaignListQuerySchema>;
export type CampaignListFilters = z.output<typeof CampaignListQuerySchema>;

const CategoriesSchema = z
  .array(z.string().trim().min(1, fieldError('required')).max(CATEGORY_MAX, fieldError('tooLong')))
  .max(CATEGORIES_MAX, fieldError('tooLong'));
const DateTimeSchema = z.iso.datetime({ offset: true, error: fieldError('invalidFormat') });
const CampaignNameSchema = z.string().trim().min(1, fieldError('required')).max(CAMPAIGN_NAME_MAX, fieldError('tooLong'));
const DescriptionSchema = z.string().trim().max(CAMPAIGN_DESCRIPTION_MAX, fieldError('tooLong'));

export const CreateCampaignBodySchema = z
  .object({
    name: CampaignNameSchema,
    startingDate: DateTimeSchema,
    endingDate: DateTimeSchema,
    description: DescriptionSchema.nullable().optional(),
    categories: CategoriesSchema.optional(),
  })
  .refine((b) => Date.parse(b.endingDate) > Date.parse(b.startingDate), { path: ['endingDate'], message: fieldError('endsBeforeStart') });
export type CreateCampaignBody = z.input<typeof CreateCampaignBodySchema>;

/** Merge-patch: fields left out keep their value; `published` publishes or withdraws the campaign. */
export const UpdateCampaignBodySchema = z.object({
  name: CampaignNameSchema.optional(),
  startingDate: DateTimeSchema.optional(),
  endingDate: DateTimeSchema.optional(),
  description: DescriptionSchema.nullable().optional(),
  categories: CategoriesSchema.optional(),
  published: z.boolean().optional(),
});
export type UpdateCampaignBody = z.input<typeof UpdateCampaignBodySchema>;

export const CampaignParamsSchema = ClubHashParamsSchema.extend({ campaignHash: PublicIdSchema });
export const ProductParamsSchema = CampaignParamsSchema.extend({ productHash: PublicIdSchema });

const OptionInputSchema = z.object({
  /** Keeps an existing option (and what it sold) when editing; new options leave it out. */
  hash: PublicIdSchema.optional(),
  name: z.string().trim().min(1, fieldError('required')).max(OPTION_NAME_MAX, fieldError('tooLong')),
  stock: z.number().int().min(0, fieldError('tooSmall')).max(STOCK_MAX, fieldError('tooLarge')),
});

const productFields = {
  name: CampaignNameSchema,
  description: DescriptionSchema.nullable().optional(),
  price: z.number().int(fieldError('invalid')).min(0, fieldError('tooSmall')).max(PRICE_MAX_CENTS, fieldError('tooLarge')),
  /** One of the club's taxes; none means no tax line on the receipt. */
  taxHash: PublicIdSchema.nullable().optional(),
  /** Units for sale; with options, each option's stock counts and this is left out. */
  stock: z.number().int().min(0, fieldError('tooSmall')).max(STOCK_MAX, fieldError('tooLarge')).optional(),
  options: z.array(OptionInputSchema).max(PRODUCT_OPTIONS_MAX, fieldError('tooLong')).optional(),
  categories: CategoriesSchema.optional(),
  maxPerBuyer: z.number().int().min(1, fieldError('tooSmall')).max(1000, fieldError('tooLarge')).nullable().optional(),
  isTicket: z.boolean().optional(),
  /** Only for tickets, with the feature seat_selection; its stock is rows × seats (stock is left out). */
  seatMap: SeatMapSchema.nullable().optional(),
  /** The event a ticket is for, both optional: its start (date and time) and its place. */
  eventStartsAt: DateTimeSchema.nullable().optional(),
  eventVenue: z.string().trim().max(EVENT_VENUE_MAX, fieldError('tooLong')).nullable().optional(),
  order: z.number().int().min(0).max(PRODUCTS_PER_CAMPAIGN_MAX).optional(),
};

export const CreateProductBodySchema = z.object(productFields);
export type CreateProductBody = z.input<typeof CreateProductBodySchema>;
export const UpdateProductBodySchema = z.object(
  Object.fromEntries(Object.entries(productFields).map(([key, schema]) => [key, schema.optional()])) as {
    [K in keyof typeof productFields]: z.ZodOptional<(typeof productFields)[K]>;
  },
);
export type UpdateProductBody = z.input<typeof UpdateProductBodySchema>;

/** The shop's view of a published campaign: what buyers may see, with availability. */
export const ShopCampaignSchema = CampaignSchema.pick({
  hash: true,
  name: true,
  startingDate: true,
  endingDate: true,
  description: true,
  image: true,
  categories: true,
}).extend({ availability: z.enum(AVAILABILITIES), hasTickets: z.boolean() });
export type ShopCampaign = z.infer<typeof ShopCampaignSchema>;
export const ShopCampaignListSchema = hydraCollectionSchema(ShopCampaignSchema);

export const ShopProductSchema = ProductSchema.omit({ club: true, createdAt: true, updatedAt: true, order: true }).extend({
  availability: z.enum(AVAILABILITIES),
});
export type ShopProduct = z.infer<typeof ShopProductSchema>;
export const ShopCampaignDetailSchema = ShopCampaignSchema.extend({ products: z.array(ShopProductSchema) });
export type ShopCampaignDetail = z.infer<typeof ShopCampaignDetailSchema>;
