import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession, wholeList } from '../../../test/fixtures';
import { renderPage, stubApi } from '../../../test/render-page';
import { API, CLUB, plan, season } from '../test/fees-fixtures';
import { PlansPage } from './plans-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const current = season();
const previous = season({
  hash: 'seasonBBBBBBBB',
  name: '2025/2026',
  status: 'closed',
  current: false,
  startsOn: '2025-07-01',
  endsOn: '2026-06-30',
});

describe('plans page', { timeout: 40_000 }, () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['fees', 'teams', 'forms', 'common']);
  });
  beforeEach(() => storeSession());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the current season with its dates in words and its plans with money formatted', async () => {
    stubApi({
      [`GET ${API}/seasons`]: jsonResponse(200, wholeList([current, previous])),
      [`GET ${API}/seasons/${current.hash}/plans`]: jsonResponse(
        200,
        wholeList([plan({ period: 'monthly', price: 3500, instalments: 10 })]),
      ),
    });
    renderPage(<PlansPage clubHash={CLUB} />);
    const row = await screen.findByTestId('plan-row', {}, { timeout: 5000 });
    expect(row).toHaveTextContent('Socio adulto');
    expect(row).toHaveTextContent('€35.00 a month');
    expect(row).toHaveTextContent('in 10 instalments');
    expect(screen.getByText(/From July 1, 2026 to June 30, 2027; 30 grace days/)).toBeInTheDocument();
    expect(screen.getByTestId('season-status')).toHaveTextContent('Open');
  });

  it('closes the season and adds a plan, refusing an unreadable price with the translated reason', async () => {
    const api = stubApi({
      [`GET ${API}/seasons`]: jsonResponse(200, wholeList([current])),
      [`GET ${API}/seasons/${current.hash}/plans`]: jsonResponse(200, wholeList([])),
      [`PATCH ${API}/seasons/${current.hash}`]: jsonResponse(200, { ...current, status: 'closed' }),
      [`POST ${API}/seasons/${current.hash}/plans`]: jsonResponse(201, plan({ name: 'Familia' })),
    });
    renderPage(<PlansPage clubHash={CLUB} />);
    await userEvent.click(await screen.findByTestId('plan-add', {}, { timeout: 5000 }));
    const form = await screen.findByTestId('plan-form');
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Familia');
    await userEvent.type(within(form).getByLabelText(/^Price/), 'abc');
    await userEvent.click(within(form).getByTestId('plan-save'));
    expect(await within(form).findByText('This value is too small.')).toBeInTheDocument();
    expect(api.callsTo('POST', `${API}/seasons/${current.hash}/plans`)).toHaveLength(0);
    await userEvent.clear(within(form).getByLabelText(/^Price/));
    await userEvent.type(within(form).getByLabelText(/^Price/), '180,50');
    await userEvent.click(within(form).getByTestId('plan-save'));
    await waitFor(() => expect(api.callsTo('POST', `${API}/seasons/${current.hash}/plans`)).toHaveLength(1));
    expect(api.callsTo('POST', `${API}/seasons/${current.hash}/plans`)[0]!.body).toMatchObject({
      name: 'Familia',
      price: 18050,
      audience: 'partner',
      period: 'season',
      instalments: 1,
    });

    await userEvent.click(screen.getByTestId('season-toggle'));
    await waitFor(() => expect(api.callsTo('PATCH', `${API}/seasons/${current.hash}`)).toHaveLength(1));
    expect(api.callsTo('PATCH', `${API}/seasons/${current.hash}`)[0]!.body).toEqual({ status: 'closed' });
  });

  it('creates a new season copying the plans', async () => {
    const api = stubApi({
      [`GET ${API}/seasons`]: jsonResponse(200, wholeList([current])),
      [`GET ${API}/seasons/${current.hash}/plans`]: jsonResponse(200, wholeList([])),
      [`POST ${API}/seasons`]: jsonResponse(201, season({ hash: 'seasonCCCCCCCC', name: '2027/2028' })),
    });
    renderPage(<PlansPage clubHash={CLUB} />);
    await userEvent.click(await screen.findByTestId('season-add', {}, { timeout: 5000 }));
    const form = await screen.findByTestId('season-form');
    await userEvent.clear(within(form).getByLabelText(/^Name/));
    await userEvent.type(within(form).getByLabelText(/^Name/), '2027/2028');
    await userEvent.click(within(form).getByTestId('season-save'));
    await waitFor(() => expect(api.callsTo('POST', `${API}/seasons`)).toHaveLength(1));
    expect(api.callsTo('POST', `${API}/seasons`)[0]!.body).toMatchObject({ name: '2027/2028', copyPlans: true, graceDays: 30 });
  });
});
