import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, personFixture, wholeList } from '../../../test/fixtures';
import { renderPage, stubApi } from '../../../test/render-page';
import { invitation } from '../../../test/onboarding-fixtures';
import { accessDevice, accessList, actAsManager, API, CLUB } from '../test/access-fixtures';
import { AccessControlPage } from './access-control-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const open = (tab: string) => renderPage(<AccessControlPage clubHash={CLUB} />, { path: '/ac', url: `/ac?tab=${tab}` });

describe('access control: phones and controllers', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['access', 'scanner', 'forms', 'common']);
  });
  beforeEach(() => actAsManager());
  afterEach(() => vi.unstubAllGlobals());

  it('registers a phone by showing its one-time QR, and revokes a phone', async () => {
    const qrText = 'TRBDEV1.abcdefghijklmnopqrstuvwxyz';
    const api = stubApi({
      [`GET ${API}/access-devices`]: jsonResponse(
        200,
        wholeList([
          accessDevice(),
          accessDevice({ hash: 'deviceOld00001', name: 'Viejo', revokedAt: '2026-11-01T10:00:00Z', lastSyncAt: null }),
        ]),
      ),
      [`GET ${API}/access-lists`]: jsonResponse(200, wholeList([accessList()])),
      [`POST ${API}/access-devices/tokens`]: jsonResponse(201, {
        token: 'abcdefghijklmnopqrstuvwxyz',
        qrText,
        expiresAt: '2026-11-28T19:10:00Z',
        listHash: null,
      }),
      [`POST ${API}/access-devices/deviceAAAAAA01/revoke`]: jsonResponse(200, accessDevice({ revokedAt: '2026-11-28T19:00:00Z' })),
    });
    open('devices');
    const rows = await screen.findAllByTestId('access-device-row');
    expect(rows[0]).toHaveTextContent('Any list of the club');
    expect(rows[1]).toHaveTextContent('Never synced');
    // A revoked phone cannot be revoked again.
    expect(within(rows[1]!).queryByTestId('access-device-revoke-open')).toBeNull();

    await userEvent.click(screen.getByTestId('access-device-register'));
    await userEvent.click(await screen.findByTestId('access-device-token'));
    const qr = await screen.findByRole('img', { name: 'Registration code for a door phone' });
    expect(qr).toHaveAttribute('data-value', qrText);
    expect(api.callsTo('POST', `${API}/access-devices/tokens`)[0]!.body).toEqual({ listHash: null });
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));

    await userEvent.click(within(rows[0]!).getByRole('button', { name: 'Revoke Móvil puerta' }));
    await userEvent.click(await screen.findByTestId('access-device-revoke-confirm'));
    await waitFor(() => expect(api.callsTo('POST', `${API}/access-devices/deviceAAAAAA01/revoke`)).toHaveLength(1));
  });

  it('finds a person and makes them a controller, and takes the flag from another', async () => {
    const vera = { hash: 'profileVera001', name: 'Vera', surname: 'Puerta', role: 'member', enabled: true };
    const api = stubApi({
      [`GET ${API}/access-control/controllers`]: [
        jsonResponse(200, wholeList([vera])),
        jsonResponse(200, wholeList([vera, { hash: 'profileLuis001', name: 'Luis', surname: 'Sanz', role: 'member', enabled: true }])),
      ],
      [`GET ${API}/people`]: jsonResponse(
        200,
        wholeList([
          personFixture({ id: 'profileLuis001', name: 'Luis', surname: 'Sanz', role: 'member', membershipNumber: 12 }),
          personFixture({ id: 'profileVera001', name: 'Vera', surname: 'Puerta', role: 'member', membershipNumber: 3 }),
        ]),
      ),
      [`PUT ${API}/access-control/controllers/profileLuis001`]: jsonResponse(200, {
        hash: 'profileLuis001',
        name: 'Luis',
        surname: 'Sanz',
        role: 'member',
        enabled: true,
      }),
      [`DELETE ${API}/access-control/controllers/profileVera001`]: new Response(null, { status: 204 }),
    });
    open('controllers');
    expect(await screen.findByTestId('access-controller-row')).toHaveTextContent('Vera Puerta');

    await userEvent.type(screen.getByTestId('access-controller-search'), 'Sanz');
    const found = await screen.findAllByTestId('access-candidate-row');
    expect(api.queriesTo('GET', `${API}/people`).at(-1)!.get('search')).toBe('Sanz');
    expect(found[1]).toHaveTextContent('Already a controller');
    await userEvent.click(within(found[0]!).getByRole('button', { name: 'Let Luis Sanz scan' }));
    await waitFor(() => expect(api.callsTo('PUT', `${API}/access-control/controllers/profileLuis001`)).toHaveLength(1));
    await waitFor(() => expect(screen.getAllByTestId('access-controller-row')).toHaveLength(2));

    await userEvent.click(screen.getByRole('button', { name: 'Stop Vera Puerta scanning' }));
    await waitFor(() => expect(api.callsTo('DELETE', `${API}/access-control/controllers/profileVera001`)).toHaveLength(1));
  });

  it('makes a one-time controller invitation link for a volunteer without a profile', async () => {
    const url = 'https://club.example/clubs/onboarding?invitation=tok-ctrl';
    const api = stubApi({
      [`GET ${API}/access-control/controllers`]: jsonResponse(200, wholeList([])),
      [`POST ${API}/invitations`]: jsonResponse(201, invitation({ url, maxUses: 1, accessController: true })),
    });
    open('controllers');
    await userEvent.click(await screen.findByTestId('access-controller-invite'));
    expect(await screen.findByRole('textbox', { name: 'Controller invitation link' })).toHaveValue(url);
    const body = api.callsTo('POST', `${API}/invitations`)[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({ role: 'member', maxUses: 1, accessController: true });
    // A week from now, give or take the test's own run.
    const days = (Date.parse(body.expiresAt as string) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    expect(days).toBeLessThanOrEqual(7);
  });
});
