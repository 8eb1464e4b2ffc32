-- Bookings' public slots and the agenda are read from a cache (features/bookings/bookings-read-cache.ts):
-- every write to what they are made of notifies every API process, like the other watched tables.
SELECT tribuna_watch_changes('booking_calendars');
--> statement-breakpoint
SELECT tribuna_watch_changes('booking_opening_rules');
--> statement-breakpoint
SELECT tribuna_watch_changes('booking_exceptions');
--> statement-breakpoint
SELECT tribuna_watch_changes('booking_pricing_policies');
--> statement-breakpoint
SELECT tribuna_watch_changes('booking_link_groups');
--> statement-breakpoint
SELECT tribuna_watch_changes('bookings');
--> statement-breakpoint
SELECT tribuna_watch_changes('booking_busy_times');
