-- The shop's public campaign page is read from a cache (features/commerce/shop-read-cache.ts):
-- writes to the catalogue notify every API process, like the other watched tables.
SELECT tribuna_watch_changes('campaigns');
--> statement-breakpoint
SELECT tribuna_watch_changes('campaign_products');
--> statement-breakpoint
SELECT tribuna_watch_changes('product_options');
-- commerce_taxes is not watched: a tax is never changed once created (a product moves to another one).
