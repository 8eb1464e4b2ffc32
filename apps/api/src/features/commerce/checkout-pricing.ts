import type { CheckoutBody } from '@tribuna/contract';
import { errors } from '../../lib/errors';
import type { ProductRow } from './catalogue.repository';
import type { CheckoutCatalogue } from './checkout-catalogue';
import type { NewOrderItem } from './orders.repository';
import { amountsOf } from './tax-amounts';
import type { SeatInput } from './tickets.repository';

type Line = CheckoutBody['items'][number];
/** A line priced from the catalogue, with the product's limit per buyer. */
export type PricedLine = Omit<NewOrderItem, 'optionId'> & {
  optionId: number | null;
  maxPerBuyer: number | null;
  seats: SeatInput[];
  productHash: string;
};

/**
 * Each line of a checkout priced from the catalogue (never from what the buyer sent): the product
 * is the campaign's, its option is its own, its tax the club's.
 */
export function pricedLines(
  { products, options, taxes }: Pick<CheckoutCatalogue, 'products' | 'options' | 'taxes'>,
  items: Line[],
): PricedLine[] {
  return items.map((item, index): PricedLine => {
    const product = products.find((candidate) => candidate.publicId === item.productHash);
    if (!product) throw errors.validation([{ field: `items.${index}.productHash`, code: 'invalid' }]);
    const own = options.filter((option) => option.productId === product.id);
    const option = item.optionHash === undefined ? undefined : own.find((candidate) => candidate.publicId === item.optionHash);
    if (own.length > 0 && !option) {
      throw errors.validation([{ field: `items.${index}.optionHash`, code: item.optionHash ? 'invalid' : 'optionRequired' }]);
    }
    if (own.length === 0 && item.optionHash !== undefined)
      throw errors.validation([{ field: `items.${index}.optionHash`, code: 'invalid' }]);
    const tax = product.taxId === null ? undefined : taxes.get(product.taxId);
    const { taxAmount, totalAmount } = amountsOf(product.priceCents, tax ?? null);
    return {
      productId: product.id,
      productHash: product.publicId,
      optionId: option?.id ?? null,
      seats: checkedSeats(product, item, index),
      name: product.name,
      optionName: option?.name ?? null,
      quantity: item.quantity,
      unitPriceCents: product.priceCents,
      unitTaxCents: taxAmount,
      unitTotalCents: totalAmount,
      taxName: tax?.name ?? null,
      taxRateBasisPoints: tax?.rateBasisPoints ?? null,
      taxType: tax?.type ?? null,
      maxPerBuyer: product.maxPerBuyer,
    };
  });
}

/** A ticket with a seat map takes one distinct seat on the map per unit; other products take none. */
function checkedSeats(product: ProductRow, item: Line, index: number): SeatInput[] {
  const seats = item.seats ?? [];
  if (product.seatRows === null || product.seatsPerRow === null) {
    if (seats.length > 0) throw errors.validation([{ field: `items.${index}.seats`, code: 'invalid' }]);
    return [];
  }
  if (seats.length !== item.quantity) throw errors.validation([{ field: `items.${index}.seats`, code: 'seatsRequired' }]);
  const keys = new Set(seats.map((seat) => `${seat.row}:${seat.seat}`));
  const offMap = seats.some((seat) => seat.row > product.seatRows! || seat.seat > product.seatsPerRow!);
  if (offMap || keys.size !== seats.length) throw errors.validation([{ field: `items.${index}.seats`, code: 'seatNotOnMap' }]);
  return seats;
}
