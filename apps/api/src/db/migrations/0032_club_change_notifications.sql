-- Issue 22: a change names its club where the table is per club, so a read cache keeps the other
-- clubs' entries (a sale in one club no longer empties every club's cached pages). The trigger of
-- each per-club watched table notifies 'table:clubId' for every changed row (identical payloads
-- in one transaction are sent once, so a bulk write of one club still costs one message); a row
-- whose club cannot be found (its parent deleted by the same statement) and a TRUNCATE notify the
-- bare table name, which clears every club. users stays watched per statement: it has no club.
-- Row triggers, not statement ones: PostgreSQL refuses transition tables on a trigger with a
-- column list, and the catalogue's must leave the sales counters out (migration 0023).
-- Arguments: the row's column holding its club, or the key of the parent that holds it, with the
-- query ($1 = that key) reading the parent's club.
CREATE OR REPLACE FUNCTION tribuna_notify_club_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
  row_key text;
  club text;
BEGIN
  IF TG_OP = 'INSERT' THEN
    keys := ARRAY[to_jsonb(NEW) ->> TG_ARGV[0]];
  ELSIF TG_OP = 'DELETE' THEN
    keys := ARRAY[to_jsonb(OLD) ->> TG_ARGV[0]];
  ELSE
    -- A row moved to another club changes both.
    keys := ARRAY[to_jsonb(OLD) ->> TG_ARGV[0], to_jsonb(NEW) ->> TG_ARGV[0]];
  END IF;
  FOREACH row_key IN ARRAY keys LOOP
    club := row_key;
    IF TG_NARGS > 1 AND row_key IS NOT NULL THEN
      EXECUTE TG_ARGV[1] INTO club USING row_key::bigint;
    END IF;
    PERFORM pg_notify('tribuna_changes', TG_TABLE_NAME || coalesce(':' || club, ''));
  END LOOP;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- To watch a per-club table, a migration adds one line: SELECT tribuna_watch_club_changes('t', 'club_id');
-- `counters` are columns whose updates notify nobody (the sales counters, migration 0023): such a
-- table watches the columns it has now, so a migration adding a column to it calls this again.
CREATE OR REPLACE FUNCTION tribuna_watch_club_changes(
  target regclass,
  club_key text,
  parent_club text DEFAULT NULL,
  counters text[] DEFAULT ARRAY[]::text[]
) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  events text := 'INSERT OR UPDATE OR DELETE';
  arguments text := quote_literal(club_key) || coalesce(', ' || quote_literal(parent_club), '');
  watched text;
BEGIN
  IF cardinality(counters) > 0 THEN
    SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) INTO watched
      FROM pg_attribute
     WHERE attrelid = target AND attnum > 0 AND NOT attisdropped AND attname <> ALL (counters);
    events := 'INSERT OR DELETE OR UPDATE OF ' || watched;
  END IF;
  EXECUTE format('DROP TRIGGER IF EXISTS tribuna_notify_change ON %s', target);
  EXECUTE format(
    'CREATE TRIGGER tribuna_notify_change AFTER %s ON %s FOR EACH ROW EXECUTE FUNCTION tribuna_notify_club_change(%s)',
    events, target, arguments
  );
  -- A TRUNCATE has no rows to name a club by: it speaks for every club.
  EXECUTE format('DROP TRIGGER IF EXISTS tribuna_notify_truncate ON %s', target);
  EXECUTE format(
    'CREATE TRIGGER tribuna_notify_truncate AFTER TRUNCATE ON %s FOR EACH STATEMENT EXECUTE FUNCTION tribuna_notify_change()',
    target
  );
END;
$$;
--> statement-breakpoint
SELECT tribuna_watch_club_changes('clubs', 'id');
--> statement-breakpoint
SELECT tribuna_watch_club_changes('club_features', 'club_id');
--> statement-breakpoint
SELECT tribuna_watch_club_changes('profiles', 'club_id');
--> statement-breakpoint
SELECT tribuna_watch_club_changes('guardianships', 'guardian_profile_id', 'SELECT club_id FROM profiles WHERE id = $1');
--> statement-breakpoint
SELECT tribuna_watch_club_changes('campaigns', 'club_id', NULL, ARRAY['collected_cents']);
--> statement-breakpoint
SELECT tribuna_watch_club_changes('campaign_products', 'club_id', NULL, ARRAY['stock_sold']);
--> statement-breakpoint
SELECT tribuna_watch_club_changes('product_options', 'product_id', 'SELECT club_id FROM campaign_products WHERE id = $1', ARRAY['stock_sold']);
--> statement-breakpoint
SELECT tribuna_watch_club_changes('booking_calendars', 'club_id');
--> statement-breakpoint
SELECT tribuna_watch_club_changes('booking_opening_rules', 'calendar_id', 'SELECT club_id FROM booking_calendars WHERE id = $1');
--> statement-breakpoint
SELECT tribuna_watch_club_changes('booking_exceptions', 'club_id');
--> statement-breakpoint
SELECT tribuna_watch_club_changes('booking_pricing_policies', 'club_id');
--> statement-breakpoint
SELECT tribuna_watch_club_changes('booking_link_groups', 'club_id');
--> statement-breakpoint
SELECT tribuna_watch_club_changes('bookings', 'club_id');
--> statement-breakpoint
SELECT tribuna_watch_club_changes('booking_busy_times', 'calendar_id', 'SELECT club_id FROM booking_calendars WHERE id = $1');
--> statement-breakpoint
SELECT tribuna_watch_club_changes('mailboxes', 'club_id');
--> statement-breakpoint
SELECT tribuna_watch_club_changes('mailbox_profiles', 'mailbox_id', 'SELECT club_id FROM mailboxes WHERE id = $1');
--> statement-breakpoint
SELECT tribuna_watch_club_changes('sponsors', 'club_id');
--> statement-breakpoint
SELECT tribuna_watch_club_changes('portal_components', 'club_id');
