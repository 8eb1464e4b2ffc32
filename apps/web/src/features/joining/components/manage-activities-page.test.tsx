import type { Activity, Inscription } from '@tribuna/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession, wholeList } from '../../../test/fixtures';
import { renderPage, stubApi } from '../../../test/render-page';
import { ManageActivitiesPage } from './manage-activities-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const CLUB = 'clubAAAAAAAA';
const BASE = `/api/clubs/${CLUB}/activities`;
const camp: Activity = {
  hash: 'campAAAAAAAAAAAAAAAAAA',
  name: 'Summer camp',
  description: '',
  price: 18000,
  places: 40,
  placesLeft: 38,
  startsOn: '2027-07-01',
  closesAt: null,
  status: 'open',
};
const lucia: Inscription = {
  hash: 'inscAAAAAAAAAAAAAAAAAA',
  name: 'Lucía',
  surname: 'Navarro',
  birthDate: '2016-05-14',
  guardianName: 'Ana Soler',
  email: 'ana@example.test',
  phone: null,
  status: 'pending',
  createdAt: '2026-11-20T10:00:00.000Z',
};

describe('the activities page', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['joining', 'forms']);
  });
  beforeEach(() => storeSession());
  afterEach(() => vi.unstubAllGlobals());

  it('creates an activity with its fee typed in euros and sent in cents', async () => {
    const api = stubApi({
      [`GET ${BASE}`]: [jsonResponse(200, wholeList([])), jsonResponse(200, wholeList([camp]))],
      [`POST ${BASE}`]: jsonResponse(201, camp),
    });
    renderPage(<ManageActivitiesPage clubHash={CLUB} />);
    await userEvent.click(await screen.findByTestId('new-activity'));
    const form = screen.getByTestId('activity-form');
    await userEvent.type(within(form).getByLabelText(/^Name/), 'Summer camp');
    await userEvent.type(within(form).getByLabelText(/^Fee per participant/), '180,50');
    await userEvent.clear(within(form).getByLabelText(/^Places/));
    await userEvent.type(within(form).getByLabelText(/^Places/), '40');
    await userEvent.click(within(form).getByTestId('activity-save'));
    await waitFor(() => expect(api.callsTo('POST', BASE)).toHaveLength(1));
    expect(api.callsTo('POST', BASE)[0]!.body).toEqual({ name: 'Summer camp', description: '', price: 18050, places: 40 });
    expect(await screen.findByTestId('activity-row')).toHaveTextContent('2 of 40 places taken');
  });

  it("lists an activity's inscriptions and accepts a pending one", async () => {
    const api = stubApi({
      [`GET ${BASE}`]: jsonResponse(200, wholeList([camp])),
      [`GET ${BASE}/${camp.hash}/inscriptions`]: [
        jsonResponse(200, wholeList([lucia])),
        jsonResponse(200, wholeList([{ ...lucia, status: 'accepted' }])),
      ],
      [`POST ${BASE}/${camp.hash}/inscriptions/${lucia.hash}/decision`]: jsonResponse(200, { hash: lucia.hash, status: 'accepted' }),
    });
    renderPage(<ManageActivitiesPage clubHash={CLUB} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Show inscriptions' }));
    const row = await screen.findByTestId('inscription-row');
    expect(row).toHaveTextContent('Lucía Navarro');
    expect(row).toHaveTextContent('Waiting for review');
    await userEvent.click(within(row).getByRole('button', { name: 'Accept Lucía Navarro' }));
    await waitFor(() => expect(screen.getByTestId('inscription-row')).toHaveTextContent('Accepted'));
    expect(api.callsTo('POST', `${BASE}/${camp.hash}/inscriptions/${lucia.hash}/decision`)[0]!.body).toEqual({ decision: 'accept' });
  });
});
