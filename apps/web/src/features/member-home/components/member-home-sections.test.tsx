import type { MyBooking, MyOrder, MyTicket } from '@tribuna/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLUB_A, CLUB_B, jsonResponse } from '../../../test/fixtures';
import { hydra, renderPage, stubApi } from '../../../test/render-page';
import { BookingsSection } from './bookings-section';
import { OrdersSection } from './orders-section';
import { TicketsSection } from './tickets-section';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const order = (overrides: Partial<MyOrder> = {}): MyOrder => ({
  hash: 'orderAAAAAAA',
  purchaseIdentifier: '2611-K7MXQA',
  createdAt: '2026-11-20T10:00:00.000Z',
  statusName: 'paid',
  amount: 5000,
  campaign: { hash: 'campAAAAAAAA', name: 'Equipación' },
  products: [{ name: 'Camiseta (M)', amount: 2 }],
  ...overrides,
});

const ticket = (overrides: Partial<MyTicket> = {}): MyTicket => ({
  hash: 'tickAAAAAAAA',
  code: 'T1-secret',
  reference: 'T-4F7K-2Q',
  eventStartsAt: inDays(10),
  eventVenue: 'Estadio Municipal',
  product: 'Entrada general',
  option: null,
  seat: null,
  cancelled: false,
  usedAt: null,
  club: { hash: CLUB_A, name: 'CD Demo' },
  campaign: { hash: 'campBBBBBBBB', name: 'Liga', startingDate: inDays(-5), endingDate: inDays(9) },
  order: { hash: 'orderBBBBBBB', purchaseIdentifier: '2611-AAAAAA' },
  createdAt: inDays(-1),
  ...overrides,
});

const booking: MyBooking = {
  hash: 'bookAAAAAAAA',
  startAt: '2027-03-25T17:00:00.000Z',
  endAt: '2027-03-25T18:00:00.000Z',
  timeZone: 'Europe/Madrid',
  calendarName: 'Pista 1',
  status: 'confirmed',
  amount: 1000,
  currency: 'EUR',
};

const tickets = (members: MyTicket[]) => ({ data: hydra(members), isPending: false, isError: false, refetch: () => undefined });

describe("the member's and guardian's home", { timeout: 20_000 }, () => {
  beforeAll(() => i18next.loadNamespaces(['dashboard', 'shop', 'bookings']));
  afterEach(() => vi.unstubAllGlobals());

  it('lists the order history: date, what, amount and state, each opening its order page; the shop is a tap away', async () => {
    stubApi({
      [`GET /api/clubs/${CLUB_A}/shop/my-orders`]: jsonResponse(
        200,
        hydra([order(), order({ hash: 'orderCCCCCCC', purchaseIdentifier: '2611-PENDNG', statusName: 'pendingPayment' })]),
      ),
    });
    renderPage(<OrdersSection clubHash={CLUB_A} />);
    const rows = await screen.findAllByTestId('home-order');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveAttribute('href', '/ecommerce/orders/orderAAAAAAA');
    expect(rows[0]).toHaveTextContent('Order 2611-K7MXQA');
    expect(rows[0]).toHaveTextContent('2 × Camiseta (M)');
    expect(rows[0]).toHaveTextContent('Nov 20, 2026');
    expect(rows[0]).toHaveTextContent('€50.00');
    expect(within(rows[0]!).getByTestId('home-order-status')).toHaveTextContent('Paid');
    expect(within(rows[1]!).getByTestId('home-order-status')).toHaveTextContent('Pending payment');
    expect(screen.getByTestId('home-shop-link')).toHaveAttribute('href', `/ecommerce/campaigns/list?club=${CLUB_A}`);
  });

  it('invites to the shop when there is nothing bought yet', async () => {
    stubApi({ [`GET /api/clubs/${CLUB_A}/shop/my-orders`]: jsonResponse(200, hydra([])) });
    renderPage(<OrdersSection clubHash={CLUB_A} />);
    expect(await screen.findByTestId('home-orders-empty')).toHaveTextContent('You haven’t bought anything from the club yet');
    expect(screen.getByRole('link', { name: 'Go to the club’s shop' })).toBeInTheDocument();
  });

  it("shows the next valid tickets of this club's events (not used, cancelled, past or another club's) and leads to My tickets", () => {
    renderPage(
      <TicketsSection
        clubHash={CLUB_A}
        tickets={tickets([
          ticket(),
          ticket({ hash: 'tickCANCELED', cancelled: true }),
          ticket({ hash: 'tickPASTPAST', eventStartsAt: inDays(-2) }),
          ticket({ hash: 'tickOTHERCLB', club: { hash: CLUB_B, name: 'CA Exemple' } }),
        ])}
      />,
    );
    const rows = screen.getAllByTestId('home-ticket');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('Entrada general');
    expect(rows[0]).toHaveTextContent('Estadio Municipal');
    expect(screen.getByTestId('home-tickets-all')).toHaveAttribute('href', '/ecommerce/tickets/list');
  });

  it('invites to the shop when no ticket is coming', () => {
    renderPage(<TicketsSection clubHash={CLUB_A} tickets={tickets([ticket({ club: { hash: CLUB_B, name: 'CA Exemple' } })])} />);
    expect(screen.getByTestId('home-tickets-empty')).toHaveTextContent('No tickets for the club’s coming events yet');
    expect(screen.getByRole('link', { name: 'Go to the club’s shop' })).toBeInTheDocument();
  });

  it("lists the coming bookings in the calendar's time zone, each opening its status page, and the club's booking pages", async () => {
    stubApi({
      [`GET /api/clubs/${CLUB_A}/bookings/my-bookings`]: jsonResponse(200, hydra([booking])),
      [`GET /api/clubs/${CLUB_A}/bookings/open-links`]: jsonResponse(
        200,
        hydra([{ hash: 'linkAAAAAAAA', name: 'Pistas de pádel', audience: 'anyone', path: '/book/linkAAAAAAAA' }]),
      ),
    });
    renderPage(<BookingsSection clubHash={CLUB_A} />);
    const row = await screen.findByTestId('home-booking');
    expect(row).toHaveAttribute('href', '/bookings/bookAAAAAAAA');
    expect(row).toHaveTextContent('Pista 1');
    // 17:00 UTC is 18:00 in Madrid.
    expect(row).toHaveTextContent(/Mar 25, 2027.*06:00\s?PM/);
    expect(row).toHaveTextContent('Confirmed');
    expect(await screen.findByRole('link', { name: 'Book: Pistas de pádel' })).toHaveAttribute('href', '/book/linkAAAAAAAA');
  });

  it('keeps a long list short: the first five bookings, the rest behind "See all"', async () => {
    const many = Array.from({ length: 7 }, (_, i) => ({ ...booking, hash: `book${i}AAAAAAA` }));
    stubApi({
      [`GET /api/clubs/${CLUB_A}/bookings/my-bookings`]: jsonResponse(200, hydra(many)),
      [`GET /api/clubs/${CLUB_A}/bookings/open-links`]: jsonResponse(200, hydra([])),
    });
    renderPage(<BookingsSection clubHash={CLUB_A} />);
    expect(await screen.findAllByTestId('home-booking')).toHaveLength(5);
    await userEvent.click(screen.getByRole('button', { name: 'See all (7)' }));
    expect(screen.getAllByTestId('home-booking')).toHaveLength(7);
  });

  it('invites to book when nothing is coming', async () => {
    stubApi({
      [`GET /api/clubs/${CLUB_A}/bookings/my-bookings`]: jsonResponse(200, hydra([])),
      [`GET /api/clubs/${CLUB_A}/bookings/open-links`]: jsonResponse(
        200,
        hydra([{ hash: 'linkAAAAAAAA', name: 'Pistas de pádel', audience: 'anyone', path: '/book/linkAAAAAAAA' }]),
      ),
    });
    renderPage(<BookingsSection clubHash={CLUB_A} />);
    expect(await screen.findByTestId('home-bookings-empty')).toHaveTextContent('No bookings coming up: book from here.');
  });
});
