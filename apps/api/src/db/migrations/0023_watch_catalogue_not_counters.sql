-- The shop's triggers (migration 0016) stop reporting the counters every sale moves: units sold
-- of products and options, a campaign's collected amount. A NOTIFY holds the database's
-- notification lock until its transaction's commit is on disk, so one per checkout made every
-- checkout of every club commit one after another. Sales announce those counters themselves
-- (topic sales_counters, lib/data/unit-of-work.ts), a few times a second at most.
-- A table watched this way watches the columns it has now: a migration adding a column to it
-- calls tribuna_watch_changes_except again (test/cache-coherence.test.ts checks the triggers).
CREATE OR REPLACE FUNCTION tribuna_watch_changes_except(target regclass, counters text[]) RETURNS void
LANGUAGE plpgsql AS $$
DECLARE
  watched text;
BEGIN
  SELECT string_agg(quote_ident(attname), ', ' ORDER BY attnum) INTO watched
    FROM pg_attribute
   WHERE attrelid = target AND attnum > 0 AND NOT attisdropped AND attname <> ALL (counters);
  EXECUTE format('DROP TRIGGER IF EXISTS tribuna_notify_change ON %s', target);
  EXECUTE format(
    'CREATE TRIGGER tribuna_notify_change AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF %s ON %s '
    'FOR EACH STATEMENT EXECUTE FUNCTION tribuna_notify_change()',
    watched, target
  );
END;
$$;
--> statement-breakpoint
SELECT tribuna_watch_changes_except('campaigns', ARRAY['collected_cents']);
--> statement-breakpoint
SELECT tribuna_watch_changes_except('campaign_products', ARRAY['stock_sold']);
--> statement-breakpoint
SELECT tribuna_watch_changes_except('product_options', ARRAY['stock_sold']);
