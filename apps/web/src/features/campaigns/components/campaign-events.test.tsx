import type { Campaign } from '@tribuna/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, productFixture, storeSession, wholeList } from '../../../test/fixtures';
import { hydra, renderPage, stubApi } from '../../../test/render-page';
import { CampaignPage } from './campaign-page';
import { CampaignsPage } from './campaigns-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

// Issue 21: a ticket product has its event's date, time and place; ended campaigns read as ended.
const CLUB = 'clubAAAAAAAA';
const BASE = `/api/clubs/${CLUB}/commerce`;
const DAY = 86_400_000;
const campaign = (overrides: Partial<Campaign> = {}): Campaign => ({
  hash: 'campAAAAAAAA',
  name: 'CD Demo – UD Rival',
  startingDate: new Date(Date.now() - 10 * DAY).toISOString(),
  endingDate: new Date(Date.now() + 10 * DAY).toISOString(),
  club: CLUB,
  description: null,
  image: null,
  categories: [],
  collected: 0,
  purchased: { total: 100, sold: 0 },
  published: true,
  productCount: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});

describe('campaign events and states', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['commerce', 'forms']);
  });
  beforeEach(() => storeSession());
  afterEach(() => vi.unstubAllGlobals());

  it('reads a published campaign whose sales have closed as ended in the list', async () => {
    const ended = campaign({ hash: 'campENDEDDDD', name: 'Sorteo', endingDate: new Date(Date.now() - DAY).toISOString() });
    stubApi({
      [`GET ${BASE}/campaigns`]: jsonResponse(200, hydra([campaign(), ended, campaign({ hash: 'campDRAFTTTT', published: false })])),
    });
    renderPage(<CampaignsPage clubHash={CLUB} />);
    await waitFor(() => expect(screen.getAllByTestId('campaign-row-state')).toHaveLength(3));
    expect(screen.getAllByTestId('campaign-row-state').map((badge) => badge.textContent)).toEqual(['Published', 'Ended', 'Draft']);
  });

  it('shows the ended state on the campaign page', async () => {
    const ended = campaign({ endingDate: new Date(Date.now() - DAY).toISOString() });
    stubApi({
      [`GET ${BASE}/campaigns/campAAAAAAAA`]: jsonResponse(200, ended),
      [`GET ${BASE}/campaigns/campAAAAAAAA/products`]: jsonResponse(200, wholeList([])),
      [`GET ${BASE}/orders`]: jsonResponse(200, hydra([])),
    });
    renderPage(<CampaignPage clubHash={CLUB} campaignHash="campAAAAAAAA" />);
    expect(await screen.findByTestId('campaign-state')).toHaveTextContent('Ended');
  });

  it('gives a ticket its event’s date, time and place in the product form, and shows them on its row', async () => {
    const ticket = productFixture({ hash: 'prodTICKETTT', name: 'Entrada', isTicket: true, stock: { total: 100, sold: 0 } });
    const api = stubApi({
      [`GET ${BASE}/campaigns/campAAAAAAAA`]: jsonResponse(200, campaign()),
      [`GET ${BASE}/campaigns/campAAAAAAAA/products`]: jsonResponse(
        200,
        wholeList([{ ...ticket, eventStartsAt: '2026-12-12T17:00:00.000Z', eventVenue: 'Campo Municipal' }]),
      ),
      [`GET ${BASE}/taxes`]: jsonResponse(200, wholeList([])),
      [`PATCH ${BASE}/campaigns/campAAAAAAAA/products/prodTICKETTT`]: jsonResponse(200, ticket),
      [`GET ${BASE}/orders`]: jsonResponse(200, hydra([])),
    });
    renderPage(<CampaignPage clubHash={CLUB} campaignHash="campAAAAAAAA" />);
    const row = await screen.findByTestId('product-row');
    expect(within(row).getByTestId('product-event-line')).toHaveTextContent(/^Sat, Dec 12, 2026, .* · Campo Municipal$/);

    await userEvent.click(within(row).getByRole('button', { name: 'Edit Entrada' }));
    const form = await screen.findByTestId('product-form');
    const starts = within(form).getByLabelText('Event date and time');
    expect(within(form).getByLabelText('Event place')).toHaveValue('Campo Municipal');
    await userEvent.clear(starts);
    await userEvent.type(starts, '2026-12-19T18:30');
    await userEvent.clear(within(form).getByLabelText('Event place'));
    await userEvent.type(within(form).getByLabelText('Event place'), 'Estadio Nuevo');
    await userEvent.click(within(form).getByTestId('product-save'));
    await waitFor(() => expect(api.callsTo('PATCH', `${BASE}/campaigns/campAAAAAAAA/products/prodTICKETTT`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `${BASE}/campaigns/campAAAAAAAA/products/prodTICKETTT`)[0]!.body).toMatchObject({
      isTicket: true,
      eventStartsAt: new Date('2026-12-19T18:30').toISOString(),
      eventVenue: 'Estadio Nuevo',
    });
  });
});
