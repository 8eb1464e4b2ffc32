import type { Sponsor } from '@tribuna/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession, wholeList } from '../../../test/fixtures';
import { renderPage, stubApi } from '../../../test/render-page';
import { move } from '../lib/move';
import { SponsorsPage } from './sponsors-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const CLUB = 'clubAAAAAAAA';
const BASE = `/api/clubs/${CLUB}/sponsors`;
const sponsor = (name: string, order: number, overrides: Partial<Sponsor> = {}): Sponsor => ({
  hash: `sponsor${order}AAAAA`,
  name,
  url: `https://${name.toLowerCase().replace(/\s/g, '')}.example/`,
  image: null,
  order,
  ...overrides,
});
const three = [sponsor('Forn Pepa', 0), sponsor('Taller Sol', 1), sponsor('Farmacia', 2, { url: null })];
const days = Array.from({ length: 30 }, (_, i) => `2026-10-${String(i + 1).padStart(2, '0')}`);
const clicks = { ...wholeList([{ sponsorHash: three[0]!.hash, clicks: [...Array(29).fill(0), 7], total: 7 }]), days };
const list = (items: Sponsor[]) => jsonResponse(200, wholeList(items));

describe('move', () => {
  it('moves one item and keeps the others in order', () => {
    expect(move(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(move(['a', 'b', 'c'], 2, 0)).toEqual(['c', 'a', 'b']);
    expect(move(['a', 'b'], 1, 9)).toEqual(['a', 'b']);
  });
});

describe('sponsors page', { timeout: 20_000 }, () => {
  beforeAll(async () => {
    await i18next.loadNamespaces(['sponsors', 'forms']);
  });
  beforeEach(() => storeSession());
  afterEach(() => vi.unstubAllGlobals());

  it('lists the sponsors in order with their links and a 30-day clicks chart with a text alternative', async () => {
    stubApi({ [`GET ${BASE}`]: list(three), [`GET ${BASE}/clicks`]: jsonResponse(200, clicks) });
    renderPage(<SponsorsPage clubHash={CLUB} />);
    await waitFor(() => expect(screen.getAllByTestId('sponsor-row')).toHaveLength(3));
    const [first, , last] = screen.getAllByTestId('sponsor-row');
    expect(within(first!).getByRole('link', { name: 'https://fornpepa.example/' })).toHaveAttribute('target', '_blank');
    expect(last).toHaveTextContent('No link');
    await waitFor(() => expect(within(first!).getByTestId('clicks-chart')).toHaveTextContent('7 clicks in 30 days'));
    expect(within(first!).getByRole('table', { name: 'Clicks on Forn Pepa in the last 30 days' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Forn Pepa up' })).toBeDisabled();
  });

  it('moves a sponsor with the keyboard buttons and saves the whole order in one call', async () => {
    const reordered = [three[1]!, three[0]!, three[2]!].map((s, order) => ({ ...s, order }));
    const api = stubApi({
      [`GET ${BASE}`]: list(three),
      [`GET ${BASE}/clicks`]: jsonResponse(200, clicks),
      [`PATCH ${BASE}`]: list(reordered),
    });
    renderPage(<SponsorsPage clubHash={CLUB} />);
    const down = await screen.findByRole('button', { name: 'Move Forn Pepa down' });
    down.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(api.callsTo('PATCH', BASE)).toHaveLength(1));
    expect(api.callsTo('PATCH', BASE)[0]!.body).toEqual({ order: reordered.map((s) => s.hash) });
    await waitFor(() => expect(screen.getAllByTestId('sponsor-row')[0]).toHaveTextContent('Taller Sol'));
    expect(screen.getByRole('status')).toHaveTextContent('Forn Pepa is now number 2 of 3.');
  });

  it('adds a sponsor, refusing a link that is not a web link with the translated reason', async () => {
    const api = stubApi({
      [`GET ${BASE}`]: list(three),
      [`GET ${BASE}/clicks`]: jsonResponse(200, clicks),
      [`POST ${BASE}`]: jsonResponse(201, sponsor('Bar Nou', 3)),
    });
    renderPage(<SponsorsPage clubHash={CLUB} />);
    await userEvent.click(await screen.findByTestId('sponsor-add'));
    const modal = await screen.findByTestId('sponsor-form');
    await userEvent.type(within(modal).getByLabelText(/Name/), 'Bar Nou');
    await userEvent.type(within(modal).getByLabelText(/Web link/), 'javascript:alert(1)');
    await userEvent.click(within(modal).getByTestId('sponsor-save'));
    expect(await within(modal).findByText('Only web links (http or https) are accepted')).toBeInTheDocument();
    expect(api.callsTo('POST', BASE)).toHaveLength(0);
    await userEvent.clear(within(modal).getByLabelText(/Web link/));
    await userEvent.type(within(modal).getByLabelText(/Web link/), 'https://barnou.example');
    await userEvent.click(within(modal).getByTestId('sponsor-save'));
    await waitFor(() => expect(api.callsTo('POST', BASE)).toHaveLength(1));
    expect(api.callsTo('POST', BASE)[0]!.body).toEqual({ name: 'Bar Nou', url: 'https://barnou.example' });
  });

  it('removes a sponsor after asking', async () => {
    const api = stubApi({
      [`GET ${BASE}`]: list(three),
      [`GET ${BASE}/clicks`]: jsonResponse(200, clicks),
      [`DELETE ${BASE}/${three[1]!.hash}`]: new Response(null, { status: 204 }),
    });
    renderPage(<SponsorsPage clubHash={CLUB} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Taller Sol' }));
    expect(await screen.findByText(/Taller Sol will disappear from the portal/)).toBeInTheDocument();
    await userEvent.click(screen.getByTestId('sponsor-remove-confirm'));
    await waitFor(() => expect(api.callsTo('DELETE', `${BASE}/${three[1]!.hash}`)).toHaveLength(1));
  });

  it('shows the spec’s load error with a way to try again', async () => {
    stubApi({
      [`GET ${BASE}`]: jsonResponse(500, { code: 500, errorCode: 'INTERNAL', message: 'x' }),
      [`GET ${BASE}/clicks`]: jsonResponse(200, clicks),
    });
    renderPage(<SponsorsPage clubHash={CLUB} />);
    expect(await screen.findByTestId('sponsors-error')).toHaveTextContent('An error happened and we are not able to load the sponsors');
  });
});
