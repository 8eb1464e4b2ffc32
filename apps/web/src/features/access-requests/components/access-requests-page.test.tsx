import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { jsonResponse, storeSession } from '../../../test/fixtures';
import { accessRequest, demoClub } from '../../../test/onboarding-fixtures';
import { hydra, loadOnboardingTexts, renderPage, stubApi } from '../../../test/render-page';
import { AccessRequestsCard } from './access-requests-card';
import { AccessRequestsPage } from './access-requests-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const club = demoClub.hash;
const list = `GET /api/clubs/${club}/admin-access-requests`;
const refused = accessRequest({
  hash: 'req000000003',
  status: 'refused',
  requester: { name: 'Ona', lastname: 'Vidal', email: 'ona@x.test' },
  decidedAt: '2025-01-05T00:00:00.000Z',
});
const older = accessRequest({ hash: 'req000000001', createdAt: '2025-01-01T00:00:00.000Z' });
const newer = accessRequest({
  hash: 'req000000002',
  requester: { name: 'Joan', lastname: 'Puig', email: 'joan@x.test' },
  createdAt: '2025-01-09T00:00:00.000Z',
});

describe('manager access requests', () => {
  beforeAll(loadOnboardingTexts);
  beforeEach(() => {
    storeSession();
    vi.mocked(notify).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists pending requests first, oldest first, with actions only on pending ones', async () => {
    stubApi({ [list]: jsonResponse(200, hydra([refused, newer, older])) });
    renderPage(<AccessRequestsPage clubHash={club} />);
    await waitFor(() => expect(screen.getAllByTestId('access-request')).toHaveLength(3));
    const items = screen.getAllByTestId('access-request');
    expect(items.map((item) => item.getAttribute('data-status'))).toEqual(['pending', 'pending', 'refused']);
    expect(items[0]).toHaveTextContent('Pau Serra');
    expect(items[0]).toHaveTextContent('I am the new treasurer');
    expect(items[1]).toHaveTextContent('Joan Puig');
    expect(within(items[2]!).queryByRole('button')).toBeNull();
  });

  it('approves after confirming, raises an alert and reloads the list', async () => {
    const api = stubApi({
      [list]: [
        jsonResponse(200, hydra([older])),
        jsonResponse(200, hydra([{ ...older, status: 'approved', decidedAt: '2025-01-02T00:00:00.000Z' }])),
      ],
      [`POST /api/clubs/${club}/admin-access-requests/${older.hash}/decision`]: jsonResponse(200, { ...older, status: 'approved' }),
    });
    const user = userEvent.setup();
    renderPage(<AccessRequestsPage clubHash={club} />);
    await user.click(await screen.findByRole('button', { name: 'Approve the request of Pau Serra' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Pau Serra will become a manager of CD Demo Ñandú');
    expect(api.callsTo('POST', `/api/clubs/${club}/admin-access-requests/${older.hash}/decision`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Pau Serra is now a manager of the club'));
    expect(api.callsTo('POST', `/api/clubs/${club}/admin-access-requests/${older.hash}/decision`)[0]?.body).toEqual({
      decision: 'approve',
    });
    await waitFor(() => expect(screen.getByTestId('access-request')).toHaveAttribute('data-status', 'approved'));
    expect(api.callsTo('GET', `/api/clubs/${club}/admin-access-requests`)).toHaveLength(2);
  });

  it('refuses only after confirming, and cancelling sends nothing', async () => {
    const api = stubApi({
      [list]: jsonResponse(200, hydra([older])),
      [`POST /api/clubs/${club}/admin-access-requests/${older.hash}/decision`]: jsonResponse(200, { ...older, status: 'refused' }),
    });
    const user = userEvent.setup();
    renderPage(<AccessRequestsPage clubHash={club} />);
    await user.click(await screen.findByRole('button', { name: 'Refuse the request of Pau Serra' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', `/api/clubs/${club}/admin-access-requests/${older.hash}/decision`)).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Refuse the request of Pau Serra' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refuse' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'The request of Pau Serra has been refused'));
    expect(api.callsTo('POST', `/api/clubs/${club}/admin-access-requests/${older.hash}/decision`)[0]?.body).toEqual({ decision: 'refuse' });
  });

  it('raises an error alert when the decision fails', async () => {
    stubApi({
      [list]: jsonResponse(200, hydra([older])),
      [`POST /api/clubs/${club}/admin-access-requests/${older.hash}/decision`]: jsonResponse(500, {
        code: 500,
        errorCode: 'INTERNAL',
        message: 'x',
      }),
    });
    const user = userEvent.setup();
    renderPage(<AccessRequestsPage clubHash={club} />);
    await user.click(await screen.findByRole('button', { name: 'Approve the request of Pau Serra' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'An error happened and we are not able to save the decision'));
  });

  it('shows empty and error states', async () => {
    stubApi({ [list]: jsonResponse(200, hydra([])) });
    const { unmount } = renderPage(<AccessRequestsPage clubHash={club} />);
    expect(await screen.findByTestId('access-requests-empty')).toBeInTheDocument();
    unmount();
    stubApi({ [list]: jsonResponse(403, { code: 403, errorCode: 'FORBIDDEN', message: 'no' }) });
    renderPage(<AccessRequestsPage clubHash={club} />);
    expect(await screen.findByTestId('access-requests-error')).toBeInTheDocument();
  });

  it('overview card: pending count, first names and the link to the page', async () => {
    stubApi({ [list]: jsonResponse(200, hydra([refused, newer, older])) });
    renderPage(<AccessRequestsCard clubHash={club} />);
    expect(await screen.findByTestId('access-requests-pending-count')).toHaveTextContent('Pending: 2');
    expect(screen.getByTestId('access-requests-card')).toHaveTextContent('Pau Serra');
    expect(screen.getByTestId('access-requests-card')).not.toHaveTextContent('Ona Vidal');
    expect(screen.getByRole('link', { name: 'Review the requests' })).toHaveAttribute('href', `/dashboard/manager/${club}/access-requests`);
  });
});
