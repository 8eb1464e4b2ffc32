import type {
  bookingCalendars,
  bookingExceptions,
  bookingLinkGroups,
  bookingOpeningRules,
  bookingPricingPolicies,
  bookings,
} from '../../db/schema';

/** The rows bookings' repositories return (services, presenters and the engine read these). */
export type CalendarRow = typeof bookingCalendars.$inferSelect;
export type OpeningRuleRow = typeof bookingOpeningRules.$inferSelect;
export type ExceptionRow = typeof bookingExceptions.$inferSelect;
export type PolicyRow = typeof bookingPricingPolicies.$inferSelect;
export type LinkRow = typeof bookingLinkGroups.$inferSelect;
export type BookingRow = typeof bookings.$inferSelect;
export type BookingClub = { id: number; publicId: string; name: string; shortname: string; locale: string };
export type NewBooking = Omit<typeof bookings.$inferInsert, 'id' | 'publicId' | 'reference' | 'createdAt' | 'updatedAt'>;
/** A time a calendar is taken: by a live booking or block, or by its external feed. */
export type BusyInterval = { calendarId: number; startAt: Date; endAt: Date };
