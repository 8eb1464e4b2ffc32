import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { jsonResponse, storeSession } from '../../../test/fixtures';
import { CLUB, loadTeamsTexts, renderAt, SLOW, stubApi, team, TEAMS_URL } from '../test/teams-test-utils';
import { TeamDetailsPage } from './team-details-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const full = team({
  rosterCount: 3,
  playerCount: 2,
  roster: [
    { hash: 'pers00000003', name: 'Pau', surname: 'Soler', role: 'coach', number: null },
    { hash: 'pers00000001', name: 'Leo', surname: 'Martín', role: 'player', number: 9 },
    { hash: 'pers00000002', name: 'Ana', surname: 'Núñez', role: 'player', number: null },
  ],
});
const URL_ = `${TEAMS_URL}/${full.hash}`;
const at = { path: '/dashboard/manager/:clubHash/teams/:teamHash/details', url: `/dashboard/manager/${CLUB}/teams/${full.hash}/details` };

describe('team details', { timeout: SLOW }, () => {
  beforeAll(loadTeamsTexts);
  beforeEach(() => {
    storeSession();
    vi.mocked(notify).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the header and the roster grouped into staff and players, with links to each person', async () => {
    stubApi({ [`GET ${URL_}`]: jsonResponse(200, full) });
    renderAt(<TeamDetailsPage clubHash={CLUB} teamHash={full.hash} />, at);
    expect(await screen.findByRole('heading', { level: 1, name: 'Sénior Masculino A' })).toBeInTheDocument();
    expect(screen.getByText('Season 2025-2026')).toBeInTheDocument();
    const staff = screen.getByTestId('roster-staff');
    expect(within(staff).getByRole('heading', { name: 'Staff (1)' })).toBeInTheDocument();
    expect(within(staff).getByTestId('roster-entry')).toHaveTextContent('Coach');
    const players = screen.getByTestId('roster-players');
    expect(within(players).getAllByTestId('roster-entry')).toHaveLength(2);
    expect(within(players).getByText('No. 9')).toBeInTheDocument();
    expect(within(players).getByRole('link', { name: 'Leo Martín' })).toHaveAttribute(
      'href',
      `/dashboard/manager/${CLUB}/persons/person/pers00000001`,
    );
  });

  it('removes a person only after confirming', async () => {
    const api = stubApi({
      [`GET ${URL_}`]: jsonResponse(200, full),
      [`DELETE ${URL_}/members/pers00000002`]: jsonResponse(200, { ...full, rosterCount: 2, roster: full.roster.slice(0, 2) }),
    });
    const user = userEvent.setup();
    renderAt(<TeamDetailsPage clubHash={CLUB} teamHash={full.hash} />, at);
    await user.click(await screen.findByRole('button', { name: 'Remove Ana Núñez from the roster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove from the roster' });
    expect(dialog).toHaveTextContent('Ana Núñez will be removed from the roster of Sénior Masculino A.');
    expect(api.callsTo('DELETE', `${URL_}/members/pers00000002`)).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Ana Núñez has been removed from the roster'));
    await waitFor(() => expect(within(screen.getByTestId('roster-players')).getAllByTestId('roster-entry')).toHaveLength(1));
  });

  it('deletes the team after confirming and goes back to the list', async () => {
    stubApi({ [`GET ${URL_}`]: jsonResponse(200, full), [`DELETE ${URL_}`]: new Response(null, { status: 204 }) });
    const user = userEvent.setup();
    const { router } = renderAt(<TeamDetailsPage clubHash={CLUB} teamHash={full.hash} />, at);
    await user.click(await screen.findByRole('button', { name: 'Delete team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete team' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/dashboard/manager/${CLUB}/teams/all`));
    expect(notify).toHaveBeenCalledWith('success', 'The team Sénior Masculino A has been deleted');
  });

  it('tells a missing team from a failure to load', async () => {
    stubApi({ [`GET ${URL_}`]: jsonResponse(404, { code: 404, errorCode: 'NOT_FOUND', message: 'Not found' }) });
    renderAt(<TeamDetailsPage clubHash={CLUB} teamHash={full.hash} />, at);
    expect(await screen.findByTestId('team-error')).toHaveTextContent('This team does not exist or has been deleted.');
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
