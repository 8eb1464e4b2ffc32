import 'fake-indexeddb/auto';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ScanAnswer } from '@tribuna/contract/access-control';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CLUB_A, demoUser, jsonResponse, storeSession, USER_ID, wholeList } from '../../../test/fixtures';
import { renderPage, stubApi } from '../../../test/render-page';
import { wipeScannerData } from '../lib/offline-db';
import { ScannerPage } from './scanner-page';

const API = `/api/clubs/${CLUB_A}`;
const gate = { hash: 'listMainGate01', name: 'Puerta principal', kind: 'tickets', campaignName: 'CD Demo – CF Ribera' };

const answer = (overrides: Partial<ScanAnswer> = {}): ScanAnswer => ({
  scanHash: 'scanHash000001',
  result: 'admitted',
  reason: 'valid',
  codeKind: 'member',
  direction: 'entry',
  listHash: gate.hash,
  scannedAt: '2026-05-10T17:42:00.000Z',
  person: {
    hash: 'personAna0001',
    name: 'Ana Pérez',
    membershipNumber: 17,
    photoUrl: null,
    enabled: true,
    status: 'active',
    feeStanding: null,
  },
  ticket: null,
  previous: null,
  ...overrides,
});

/** A controller: a member profile whose `can` lists scanning. */
function actAsController() {
  const user = demoUser();
  const club = user.clubs[0]!;
  club.profiles.prof1 = { ...club.profiles.prof1!, role: 'member', accessController: true, can: ['accessControl.scan'] };
  storeSession({
    user,
    currentProfile: {
      clubHash: CLUB_A,
      clubName: 'CD Demo',
      clubImage: null,
      clubLocale: 'es-ES',
      profileHash: 'prof1',
      role: 'member',
      area: 'member',
      userId: USER_ID,
    },
  });
}

const open = () => renderPage(<ScannerPage clubHash={CLUB_A} />, { path: '/scan', url: '/scan' });

async function typeCode(code: string) {
  await userEvent.type(screen.getByLabelText('Code or membership number'), `${code}{Enter}`);
}

describe('the door scanner page', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['scanner', 'forms', 'common']);
  });
  beforeEach(() => actAsController());
  afterEach(async () => {
    vi.unstubAllGlobals();
    await wipeScannerData();
  });

  it('checks a typed code at the chosen gate and answers in words: green with the person, then red with when and where', async () => {
    const api = stubApi({
      [`GET ${API}/access-control/scanner-lists`]: jsonResponse(200, wholeList([gate])),
      [`POST ${API}/access-control/scans`]: [
        jsonResponse(200, answer()),
        jsonResponse(
          200,
          answer({
            result: 'refused',
            reason: 'alreadyUsed',
            codeKind: 'ticket',
            person: null,
            ticket: {
              hash: 'ticket1',
              reference: 'T-4F7K-2Q',
              product: 'Tribuna norte',
              event: 'CD Demo – CF Ribera',
              seat: { row: 3, seat: 12 },
            },
            previous: { at: '2026-05-10T17:10:00.000Z', listName: 'Puerta 2', deviceName: null },
          }),
        ),
      ],
    });
    open();
    expect(await screen.findByLabelText('Check-in list')).toHaveValue(gate.hash);
    expect(screen.getByTestId('scan-result')).toHaveTextContent('Scan a code');

    await typeCode('17');
    const result = screen.getByTestId('scan-result');
    await waitFor(() => expect(result).toHaveAttribute('data-result', 'admitted'));
    expect(within(result).getByText('Admitted')).toBeInTheDocument();
    expect(result).toHaveTextContent('Valid.');
    expect(result).toHaveTextContent('Ana Pérez · Membership number 17');
    const [sent] = api.callsTo('POST', `${API}/access-control/scans`);
    expect(sent?.body).toMatchObject({
      listHash: gate.hash,
      code: '17',
      direction: 'entry',
      nonce: expect.stringMatching(/^[0-9a-f]{32}$/),
    });

    await userEvent.click(screen.getByRole('radio', { name: 'Exit' }));
    await typeCode('T-4F7K-2Q');
    await waitFor(() => expect(result).toHaveAttribute('data-result', 'refused'));
    expect(result).toHaveTextContent(/Already used at \d{2}:\d{2}( [AP]M)? at Puerta 2\./);
    expect(result).toHaveTextContent('Tribuna norte · CD Demo – CF Ribera · T-4F7K-2Q · Row 3, seat 12');
    const second = api.callsTo('POST', `${API}/access-control/scans`)[1];
    expect(second?.body).toMatchObject({ direction: 'exit' });
    expect((second?.body as { nonce: string }).nonce).not.toBe((sent?.body as { nonce: string }).nonce);
  });

  it('says when the phone cannot decide offline (not registered), and tells a refused request apart', async () => {
    stubApi({
      [`GET ${API}/access-control/scanner-lists`]: jsonResponse(200, wholeList([gate])),
      [`POST ${API}/access-control/scans`]: [
        () => Promise.reject(new TypeError('Failed to fetch')),
        jsonResponse(429, { code: 429, errorCode: 'TOO_MANY_REQUESTS', message: 'Too many requests' }),
      ],
    });
    open();
    await screen.findByLabelText('Check-in list');
    expect(screen.getByText(/register this phone/)).toBeInTheDocument();
    await typeCode('TKT-1');
    await waitFor(() => expect(screen.getByTestId('scan-result')).toHaveTextContent('No offline data on this phone yet'));
    await typeCode('TKT-2');
    expect(await screen.findByText('Too many scans at once. Wait a moment.')).toBeInTheDocument();
  });

  it('offers to register the phone when a manager’s registration code is read', async () => {
    const api = stubApi({
      [`GET ${API}/access-control/scanner-lists`]: jsonResponse(200, wholeList([gate])),
      [`POST ${API}/access-devices`]: jsonResponse(201, {
        deviceHash: 'deviceHash0001',
        name: 'Gate phone',
        listHash: null,
        deviceSecret: 'secret-secret-secret',
        dataKey: 'q83vEjRWeJCrze8SNFZ4kKvN7xI0VniQq83vEjRWeJA',
      }),
      [`GET ${API}/access-control/offline/${gate.hash}`]: jsonResponse(403, { code: 403, errorCode: 'DEVICE_REVOKED', message: 'Revoked' }),
    });
    open();
    await screen.findByLabelText('Check-in list');
    await typeCode('TRBDEV1.abcdefghijklmnopqrstuvwxyz');
    const name = await screen.findByLabelText(/Name of this phone/);
    await userEvent.clear(name);
    await userEvent.type(name, 'Gate phone');
    await userEvent.click(screen.getByRole('button', { name: 'Register this phone' }));
    await waitFor(() => expect(api.callsTo('POST', `${API}/access-devices`)).toHaveLength(1));
    expect(api.callsTo('POST', `${API}/access-devices`)[0]?.body).toEqual({ token: 'abcdefghijklmnopqrstuvwxyz', name: 'Gate phone' });
    expect(api.callsTo('POST', `${API}/access-control/scans`)).toHaveLength(0);
    // The API answers that this phone is revoked at its first sync: its data is wiped and it says so.
    expect(await screen.findByText('This phone was revoked: its offline data was deleted.')).toBeInTheDocument();
  });
});
