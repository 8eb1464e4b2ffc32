import { ORDER_ROUTES, sessionLocaleForClub, type MyTicketList } from '@tribuna/contract';
import { errors } from '../../lib/errors';
import { wholeCollection } from '../../lib/hydra';
import type { SignedInContext } from '../../lib/route/request-context';
import type { CommerceData } from './commerce.data';
import { presentTicket } from './order.presenter';
import { presentBuyerOrder } from './present-orders';
import { ticketsPdf } from './tickets-pdf';

/** The buyer's tickets (issue 12 part 5): the list of a signed-in person, and an order's PDF. */
export class TicketsService {
  constructor(private readonly data: CommerceData) {}

  async mine(ctx: SignedInContext): Promise<MyTicketList> {
    const account = await this.data.read.tickets.account(ctx.actor.userId);
    if (!account) throw errors.unauthenticated();
    const rows = await this.data.read.tickets.ofBuyer(account.id, account.email);
    const items = rows.map((row) => ({
      ...presentTicket(row.ticket, { name: row.productName, optionName: row.optionName }, row.event),
      club: row.club,
      campaign: {
        hash: row.campaign.hash,
        name: row.campaign.name,
        startingDate: row.campaign.startsAt.toISOString(),
        endingDate: row.campaign.endsAt.toISOString(),
      },
      order: row.order,
      createdAt: row.ticket.createdAt.toISOString(),
    }));
    // The route has no parameters nor query: its path is the collection's address.
    return wholeCollection(ORDER_ROUTES.myTickets.path, items);
  }

  /** The order's hash is the key (as for the order page): anyone holding the link gets the tickets. */
  async pdf(orderHash: string): Promise<{ fileName: string; body: Buffer }> {
    const reads = this.data.read;
    const row = await reads.orders.byHash(orderHash);
    if (!row) throw errors.notFound();
    const order = await presentBuyerOrder(reads, row);
    if (!order.tickets.some((ticket) => !ticket.cancelled)) throw errors.notFound();
    const club = await reads.orders.clubOf(row);
    return {
      fileName: `${row.purchaseIdentifier}-tickets.pdf`,
      body: await ticketsPdf(order, club.name, sessionLocaleForClub(club.locale)),
    };
  }
}
