import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession, wholeList } from '../../../test/fixtures';
import { renderPage, stubApi } from '../../../test/render-page';
import { API, CLUB, charge, feeDetail } from '../test/fees-fixtures';
import { FeeDetailPage } from './fee-detail-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));
// jsdom has no layout: the charts draw nothing there; their numbers are the hidden tables beside them.
vi.mock('@mantine/charts', () => ({ BarChart: () => null }));

const fee = feeDetail();
const FEE = `${API}/fees/${fee.hash}`;
const unpaid = charge();
const paid = charge({
  hash: 'chargeBBBBBBBB',
  person: { hash: 'personBBBBBBBB', name: 'Ana', surname: 'Gil' },
  state: 'paid',
  paidMethod: 'cash',
  note: 'Oficina',
});

describe('fee detail page', { timeout: 40_000 }, () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['fees', 'sepa', 'teams', 'forms', 'common']);
    // jsdom has no scrollIntoView; Mantine's combobox scrolls to the selected option with it.
    Element.prototype.scrollIntoView ??= vi.fn();
  });
  beforeEach(() => storeSession());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the totals, the per-state and per-team numbers and the charges in words and money', async () => {
    stubApi({ [`GET ${FEE}`]: jsonResponse(200, fee), [`GET ${FEE}/charges`]: jsonResponse(200, wholeList([unpaid, paid])) });
    renderPage(<FeeDetailPage clubHash={CLUB} feeHash={fee.hash} onBack={() => {}} />);
    await waitFor(() => expect(screen.getAllByTestId('charge-row')).toHaveLength(2), { timeout: 10_000 });
    expect(screen.getByTestId('fee-total-outstanding')).toHaveTextContent('€45.00');
    expect(screen.getByRole('table', { name: 'Totals by state' })).toHaveTextContent('Unpaid (overdue)€45.00 (1 charge)');
    expect(screen.getByRole('table', { name: 'Totals by team' })).toHaveTextContent('Alevín A€90.00 charged, €45.00 paid');
    const [first, second] = screen.getAllByTestId('charge-row');
    expect(first).toHaveTextContent('Leo Martín');
    expect(first).toHaveTextContent('November 5, 2026');
    expect(first).toHaveTextContent('Unpaid (overdue)');
    // A settled charge has no actions.
    expect(second).toHaveTextContent('Cash');
    expect(within(second!).queryByTestId('charge-actions')).toBeNull();
  });

  it("says why the bank returned a charge, in words, and a code it does not know as the bank's", async () => {
    const returned = charge({ state: 'returned', returnReason: 'AM04' });
    const odd = charge({
      hash: 'chargeCCCCCCCC',
      person: { hash: 'personCCCCCCCC', name: 'Ana', surname: 'Gil' },
      state: 'returned',
      returnReason: 'ZZ99',
    });
    stubApi({ [`GET ${FEE}`]: jsonResponse(200, fee), [`GET ${FEE}/charges`]: jsonResponse(200, wholeList([returned, odd, paid])) });
    renderPage(<FeeDetailPage clubHash={CLUB} feeHash={fee.hash} onBack={() => {}} />);
    await waitFor(() => expect(screen.getAllByTestId('charge-row')).toHaveLength(3), { timeout: 10_000 });
    const [first, second, third] = screen.getAllByTestId('charge-row');
    expect(first).toHaveTextContent('Returned');
    expect(within(first!).getByTestId('charge-return-reason')).toHaveTextContent('Not enough money in the account');
    expect(within(second!).getByTestId('charge-return-reason')).toHaveTextContent('ZZ99');
    expect(within(third!).queryByTestId('charge-return-reason')).toBeNull();
  });

  it('filters by state and marks a charge paid in cash with a note', async () => {
    const api = stubApi({
      [`GET ${FEE}`]: jsonResponse(200, fee),
      [`GET ${FEE}/charges`]: jsonResponse(200, wholeList([unpaid])),
      [`POST ${API}/charges/${unpaid.hash}/paid`]: jsonResponse(200, { ...unpaid, state: 'paid', paidMethod: 'cash' }),
    });
    renderPage(<FeeDetailPage clubHash={CLUB} feeHash={fee.hash} onBack={() => {}} />);
    await screen.findByTestId('charge-row', {}, { timeout: 10_000 });
    await userEvent.click(screen.getAllByLabelText('State').find((element) => element.tagName === 'INPUT')!);
    // The dropdown is still in its opening transition (hidden to the accessibility tree in jsdom).
    await userEvent.click(await screen.findByRole('option', { name: 'Unpaid (overdue)', hidden: true }));
    await waitFor(() => expect(api.calls.some((call) => call.url.includes('state=unpaid'))).toBe(true));

    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Leo Martín' }));
    await userEvent.click(await screen.findByTestId('charge-action-paid'));
    const modal = await screen.findByTestId('charge-action-modal');
    await userEvent.type(within(modal).getByTestId('charge-note'), 'Pagó en la oficina');
    await userEvent.click(within(modal).getByTestId('charge-action-save'));
    await waitFor(() => expect(api.callsTo('POST', `${API}/charges/${unpaid.hash}/paid`)).toHaveLength(1));
    expect(api.callsTo('POST', `${API}/charges/${unpaid.hash}/paid`)[0]!.body).toEqual({ method: 'cash', note: 'Pagó en la oficina' });
  });

  it('changes a price, refusing one that cannot be read', async () => {
    const api = stubApi({
      [`GET ${FEE}`]: jsonResponse(200, fee),
      [`GET ${FEE}/charges`]: jsonResponse(200, wholeList([unpaid])),
      [`PATCH ${API}/charges/${unpaid.hash}`]: jsonResponse(200, { ...unpaid, amount: 3000 }),
    });
    renderPage(<FeeDetailPage clubHash={CLUB} feeHash={fee.hash} onBack={() => {}} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Leo Martín' }, { timeout: 10_000 }));
    await userEvent.click(await screen.findByTestId('charge-action-price'));
    const modal = await screen.findByTestId('charge-action-modal');
    const price = within(modal).getByTestId('charge-price');
    await userEvent.clear(price);
    await userEvent.type(price, 'treinta');
    await userEvent.click(within(modal).getByTestId('charge-action-save'));
    expect(await within(modal).findByRole('alert')).toHaveTextContent('Write the price in euros');
    await userEvent.clear(price);
    await userEvent.type(price, '30');
    await userEvent.click(within(modal).getByTestId('charge-action-save'));
    await waitFor(() => expect(api.callsTo('PATCH', `${API}/charges/${unpaid.hash}`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `${API}/charges/${unpaid.hash}`)[0]!.body).toEqual({ amount: 3000 });
  });

  it('sends a draft fee', async () => {
    const draft = feeDetail({ status: 'draft', byState: [], byTeam: [] });
    const api = stubApi({
      [`GET ${FEE}`]: jsonResponse(200, draft),
      [`POST ${FEE}/send`]: jsonResponse(200, { ...draft, status: 'sent', created: 120 }),
    });
    renderPage(<FeeDetailPage clubHash={CLUB} feeHash={fee.hash} onBack={() => {}} />);
    expect(await screen.findByText(/This fee is a draft/)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('fee-send'));
    await waitFor(() => expect(api.callsTo('POST', `${FEE}/send`)).toHaveLength(1));
  });
});
