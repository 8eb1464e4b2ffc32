import type { MetricCard, MetricsOverview } from '@tribuna/contract';
import type { HomeActions } from '@tribuna/contract/home-actions';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLUB_A, jsonResponse } from '../../../test/fixtures';
import { renderPage, stubApi } from '../../../test/render-page';
import { ActionsSection, type ActionKind } from './actions-section';
import { MetricsSection } from './metrics-section';

const actions = (counts: Partial<Record<HomeActions['actions'][number]['kind'], number>>): HomeActions => ({
  checkedAt: new Date().toISOString(),
  actions: (['accessRequests', 'preEnrolments', 'ordersToDeliver', 'overdueCharges', 'returnedDebits'] as const).map((kind) => ({
    kind,
    count: counts[kind] ?? 0,
    amount: kind === 'overdueCharges' || kind === 'returnedDebits' ? (counts[kind] ?? 0) * 2500 : null,
    oldestAt: counts[kind] ? '2026-10-01T08:00:00.000Z' : null,
  })),
});
const link = (kind: ActionKind) => (kind === 'ordersToDeliver' ? null : `/go/${kind}`);

const period = { kind: 'window' as const, from: '2026-10-29', to: '2026-11-27' };
const okCard: MetricCard = {
  key: 'fees',
  status: 'ok',
  day: '2026-11-27',
  updatedAt: '2026-11-28T02:00:00.000Z',
  figures: [
    { key: 'feesDue', unit: 'cents', period, value: 1_000_000, previous: 800_000, lastSeason: null, drillDown: 'feesDue' },
    { key: 'collectionRate', unit: 'percent', period, value: 82.5, previous: 80, lastSeason: 85, drillDown: null },
  ],
  series: [],
};
const overview = (cards: MetricCard[]): MetricsOverview => ({
  day: '2026-11-27',
  updatedAt: '2026-11-28T02:00:00.000Z',
  refreshAvailableAt: null,
  cards,
});

describe("the manager's home", { timeout: 20_000 }, () => {
  beforeAll(() => i18next.loadNamespaces(['dashboard', 'teams', 'people']));
  afterEach(() => vi.unstubAllGlobals());

  it('shows what waits first, each opening its page with its count and money, then names what is clear', async () => {
    stubApi({
      [`GET /api/clubs/${CLUB_A}/home/actions`]: jsonResponse(200, actions({ accessRequests: 2, overdueCharges: 3, ordersToDeliver: 4 })),
    });
    renderPage(<ActionsSection clubHash={CLUB_A} linkOf={link} unread={5} />);
    const cards = await screen.findAllByTestId('home-action');
    // Orders have no page here (the shop is off): not shown at all.
    expect(cards.map((card) => card.dataset.kind)).toEqual(['accessRequests', 'unreadMessages', 'overdueCharges']);
    expect(cards[0]).toHaveAttribute('href', '/go/accessRequests');
    expect(within(cards[0]!).getByTestId('home-action-count')).toHaveTextContent('2');
    expect(within(cards[1]!).getByTestId('home-action-count')).toHaveTextContent('5');
    expect(within(cards[2]!).getByTestId('home-action-amount')).toHaveTextContent('€75.00 at stake');
    expect(screen.getByTestId('home-actions-nothing')).toHaveTextContent('Nothing waiting in: Pre-enrolments · Returned debits');
  });

  it('says all is clear when nothing waits', async () => {
    stubApi({ [`GET /api/clubs/${CLUB_A}/home/actions`]: jsonResponse(200, actions({})) });
    renderPage(<ActionsSection clubHash={CLUB_A} linkOf={link} unread={0} />);
    expect(await screen.findByTestId('home-actions-clear')).toHaveTextContent('Nothing waits for you right now.');
  });

  it('shows each card’s figures with their change, and a failed card alone says spec 8’s load error', async () => {
    stubApi({
      [`GET /api/clubs/${CLUB_A}/metrics`]: jsonResponse(
        200,
        overview([
          okCard,
          { key: 'shop', status: 'error', reason: 'failed', updatedAt: null },
          { key: 'bookings', status: 'error', reason: 'pending', updatedAt: null },
        ]),
      ),
    });
    renderPage(<MetricsSection clubHash={CLUB_A} />);
    const cards = await screen.findAllByTestId('metric-card');
    expect(cards.map((card) => card.dataset.status)).toEqual(['ok', 'error', 'error']);
    const due = within(cards[0]!).getAllByTestId('metric-figure')[0]!;
    expect(within(due).getByTestId('metric-figure-value')).toHaveTextContent('€10,000.00');
    expect(due).toHaveTextContent('↑ +25% vs previous period');
    const rate = within(cards[0]!).getAllByTestId('metric-figure')[1]!;
    expect(rate).toHaveTextContent('82.5%');
    expect(rate).toHaveTextContent('+2.5 pp vs previous period');
    expect(rate).toHaveTextContent('−2.5 pp vs last season');
    expect(within(cards[1]!).getByTestId('metric-card-error')).toHaveTextContent(
      'An error happened and we are not able to load dashboard metrics',
    );
    expect(within(cards[2]!).getByTestId('metric-card-pending')).toBeInTheDocument();
    expect(screen.getByTestId('metrics-refresh')).toBeEnabled();
  });

  it('opens the rows behind a figure, and "refresh now" shows the new figures and waits out its cooldown', async () => {
    const api = stubApi({
      [`GET /api/clubs/${CLUB_A}/metrics`]: jsonResponse(200, overview([okCard])),
      [`GET /api/clubs/${CLUB_A}/metrics/drill-down`]: jsonResponse(200, {
        '@id': `/api/clubs/${CLUB_A}/metrics/drill-down?list=feesDue`,
        'hydra:member': [{ hash: 'chargeAAAAAA', title: 'Ana García', detail: 'Cuota anual', date: '2026-11-01', amount: 12000 }],
        'hydra:totalItems': 1,
        'hydra:view': {
          '@id': `/api/clubs/${CLUB_A}/metrics/drill-down?list=feesDue&page=1`,
          'hydra:first': `/api/clubs/${CLUB_A}/metrics/drill-down?list=feesDue&page=1`,
          'hydra:last': `/api/clubs/${CLUB_A}/metrics/drill-down?list=feesDue&page=1`,
        },
        drillDown: 'feesDue',
        period,
      }),
      [`POST /api/clubs/${CLUB_A}/metrics/refresh`]: [
        jsonResponse(200, { ...overview([okCard]), refreshAvailableAt: new Date(Date.now() + 300_000).toISOString() }),
      ],
    });
    renderPage(<MetricsSection clubHash={CLUB_A} />);
    await userEvent.click(await screen.findByRole('button', { name: 'See the list: Due' }));
    const rows = await screen.findAllByTestId('metric-drill-down-row');
    expect(rows[0]).toHaveTextContent('Ana García');
    expect(rows[0]).toHaveTextContent('€120.00');
    expect(api.calls.some((call) => call.url.includes('list=feesDue'))).toBe(true);
    expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByTestId('metrics-refresh'));
    expect(await screen.findByTestId('metrics-refresh-later')).toHaveTextContent('You can refresh again at');
    expect(screen.getByTestId('metrics-refresh')).toBeDisabled();
  });
});
