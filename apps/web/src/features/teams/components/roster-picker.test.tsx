import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { jsonResponse, storeSession } from '../../../test/fixtures';
import { CLUB, hydra, loadTeamsTexts, PEOPLE_URL, person, renderAt, SLOW, stubApi, team, TEAMS_URL } from '../test/teams-test-utils';
import { RosterPicker } from './roster-picker-modal';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const leo = person();
const ana = person({ id: 'pers00000002', name: 'Ana', surname: 'Núñez', category: 'Youth' });
const pau = person({ id: 'pers00000003', name: 'Pau', surname: 'Soler', role: 'member', type: 0, category: null });
const withLeo = team({ rosterCount: 1, roster: [{ hash: leo.id, name: 'Leo', surname: 'Martín', role: 'player', number: 9 }] });
const MEMBERS = `${TEAMS_URL}/${withLeo.hash}/members`;
const field = (label: RegExp) => screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT')!;

describe('roster picker', { timeout: SLOW }, () => {
  beforeAll(loadTeamsTexts);
  beforeEach(() => {
    storeSession();
    vi.mocked(notify).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("searches the club's athletes for players and marks people already on the roster", async () => {
    const api = stubApi({ [`GET ${PEOPLE_URL}`]: jsonResponse(200, hydra([leo, ana])) });
    const user = userEvent.setup();
    renderAt(<RosterPicker clubHash={CLUB} team={withLeo} />);
    await waitFor(() => expect(screen.getAllByTestId('picker-person')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('picker-person');
    expect(first).toHaveTextContent('On the roster (Player)');
    expect(within(first!).queryByRole('button')).toBeNull();
    expect(within(second!).getByRole('button', { name: 'Add Ana Núñez as Player' })).toBeEnabled();
    const initial = api.queriesTo('GET', PEOPLE_URL)[0]!;
    expect(initial.get('role')).toBe('player');
    expect(initial.get('enabled')).toBe('true');

    await user.type(screen.getByLabelText(/^Search the club/), 'nunez');
    await waitFor(() => expect(api.queriesTo('GET', PEOPLE_URL).at(-1)?.get('search')).toBe('nunez'));
  });

  it('adds a player with a shirt number, then a coach searched among all the people', async () => {
    const api = stubApi({
      [`GET ${PEOPLE_URL}`]: (call) =>
        jsonResponse(200, hydra(new URL(call.url, 'http://x').searchParams.get('role') === 'player' ? [leo, ana] : [pau, ana, leo])),
      [`POST ${MEMBERS}/${ana.id}`]: jsonResponse(200, { ...withLeo, rosterCount: 2 }),
      [`POST ${MEMBERS}/${pau.id}`]: jsonResponse(200, { ...withLeo, rosterCount: 3 }),
    });
    const user = userEvent.setup();
    renderAt(<RosterPicker clubHash={CLUB} team={withLeo} />);
    await user.type(screen.getByLabelText(/^Shirt number/), '7');
    await user.click(await screen.findByRole('button', { name: 'Add Ana Núñez as Player' }));
    await waitFor(() => expect(api.callsTo('POST', `${MEMBERS}/${ana.id}`)).toHaveLength(1));
    expect(api.callsTo('POST', `${MEMBERS}/${ana.id}`)[0]?.body).toEqual({ role: 'player', number: 7 });
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Ana Núñez has been added as Player'));
    expect(screen.getByLabelText(/^Shirt number/)).toHaveValue(null);

    await user.click(field(/^Role in the team/));
    await user.click(await screen.findByRole('option', { name: 'Coach' }));
    expect(screen.queryByLabelText(/^Shirt number/)).toBeNull();
    await user.click(await screen.findByRole('button', { name: 'Add Pau Soler as Coach' }));
    await waitFor(() => expect(api.callsTo('POST', `${MEMBERS}/${pau.id}`)[0]?.body).toEqual({ role: 'coach' }));
    expect(api.queriesTo('GET', PEOPLE_URL).at(-1)?.has('role')).toBe(false);
  });

  it('says when a person cannot be added, and when the search fails', async () => {
    stubApi({
      [`GET ${PEOPLE_URL}`]: [jsonResponse(200, hydra([ana])), jsonResponse(500, { code: 500, errorCode: 'INTERNAL', message: 'x' })],
      [`POST ${MEMBERS}/${ana.id}`]: jsonResponse(404, {
        code: 404,
        errorCode: 'NOT_FOUND',
        message: 'Not found',
        detail: 'This person is not one of the club’s people',
        reason: 'teamPersonNotInClub',
      }),
    });
    const user = userEvent.setup();
    renderAt(<RosterPicker clubHash={CLUB} team={withLeo} />);
    await user.click(await screen.findByRole('button', { name: 'Add Ana Núñez as Player' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('error', 'This person is not one of the club’s people'));
    await user.type(screen.getByLabelText(/^Search the club/), 'zz');
    expect(await screen.findByTestId('picker-error')).toHaveTextContent('An error happened and we are not able to load the club’s people');
  });
});
