import { FIELD_ERRORS, TEAM_REQUIRED_FIELDS_MESSAGE } from '@tribuna/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { jsonResponse, storeSession } from '../../../test/fixtures';
import { CLUB, loadTeamsTexts, renderAt, SLOW, stubApi, team, TEAMS_URL } from '../test/teams-test-utils';
import { TeamFormModal } from './team-form-modal';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const SPEC_MESSAGE = 'Not all required fields are filled, please check that Name, Sport, Category and Gender are properly set.';

/** Mantine's Select labels both its input and its listbox: the input is the field. */
function field(label: RegExp): HTMLElement {
  const input = screen.getAllByLabelText(label).find((element) => element.tagName === 'INPUT');
  if (!input) throw new Error(`no input labelled ${label}`);
  return input;
}

async function choose(user: UserEvent, label: RegExp, option: string) {
  await user.click(field(label));
  await user.click(await screen.findByRole('option', { name: option }));
}

const validation = (detail: string | undefined, invalidParams: { field: string; errors: string[]; codes: string[] }[]) =>
  jsonResponse(400, {
    code: 400,
    errorCode: 'VALIDATION_FAILED',
    message: 'Please fill required fields',
    detail,
    invalidParamsList: { invalidParams },
  });

describe('team form', { timeout: SLOW }, () => {
  beforeAll(loadTeamsTexts);
  beforeEach(() => {
    storeSession();
    vi.mocked(notify).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the exact spec message and marks every missing field, without calling the API', async () => {
    const api = stubApi({});
    const user = userEvent.setup();
    renderAt(<TeamFormModal clubHash={CLUB} opened onClose={() => undefined} />);
    await user.click(await screen.findByRole('button', { name: 'Create team' }));
    expect(await screen.findByTestId('team-form-alert')).toHaveTextContent(SPEC_MESSAGE);
    expect(screen.getByTestId('team-form-alert').textContent).toBe(SPEC_MESSAGE);
    for (const label of [/^Name/, /^Sport/, /^Category/, /^Gender/]) expect(field(label)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Season/)).not.toHaveAttribute('aria-invalid', 'true');
    expect(api.calls).toHaveLength(0);
  });

  it('names only the field left empty (Sport) and clears a field error once it is chosen', async () => {
    stubApi({});
    const user = userEvent.setup();
    renderAt(<TeamFormModal clubHash={CLUB} opened onClose={() => undefined} />);
    await user.type(await screen.findByLabelText(/^Name/), 'Alevín B');
    await choose(user, /^Category/, 'Under-12');
    await choose(user, /^Gender/, 'Mixed');
    await user.click(screen.getByRole('button', { name: 'Create team' }));
    expect(await screen.findByTestId('team-form-alert')).toHaveTextContent(SPEC_MESSAGE);
    expect(field(/^Sport/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Sport/)).toHaveAccessibleDescription('Choose one of the options in the list.');
    expect(field(/^Name/)).not.toHaveAttribute('aria-invalid', 'true');
    await choose(user, /^Sport/, 'Football');
    expect(field(/^Sport/)).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('creates the team with the contract body and announces it', async () => {
    const created = team({ hash: 'team00000009', name: 'Alevín B', category: 'Under-12', gender: 'mixed' });
    const api = stubApi({ [`POST ${TEAMS_URL}`]: jsonResponse(201, created) });
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderAt(<TeamFormModal clubHash={CLUB} opened onClose={onClose} />);
    await user.type(await screen.findByLabelText(/^Name/), '  Alevín B ');
    await user.click(field(/^Sport/));
    await user.type(field(/^Sport/), 'SWIM');
    await user.click(await screen.findByRole('option', { name: 'Swimming' }));
    await choose(user, /^Category/, 'Under-12');
    await choose(user, /^Gender/, 'Mixed');
    await user.click(screen.getByRole('button', { name: 'Create team' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('POST', TEAMS_URL)[0]?.body).toEqual({ name: 'Alevín B', sport: 'swimming', category: 'Under-12', gender: 'mixed' });
    expect(notify).toHaveBeenCalledWith('success', 'The team Alevín B has been created');
  });

  it("maps the server's 400 for a missing field to the same message and field", async () => {
    stubApi({
      [`POST ${TEAMS_URL}`]: validation(TEAM_REQUIRED_FIELDS_MESSAGE, [
        { field: 'gender', errors: [FIELD_ERRORS.invalidChoice], codes: ['invalidChoice'] },
      ]),
    });
    const user = userEvent.setup();
    renderAt(<TeamFormModal clubHash={CLUB} opened onClose={() => undefined} />);
    await user.type(await screen.findByLabelText(/^Name/), 'Cadete B');
    await choose(user, /^Sport/, 'Futsal');
    await choose(user, /^Category/, 'Under-16');
    await choose(user, /^Gender/, 'Women’s');
    await user.click(screen.getByRole('button', { name: 'Create team' }));
    expect(await screen.findByTestId('team-form-alert')).toHaveTextContent(SPEC_MESSAGE);
    expect(field(/^Gender/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows a taken name beside the name field only, and the general text for other 400s', async () => {
    stubApi({
      [`PATCH ${TEAMS_URL}/team00000001`]: [
        validation(undefined, [{ field: 'name', errors: [FIELD_ERRORS.teamNameTaken], codes: ['teamNameTaken'] }]),
        validation(undefined, [{ field: 'season', errors: ['Too big: expected string to have <=40 characters'], codes: ['tooLong'] }]),
      ],
    });
    const user = userEvent.setup();
    renderAt(<TeamFormModal clubHash={CLUB} opened onClose={() => undefined} team={team()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Edit team' });
    expect(field(/^Name/)).toHaveValue('Sénior Masculino A');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(field(/^Name/)).toHaveAccessibleDescription('The club already has a team with this name in this season'));
    expect(screen.queryByTestId('team-form-alert')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('team-form-alert')).toHaveTextContent('Please fill required fields');
    expect(field(/^Season/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the team could not be updated when the server fails', async () => {
    stubApi({ [`PATCH ${TEAMS_URL}/team00000001`]: jsonResponse(500, { code: 500, errorCode: 'INTERNAL', message: 'An error occurred' }) });
    const user = userEvent.setup();
    renderAt(<TeamFormModal clubHash={CLUB} opened onClose={() => undefined} team={team()} />);
    await user.click(await screen.findByRole('button', { name: 'Save changes' }));
    expect(await screen.findByTestId('team-form-alert')).toHaveTextContent('An error happened and we are not able to update the team');
  });
});
