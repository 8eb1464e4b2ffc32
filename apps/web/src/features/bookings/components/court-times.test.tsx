import type { FreeSlot } from '@tribuna/contract';
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CourtTimes, startTimesOf } from './court-times';

const slot = (startAt: string, minutes: number, guestPrice: number): FreeSlot => ({
  calendarHash: 'calAAAAAAAAA',
  startAt,
  endAt: new Date(Date.parse(startAt) + minutes * 60_000).toISOString(),
  minutes,
  memberPrice: guestPrice - 500,
  guestPrice,
});
const calendar = { hash: 'calAAAAAAAAA', name: 'Pista 1', sport: 'padel', colour: '#1c7ed6', slotMinutes: [60, 90], capacity: 4 };
const times = startTimesOf([
  slot('2026-12-07T09:30:00Z', 90, 2500),
  slot('2026-12-07T09:00:00Z', 60, 1800),
  slot('2026-12-07T09:00:00Z', 90, 2500),
]);

/** Issue 21 items 4 and 10: a court's day is one button per start time, and its sport reads as a word. */
describe('a court’s free times', () => {
  beforeAll(async () => {
    await i18next.changeLanguage('es');
    await i18next.loadNamespaces(['bookings', 'teams']);
  });
  afterAll(async () => {
    await i18next.changeLanguage('en');
  });

  it('groups the lengths under their start time, in time order', () => {
    expect(times.map((time) => [time.startAt, time.lengths.map((length) => length.minutes)])).toEqual([
      ['2026-12-07T09:00:00Z', [60, 90]],
      ['2026-12-07T09:30:00Z', [90]],
    ]);
  });

  it('names the sport in the person’s language, not by its code', async () => {
    render(
      <CourtTimes
        calendar={calendar}
        times={times}
        timeZone="Europe/Madrid"
        picked={null}
        priceOf={(s) => s.guestPrice}
        onPick={() => {}}
      />,
    );
    expect(await screen.findByText(/Pádel · hasta 4 personas/)).toBeInTheDocument();
    expect(screen.queryByText(/padel/)).not.toBeInTheDocument();
    expect(screen.getAllByTestId('slot').map((button) => button.textContent)).toEqual(['10:0018,00\u00a0€', '10:3025,00\u00a0€']);
  });
});
