import { DateTime } from 'luxon';
import type { HomeTrainingSlot } from './member-home-sources';

export type NextTrainingAt = { startAt: Date; endAt: Date; place: string };

/**
 * The next training of weekly `slots` (ISO weekday, minutes after midnight in `timeZone`) that has
 * not ended at `now`: one going on now counts (a parent checking where it is). Wall-clock times,
 * so a training at 18:00 stays at 18:00 across a clock change.
 */
export function nextTraining(slots: readonly HomeTrainingSlot[], now: Date, timeZone: string): NextTrainingAt | null {
  const local = DateTime.fromJSDate(now).setZone(timeZone);
  const today = local.startOf('day');
  let best: NextTrainingAt | null = null;
  for (const slot of slots) {
    for (const week of [0, 7]) {
      const day = today.plus({ days: ((slot.weekday - today.weekday + 7) % 7) + week });
      const start = day.set({ hour: Math.floor(slot.startsAt / 60), minute: slot.startsAt % 60 });
      const end = slot.endsAt >= 1440 ? day.plus({ days: 1 }) : day.set({ hour: Math.floor(slot.endsAt / 60), minute: slot.endsAt % 60 });
      if (end.toMillis() <= now.getTime()) continue;
      if (!best || start.toMillis() < best.startAt.getTime())
        best = { startAt: start.toJSDate(), endAt: end.toJSDate(), place: slot.place };
      break;
    }
  }
  return best;
}
