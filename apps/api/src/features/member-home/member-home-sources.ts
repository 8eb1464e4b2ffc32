/**
 * What the member's home asks other features for (their public interfaces satisfy these ports):
 * the account's own orders from the shop, its coming bookings and the club's open booking links
 * from bookings. The home reads no table of theirs itself.
 */

/** Whose rows: the account, and its address only while confirmed (registering one proves nothing). */
export type HomeAccount = { userId: number; confirmedEmail: string | null; profileIds: readonly number[] };

export type HomeOrder = {
  hash: string;
  purchaseIdentifier: string;
  createdAt: Date;
  status: number;
  amount: number;
  campaign: { hash: string; name: string };
  lines: { name: string; option: string | null; quantity: number }[];
};

export type HomeBooking = {
  hash: string;
  startAt: Date;
  endAt: Date;
  status: string;
  amount: number;
  currency: string;
  calendarName: string;
  timeZone: string;
};

export type HomeBookingLink = { hash: string; name: string; audience: string };

/** The shop's side (commerce's public interface). */
export type HomeShop = {
  accountOrders(clubId: number, account: HomeAccount, limit: number): Promise<HomeOrder[]>;
};

/** The bookings' side (bookings' public interface). */
export type HomeBookings = {
  comingBookings(clubId: number, account: HomeAccount, now: Date, limit: number): Promise<HomeBooking[]>;
  openLinks(clubId: number): Promise<HomeBookingLink[]>;
};

/** A weekly training time (ISO weekday, minutes after midnight in the club's wall clock). */
export type HomeTrainingSlot = { weekday: number; startsAt: number; endsAt: number; place: string };
/** A team one of the home's people is on. */
export type HomeTeam = { profileId: number; hash: string; name: string; category: string; role: string; trainings: HomeTrainingSlot[] };
/** The teams' side (teams' public interface). */
export type HomeTeams = {
  teamsOfPeople(clubId: number, profileIds: readonly number[]): Promise<HomeTeam[]>;
};
/** A message from one of the club's mailboxes. */
export type HomeNewsItem = { threadHash: string; subject: string; from: string; excerpt: string; at: Date; unread: boolean };
/** Messaging's side (communications' public interface). */
export type HomeNews = {
  clubNews(clubId: number, profileIds: readonly number[], limit: number): Promise<HomeNewsItem[]>;
};
