-- Fees and charges join the change feed (issue 23: the member's Payments page keeps each account's
-- charges between requests, features/fees/member/charges-cache.ts). One notification per club
-- and statement's transaction reaches the other processes (identical payloads fold into one).
SELECT tribuna_watch_club_changes('fees', 'club_id');
--> statement-breakpoint
SELECT tribuna_watch_club_changes('charges', 'club_id');
