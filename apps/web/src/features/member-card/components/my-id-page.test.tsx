import { screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_CARD_DESIGN } from '@tribuna/contract';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession } from '../../../test/fixtures';
import { renderPage, stubApi } from '../../../test/render-page';
import { readOfflineCopy, saveOfflineCopy } from '../lib/offline-cards';
import { childCard, memberCard } from '../test/card-fixtures';
import { MyIdPage } from './my-id-page';

const club = 'clubAAAAAAAA';
const user = 'user12345678';
const own = `/api/clubs/${club}/member-card`;
const children = `${own}/children`;
const offline = () => {
  throw new TypeError('Failed to fetch');
};

describe('My ID page', () => {
  beforeAll(() => i18next.loadNamespaces('card'));
  beforeEach(() => storeSession());
  afterEach(() => vi.unstubAllGlobals());

  it("shows the member's card with one QR code, no printed identifier, and keeps a copy for offline reading", async () => {
    stubApi({ [`GET ${own}`]: jsonResponse(200, memberCard()) });
    renderPage(<MyIdPage userId={user} clubHash={club} guardian={false} />);
    expect(screen.getByRole('heading', { level: 1, name: 'My ID' })).toBeInTheDocument();
    const card = await screen.findByTestId('member-card');
    expect(card).toHaveTextContent('Pau Soler');
    // One QR (the card's), and the identifier it carries is not printed anywhere on the page.
    expect(screen.getAllByRole('img', { name: /QR code/ })).toHaveLength(1);
    expect(screen.getByTestId('card-qr')).toHaveAttribute('data-value', 'QR-8F3K2M9X7Q');
    expect(screen.queryByTestId('card-qr-large')).toBeNull();
    expect(document.body).not.toHaveTextContent('QR-8F3K2M9X7Q');
    expect(screen.getByText('Hold this code up to the reader at the entrance.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Print' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    expect(screen.queryByTestId('card-offline-notice')).toBeNull();
    await waitFor(() => expect(readOfflineCopy(user, club, 'own')?.data.qrIdentifier).toBe('QR-8F3K2M9X7Q'));
  });

  it("shows the entrance QR beside the card when the club's design leaves it off the card: still one QR", async () => {
    const design = { ...DEFAULT_CARD_DESIGN, fields: { ...DEFAULT_CARD_DESIGN.fields, qr: false } };
    stubApi({ [`GET ${own}`]: jsonResponse(200, memberCard({ design })) });
    renderPage(<MyIdPage userId={user} clubHash={club} guardian={false} />);
    expect(await screen.findByTestId('card-qr-large')).toHaveAttribute('data-value', 'QR-8F3K2M9X7Q');
    expect(screen.getAllByRole('img', { name: /QR code/ })).toHaveLength(1);
    expect(document.body).not.toHaveTextContent('QR-8F3K2M9X7Q');
  });

  it('shows the saved copy with its date when the network fails', async () => {
    saveOfflineCopy(user, club, 'own', memberCard(), '2026-03-12T10:00:00.000Z');
    stubApi({ [`GET ${own}`]: offline });
    renderPage(<MyIdPage userId={user} clubHash={club} guardian={false} />);
    expect(await screen.findByTestId('card-offline-notice')).toHaveTextContent(/^Offline: you are seeing the copy saved on Mar 12, 2026/);
    expect(screen.getByTestId('card-as-of')).toHaveTextContent(/^as of/);
    expect(screen.getByTestId('card-qr')).toHaveAttribute('data-value', 'QR-8F3K2M9X7Q');
  });

  it('says so when the network fails and nothing was saved, and retries', async () => {
    stubApi({ [`GET ${own}`]: [offline, jsonResponse(200, memberCard())] });
    renderPage(<MyIdPage userId={user} clubHash={club} guardian={false} />);
    expect(await screen.findByTestId('own-card-error')).toHaveTextContent('The card could not be loaded.');
    screen.getByRole('button', { name: 'Try again' }).click();
    expect(await screen.findByTestId('member-card')).toBeInTheDocument();
  });

  it("shows a guardian's own card and each child's card under the child's name", async () => {
    stubApi({
      [`GET ${own}`]: jsonResponse(
        200,
        memberCard({ role: 'guardian', person: { hash: 'guardian0001', name: 'Laura', surname: 'Martín', photo: null } }),
      ),
      [`GET ${children}`]: jsonResponse(200, [childCard('Leo', 'child0000001', 'QR-LEO'), childCard('Alba', 'child0000002', 'QR-ALBA')]),
    });
    renderPage(<MyIdPage userId={user} clubHash={club} guardian />);
    const leo = await screen.findByRole('region', { name: 'Leo Martín' });
    expect(within(leo).getByTestId('card-qr')).toHaveAttribute('data-value', 'QR-LEO');
    expect(within(leo).getAllByRole('img', { name: /QR code/ })).toHaveLength(1);
    expect(leo).toHaveAttribute('id', 'child-child0000001');
    expect(screen.getByRole('region', { name: 'Alba Martín' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your card' })).toHaveTextContent('Laura Martín');
    expect(screen.getByRole('button', { name: 'Print all cards' })).toBeInTheDocument();
  });

  it('explains that the club has switched off guardians acting for their children', async () => {
    stubApi({
      [`GET ${own}`]: jsonResponse(200, memberCard({ role: 'guardian' })),
      [`GET ${children}`]: jsonResponse(403, {
        code: 403,
        errorCode: 'FEATURE_DISABLED',
        message: 'This feature is not enabled for the club',
      }),
    });
    renderPage(<MyIdPage userId={user} clubHash={club} guardian />);
    expect(await screen.findByTestId('children-cards-disabled')).toHaveTextContent(
      "This club does not let guardians manage their children's records",
    );
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('prints only the chosen card', async () => {
    stubApi({ [`GET ${own}`]: jsonResponse(200, memberCard()) });
    const print = vi.spyOn(window, 'print').mockImplementation(() => {
      expect(document.documentElement).toHaveAttribute('data-print-one');
      expect(screen.getByTestId('printable-card')).toHaveAttribute('data-print-target');
    });
    renderPage(<MyIdPage userId={user} clubHash={club} guardian={false} />);
    (await screen.findByRole('button', { name: 'Print' })).click();
    expect(print).toHaveBeenCalledOnce();
    window.dispatchEvent(new Event('afterprint'));
    expect(document.documentElement).not.toHaveAttribute('data-print-one');
  });

  it.each([false, true])("says the club has no members' private area when it is switched off (guardian: %s)", async (guardian) => {
    const off = jsonResponse(403, { code: 403, errorCode: 'FEATURE_DISABLED', message: 'This feature is not enabled for the club' });
    stubApi({ [`GET ${own}`]: off, [`GET ${children}`]: off });
    renderPage(<MyIdPage userId={user} clubHash={club} guardian={guardian} />);
    expect(await screen.findByTestId('private-area-off')).toHaveTextContent("This club does not offer its members' private area");
    expect(screen.queryByTestId('member-card')).toBeNull();
    expect(screen.queryByTestId('own-card-none')).toBeNull();
    expect(screen.queryByTestId('children-cards-disabled')).toBeNull();
  });
});
