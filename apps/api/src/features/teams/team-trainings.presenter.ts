import type { TeamTraining } from '@tribuna/contract';
import type { TrainingSlot } from './team-trainings.repository';

/** Minutes after midnight as the contract's "HH:mm". */
const hhmm = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** A stored slot as the contract's training: times as "HH:mm", fields listed explicitly. */
export const presentTraining = (slot: TrainingSlot): TeamTraining => ({
  weekday: slot.weekday,
  startsAt: hhmm(slot.startsAt),
  endsAt: hhmm(slot.endsAt),
  place: slot.place,
});
