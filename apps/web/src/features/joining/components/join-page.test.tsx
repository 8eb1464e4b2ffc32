import type { JoiningForm } from '@tribuna/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderPage, stubApi } from '../../../test/render-page';
import { JoinPage } from './join-page';

const FORM = '/api/joining/cd-demo';
const plan = (hash: string, name: string, audience: 'partner' | 'athlete', price: number, instalments = 1) => ({
  hash,
  name,
  description: '',
  audience,
  categories: audience === 'athlete' ? ['Under-12'] : [],
  price,
  period: 'season',
  instalments,
});
const form: JoiningForm = {
  club: { hash: 'clubAAAAAAAA', name: 'CD Demo', shortname: 'cd-demo', image: null },
  seasonStartsOn: '2026-09-01',
  plans: [
    plan('planAdultAAAAAAAAAAAAA', 'Adult partner', 'partner', 12000, 2),
    plan('planKidsAAAAAAAAAAAAAA', 'Under-12 athlete', 'athlete', 9000),
  ],
};

describe('the public sign-up page', { timeout: 40_000 }, () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['joining', 'forms']);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("shows the club's plans for the audience chosen, with their prices in words", async () => {
    stubApi({ [`GET ${FORM}`]: jsonResponse(200, form) });
    renderPage(<JoinPage shortname="cd-demo" />);
    expect(await screen.findByRole('heading', { name: 'Join CD Demo' })).toBeInTheDocument();
    const plans = screen.getByTestId('plan-choice');
    expect(within(plans).getByRole('radio', { name: 'Adult partner' })).toBeInTheDocument();
    expect(plans).toHaveTextContent('€120.00 per season, in 2 instalments');
    expect(within(plans).queryByRole('radio', { name: 'Under-12 athlete' })).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: 'Athlete' }));
    expect(within(screen.getByTestId('plan-choice')).getByRole('radio', { name: 'Under-12 athlete' })).toBeInTheDocument();
  });

  it('checks the form with the API schema before sending: nothing leaves with a missing field', async () => {
    const api = stubApi({ [`GET ${FORM}`]: jsonResponse(200, form) });
    renderPage(<JoinPage shortname="cd-demo" />);
    await userEvent.click(await screen.findByTestId('join-submit'));
    expect(await screen.findByText('You must accept the privacy policy')).toBeInTheDocument();
    // Each field says what is wrong with it, read out with the field.
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('This field is required.');
    expect(api.callsTo('POST', `${FORM}/requests`)).toHaveLength(0);
  });

  it("a guardian registers a child: the guardian's data goes with it, and the API's refusal lands on its field", async () => {
    const refused = jsonResponse(400, {
      code: 400,
      errorCode: 'VALIDATION_FAILED',
      message: 'Please fill required fields',
      invalidParamsList: { invalidParams: [{ field: 'plan', errors: ['not open'], codes: ['planNotOpen'] }] },
    });
    const api = stubApi({
      [`GET ${FORM}`]: jsonResponse(200, form),
      [`POST ${FORM}/requests`]: [refused, jsonResponse(201, { hash: 'requestAAAAAAAAAAAAAAA', status: 'pending' })],
    });
    renderPage(<JoinPage shortname="cd-demo" />);
    await userEvent.click(await screen.findByRole('radio', { name: /My child/ }));
    await userEvent.click(screen.getByRole('radio', { name: 'Athlete' }));
    const guardian = screen.getByRole('group', { name: 'Parent or guardian' });
    await userEvent.type(within(guardian).getByLabelText(/^Name/), 'Marta');
    await userEvent.type(within(guardian).getByLabelText(/^Surname/), 'Vidal');
    await userEvent.type(within(guardian).getByLabelText(/^NIF\/NIE/), '12345678Z');
    const child = screen.getByRole('group', { name: 'The child' });
    await userEvent.type(within(child).getByLabelText(/^Name/), 'Pau');
    await userEvent.type(within(child).getByLabelText(/^Surname/), 'Ferrer');
    await userEvent.type(within(child).getByLabelText(/^Date of birth/), '2016-05-01');
    await userEvent.type(screen.getByLabelText(/^Your e-mail/), 'marta@example.test');
    await userEvent.click(screen.getByRole('radio', { name: 'Under-12 athlete' }));
    await userEvent.click(screen.getByTestId('privacy-accept'));
    await userEvent.click(screen.getByTestId('join-submit'));
    expect(await screen.findByText('This plan is not open to new members of this kind or age')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('join-submit'));
    expect(await screen.findByTestId('join-sent')).toHaveTextContent('CD Demo will review it and write to marta@example.test');
    await waitFor(() => expect(api.callsTo('POST', `${FORM}/requests`)).toHaveLength(2));
    expect(api.callsTo('POST', `${FORM}/requests`)[1]!.body).toEqual({
      audience: 'athlete',
      forChild: true,
      name: 'Pau',
      surname: 'Ferrer',
      birthDate: '2016-05-01',
      email: 'marta@example.test',
      guardian: { name: 'Marta', surname: 'Vidal', dni: '12345678Z' },
      plan: 'planKidsAAAAAAAAAAAAAA',
      privacyAccepted: true,
    });
  });

  it('says so when the club has no public sign-up', async () => {
    stubApi({ [`GET /api/joining/nope`]: jsonResponse(404, { code: 404, errorCode: 'NOT_FOUND', message: 'Not found' }) });
    renderPage(<JoinPage shortname="nope" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This club has no public sign-up.');
  });
});
