ALTER TABLE "bookings" ADD COLUMN "reference" text;--> statement-breakpoint
-- Existing bookings get a short reference (R-XXXX-XX over Crockford's base32, as lib/human-reference.ts
-- draws them). The subquery names the row (b.id) so it is drawn again for every row; a reference
-- that comes out twice in a club is cleared on its later rows and drawn again, until none repeats.
DO $$
BEGIN
  LOOP
    UPDATE "bookings" AS b
    SET "reference" = (
      SELECT 'R-' || substr(body, 1, 4) || '-' || substr(body, 5, 2)
      FROM (
        SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 32)::int, 1), '') AS body
        FROM generate_series(1, 6)
        WHERE b.id IS NOT NULL
      ) AS drawn
    )
    WHERE b."reference" IS NULL;
    UPDATE "bookings" SET "reference" = NULL
    WHERE id IN (
      SELECT id FROM (
        SELECT id, row_number() OVER (PARTITION BY club_id, "reference" ORDER BY id) AS copy FROM "bookings"
      ) AS numbered
      WHERE copy > 1
    );
    EXIT WHEN NOT FOUND;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "reference" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_club_reference_key" ON "bookings" USING btree ("club_id","reference");
