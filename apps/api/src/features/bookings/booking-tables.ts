import type { TablesNamed } from '../../lib/cache/change-feed';

/**
 * The watched tables bookings write. Every bookings unit of work names them all: the slots and
 * agenda caches read from every one of them, so any bookings write clears those caches after its
 * commit (and, through the change feed, in every other process). The entry declares them
 * (`watchedTables`); their triggers are in migrations 0019 and 0032.
 */
export const BOOKING_TABLES = [
  'booking_calendars',
  'booking_opening_rules',
  'booking_exceptions',
  'booking_pricing_policies',
  'booking_link_groups',
  'bookings',
  'booking_busy_times',
] as const;

declare module '../../lib/cache/change-feed' {
  // Their names join the watched tables units of work and caches may name.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface FeatureWatchedTables extends TablesNamed<typeof BOOKING_TABLES> {}
}
