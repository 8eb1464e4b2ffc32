import type { PublicActivities } from '@tribuna/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../test/fixtures';
import { renderPage, stubApi } from '../../../test/render-page';
import { PublicActivitiesPage } from './public-activities-page';

const BASE = '/api/joining/cd-demo/activities';
const camp = {
  hash: 'campAAAAAAAAAAAAAAAAAA',
  name: 'Summer camp',
  description: 'Two weeks of sport.',
  price: 18000,
  places: 40,
  placesLeft: 2,
  startsOn: '2027-07-01',
  closesAt: null,
  status: 'open' as const,
};
const listed: PublicActivities = {
  club: { hash: 'clubAAAAAAAA', name: 'CD Demo', shortname: 'cd-demo', image: null },
  activities: [camp, { ...camp, hash: 'fullAAAAAAAAAAAAAAAAAA', name: 'Tournament', placesLeft: 0 }],
};

async function fillInscription() {
  const form = await screen.findByTestId('inscription-form');
  await userEvent.type(within(form).getByLabelText(/^Participant's name/), 'Lucía');
  await userEvent.type(within(form).getByLabelText(/^Participant's surname/), 'Navarro');
  await userEvent.type(within(form).getByLabelText(/^Participant's date of birth/), '2016-05-14');
  await userEvent.type(within(form).getByLabelText(/^Contact e-mail/), 'family@example.test');
  await userEvent.click(within(form).getByRole('checkbox', { name: /privacy policy of CD Demo/ }));
  await userEvent.click(within(form).getByTestId('inscription-submit'));
}

describe('the public activities page', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['joining', 'forms']);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('shows the places left, and a full activity without the inscription button', async () => {
    stubApi({ [`GET ${BASE}`]: jsonResponse(200, listed) });
    renderPage(<PublicActivitiesPage shortname="cd-demo" />);
    const [open, full] = await screen.findAllByTestId('public-activity');
    expect(within(open!).getByTestId('places-left')).toHaveTextContent('2 places left');
    expect(open).toHaveTextContent('€180.00');
    expect(within(full!).getByTestId('places-left')).toHaveTextContent('Full');
    expect(within(full!).queryByRole('button', { name: 'Inscribe' })).toBeNull();
  });

  it('inscribes a child and says the place is held; a full answer is shown as the refusal', async () => {
    const full = jsonResponse(400, {
      code: 400,
      errorCode: 'VALIDATION_FAILED',
      message: 'Please fill required fields',
      invalidParamsList: { invalidParams: [{ field: 'activity', errors: ['full'], codes: ['activityFull'] }] },
    });
    const api = stubApi({
      [`GET ${BASE}`]: jsonResponse(200, listed),
      [`POST ${BASE}/${camp.hash}/inscriptions`]: [
        full,
        jsonResponse(201, { hash: 'inscAAAAAAAAAAAAAAAAAA', status: 'pending', placesLeft: 1 }),
      ],
    });
    renderPage(<PublicActivitiesPage shortname="cd-demo" />);
    const [open] = await screen.findAllByTestId('public-activity');
    await userEvent.click(within(open!).getByRole('button', { name: 'Inscribe' }));
    await fillInscription();
    expect(await screen.findByTestId('inscription-refused')).toHaveTextContent('There are no places left in this activity');
    await userEvent.click(within(open!).getByTestId('inscription-submit'));
    expect(await within(open!).findByTestId('inscription-sent')).toHaveTextContent('1 place left');
    expect(within(open!).getByTestId('places-left')).toHaveTextContent('1 place left');
    await waitFor(() => expect(api.callsTo('POST', `${BASE}/${camp.hash}/inscriptions`)).toHaveLength(2));
    expect(api.callsTo('POST', `${BASE}/${camp.hash}/inscriptions`)[1]!.body).toEqual({
      name: 'Lucía',
      surname: 'Navarro',
      birthDate: '2016-05-14',
      email: 'family@example.test',
      privacyAccepted: true,
    });
  });
});
