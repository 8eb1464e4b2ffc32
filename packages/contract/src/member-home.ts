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

/** When a team trains next (instants, ISO) and where. */
export const NextTrainingSchema = z.object({ startAt: z.string(), endAt: z.string(), place: z.string() });
export type NextTraining = z.infer<typeof NextTrainingSchema>;

/** A team one of the home's people is on, and its next training (null: the team has no training times). */
export const MyHomeTeamSchema = z.object({
  hash: z.string(),
  name: z.string(),
  category: z.string(),
  role: z.string(),
  nextTraining: NextTrainingSchema.nullable(),
});

/** The account's own profiles in the club (`self`) and the children it is the guardian of (`child`). */
export const MyHomePersonSchema = z.object({
  hash: z.string(),
  name: z.string(),
  surname: z.string(),
  relation: z.enum(['self', 'child']),
  teams: z.array(MyHomeTeamSchema),
});
export type MyHomePerson = z.infer<typeof MyHomePersonSchema>;

/** A message the club sent from one of its mailboxes (its news and broadcasts) to one of the home's people. */
export const MyHomeNewsSchema = z.object({
  threadHash: z.string(),
  subject: z.string(),
  /** The mailbox it came from (the club's voice), or its author. */
  from: z.string(),
  excerpt: z.string(),
  at: z.string(),
  unread: z.boolean(),
});
export type MyHomeNews = z.infer<typeof MyHomeNewsSchema>;

/**
 * The member's and guardian's home in one read (issue 25 part 2), what the phone shows first:
 * each person's teams with the next training, and the club's latest news. Bookings, tickets,
 * charges and the unread count have their own reads (shared with their pages).
 */
export const MyHomeSchema = z.object({
  /** The wall clock of training times and days (Europe/Madrid): the page shows times in it. */
  timeZone: z.string(),
  /** The soonest training of everyone on the home, or null. */
  nextTraining: NextTrainingSchema.extend({ personHash: z.string(), teamHash: z.string() }).nullable(),
  people: z.array(MyHomePersonSchema),
  /** At most MY_HOME_NEWS_LIMIT, newest first. */
  news: z.array(MyHomeNewsSchema),
});
export type MyHome = z.infer<typeof MyHomeSchema>;

/** How many news the home shows. */
export const MY_HOME_NEWS_LIMIT = 3;
