import { MEMBER_HOME_ROUTES, ORDER_STATUS_NAMES, type ClubBookingLinkList, type MyBookingList, type MyOrderList } from '@tribuna/contract';
import { wholeCollection } from '../../lib/hydra';
import type { ClubRequestContext } from '../../lib/route/request-context';
import type { HomeAccount, HomeBookings, HomeShop } from './member-home-sources';
import { MEMBER_HOME_LIMIT, type MemberHomeRepository } from './member-home.repository';

/** The club's collection address for a route of the table (the route has no query). */
const addressOf = (path: string, clubHash: string) => path.replace(':clubHash', encodeURIComponent(clubHash));

/** What the member's and guardian's home lists: the account's own rows in the club of the address. */
export class MemberHomeService {
  constructor(
    private readonly repository: MemberHomeRepository,
    private readonly shop: HomeShop,
    private readonly bookingsOf: HomeBookings,
    /** The bookings' clock (a test clock in end-to-end runs): what "coming" means. */
    private readonly now: () => Date,
  ) {}

  async orders({ club, viewer }: ClubRequestContext): Promise<MyOrderList> {
    const rows = await this.shop.accountOrders(club.id, await this.accountOf(viewer), MEMBER_HOME_LIMIT);
    const items = rows.map((row) => ({
      hash: row.hash,
      purchaseIdentifier: row.purchaseIdentifier,
      createdAt: row.createdAt.toISOString(),
      statusName: ORDER_STATUS_NAMES[row.status] ?? 'unpaid',
      amount: row.amount,
      campaign: row.campaign,
      products: row.lines.map((line) => ({ name: line.option ? `${line.name} (${line.option})` : line.name, amount: line.quantity })),
    }));
    return wholeCollection(addressOf(MEMBER_HOME_ROUTES.myOrders.path, club.publicId), items);
  }

  async bookings({ club, viewer }: ClubRequestContext): Promise<MyBookingList> {
    const rows = await this.bookingsOf.comingBookings(club.id, await this.accountOf(viewer), this.now(), MEMBER_HOME_LIMIT);
    const items = rows.map((row) => ({
      ...row,
      status: row.status as MyBookingList['hydra:member'][number]['status'],
      startAt: row.startAt.toISOString(),
      endAt: row.endAt.toISOString(),
    }));
    return wholeCollection(addressOf(MEMBER_HOME_ROUTES.myBookings.path, club.publicId), items);
  }

  async links({ club }: ClubRequestContext): Promise<ClubBookingLinkList> {
    const rows = await this.bookingsOf.openLinks(club.id);
    const items = rows.map((row) => ({
      hash: row.hash,
      name: row.name,
      audience: row.audience === 'members' ? ('members' as const) : ('anyone' as const),
      path: `/book/${row.hash}`,
    }));
    return wholeCollection(addressOf(MEMBER_HOME_ROUTES.bookingLinks.path, club.publicId), items);
  }

  private async accountOf(viewer: ClubRequestContext['viewer']): Promise<HomeAccount> {
    return { userId: viewer.userId, confirmedEmail: await this.repository.confirmedEmail(viewer.userId), profileIds: viewer.profileIds };
  }
}
