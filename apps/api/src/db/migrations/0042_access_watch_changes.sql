-- Issue 24: the door scan keeps check-in lists and registered phones in memory (features/access-control/access-tables.ts);
-- their writes, from any process, clear those caches through the change feed.
SELECT tribuna_watch_club_changes('access_lists', 'club_id');
--> statement-breakpoint
SELECT tribuna_watch_club_changes('access_devices', 'club_id');
