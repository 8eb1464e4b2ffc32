import type { MyTicket, ShopCampaignDetail } from '@tribuna/contract';
import { screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, productFixture, storeSession, wholeList } from '../../../test/fixtures';
import { renderPage, stubApi } from '../../../test/render-page';
import { AvailabilityBadge } from './availability-badge';
import { MyTicketsPage } from './my-tickets-page';
import { ShopCampaignPage } from './shop-campaign-page';

// Issue 21: tickets say when and where; ended campaigns read as ended.
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const ticket = (overrides: Partial<MyTicket>): MyTicket => ({
  hash: 'tickAAAAAAAA',
  code: 'T1-abcdefghijklmnopqrstuv',
  reference: 'T-4F7K-2Q',
  eventStartsAt: null,
  eventVenue: null,
  product: 'Entrada general',
  option: null,
  seat: null,
  cancelled: false,
  usedAt: null,
  club: { hash: 'clubAAAAAAAA', name: 'CD Demo' },
  campaign: { hash: 'campAAAAAAAA', name: 'CD Demo – UD Rival', startingDate: inDays(-20), endingDate: inDays(10) },
  order: { hash: 'orderAAAAAAA', purchaseIdentifier: '2611-K7MXQA' },
  createdAt: inDays(-3),
  ...overrides,
});

describe('tickets say when and where', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['shop']);
  });
  beforeEach(() => storeSession());
  afterEach(() => vi.unstubAllGlobals());

  it('groups My tickets by event date (without one, by the end of sales) and shows when, where and a short reference', async () => {
    const kickOff = inDays(5);
    stubApi({
      'GET /api/shop/tickets': jsonResponse(
        200,
        wholeList([
          ticket({ hash: 'tickNEXTTTTT', eventStartsAt: kickOff, eventVenue: 'Campo Municipal' }),
          // Sales still open, but the match was played: past.
          ticket({ hash: 'tickPLAYEDDD', product: 'Copa', eventStartsAt: inDays(-2), eventVenue: 'Estadio Rival' }),
          // No event given: upcoming until its sales end.
          ticket({ hash: 'tickNOEVENTT', product: 'Rifa' }),
        ]),
      ),
    });
    renderPage(<MyTicketsPage />);
    const upcoming = await screen.findByRole('region', { name: 'Upcoming' });
    const past = screen.getByRole('region', { name: 'Past events' });
    const next = within(upcoming).getAllByTestId('ticket');
    expect(next.map((card) => within(card).getByText(/^(Entrada general|Rifa)$/).textContent)).toEqual(['Entrada general', 'Rifa']);
    const event = within(next[0]!).getByTestId('ticket-event');
    expect(event).toHaveTextContent('Campo Municipal');
    expect(within(event).getByText(/\d{4}/)).toHaveAttribute('dateTime', kickOff);
    expect(within(next[0]!).getByTestId('ticket-reference')).toHaveTextContent('Reference T-4F7K-2Q');
    // Nobody reads the QR's code: it stays in the QR only.
    expect(next[0]).not.toHaveTextContent('T1-abcdefghijklmnopqrstuv');
    expect(within(next[0]!).queryByText(/^Until /)).toBeNull();
    expect(within(next[1]!).getByText(/^Until /)).toBeInTheDocument();
    expect(within(past).getByTestId('ticket')).toHaveTextContent('Estadio Rival');
  });

  it('shows a ticket product’s event on the shop’s campaign page', async () => {
    const campaign: ShopCampaignDetail = {
      hash: 'campAAAAAAAA',
      name: 'CD Demo – UD Rival',
      startingDate: inDays(-1),
      endingDate: inDays(10),
      description: null,
      image: null,
      categories: [],
      availability: 'available',
      hasTickets: true,
      products: [
        {
          ...productFixture({ name: 'Entrada', isTicket: true, eventStartsAt: '2026-12-12T17:00:00.000Z', eventVenue: 'Campo Municipal' }),
          availability: 'available',
        },
      ],
    };
    stubApi({ 'GET /api/clubs/clubAAAAAAAA/shop/campaigns/campAAAAAAAA': jsonResponse(200, campaign) });
    renderPage(<ShopCampaignPage clubHash="clubAAAAAAAA" campaignHash="campAAAAAAAA" />, { path: '/shop' });
    const event = await screen.findByTestId('shop-product-event');
    expect(event).toHaveTextContent(/^Sat, Dec 12, 2026, \d\d:00 [AP]M · Campo Municipal$/);
  });

  it('says a campaign whose sales closed has ended, whatever its availability was', () => {
    renderPage(<AvailabilityBadge availability="available" endingDate={inDays(-1)} />);
    expect(screen.getByTestId('availability')).toHaveTextContent('Ended');
  });
});
