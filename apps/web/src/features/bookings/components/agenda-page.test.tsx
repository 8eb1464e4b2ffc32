import { screen } from '@testing-library/react';
import type { Agenda, FeatureCode } from '@tribuna/contract';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, storeSession } from '../../../test/fixtures';
import { renderPage, stubApi } from '../../../test/render-page';
import { todayIn } from '../lib/zoned-input';
import { AgendaPage } from './agenda-page';

const club = 'clubAAAAAAAA';
const day = todayIn('Europe/Madrid');

const agenda = (): Agenda => ({
  from: day,
  days: [day],
  timeZone: 'Europe/Madrid',
  calendars: [
    {
      hash: 'cal000000001',
      name: 'Pista 1',
      sport: 'padel',
      colour: '#1c7ed6',
      slotMinutes: [60],
      openingHours: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday: weekday as 1, opensAt: '08:00', closesAt: '22:00' })),
    },
  ],
  bookings: [
    {
      hash: 'book00000001',
      calendarHash: 'cal000000001',
      bookerEmail: 'ana@example.org',
      bookerName: 'Ana',
      description: '',
      notes: '',
      startAt: `${day}T09:00:00.000Z`,
      endAt: `${day}T10:00:00.000Z`,
      amount: 0,
      units: 1,
      status: 'confirmed',
      priceKind: 'manual',
      kind: 'booking',
      seriesId: null,
    },
  ],
});

const render = (features: FeatureCode[]) => {
  stubApi({
    [`GET /api/clubs/${club}/bookings/agenda`]: jsonResponse(200, agenda()),
    [`GET /api/clubs/${club}/features`]: jsonResponse(
      200,
      features.map((code) => ({ code })),
    ),
  });
  renderPage(<AgendaPage clubHash={club} />);
};

/** books_management_enabled (decision 0008): without it managers read the agenda but do not change it. */
describe('agenda page and books management', { timeout: 20_000 }, () => {
  beforeAll(() => i18next.loadNamespaces(['bookings', 'forms']));
  beforeEach(() => storeSession());
  afterEach(() => vi.unstubAllGlobals());

  it('is read-only without books_management_enabled: no new booking, no dragging or opening bookings, and it says why', async () => {
    render(['bookings']);
    expect(await screen.findByTestId('agenda-readonly')).toHaveTextContent('read-only');
    const booking = await screen.findByTestId('agenda-booking');
    expect(booking.tagName).not.toBe('BUTTON');
    expect(booking).not.toHaveAttribute('draggable', 'true');
    expect(screen.queryByTestId('agenda-new')).toBeNull();
  });

  it('lets managers book, move and cancel with books_management_enabled', async () => {
    render(['bookings', 'books_management_enabled']);
    const booking = await screen.findByTestId('agenda-booking');
    expect(booking.tagName).toBe('BUTTON');
    expect(booking).toHaveAttribute('draggable', 'true');
    expect(screen.getByTestId('agenda-new')).toBeInTheDocument();
    expect(screen.queryByTestId('agenda-readonly')).toBeNull();
  });
});
