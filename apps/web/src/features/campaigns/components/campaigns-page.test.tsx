import type { Campaign, Tax } from '@tribuna/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { jsonResponse, productFixture, storeSession, wholeList } from '../../../test/fixtures';
import { hydra, renderPage, stubApi } from '../../../test/render-page';
import { CampaignPage } from './campaign-page';
import { CampaignsPage } from './campaigns-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const CLUB = 'clubAAAAAAAA';
const BASE = `/api/clubs/${CLUB}/commerce`;
const campaign = (overrides: Partial<Campaign> = {}): Campaign => ({
  hash: 'campAAAAAAAA',
  name: 'Equipación 2026/27',
  startingDate: '2026-12-01T09:00:00.000Z',
  endingDate: '2026-12-31T21:00:00.000Z',
  club: CLUB,
  description: null,
  image: null,
  categories: [],
  collected: 123450,
  purchased: { total: 45, sold: 9 },
  published: false,
  productCount: 1,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  ...overrides,
});
const vat: Tax = { hash: 'taxAAAAAAAAA', name: 'IVA 21 %', value: 21, type: 'included' };
const shirt = productFixture({
  name: 'Camiseta',
  price: 2500,
  tax: vat,
  taxAmount: 434,
  totalAmount: 2500,
  stock: { total: 45, sold: 9 },
  options: [{ hash: 'optAAAAAAAAA', name: 'S', stock: { total: 10, sold: 4 } }],
});

describe('campaigns pages', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['commerce', 'forms']);
  });
  beforeEach(() => {
    storeSession();
    vi.mocked(notify).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists campaigns with what they sold and collected, and says why an empty one cannot be published', async () => {
    const api = stubApi({
      [`GET ${BASE}/campaigns`]: jsonResponse(200, hydra([campaign()])),
      [`PATCH ${BASE}/campaigns/campAAAAAAAA`]: jsonResponse(409, {
        code: 409,
        errorCode: 'CONFLICT',
        message: 'Add at least one product before publishing the campaign',
        reason: 'campaignEmpty',
      }),
    });
    renderPage(<CampaignsPage clubHash={CLUB} />);
    const row = await screen.findByTestId('campaign-row');
    expect(within(row).getByText('9 of 45 sold · 1 product')).toBeInTheDocument();
    expect(within(row).getByTestId('campaign-collected')).toHaveTextContent('Collected: €1,234.50');
    expect(within(row).getByRole('progressbar', { name: 'Equipación 2026/27: 20 % sold' })).toBeInTheDocument();
    await userEvent.click(within(row).getByRole('switch', { name: 'Equipación 2026/27 published' }));
    await waitFor(() => expect(api.callsTo('PATCH', `${BASE}/campaigns/campAAAAAAAA`)[0]?.body).toEqual({ published: true }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'Add at least one product before publishing the campaign'));
    await userEvent.click(screen.getByRole('radio', { name: 'Drafts' }));
    await waitFor(() => expect(api.queriesTo('GET', `${BASE}/campaigns`).at(-1)?.get('published')).toBe('false'));
  });

  it('creates a campaign, refusing an end before the start, and opens it', async () => {
    const api = stubApi({
      [`GET ${BASE}/campaigns`]: jsonResponse(200, hydra([])),
      [`POST ${BASE}/campaigns`]: jsonResponse(201, campaign({ hash: 'campNEWWWWWW', name: 'Cena de Navidad' })),
    });
    renderPage(<CampaignsPage clubHash={CLUB} />, { path: '/campaigns' });
    expect(await screen.findByTestId('campaigns-empty')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('campaign-add'));
    const form = await screen.findByTestId('campaign-form');
    await userEvent.type(within(form).getByTestId('campaign-name'), 'Cena de Navidad');
    const starts = within(form).getByTestId('campaign-starts');
    const ends = within(form).getByTestId('campaign-ends');
    await userEvent.clear(starts);
    await userEvent.type(starts, '2026-12-20T20:00');
    await userEvent.clear(ends);
    await userEvent.type(ends, '2026-12-10T20:00');
    await userEvent.click(within(form).getByTestId('campaign-save'));
    expect(await within(form).findByText('The ending date must come after the starting date')).toBeInTheDocument();
    expect(api.callsTo('POST', `${BASE}/campaigns`)).toHaveLength(0);
    await userEvent.clear(ends);
    await userEvent.type(ends, '2026-12-24T23:00');
    await userEvent.click(within(form).getByTestId('campaign-save'));
    await waitFor(() => expect(api.callsTo('POST', `${BASE}/campaigns`)).toHaveLength(1));
    expect(api.callsTo('POST', `${BASE}/campaigns`)[0]!.body).toMatchObject({ name: 'Cena de Navidad', categories: [] });
    expect(await screen.findByTestId('navigated')).toHaveTextContent(
      `/dashboard/manager/ecommerce/${CLUB}/campaigns/campaign/campNEWWWWWW`,
    );
  });

  it('adds a product priced in euros, sent in cents with the club’s VAT and its sizes', async () => {
    const api = stubApi({
      [`GET ${BASE}/campaigns/campAAAAAAAA`]: jsonResponse(200, campaign()),
      [`GET ${BASE}/campaigns/campAAAAAAAA/products`]: jsonResponse(200, wholeList([shirt])),
      [`GET ${BASE}/taxes`]: jsonResponse(200, wholeList([{ hash: 'taxEXEMPTTTT', name: 'Exento', value: 0, type: 'exempt' }, vat])),
      [`POST ${BASE}/campaigns/campAAAAAAAA/products`]: jsonResponse(201, { ...shirt, hash: 'prodNEWWWWWW', name: 'Sudadera' }),
      [`GET ${BASE}/orders`]: jsonResponse(200, hydra([])),
    });
    renderPage(<CampaignPage clubHash={CLUB} campaignHash="campAAAAAAAA" />);
    const row = await screen.findByTestId('product-row');
    expect(within(row).getByTestId('product-total')).toHaveTextContent('€25.00');
    expect(within(row).getByTestId('product-tax-line')).toHaveTextContent('IVA 21 % included: €4.34');
    expect(within(row).getByText('S: 4/10')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('product-add'));
    const form = await screen.findByTestId('product-form');
    await userEvent.type(within(form).getByTestId('product-name'), 'Sudadera');
    await userEvent.type(within(form).getByTestId('product-price'), '32,5x');
    await userEvent.click(within(form).getByTestId('product-save'));
    expect(await within(form).findByText('This value is not valid.')).toBeInTheDocument();
    await userEvent.clear(within(form).getByTestId('product-price'));
    await userEvent.type(within(form).getByTestId('product-price'), '32,50');
    await userEvent.click(within(form).getByTestId('product-with-options'));
    await userEvent.type(within(form).getByLabelText('Option 1'), 'M');
    await userEvent.clear(within(form).getByLabelText('Stock of option 1'));
    await userEvent.type(within(form).getByLabelText('Stock of option 1'), '12');
    await userEvent.click(within(form).getByTestId('product-save'));
    await waitFor(() => expect(api.callsTo('POST', `${BASE}/campaigns/campAAAAAAAA/products`)).toHaveLength(1));
    expect(api.callsTo('POST', `${BASE}/campaigns/campAAAAAAAA/products`)[0]!.body).toEqual({
      name: 'Sudadera',
      description: null,
      price: 3250,
      taxHash: vat.hash,
      options: [{ name: 'M', stock: 12 }],
      maxPerBuyer: null,
      isTicket: false,
    });
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Product Sudadera added.'));
  });

  it('lists the campaign’s orders, filters them and marks one delivered', async () => {
    const order = {
      hash: 'orderAAAAAAA',
      delivered: false,
      purchaseIdentifier: '2611-K7MXQA',
      paidBy: { name: 'Laia Puig', type: 'external' },
      products: [{ name: 'Camiseta (M)', amount: 2 }],
      amount: 5000,
      taxAmount: 868,
      status: 1,
      statusName: 'paid',
      campaign: { hash: 'campAAAAAAAA', name: 'Equipación 2026/27' },
      lines: [],
      tickets: [],
      seats: [],
      paymentProvider: 'test',
      checkoutUrl: null,
      reservedUntil: '2026-11-26T10:15:00.000Z',
      paidAt: '2026-11-26T10:01:00.000Z',
      createdAt: '2026-11-26T10:00:00.000Z',
      updatedAt: '2026-11-26T10:00:00.000Z',
      email: 'laia@example.org',
    };
    const api = stubApi({
      [`GET ${BASE}/campaigns/campAAAAAAAA`]: jsonResponse(200, campaign()),
      [`GET ${BASE}/campaigns/campAAAAAAAA/products`]: jsonResponse(200, wholeList([])),
      [`GET ${BASE}/orders`]: jsonResponse(200, hydra([order])),
      [`PATCH ${BASE}/orders/orderAAAAAAA`]: jsonResponse(200, { ...order, delivered: true }),
      [`POST ${BASE}/orders/orderAAAAAAA/refund`]: jsonResponse(200, { ...order, status: 3, statusName: 'refunded' }),
    });
    renderPage(<CampaignPage clubHash={CLUB} campaignHash="campAAAAAAAA" />);
    const row = await screen.findByTestId('order-row');
    expect(row).toHaveTextContent('2611-K7MXQA');
    expect(row).toHaveTextContent('2 × Camiseta (M)');
    expect(row).toHaveTextContent('€50.00');
    expect(api.queriesTo('GET', `${BASE}/orders`)[0]!.get('campaign')).toBe('campAAAAAAAA');
    await userEvent.click(within(row).getByRole('switch', { name: 'Order 2611-K7MXQA delivered' }));
    await waitFor(() => expect(api.callsTo('PATCH', `${BASE}/orders/orderAAAAAAA`)[0]?.body).toEqual({ delivered: true }));
    await userEvent.click(within(row).getByRole('button', { name: 'Refund order 2611-K7MXQA' }));
    expect(await screen.findByText('Refund €50.00 of order 2611-K7MXQA to Laia Puig? Its units go back on sale.')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('refund-confirm'));
    await waitFor(() => expect(api.callsTo('POST', `${BASE}/orders/orderAAAAAAA/refund`)).toHaveLength(1));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Order 2611-K7MXQA refunded.'));
    await userEvent.type(screen.getByLabelText('Number, name or email'), 'Laia');
    await waitFor(() => expect(api.queriesTo('GET', `${BASE}/orders`).at(-1)?.get('search')).toBe('Laia'));
  });

  it('checks an orders file row by row and imports it only once no row has an error', async () => {
    const preview = (invalid: number) => ({
      rows: [
        { line: 2, name: 'Ana Pérez', email: 'ana@example.org', product: 'Camiseta', option: 'M', quantity: 2, amount: 5000, errors: [] },
        {
          line: 3,
          name: 'Bea',
          email: 'bea@example.org',
          product: 'Sudadera',
          option: null,
          quantity: 1,
          amount: null,
          errors: invalid ? [{ field: 'product', code: 'unknownProduct' }] : [],
        },
      ],
      totalRows: 2,
      invalidRows: invalid,
      committed: false,
      created: 0,
    });
    const api = stubApi({
      [`GET ${BASE}/campaigns/campAAAAAAAA`]: jsonResponse(200, campaign()),
      [`GET ${BASE}/campaigns/campAAAAAAAA/products`]: jsonResponse(200, wholeList([shirt])),
      [`GET ${BASE}/orders`]: jsonResponse(200, hydra([])),
      [`GET /api/clubs/${CLUB}/features`]: jsonResponse(200, [{ code: 'purchable_items' }, { code: 'allow_import_orders' }]),
      [`POST ${BASE}/campaigns/campAAAAAAAA/orders/import`]: [
        jsonResponse(200, preview(1)),
        jsonResponse(200, preview(0)),
        jsonResponse(200, { ...preview(0), committed: true, created: 2 }),
      ],
    });
    renderPage(<CampaignPage clubHash={CLUB} campaignHash="campAAAAAAAA" />);
    await userEvent.click(await screen.findByTestId('import-orders-open'));
    await screen.findByTestId('import-orders');
    const file = new File(['name,email,product\n'], 'pedidos.csv', { type: 'text/csv' });
    // Mantine's FileInput is a labelled control over a hidden file input.
    await userEvent.upload(screen.getByTestId('import-orders').querySelector<HTMLInputElement>('input[type="file"]')!, file);
    await userEvent.click(screen.getByTestId('import-check'));
    expect(await screen.findByTestId('import-row-error')).toHaveTextContent('No product of this campaign has this name');
    expect(screen.getByTestId('import-summary')).toHaveTextContent('2 rows, 1 with errors');
    expect(screen.getByTestId('import-commit')).toBeDisabled();
    // The file fixed and checked again: now it can be imported.
    await userEvent.click(screen.getByTestId('import-check'));
    await waitFor(() => expect(screen.getByTestId('import-commit')).toBeEnabled());
    await userEvent.click(screen.getByTestId('import-commit'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', '2 orders imported.'));
    const queries = api.queriesTo('POST', `${BASE}/campaigns/campAAAAAAAA/orders/import`).map((query) => query.get('commit'));
    expect(queries).toEqual(['false', 'false', 'true']);
    expect(api.callsTo('POST', `${BASE}/campaigns/campAAAAAAAA/orders/import`)[0]!.body).toBeInstanceOf(FormData);
  });

  it('offers to connect Stripe while the club takes no card payments', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubApi({
      [`GET ${BASE}/campaigns`]: jsonResponse(200, hydra([campaign()])),
      [`GET /api/clubs/${CLUB}/payments/onboard`]: jsonResponse(200, {
        configured: true,
        provider: null,
        connected: false,
        detailsSubmitted: false,
        chargesEnabled: false,
      }),
      [`GET /api/clubs/${CLUB}/payments/methods/onboard-links`]: jsonResponse(
        200,
        wholeList([{ provider: 'stripe', url: 'https://connect.stripe.com/setup/s/x', expiresAt: '2026-11-26T10:00:00.000Z' }]),
      ),
    });
    renderPage(<CampaignsPage clubHash={CLUB} />);
    expect(await screen.findByTestId('payments-state')).toHaveTextContent('Off');
    await userEvent.click(screen.getByTestId('payments-connect'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://connect.stripe.com/setup/s/x'));
  });
});
