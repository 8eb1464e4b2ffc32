import { FIELD_ERRORS } from '@tribuna/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify } from '../../../lib/notify';
import { jsonResponse, storeSession } from '../../../test/fixtures';
import { PersonPage } from './person-page';
import { CLUB, loadPersonTexts, personDetail, renderAt, stubApi } from './person-test-helpers';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const leo = personDetail({ dni: '12345678Z', terms: { custom: true, version: 2, acceptedAt: '2025-02-01T10:00:00.000Z' } });
const path = `/api/clubs/${CLUB}/people/${leo.id}`;

describe('editing a person and handing over an account', { timeout: 15_000 }, () => {
  beforeAll(loadPersonTexts);
  beforeEach(() => {
    storeSession();
    vi.mocked(notify).mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('sends only the changed fields and shows the saved values', async () => {
    const api = stubApi({
      [`GET ${path}`]: jsonResponse(200, leo),
      [`PATCH ${path}`]: jsonResponse(200, { ...leo, surname: 'Martín Ros', phone: '+34 600 000 001' }),
    });
    const user = userEvent.setup();
    renderAt(<PersonPage clubHash={CLUB} personHash={leo.id} />);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const form = within(await screen.findByRole('dialog'));
    expect(form.getByTestId('terms-current')).toHaveTextContent("Version 2 of the club's terms");
    const surname = form.getByLabelText(/^Surname/);
    await user.clear(surname);
    await user.click(surname);
    await user.paste('Martín Ros');
    await user.click(form.getByLabelText(/^Phone/));
    await user.paste('+34 600 000 001');
    await user.click(form.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('success', 'The changes to Leo Martín Ros have been saved'));
    expect(api.callsTo('PATCH', path)[0]?.body).toEqual({ surname: 'Martín Ros', phone: '+34 600 000 001' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Leo Martín Ros' })).toBeInTheDocument();
    expect(screen.getByTestId('person-phone')).toHaveTextContent('+34 600 000 001');
  });

  it('sends the hand-over link after confirming, says so, and explains a refusal', async () => {
    const api = stubApi({
      [`GET ${path}`]: jsonResponse(200, leo),
      [`POST ${path}/hand-over`]: [
        jsonResponse(200, { sent: true, email: 'leo@example.test' }),
        jsonResponse(409, { code: 409, errorCode: 'CONFLICT', message: FIELD_ERRORS.alreadyHasAccount, reason: 'alreadyHasAccount' }),
      ],
    });
    const user = userEvent.setup();
    renderAt(<PersonPage clubHash={CLUB} personHash={leo.id} />);
    const section = within(await screen.findByTestId('hand-over'));
    await user.click(section.getByRole('button', { name: 'Hand over the account' }));
    expect(await section.findByTestId('field-error-hand-over-email')).toHaveTextContent('This field is required.');
    await user.click(section.getByLabelText(/^Their email address/));
    await user.paste('Leo@Example.test');
    await user.click(section.getByRole('button', { name: 'Hand over the account' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('We will email leo@example.test a link to take over the record of Leo Martín');
    expect(dialog).toHaveTextContent('expires in 7 days');
    expect(dialog).toHaveTextContent('history stay');
    await user.click(within(dialog).getByRole('button', { name: 'Send the link' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith(
        'success',
        'We sent a link to leo@example.test. The record of Leo Martín will move to that account when it is opened.',
      ),
    );
    expect(api.callsTo('POST', `${path}/hand-over`)[0]?.body).toEqual({ email: 'leo@example.test' });

    await user.click(section.getByRole('button', { name: 'Hand over the account' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Send the link' }));
    expect(await section.findByTestId('hand-over-error')).toHaveTextContent('This person already has an account');
  });
});
