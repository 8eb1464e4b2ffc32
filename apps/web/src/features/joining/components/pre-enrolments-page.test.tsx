import type { JoiningRequest } from '@tribuna/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession, wholeList } from '../../../test/fixtures';
import { renderPage, stubApi } from '../../../test/render-page';
import { PreEnrolmentsPage } from './pre-enrolments-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const CLUB = 'clubAAAAAAAA';
const BASE = `/api/clubs/${CLUB}/joining-requests`;
const request = (hash: string, overrides: Partial<JoiningRequest> = {}): JoiningRequest => ({
  hash,
  audience: 'partner',
  forChild: false,
  name: 'Irene',
  surname: 'Sanchis',
  birthDate: '1988-04-12',
  dni: '12345678Z',
  guardianName: null,
  email: 'irene@example.test',
  phone: '+34 600 111 222',
  plan: { hash: 'planAAAAAAAAAAAAAAAAAA', name: 'Adult partner', price: 12000, instalments: 2 },
  mandateIbanEnd: '1332',
  knownGuardian: null,
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const child = request('requestChildAAAAAAAAAA', {
  audience: 'athlete',
  forChild: true,
  name: 'Pau',
  surname: 'Ferrer',
  dni: null,
  guardianName: 'Marta Vidal',
  mandateIbanEnd: null,
});

describe('the pre-enrolments page', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['joining', 'forms']);
  });
  beforeEach(() => storeSession());
  afterEach(() => vi.unstubAllGlobals());

  it('shows each request in words: who, born when, the plan and its price, the direct debit, who registered a child', async () => {
    stubApi({ [`GET ${BASE}`]: jsonResponse(200, wholeList([request('requestAdultAAAAAAAAAA'), child])) });
    renderPage(<PreEnrolmentsPage clubHash={CLUB} />);
    const [adult, kid] = await screen.findAllByTestId('pre-enrolment');
    expect(adult).toHaveTextContent('Irene Sanchis');
    expect(adult).toHaveTextContent('Born 04/12/1988');
    expect(adult).toHaveTextContent('Plan: Adult partner · €120.00 in 2 instalments');
    expect(adult).toHaveTextContent('Direct debit: account ending 1332');
    expect(kid).toHaveTextContent('Registered by Marta Vidal');
    expect(kid).toHaveTextContent('No direct debit');
    expect(screen.queryByTestId('known-guardian')).not.toBeInTheDocument();
  });

  it('warns that a child signed up under an existing guardian’s e-mail joins that family', async () => {
    const known = { ...child, knownGuardian: { name: 'Marta', surname: 'Vidal' } };
    stubApi({ [`GET ${BASE}`]: jsonResponse(200, wholeList([known])) });
    renderPage(<PreEnrolmentsPage clubHash={CLUB} />);
    expect(await screen.findByTestId('known-guardian')).toHaveTextContent(
      'This e-mail belongs to Marta Vidal, already a guardian in the club: accepting adds the child to their family.',
    );
  });

  it('accepts with one click, and refuses only with a reason, which is sent', async () => {
    const api = stubApi({
      [`GET ${BASE}`]: [
        jsonResponse(200, wholeList([request('requestAdultAAAAAAAAAA'), child])),
        jsonResponse(200, wholeList([child])),
        jsonResponse(200, wholeList([])),
      ],
      [`POST ${BASE}/requestAdultAAAAAAAAAA/decision`]: jsonResponse(200, { hash: 'requestAdultAAAAAAAAAA', status: 'accepted' }),
      [`POST ${BASE}/requestChildAAAAAAAAAA/decision`]: jsonResponse(200, { hash: 'requestChildAAAAAAAAAA', status: 'refused' }),
    });
    renderPage(<PreEnrolmentsPage clubHash={CLUB} />);
    const [adult] = await screen.findAllByTestId('pre-enrolment');
    await userEvent.click(within(adult!).getByTestId('accept-request'));
    await waitFor(() => expect(api.callsTo('POST', `${BASE}/requestAdultAAAAAAAAAA/decision`)).toHaveLength(1));
    expect(api.callsTo('POST', `${BASE}/requestAdultAAAAAAAAAA/decision`)[0]!.body).toEqual({ decision: 'accept' });

    // The list is read again: only the child's request is left.
    await waitFor(() => expect(screen.getAllByTestId('pre-enrolment')).toHaveLength(1));
    await userEvent.click(within(screen.getByTestId('pre-enrolment')).getByTestId('refuse-request'));
    const dialog = await screen.findByRole('dialog', { name: 'Refuse Pau Ferrer' });
    await userEvent.click(within(dialog).getByTestId('refuse-confirm'));
    expect(within(dialog).getByText('Write the reason.')).toBeInTheDocument();
    expect(api.callsTo('POST', `${BASE}/requestChildAAAAAAAAAA/decision`)).toHaveLength(0);
    await userEvent.type(within(dialog).getByTestId('refuse-reason'), 'The group is full');
    await userEvent.click(within(dialog).getByTestId('refuse-confirm'));
    await waitFor(() => expect(api.callsTo('POST', `${BASE}/requestChildAAAAAAAAAA/decision`)).toHaveLength(1));
    expect(api.callsTo('POST', `${BASE}/requestChildAAAAAAAAAA/decision`)[0]!.body).toEqual({
      decision: 'refuse',
      reason: 'The group is full',
    });
    expect(await screen.findByTestId('pre-enrolments-empty')).toBeInTheDocument();
  });
});
