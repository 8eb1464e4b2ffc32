import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession } from '../../../test/fixtures';
import { renderPage, stubApi } from '../../../test/render-page';
import { ContactForm } from './contact-form';

const CLUB = 'clubAAAAAAAA';
const SEND = `/api/clubs/${CLUB}/profile-contact-club`;
const TOKEN = `/api/clubs/${CLUB}/contact-form-token`;
const validation = (field: string, code: string, message: string) =>
  jsonResponse(400, {
    code: 400,
    errorCode: 'VALIDATION_FAILED',
    message: 'Validation failed',
    invalidParamsList: { invalidParams: [{ field, errors: [message], codes: [code] }] },
  });

describe('contact form', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['support', 'forms']);
  });
  beforeEach(() => storeSession());
  afterEach(() => vi.unstubAllGlobals());

  it('lets a visitor send the four-reason form with name, email, privacy and the form token', async () => {
    const api = stubApi({
      [`GET ${TOKEN}`]: jsonResponse(200, { token: 'tok.signed', minimumSeconds: 3 }),
      [`POST ${SEND}`]: jsonResponse(201, { sent: true }),
    });
    renderPage(<ContactForm clubHash={CLUB} signedIn={false} />);
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    await userEvent.click(screen.getByLabelText('Something is not working'));
    await userEvent.type(screen.getByLabelText(/^Name/), 'Lucía Prieto');
    await userEvent.type(screen.getByLabelText(/^Email/), 'lucia@example.org');
    await userEvent.type(screen.getByTestId('contact-message'), 'The app does not open.');
    await userEvent.click(screen.getByLabelText(/privacy policy/));
    await waitFor(() => expect(screen.getByTestId('contact-send')).toBeEnabled());
    await userEvent.click(screen.getByTestId('contact-send'));
    expect(await screen.findByTestId('contact-sent')).toHaveTextContent('Message sent');
    expect(api.callsTo('POST', SEND)[0]!.body).toEqual({
      reason: 'not-working',
      message: 'The app does not open.',
      name: 'Lucía Prieto',
      email: 'lucia@example.org',
      privacyAccepted: true,
      formToken: 'tok.signed',
    });
  });

  it('keeps the honeypot away from people: off screen, hidden from assistive technology, never focused', async () => {
    stubApi({ [`GET ${TOKEN}`]: jsonResponse(200, { token: 'tok', minimumSeconds: 3 }) });
    renderPage(<ContactForm clubHash={CLUB} signedIn={false} />);
    const honeypot = document.querySelector('input[name="website"]')!;
    expect(honeypot).toHaveAttribute('tabindex', '-1');
    expect(honeypot.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: /empty/ })).toBeNull();
  });

  it('shows each refusal in words: a field, a form sent too fast, too many messages', async () => {
    stubApi({
      [`GET ${TOKEN}`]: jsonResponse(200, { token: 'tok', minimumSeconds: 3 }),
      [`POST ${SEND}`]: [
        validation('email', 'email', 'This value is not a valid email address.'),
        validation('formToken', 'contactTooFast', 'x'),
        jsonResponse(429, { code: 429, errorCode: 'RATE_LIMITED', message: 'Too many requests' }),
      ],
    });
    renderPage(<ContactForm clubHash={CLUB} signedIn={false} />);
    await waitFor(() => expect(screen.getByTestId('contact-send')).toBeEnabled());
    await userEvent.click(screen.getByTestId('contact-send'));
    expect(await screen.findByTestId('field-error-email')).toHaveTextContent('This value is not a valid email address.');
    await userEvent.click(screen.getByTestId('contact-send'));
    expect(await screen.findByTestId('contact-error')).toHaveTextContent('The form was sent too quickly');
    await userEvent.click(screen.getByTestId('contact-send'));
    await waitFor(() => expect(screen.getByTestId('contact-error')).toHaveTextContent('You have sent several messages in a short time'));
  });

  it('asks a signed-in person only for the reason and the message', async () => {
    const api = stubApi({ [`POST ${SEND}`]: jsonResponse(201, { sent: true }) });
    renderPage(<ContactForm clubHash={CLUB} signedIn />);
    expect(screen.queryByLabelText(/^Name/)).toBeNull();
    await userEvent.type(screen.getByTestId('contact-message'), 'Hola');
    await userEvent.click(screen.getByTestId('contact-send'));
    await waitFor(() => expect(api.callsTo('POST', SEND)).toHaveLength(1));
    expect(api.callsTo('POST', SEND)[0]!.body).toEqual({ reason: 'club-information', message: 'Hola' });
    expect(api.callsTo('GET', TOKEN)).toHaveLength(0);
  });
});
