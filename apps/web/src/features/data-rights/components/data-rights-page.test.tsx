import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AuditEntry, ErasureRequest } from '@tribuna/contract/data-rights';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CLUB_A, jsonResponse, wholeList } from '../../../test/fixtures';
import { renderPage, stubApi } from '../../../test/render-page';
import { AuditPage } from './audit-page';
import { DataRightsPage } from './data-rights-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const API = `/api/clubs/${CLUB_A}`;

const request = (overrides: Partial<ErasureRequest> = {}): ErasureRequest => ({
  hash: 'erasureReq0001',
  status: 'awaiting_approval',
  person: { hash: 'personHash001', name: 'Eva Borrable' },
  requestedBy: 'Marta García',
  requestedAt: '2026-11-20T10:00:00Z',
  receivedOn: '2026-11-20',
  dueOn: '2026-12-20',
  overdue: false,
  approvedBy: null,
  approvedAt: null,
  executesAt: null,
  executedAt: null,
  closedBy: null,
  note: null,
  plan: [],
  canApprove: false,
  ...overrides,
});

const entry = (id: string, overrides: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-20T10:00:00Z',
  action: 'dataRights.personExported',
  group: 'exports',
  actor: { name: 'Marta García', personHash: 'prof1' },
  impersonatedBy: null,
  target: 'personHash001',
  details: { format: 'pdf' },
  ip: '127.0.0.1',
  ...overrides,
});

describe('data rights pages', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['rights', 'forms', 'common']);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('offers approval only to a manager other than the requester, and undo for a scheduled erasure', async () => {
    const api = stubApi({
      [`GET ${API}/erasure-requests`]: jsonResponse(
        200,
        wholeList([
          request(),
          request({ hash: 'erasureReq0002', person: { hash: 'p2xxxxxxxxx', name: 'Otro Socio' }, canApprove: true, overdue: true }),
          request({
            hash: 'erasureReq0003',
            status: 'scheduled',
            approvedBy: 'Admin',
            approvedAt: '2026-11-21T10:00:00Z',
            executesAt: '2026-12-05T10:00:00Z',
          }),
        ]),
      ),
      [`POST ${API}/erasure-requests/erasureReq0002/approve`]: jsonResponse(200, request({ hash: 'erasureReq0002', status: 'scheduled' })),
      [`POST ${API}/erasure-requests/erasureReq0003/cancel`]: jsonResponse(200, request({ hash: 'erasureReq0003', status: 'undone' })),
    });
    renderPage(<DataRightsPage clubHash={CLUB_A} />);
    const rows = await screen.findAllByTestId('erasure-request');
    expect(within(rows[0]!).queryByTestId('erasure-approve')).toBeNull();
    expect(within(rows[0]!).getByTestId('erasure-own')).toHaveTextContent('Another manager must approve it.');
    expect(within(rows[1]!).getByText('Overdue')).toBeInTheDocument();
    await userEvent.click(within(rows[1]!).getByTestId('erasure-approve'));
    await waitFor(() => expect(api.callsTo('POST', `${API}/erasure-requests/erasureReq0002/approve`)).toHaveLength(1));
    expect(within(rows[2]!).getByTestId('erasure-cancel')).toHaveTextContent('Undo erasure');
    await userEvent.click(within(rows[2]!).getByTestId('erasure-cancel'));
    await waitFor(() => expect(api.callsTo('POST', `${API}/erasure-requests/erasureReq0003/cancel`)).toHaveLength(1));
  });

  it('lists the audit log with its kind, who acted and the real person behind an impersonation, and loads more by cursor', async () => {
    const api = stubApi({
      [`GET ${API}/audit-log`]: [
        jsonResponse(200, {
          'hydra:member': [entry('9', { impersonatedBy: { name: 'Admin Tribuna', personHash: null } })],
          'hydra:totalItems': 2,
          'hydra:view': { '@id': '/x', 'hydra:next': `${API}/audit-log?itemsPerPage=50&cursor=9` },
        }),
        jsonResponse(200, {
          'hydra:member': [entry('8', { action: 'club.features.switched', group: 'features' })],
          'hydra:totalItems': 2,
          'hydra:view': { '@id': '/x' },
        }),
      ],
    });
    renderPage(<AuditPage clubHash={CLUB_A} />);
    const table = await screen.findByTestId('audit-table');
    expect(within(table).getByText('dataRights.personExported')).toBeInTheDocument();
    expect(within(table).getByText('(by Admin Tribuna, impersonating)')).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('audit-more'));
    expect(await within(table).findByText('club.features.switched')).toBeInTheDocument();
    expect(api.queriesTo('GET', `${API}/audit-log`)[1]!.get('cursor')).toBe('9');
    expect(screen.queryByTestId('audit-more')).toBeNull();
  });
});
