-- People search also covers the phone, as digits only.
ALTER TABLE "profiles" drop column "search_text";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (btrim(regexp_replace(lower(translate(name || ' ' || surname || ' ' || coalesce(dni, '') || ' ' || coalesce(email, '') || ' ' || coalesce(regexp_replace(phone, '[^0-9]', '', 'g'), ''), 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÑñÇçÝýÿŀĿ·', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCcYyylL')), '[[:space:]]+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
-- Dropping the column dropped its trigram index: build it again over the new expression.
CREATE INDEX "profiles_search_text_trgm_idx" ON "profiles" USING gin ("search_text" gin_trgm_ops);
