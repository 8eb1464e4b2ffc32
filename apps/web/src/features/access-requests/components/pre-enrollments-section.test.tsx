import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PreEnrollment } from '@tribuna/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { jsonResponse, storeSession } from '../../../test/fixtures';
import { demoClub } from '../../../test/onboarding-fixtures';
import { hydra, loadOnboardingTexts, renderPage, stubApi } from '../../../test/render-page';
import { AccessRequestsCard } from './access-requests-card';
import { AccessRequestsPage } from './access-requests-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const club = demoClub.hash;
const requests = `GET /api/clubs/${club}/admin-access-requests`;
const list = `GET /api/clubs/${club}/pre-enrollments`;
const decision = (hash: string) => `/api/clubs/${club}/pre-enrollments/${hash}/decision`;
const laia: PreEnrollment = {
  hash: 'pre000000001',
  role: 'player',
  type: 3,
  name: 'Laia',
  surname: 'Puig',
  email: 'laia@example.test',
  dni: '12345678Z',
  account: { username: 'laia@example.test', email: 'laia@example.test' },
  createdAt: '2025-01-10T10:00:00.000Z',
};

describe('pre-enrolments beside the manager access requests', () => {
  beforeAll(loadOnboardingTexts);
  beforeEach(() => {
    storeSession();
    vi.mocked(notify).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('lists the pending pre-enrolments with who, as what and their identification', async () => {
    stubApi({ [requests]: jsonResponse(200, hydra([])), [list]: jsonResponse(200, hydra([laia])) });
    renderPage(<AccessRequestsPage clubHash={club} />);
    const item = await screen.findByTestId('pre-enrollment');
    expect(item).toHaveTextContent('Laia Puig');
    expect(item).toHaveTextContent('laia@example.test');
    expect(item).toHaveTextContent('12345678Z');
    expect(item.querySelector('[data-role="player"]')).not.toBeNull();
  });

  it('accepts after confirming, then reloads the list', async () => {
    const api = stubApi({
      [requests]: jsonResponse(200, hydra([])),
      [list]: [jsonResponse(200, hydra([laia])), jsonResponse(200, hydra([]))],
      [`POST ${decision(laia.hash)}`]: jsonResponse(200, { hash: laia.hash, decision: 'accepted' }),
    });
    const user = userEvent.setup();
    renderPage(<AccessRequestsPage clubHash={club} />);
    await user.click(await screen.findByRole('button', { name: 'Accept the pre-enrolment of Laia Puig' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Laia Puig will join the club');
    expect(api.callsTo('POST', decision(laia.hash))).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Laia Puig is now in the club'));
    expect(api.callsTo('POST', decision(laia.hash))[0]?.body).toEqual({ decision: 'accept' });
    expect(await screen.findByTestId('pre-enrollments-empty')).toBeInTheDocument();
  });

  it('refuses after confirming; a failed decision raises an error alert', async () => {
    const api = stubApi({
      [requests]: jsonResponse(200, hydra([])),
      [list]: jsonResponse(200, hydra([laia])),
      [`POST ${decision(laia.hash)}`]: [
        jsonResponse(500, { code: 500, errorCode: 'INTERNAL', message: 'x' }),
        jsonResponse(200, { hash: laia.hash, decision: 'refused' }),
      ],
    });
    const user = userEvent.setup();
    renderPage(<AccessRequestsPage clubHash={club} />);
    const refuse = async () => {
      await user.click(await screen.findByRole('button', { name: 'Refuse the pre-enrolment of Laia Puig' }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refuse' }));
    };
    await refuse();
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'An error happened and we are not able to save the decision'));
    await refuse();
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'The pre-enrolment of Laia Puig has been refused'));
    expect(api.callsTo('POST', decision(laia.hash)).map((c) => c.body)).toEqual([{ decision: 'refuse' }, { decision: 'refuse' }]);
  });

  it('overview card: how many pre-enrolments wait', async () => {
    stubApi({ [requests]: jsonResponse(200, hydra([])), [list]: jsonResponse(200, hydra([laia])) });
    renderPage(<AccessRequestsCard clubHash={club} />);
    expect(await screen.findByTestId('pre-enrollments-pending-count')).toHaveTextContent('Pre-enrolments waiting: 1');
  });
});
