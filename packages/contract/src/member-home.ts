import { z } from 'zod';
import { BOOKING_STATUSES, LINK_AUDIENCES } from './bookings';
import { ORDER_STATUS_NAMES, type OrderStatusName } from './commerce-orders';
import { hydraCollectionSchema } from './common/hydra';

/**
 * What a member's or guardian's home shows of their own activity in one club (issue 21 item 5):
 * their orders (an order history) and their coming bookings, and the club's booking links.
 * Each answer is the signed-in account's own, in the club of the address, never anyone else's.
 */

/** One order of the account's history: enough for a row (date, what, amount, state); its page has the rest. */
export const MyOrderSchema = z.object({
  hash: z.string(),
  purchaseIdentifier: z.string(),
  createdAt: z.string(),
  statusName: z.enum(ORDER_STATUS_NAMES as [OrderStatusName, ...OrderStatusName[]]),
  /** Cents. */
  amount: z.number().int(),
  campaign: z.object({ hash: z.string(), name: z.string() }),
  /** What was bought: each product's name and how many. */
  products: z.array(z.object({ name: z.string(), amount: z.number().int() })),
});
export type MyOrder = z.infer<typeof MyOrderSchema>;
export const MyOrderListSchema = hydraCollectionSchema(MyOrderSchema);
export type MyOrderList = z.infer<typeof MyOrderListSchema>;

/** One coming booking of the account (its status page is /bookings/{hash}). */
export const MyBookingSchema = z.object({
  hash: z.string(),
  startAt: z.string(),
  endAt: z.string(),
  timeZone: z.string(),
  calendarName: z.string(),
  status: z.enum(BOOKING_STATUSES),
  /** Cents. */
  amount: z.number().int(),
  currency: z.string(),
});
export type MyBooking = z.infer<typeof MyBookingSchema>;
export const MyBookingListSchema = hydraCollectionSchema(MyBookingSchema);
export type MyBookingList = z.infer<typeof MyBookingListSchema>;

/** A booking link the club has open, for its people to book from (the web app's page is `path`). */
export const ClubBookingLinkSchema = z.object({
  hash: z.string(),
  name: z.string(),
  audience: z.enum(LINK_AUDIENCES),
  path: z.string(),
});
export type ClubBookingLink = z.infer<typeof ClubBookingLinkSchema>;
export const ClubBookingLinkListSchema = hydraCollectionSchema(ClubBookingLinkSchema);
export type ClubBookingLinkList = z.infer<typeof ClubBookingLinkListSchema>;
