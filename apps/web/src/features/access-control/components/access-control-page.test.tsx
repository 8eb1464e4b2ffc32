import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, wholeList } from '../../../test/fixtures';
import { renderPage, stubApi } from '../../../test/render-page';
import { accessList, accessScan, actAsManager, API, CLUB } from '../test/access-fixtures';
import { AccessControlPage } from './access-control-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));
// The chart is a picture beside its text table; jsdom cannot measure it.
vi.mock('@mantine/charts', () => ({ BarChart: () => null }));

const lists = jsonResponse(200, wholeList([accessList()]));
const open = (tab = '') => renderPage(<AccessControlPage clubHash={CLUB} />, { path: '/ac', url: `/ac${tab ? `?tab=${tab}` : ''}` });

describe('access control page', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['access', 'scanner', 'forms', 'common']);
  });
  beforeEach(() => actAsManager());
  afterEach(() => vi.unstubAllGlobals());

  it('shows each list’s live counters and entries per hour as a table, and the way to the scanner', async () => {
    stubApi({
      [`GET ${API}/access-lists`]: lists,
      [`GET ${API}/access-lists/listMainGate01/today`]: jsonResponse(200, {
        listHash: 'listMainGate01',
        day: '2026-11-28',
        insideNow: 4,
        admittedToday: 7,
        refusedToday: 2,
        hours: [
          { hour: 0, entries: 0 },
          { hour: 1, entries: 7 },
        ],
      }),
    });
    open();
    const card = await screen.findByTestId('access-counters');
    await waitFor(() => expect(within(card).getByTestId('access-inside-now')).toHaveTextContent('4'));
    expect(within(card).getByTestId('access-admitted-today')).toHaveTextContent('7');
    expect(within(card).getByTestId('access-refused-today')).toHaveTextContent('2');
    const table = within(card).getByRole('table', { name: 'Entries per hour today at Puerta principal' });
    expect(within(table).getByRole('row', { name: '01:00 7' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the scanner' })).toHaveAttribute(
      'href',
      `/dashboard/manager/${CLUB}/access-control/scan`,
    );
  });

  it('hides the scanner link from a profile whose can does not list scanning', async () => {
    actAsManager(['accessControl.manage']);
    stubApi({ [`GET ${API}/access-lists`]: jsonResponse(200, wholeList([])) });
    open();
    expect(await screen.findByTestId('access-overview-empty')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Open the scanner' })).toBeNull();
  });

  it('creates a members list with its rules, as the contract names them', async () => {
    const api = stubApi({
      [`GET ${API}/access-lists`]: lists,
      [`POST ${API}/access-lists`]: jsonResponse(201, accessList({ hash: 'listGate2AAAAA', name: 'Puerta 2' })),
    });
    open('lists');
    const row = await screen.findByTestId('access-list-row');
    expect(within(row).getByTestId('access-list-rules')).toHaveTextContent('One entry only');
    expect(row).toHaveTextContent('Everyone checked out at 23:00');
    await userEvent.click(screen.getByTestId('access-list-add'));
    await userEvent.type(await screen.findByTestId('access-list-name'), 'Puerta 2');
    await userEvent.click(screen.getByLabelText('Allow several entries'));
    await userEvent.type(screen.getByTestId('access-list-checkout'), '22:30');
    await userEvent.click(screen.getByLabelText('Refuse entry'));
    await userEvent.click(screen.getByTestId('access-list-save'));
    await waitFor(() => expect(api.callsTo('POST', `${API}/access-lists`)).toHaveLength(1));
    expect(api.callsTo('POST', `${API}/access-lists`)[0]!.body).toEqual({
      name: 'Puerta 2',
      kind: 'members',
      campaignHash: null,
      allowMultipleEntries: false,
      allowEntryAfterExit: true,
      autoCheckoutAt: '22:30',
      feesOverdue: 'refuse',
    });
  });

  it('reads the log in words, flags conflicts, filters by person or ticket and annuls a scan with a reason', async () => {
    const conflict = accessScan({
      hash: 'scanConflict01',
      codeKind: 'ticket',
      personHash: null,
      personName: null,
      ticketReference: 'T-1042',
      ticketProduct: 'General',
      offline: true,
      conflict: true,
      reason: 'conflict',
    });
    const api = stubApi({
      [`GET ${API}/access-lists`]: lists,
      [`GET ${API}/access-control/scans`]: jsonResponse(200, wholeList([accessScan(), conflict])),
      [`POST ${API}/access-control/scans/scanAAAAAAAA01/annul`]: jsonResponse(
        200,
        accessScan({ annulled: { at: '2026-11-28T19:00:00Z', by: 'Marta García', reason: 'Scanned twice' } }),
      ),
    });
    open('log');
    const rows = await screen.findAllByTestId('access-log-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Lucía Pérez');
    expect(rows[0]).toHaveTextContent('Valid.');
    expect(rows[0]).not.toHaveTextContent('2026-11-28T');
    expect(within(rows[1]!).getByTestId('access-log-subject')).toHaveTextContent('Ticket T-1042 · General');
    expect(within(rows[1]!).getByTestId('access-log-conflict')).toHaveTextContent('Conflict');
    expect(screen.getByTestId('access-log-total')).toHaveTextContent('2 scans');

    await userEvent.type(screen.getByTestId('access-log-search'), 'T-1042');
    await waitFor(() => expect(api.queriesTo('GET', `${API}/access-control/scans`).at(-1)!.get('q')).toBe('T-1042'));
    expect(api.queriesTo('GET', `${API}/access-control/scans`).at(-1)!.get('page')).toBe('1');

    await userEvent.click(within(rows[0]!).getByTestId('access-log-annul'));
    await userEvent.click(await screen.findByTestId('access-annul-save'));
    expect(await screen.findByText(/required|Required/)).toBeInTheDocument();
    expect(api.callsTo('POST', `${API}/access-control/scans/scanAAAAAAAA01/annul`)).toHaveLength(0);
    await userEvent.type(screen.getByTestId('access-annul-reason'), 'Scanned twice');
    await userEvent.click(screen.getByTestId('access-annul-save'));
    await waitFor(() => expect(api.callsTo('POST', `${API}/access-control/scans/scanAAAAAAAA01/annul`)).toHaveLength(1));
    expect(api.callsTo('POST', `${API}/access-control/scans/scanAAAAAAAA01/annul`)[0]!.body).toEqual({ reason: 'Scanned twice' });
  });
});
