import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession } from '../../../test/fixtures';
import { CLUB, hydra, loadTeamsTexts, renderAt, SLOW, stubApi, team, TEAMS_URL } from '../test/teams-test-utils';
import { TeamsPage } from './teams-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const PATH = '/dashboard/manager/:clubHash/teams/all';
const at = (query = '') => ({ path: PATH, url: `/dashboard/manager/${CLUB}/teams/all${query}` });
const women = team({
  hash: 'team00000002',
  name: 'Baloncesto Femenino Júnior',
  sport: 'basketball',
  category: 'Youth',
  gender: 'women',
  rosterCount: 9,
  playerCount: 8,
});
const field = (label: RegExp) => screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT')!;

describe('teams list', { timeout: SLOW }, () => {
  beforeAll(loadTeamsTexts);
  beforeEach(() => storeSession());
  afterEach(() => vi.unstubAllGlobals());

  it('shows the teams as cards with translated sport, category, gender and roster size', async () => {
    stubApi({ [`GET ${TEAMS_URL}`]: jsonResponse(200, hydra([team({ rosterCount: 1, playerCount: 1 }), women])) });
    renderAt(<TeamsPage clubHash={CLUB} />, at());
    await waitFor(() => expect(screen.getAllByTestId('team-card')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('team-card');
    expect(first).toHaveTextContent('Football');
    expect(first).toHaveTextContent('Men’s');
    expect(first).toHaveTextContent('1 player · 0 staff');
    expect(second).toHaveTextContent('Basketball');
    expect(second).toHaveTextContent('Youth');
    expect(second).toHaveTextContent('8 players · 1 staff');
    expect(within(second!).getByRole('link', { name: 'Baloncesto Femenino Júnior' })).toHaveAttribute(
      'href',
      `/dashboard/manager/${CLUB}/teams/team00000002/details`,
    );
    expect(screen.getByRole('heading', { level: 2, name: '2 teams' })).toBeInTheDocument();
  });

  it('reads the filters from the URL, sends them to the API and writes new ones back', async () => {
    const api = stubApi({ [`GET ${TEAMS_URL}`]: jsonResponse(200, hydra([women])) });
    const user = userEvent.setup();
    const { router } = renderAt(<TeamsPage clubHash={CLUB} />, at('?sport=basketball&gender=women&sport=quidditch'));
    await screen.findByTestId('team-card');
    const first = api.queriesTo('GET', TEAMS_URL)[0]!;
    expect(first.getAll('sport[]')).toEqual(['basketball']);
    expect(first.getAll('gender[]')).toEqual(['women']);
    expect(first.get('page')).toBe('1');

    await user.click(field(/^Category/));
    await user.click(await screen.findByRole('option', { name: 'Youth' }));
    await waitFor(() => expect(router.state.location.search).toBe('?sport=basketball&category=Youth&gender=women'));
    await waitFor(() => expect(api.queriesTo('GET', TEAMS_URL).at(-1)?.getAll('category[]')).toEqual(['Youth']));

    await user.type(screen.getByLabelText('Search by name'), 'júnior');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('search')).toBe('júnior'));
    await waitFor(() => expect(api.queriesTo('GET', TEAMS_URL).at(-1)?.get('search')).toBe('júnior'));

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByLabelText('Search by name')).toHaveValue('');
  });

  it('tells an empty club from a filter without matches', async () => {
    stubApi({ [`GET ${TEAMS_URL}`]: jsonResponse(200, hydra([])) });
    const view = renderAt(<TeamsPage clubHash={CLUB} />, at());
    expect(await screen.findByTestId('teams-empty')).toHaveTextContent('The club has no teams yet');
    view.unmount();
    renderAt(<TeamsPage clubHash={CLUB} />, at('?gender=mixed'));
    expect(await screen.findByTestId('teams-empty')).toHaveTextContent('No team matches these filters.');
  });

  it('says the teams could not be loaded and retries', async () => {
    const api = stubApi({
      [`GET ${TEAMS_URL}`]: [
        jsonResponse(500, { code: 500, errorCode: 'INTERNAL', message: 'An error occurred' }),
        jsonResponse(200, hydra([women])),
      ],
    });
    const user = userEvent.setup();
    renderAt(<TeamsPage clubHash={CLUB} />, at());
    expect(await screen.findByTestId('teams-error')).toHaveTextContent('An error happened and we are not able to load the teams');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await screen.findByTestId('team-card');
    expect(api.callsTo('GET', TEAMS_URL)).toHaveLength(2);
  });

  it('opens the new team form from the list', async () => {
    stubApi({ [`GET ${TEAMS_URL}`]: jsonResponse(200, hydra([])) });
    const user = userEvent.setup();
    renderAt(<TeamsPage clubHash={CLUB} />, at());
    await user.click(await screen.findByRole('button', { name: 'New team' }));
    expect(await screen.findByRole('dialog', { name: 'New team' })).toBeInTheDocument();
  });
});
