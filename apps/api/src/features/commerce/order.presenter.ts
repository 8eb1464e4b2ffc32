import { ORDER_STATUS_NAMES, type Order, type Ticket } from '@tribuna/contract';
import type { OrderItemRow, OrderRow } from './orders.repository';
import type { SeatHoldRow, TicketRow } from './tickets.repository';

/** When and where a ticket's event is, as its product says. */
export type TicketEvent = { eventStartsAt: Date | null; eventVenue: string | null };
const NO_EVENT: TicketEvent = { eventStartsAt: null, eventVenue: null };

/** A ticket as its holder sees it; its line gives the product's name and option, its product the event. */
export function presentTicket(
  row: TicketRow,
  line: Pick<OrderItemRow, 'name' | 'optionName'> | undefined,
  event: TicketEvent = NO_EVENT,
): Ticket {
  return {
    hash: row.publicId,
    code: row.code,
    reference: row.reference,
    eventStartsAt: event.eventStartsAt?.toISOString() ?? null,
    eventVenue: event.eventVenue,
    product: line?.name ?? '',
    option: line?.optionName ?? null,
    seat: row.seatRow === null || row.seatNumber === null ? null : { row: row.seatRow, seat: row.seatNumber },
    cancelled: row.cancelled,
    usedAt: row.usedAt?.toISOString() ?? null,
  };
}

/** Spec 3's Order, with each line's prices and tax as they were at checkout. */
export function presentOrder(
  row: OrderRow,
  all: { items: OrderItemRow[]; tickets: TicketRow[]; seats: SeatHoldRow[] },
  campaign: { hash: string; name: string },
  productHashes: Map<number, string>,
  events: Map<number, TicketEvent> = new Map(),
): Order {
  const lines = all.items.filter((item) => item.orderId === row.id);
  const lineOf = (id: number) => lines.find((line) => line.id === id);
  return {
    hash: row.publicId,
    delivered: row.delivered,
    purchaseIdentifier: row.purchaseIdentifier,
    paidBy: { name: row.paidByName, type: row.paidByType as 'guardian' | 'external' },
    products: lines.map((line) => ({ name: line.optionName ? `${line.name} (${line.optionName})` : line.name, amount: line.quantity })),
    amount: row.amountCents,
    taxAmount: row.taxAmountCents,
    status: row.status,
    statusName: ORDER_STATUS_NAMES[row.status]!,
    campaign,
    lines: lines.map((line) => ({
      productHash: productHashes.get(line.productId) ?? '',
      name: line.name,
      option: line.optionName,
      quantity: line.quantity,
      unitPrice: line.unitPriceCents,
      unitTax: line.unitTaxCents,
      unitTotal: line.unitTotalCents,
      tax:
        line.taxName === null ? null : { name: line.taxName, value: (line.taxRateBasisPoints ?? 0) / 100, type: line.taxType ?? 'exempt' },
    })),
    tickets: all.tickets
      .filter((ticket) => ticket.orderId === row.id)
      .map((ticket) => presentTicket(ticket, lineOf(ticket.orderItemId), events.get(ticket.productId))),
    seats: all.seats
      .filter((seat) => seat.orderId === row.id)
      .map((seat) => ({ product: lineOf(seat.orderItemId)?.name ?? '', row: seat.seatRow, seat: seat.seatNumber })),
    paymentProvider: row.paymentProvider as Order['paymentProvider'],
    checkoutUrl: row.status === 0 ? row.checkoutUrl : null,
    reservedUntil: row.reservedUntil.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
