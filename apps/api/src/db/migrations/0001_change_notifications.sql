-- Change notifications for the API's read caches (docs/decisions/0003-coherent-read-cache.md).
-- After every statement that writes a watched table, NOTIFY tribuna_changes with the table's
-- name. NOTIFY is delivered at commit (never for a rolled-back write) and identical payloads in
-- one transaction are sent once, so a bulk write costs one message.
CREATE OR REPLACE FUNCTION tribuna_notify_change() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('tribuna_changes', TG_TABLE_NAME);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- To watch another table later, a migration adds one line: SELECT tribuna_watch_changes('t');
CREATE OR REPLACE FUNCTION tribuna_watch_changes(target regclass) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format('DROP TRIGGER IF EXISTS tribuna_notify_change ON %s', target);
  EXECUTE format(
    'CREATE TRIGGER tribuna_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %s '
    'FOR EACH STATEMENT EXECUTE FUNCTION tribuna_notify_change()',
    target
  );
END;
$$;
--> statement-breakpoint
SELECT tribuna_watch_changes('users');
--> statement-breakpoint
SELECT tribuna_watch_changes('profiles');
--> statement-breakpoint
SELECT tribuna_watch_changes('clubs');
--> statement-breakpoint
SELECT tribuna_watch_changes('club_features');
--> statement-breakpoint
SELECT tribuna_watch_changes('guardianships');
