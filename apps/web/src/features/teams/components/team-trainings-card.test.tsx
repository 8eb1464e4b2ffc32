import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TeamTraining } from '@tribuna/contract';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { demoUser, jsonResponse, storeSession, USER_ID, wholeList } from '../../../test/fixtures';
import { CLUB, loadTeamsTexts, renderAt, SLOW, stubApi, TEAMS_URL } from '../test/teams-test-utils';
import { TeamTrainingsCard } from './team-trainings-card';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const TEAM = 'team00000001';
const URL_ = `${TEAMS_URL}/${TEAM}/trainings`;
const week: TeamTraining[] = [
  { weekday: 2, startsAt: '18:00', endsAt: '19:30', place: 'Campo 2' },
  { weekday: 4, startsAt: '09:00', endsAt: '10:00', place: '' },
];
const asManager = (can?: string[]) =>
  storeSession({
    user: can
      ? demoUser({ clubs: demoUser().clubs.map((club) => ({ ...club, profiles: { prof1: { ...club.profiles.prof1!, can } } })) })
      : demoUser(),
    currentProfile: {
      clubHash: CLUB,
      clubName: 'CD Demo',
      clubImage: null,
      clubLocale: 'es-ES',
      profileHash: 'prof1',
      role: 'manager',
      area: 'manager',
      userId: USER_ID,
    },
  });
const slotTexts = () => screen.getAllByTestId('training-slot').map((item) => item.textContent);

describe('training times card', { timeout: SLOW }, () => {
  beforeAll(loadTeamsTexts);
  beforeEach(() => vi.mocked(notify).mockClear());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the week as people read it, and offers no editor to someone who may not manage the team', async () => {
    asManager(['teams.read']);
    stubApi({ [`GET ${URL_}`]: jsonResponse(200, wholeList(week, URL_)) });
    renderAt(<TeamTrainingsCard clubHash={CLUB} teamHash={TEAM} />);
    expect(await screen.findByRole('heading', { name: 'Training times' })).toBeInTheDocument();
    await waitFor(() => expect(slotTexts()).toEqual(['Tuesday 6:00 PM–7:30 PM · Campo 2', 'Thursday 9:00 AM–10:00 AM']));
    expect(screen.queryByRole('button', { name: 'Edit training times' })).toBeNull();
  });

  it('says when there are none', async () => {
    asManager();
    stubApi({ [`GET ${URL_}`]: jsonResponse(200, wholeList([], URL_)) });
    renderAt(<TeamTrainingsCard clubHash={CLUB} teamHash={TEAM} />);
    expect(await screen.findByTestId('trainings-empty')).toHaveTextContent('No training times yet.');
  });

  it('checks a slot before sending it and says what is wrong in words', async () => {
    asManager();
    const api = stubApi({ [`GET ${URL_}`]: jsonResponse(200, wholeList(week, URL_)) });
    const user = userEvent.setup();
    renderAt(<TeamTrainingsCard clubHash={CLUB} teamHash={TEAM} />);
    await user.click(await screen.findByRole('button', { name: 'Edit training times' }));
    expect(screen.getAllByTestId('training-row')).toHaveLength(2);
    const first = screen.getByRole('group', { name: 'Training time 1' });
    const ends = within(first).getByLabelText(/^Ends/);
    await user.clear(ends);
    await user.type(ends, '08:00');
    await user.click(screen.getByRole('button', { name: 'Save training times' }));
    expect(await within(first).findByText('The training must end after it starts')).toBeInTheDocument();
    expect(api.callsTo('PUT', URL_)).toHaveLength(0);
  });

  it('adds a slot after the last one, saves the whole week and shows it', async () => {
    asManager();
    const saved = [...week, { weekday: 5, startsAt: '09:00', endsAt: '10:00', place: 'Pabellón' }];
    const api = stubApi({
      [`GET ${URL_}`]: [jsonResponse(200, wholeList(week, URL_)), jsonResponse(200, wholeList(saved, URL_))],
      [`PUT ${URL_}`]: jsonResponse(200, wholeList(saved, URL_)),
    });
    const user = userEvent.setup();
    renderAt(<TeamTrainingsCard clubHash={CLUB} teamHash={TEAM} />);
    await user.click(await screen.findByRole('button', { name: 'Edit training times' }));
    await user.click(screen.getByRole('button', { name: 'Add a training time' }));
    const third = screen.getByRole('group', { name: 'Training time 3' });
    // The new row follows the last one: the next day, at its times.
    expect(
      within(third)
        .getAllByLabelText(/^Day/)
        .find((element) => element.tagName === 'INPUT'),
    ).toHaveValue('Friday');
    await user.type(within(third).getByRole('textbox', { name: /^Place/ }), 'Pabellón');
    await user.click(screen.getByRole('button', { name: 'Save training times' }));
    await waitFor(() => expect(api.callsTo('PUT', URL_)).toHaveLength(1));
    expect(api.callsTo('PUT', URL_)[0]!.body).toEqual({ trainings: saved });
    await waitFor(() => expect(slotTexts()).toHaveLength(3));
    expect(slotTexts()[2]).toBe('Friday 9:00 AM–10:00 AM · Pabellón');
    expect(notify).toHaveBeenCalledWith('success', 'The training times have been saved');
  });

  it("shows the server's field errors on their row and removes rows", async () => {
    asManager();
    stubApi({
      [`GET ${URL_}`]: jsonResponse(200, wholeList(week, URL_)),
      [`PUT ${URL_}`]: jsonResponse(400, {
        code: 400,
        errorCode: 'VALIDATION_FAILED',
        message: 'Please fill required fields',
        invalidParamsList: {
          invalidParams: [
            { field: 'trainings.0.startsAt', errors: ['This training overlaps another one on the same day'], codes: ['trainingOverlap'] },
          ],
        },
      }),
    });
    const user = userEvent.setup();
    renderAt(<TeamTrainingsCard clubHash={CLUB} teamHash={TEAM} />);
    await user.click(await screen.findByRole('button', { name: 'Edit training times' }));
    await user.click(screen.getByRole('button', { name: 'Remove training time 2' }));
    expect(screen.getAllByTestId('training-row')).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Save training times' }));
    const first = screen.getByRole('group', { name: 'Training time 1' });
    expect(await within(first).findByText('This training overlaps another one on the same day')).toBeInTheDocument();
  });
});
