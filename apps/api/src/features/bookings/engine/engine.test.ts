import { describe, expect, it } from 'vitest';
import { freeSlots, openIntervals, slotStep, type OpeningBand } from './availability';
import { quote, type PricingPolicy } from './pricing';

const MADRID = 'Europe/Madrid';
const court = { id: 1, slotMinutes: [60, 90], timeZone: MADRID };
const everyDay = (opensAt: number, closesAt: number): OpeningBand[] =>
  [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, opensAt, closesAt }));
const always = { earliest: new Date('2000-01-01T00:00:00Z'), latest: new Date('2100-01-01T00:00:00Z') };

describe('availability', () => {
  it('steps every 30 minutes for 60/90-minute courts, every hour for hour-only ones', () => {
    expect(slotStep([60, 90])).toBe(30);
    expect(slotStep([60])).toBe(60);
    expect(slotStep([45])).toBe(15);
  });

  it('keeps local opening hours across the March clock change (Sunday 28 March 2027, Madrid)', () => {
    const rules = everyDay(8 * 60, 22 * 60);
    const [saturday] = openIntervals(court, '2027-03-27', rules, []);
    const [sunday] = openIntervals(court, '2027-03-28', rules, []);
    // 08:00 local is 07:00 UTC in winter (CET) and 06:00 UTC in summer (CEST).
    expect(saturday!.startAt.toISOString()).toBe('2027-03-27T07:00:00.000Z');
    expect(sunday!.startAt.toISOString()).toBe('2027-03-28T06:00:00.000Z');
    expect(sunday!.endAt.toISOString()).toBe('2027-03-28T20:00:00.000Z');
    const slots = freeSlots({ calendar: court, days: ['2027-03-28'], rules, exceptions: [], busy: [], ...always, minutes: 60 });
    expect(slots).toHaveLength(27); // 08:00 … 21:00 every half hour
    expect(slots.at(-1)!.startAt.toISOString()).toBe('2027-03-28T19:00:00.000Z'); // 21:00 CEST
  });

  it('a night band across the missing hour is one real hour shorter, and slots keep their real length', () => {
    const rules = everyDay(0, 6 * 60);
    const [band] = openIntervals(court, '2027-03-28', rules, []);
    expect((band!.endAt.getTime() - band!.startAt.getTime()) / 3_600_000).toBe(5);
    const slots = freeSlots({ calendar: court, days: ['2027-03-28'], rules, exceptions: [], busy: [], ...always, minutes: 60 });
    for (const slot of slots) expect(slot.endAt.getTime() - slot.startAt.getTime()).toBe(3_600_000);
    expect(slots).toHaveLength(9);
  });

  it('the October change has a 25-hour day', () => {
    const [band] = openIntervals(court, '2027-10-31', everyDay(0, 1440), []);
    expect((band!.endAt.getTime() - band!.startAt.getTime()) / 3_600_000).toBe(25);
  });

  it('calendar exceptions replace the weekly rule; a club holiday closes every calendar', () => {
    const rules = everyDay(8 * 60, 22 * 60);
    const special = { calendarId: 1, day: '2027-01-06', opensAt: 10 * 60, closesAt: 14 * 60 };
    expect(openIntervals(court, '2027-01-06', rules, [special])[0]!.startAt.toISOString()).toBe('2027-01-06T09:00:00.000Z');
    const holiday = { calendarId: null, day: '2027-01-06', opensAt: null, closesAt: null };
    expect(openIntervals(court, '2027-01-06', rules, [special, holiday])).toEqual([]);
    expect(openIntervals({ ...court, id: 2 }, '2027-01-06', rules, [special])).toHaveLength(1);
  });

  it('leaves out busy times, slots past the closing time and slots outside [earliest, latest)', () => {
    const rules = everyDay(9 * 60, 12 * 60);
    const busy = [{ startAt: new Date('2027-02-01T09:00:00Z'), endAt: new Date('2027-02-01T10:00:00Z') }]; // 10:00–11:00 local
    const slots = freeSlots({
      calendar: court,
      days: ['2027-02-01'],
      rules,
      exceptions: [],
      busy,
      earliest: new Date('2027-02-01T08:30:00Z'), // 09:30 local
      latest: always.latest,
    });
    const starts = slots.map((slot) => `${slot.startAt.toISOString().slice(11, 16)}/${slot.minutes}`);
    // 09:30 local is 08:30Z: a 60 would end at 10:30 local (busy from 10:00), so nothing before 11:00 local.
    expect(starts).toEqual(['10:00/60']);
  });
});

const policy = (values: Partial<PricingPolicy>): PricingPolicy => ({
  id: 1,
  calendarIds: [],
  weekdays: [1, 2, 3, 4, 5, 6, 7],
  startsAt: 0,
  endsAt: 1440,
  durationMinutes: null,
  memberPrice: 1000,
  guestPrice: 1600,
  validFrom: null,
  validUntil: null,
  ...values,
});

describe('pricing', () => {
  const at = (iso: string, minutes = 90) => ({ calendarId: 1, startAt: new Date(iso), minutes, timeZone: MADRID });

  it('charges per hour, pro rata, member or guest', () => {
    expect(quote([policy({})], at('2027-02-01T17:00:00Z'), 'guest').amount).toBe(2400);
    expect(quote([policy({})], at('2027-02-01T17:00:00Z'), 'member').amount).toBe(1500);
  });

  it('picks the most specific rule: length, then calendars, then the narrower band', () => {
    const policies = [
      policy({ id: 1 }),
      policy({ id: 2, startsAt: 18 * 60, endsAt: 22 * 60, guestPrice: 2400 }),
      policy({ id: 3, durationMinutes: 90, guestPrice: 3000, startsAt: 18 * 60, endsAt: 22 * 60 }),
      policy({ id: 4, calendarIds: [2], durationMinutes: 90, guestPrice: 9999 }),
    ];
    expect(quote(policies, at('2027-02-01T17:00:00Z'), 'guest')).toEqual({ amount: 3000, policyId: 3 }); // 18:00 local, 90'
    expect(quote(policies, at('2027-02-01T17:00:00Z', 60), 'guest')).toEqual({ amount: 2400, policyId: 2 });
    expect(quote(policies, at('2027-02-01T09:00:00Z', 60), 'guest')).toEqual({ amount: 1600, policyId: 1 });
  });

  it('reads the band and the weekday in local time (after the clock change too)', () => {
    const weekend = policy({ id: 5, weekdays: [6, 7], startsAt: 8 * 60, endsAt: 9 * 60, guestPrice: 500 });
    // Sunday 28 March 2027 08:00 CEST = 06:00Z.
    expect(quote([weekend], at('2027-03-28T06:00:00Z', 60), 'guest').amount).toBe(500);
    expect(quote([weekend], at('2027-03-28T05:00:00Z', 60), 'guest').policyId).toBeNull();
  });

  it('honours validity dates and is free without a rule', () => {
    const summer = policy({ validFrom: '2027-06-01', validUntil: '2027-08-31' });
    expect(quote([summer], at('2027-05-31T10:00:00Z'), 'guest')).toEqual({ amount: 0, policyId: null });
    expect(quote([summer], at('2027-06-01T10:00:00Z'), 'guest').amount).toBe(2400);
  });
});
