ALTER TABLE "campaign_products" ADD COLUMN "event_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "campaign_products" ADD COLUMN "event_venue" text;--> statement-breakpoint
ALTER TABLE "tickets" ADD COLUMN "reference" text;--> statement-breakpoint
-- Existing tickets get a short reference (T-XXXX-XX over Crockford's base32, as lib/human-reference.ts
-- draws them); the rare clash inside a club is drawn again until every club's references are distinct.
DO $$
BEGIN
  LOOP
    UPDATE "tickets" AS t
    SET "reference" = (
      SELECT 'T-' || substr(body, 1, 4) || '-' || substr(body, 5, 2)
      FROM (
        SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 32)::int, 1), '') AS body
        FROM generate_series(1, 6)
        WHERE t.id IS NOT NULL
      ) AS drawn
    )
    WHERE t."reference" IS NULL
      OR t.id IN (
        SELECT id FROM (
          SELECT id, row_number() OVER (PARTITION BY club_id, "reference" ORDER BY id) AS copy FROM "tickets"
        ) AS numbered
        WHERE copy > 1
      );
    EXIT WHEN NOT EXISTS (SELECT 1 FROM "tickets" GROUP BY club_id, "reference" HAVING count(*) > 1);
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "tickets" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "tickets_club_reference_key" ON "tickets" USING btree ("club_id","reference");
