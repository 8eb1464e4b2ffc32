-- The public sponsors list is kept per club by every process (features/sponsors/sponsor-tables.ts):
-- a sponsor's write notifies them all with its club.
SELECT tribuna_watch_club_changes('sponsors', 'club_id');
