import { FIELD_ERRORS } from '@tribuna/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { jsonResponse, storeSession } from '../../../test/fixtures';
import { CreatePersonButton } from './create-person-button';
import { CLUB, loadPersonTexts, personDetail, renderAt, stubApi } from './person-test-helpers';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const create = `POST /api/clubs/${CLUB}/people`;

async function openAndFill(values: { name?: string; surname?: string; dni?: string; email?: string }) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'New person' }));
  const dialog = await screen.findByRole('dialog');
  const form = within(dialog);
  // Pasting keeps the tests fast; typing letter by letter adds nothing here.
  const fill = async (label: RegExp, value?: string) => {
    if (!value) return;
    await user.click(form.getByLabelText(label));
    await user.paste(value);
  };
  await fill(/^Name/, values.name);
  await fill(/^Surname/, values.surname);
  await fill(/^DNI/, values.dni);
  await fill(/^Email/, values.email);
  return { user, form, dialog };
}

// Modals full of Mantine inputs take seconds to render in jsdom when the whole suite runs at once.
describe('new person form', { timeout: 15_000 }, () => {
  beforeAll(loadPersonTexts);
  beforeEach(() => {
    storeSession();
    vi.mocked(notify).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the NIF/NIE error under the dni field and sends nothing', async () => {
    const api = stubApi({});
    renderAt(<CreatePersonButton clubHash={CLUB} type="player" />);
    const { user, form } = await openAndFill({ name: 'Leo', surname: 'Martín', dni: '12345678A' });
    await user.click(form.getByRole('button', { name: 'Create person' }));
    expect(await form.findByTestId('field-error-dni')).toHaveTextContent('The identification is not a valid Spanish NIF or NIE');
    expect(form.getByLabelText(/^DNI/)).toHaveAttribute('aria-invalid', 'true');
    expect(form.queryByTestId('field-error-name')).toBeNull();
    expect(api.callsTo('POST', `/api/clubs/${CLUB}/people`)).toHaveLength(0);
  });

  it('flags a blank required name before sending', async () => {
    const api = stubApi({});
    renderAt(<CreatePersonButton clubHash={CLUB} type="member" />);
    const { user, form } = await openAndFill({ surname: 'Martín' });
    await user.click(form.getByRole('button', { name: 'Create person' }));
    expect(await form.findByTestId('field-error-name')).toHaveTextContent('This field is required.');
    expect(api.calls).toHaveLength(0);
  });

  it('shows the server invalidParams translated under their fields', async () => {
    stubApi({
      [create]: jsonResponse(400, {
        code: 400,
        errorCode: 'VALIDATION_FAILED',
        message: 'Please fill required fields',
        detail: 'Please fill required fields',
        invalidParamsList: {
          invalidParams: [
            { field: 'dni', errors: [FIELD_ERRORS.duplicateDni], codes: ['duplicateDni'] },
            { field: 'email', errors: ['This value is not a valid email address.'], codes: ['email'] },
          ],
        },
      }),
    });
    renderAt(<CreatePersonButton clubHash={CLUB} type="member" />);
    const { user, form } = await openAndFill({ name: 'Leo', surname: 'Martín', dni: '12345678z', email: 'leo@example.test' });
    await user.click(form.getByRole('button', { name: 'Create person' }));
    expect(await form.findByTestId('field-error-dni')).toHaveTextContent('A person of this type with this DNI already exists in the club');
    expect(form.getByTestId('field-error-email')).toHaveTextContent('This value is not a valid email address.');
    expect(form.getByTestId('person-form-summary')).toHaveTextContent('Please check the fields marked below.');
  });

  it('creates with the normalised dni and the list type, then opens the new person page', async () => {
    const api = stubApi({ [create]: jsonResponse(201, personDetail({ id: 'newperson001', name: 'Leo', surname: 'Martín' })) });
    renderAt(<CreatePersonButton clubHash={CLUB} type="player" />);
    const { user, form } = await openAndFill({ name: 'Leo', surname: 'Martín', dni: '12345678-z' });
    await user.selectOptions(form.getByLabelText('Category'), 'Under-12');
    await user.click(form.getByRole('button', { name: 'Create person' }));
    expect(await screen.findByTestId('navigated')).toHaveTextContent(`/dashboard/manager/${CLUB}/persons/person/newperson001`);
    expect(api.callsTo('POST', `/api/clubs/${CLUB}/people`)[0]?.body).toEqual({
      type: 'player',
      name: 'Leo',
      surname: 'Martín',
      dni: '12345678Z',
      category: 'Under-12',
    });
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'Leo Martín has been added to the club'));
  });
});
