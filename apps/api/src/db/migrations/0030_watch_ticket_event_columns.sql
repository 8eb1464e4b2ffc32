-- Migration 0028 gave ticket products their event's start and venue. The catalogue trigger of
-- campaign_products watches the columns it had when it was made (migration 0023), so an edit of
-- only the event's date or place would not tell the read caches: watch the table's columns anew.
SELECT tribuna_watch_changes_except('campaign_products', ARRAY['stock_sold']);
