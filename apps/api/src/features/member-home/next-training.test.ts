import { describe, expect, it } from 'vitest';
import { nextTraining } from './next-training';

const MADRID = 'Europe/Madrid';
const slot = (weekday: number, from: string, to: string, place = 'Campo 1') => {
  const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3));
  return { weekday, startsAt: minutes(from), endsAt: minutes(to), place };
};

describe('nextTraining: the next weekly training not yet over, in the club’s wall clock', () => {
  // Wednesday 2026-11-25 12:00 in Madrid (UTC+1).
  const wednesdayNoon = new Date('2026-11-25T11:00:00Z');

  it('is later today when today’s has not started', () => {
    expect(nextTraining([slot(3, '17:30', '19:00')], wednesdayNoon, MADRID)).toEqual({
      startAt: new Date('2026-11-25T16:30:00Z'),
      endAt: new Date('2026-11-25T18:00:00Z'),
      place: 'Campo 1',
    });
  });

  it('counts one going on now, and moves to next week once it is over', () => {
    const during = new Date('2026-11-25T17:00:00Z');
    expect(nextTraining([slot(3, '17:30', '19:00')], during, MADRID)?.startAt).toEqual(new Date('2026-11-25T16:30:00Z'));
    const after = new Date('2026-11-25T18:00:00Z');
    expect(nextTraining([slot(3, '17:30', '19:00')], after, MADRID)?.startAt).toEqual(new Date('2026-12-02T16:30:00Z'));
  });

  it('picks the soonest of several days, Monday after Sunday included', () => {
    const slots = [slot(1, '18:00', '19:30', 'Pabellón'), slot(5, '18:00', '19:30', 'Campo 2')];
    expect(nextTraining(slots, wednesdayNoon, MADRID)).toMatchObject({ startAt: new Date('2026-11-27T17:00:00Z'), place: 'Campo 2' });
    const saturday = new Date('2026-11-28T10:00:00Z');
    expect(nextTraining(slots, saturday, MADRID)).toMatchObject({ startAt: new Date('2026-11-30T17:00:00Z'), place: 'Pabellón' });
  });

  it('keeps the wall-clock time across the change to summer time', () => {
    // Saturday 2027-03-27 (UTC+1); the next Monday 2027-03-29 is summer time (UTC+2): 18:00 is 16:00Z.
    expect(nextTraining([slot(1, '18:00', '19:00')], new Date('2027-03-27T10:00:00Z'), MADRID)?.startAt).toEqual(
      new Date('2027-03-29T16:00:00Z'),
    );
  });

  it('is null without training times', () => expect(nextTraining([], wednesdayNoon, MADRID)).toBeNull());
});
