CREATE TABLE "fee_charge_totals" (
	"fee_id" integer PRIMARY KEY NOT NULL,
	"charged_count" integer DEFAULT 0 NOT NULL,
	"charged_amount" bigint DEFAULT 0 NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	"owed_count" integer DEFAULT 0 NOT NULL,
	"owed_amount" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fee_charge_totals" ADD CONSTRAINT "fee_charge_totals_fee_id_fees_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."fees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each statement on charges moves its fees' totals by what it wrote (+1 per new row) minus what it
-- replaced or removed (-1 per old row), in one upsert per statement (a season fee's 50,000 charges
-- are one insert). Groups that move nothing (a note, a reminder date) are left out, so they take no
-- lock on the fee's totals row. A fee deleted in the same statement (its charges go by cascade)
-- gets no row back. The transition tables are read by EXECUTE, which sees them too.
CREATE FUNCTION tribuna_fee_charge_totals() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  moved text := CASE TG_OP
    WHEN 'INSERT' THEN 'SELECT fee_id, 1 AS sign, status, amount, return_fee, refunded_amount FROM new_rows'
    WHEN 'DELETE' THEN 'SELECT fee_id, -1 AS sign, status, amount, return_fee, refunded_amount FROM old_rows'
    ELSE 'SELECT fee_id, 1 AS sign, status, amount, return_fee, refunded_amount FROM new_rows
          UNION ALL SELECT fee_id, -1, status, amount, return_fee, refunded_amount FROM old_rows'
  END;
BEGIN
  EXECUTE format($q$
    WITH moved AS (%s), deltas AS (
      SELECT fee_id,
        sum(CASE WHEN status NOT IN ('cancelled', 'exempt') THEN sign ELSE 0 END)::int AS charged_count,
        sum(CASE WHEN status NOT IN ('cancelled', 'exempt') THEN sign * (amount + return_fee) ELSE 0 END)::bigint AS charged_amount,
        sum(CASE WHEN status IN ('paid', 'partly_refunded') THEN sign ELSE 0 END)::int AS paid_count,
        sum(CASE WHEN status IN ('paid', 'partly_refunded') THEN sign * (amount + return_fee - refunded_amount) ELSE 0 END)::bigint AS paid_amount,
        sum(CASE WHEN status IN ('pending', 'unpaid', 'returned', 'in_collection') THEN sign ELSE 0 END)::int AS owed_count,
        sum(CASE WHEN status IN ('pending', 'unpaid', 'returned', 'in_collection') THEN sign * (amount + return_fee) ELSE 0 END)::bigint AS owed_amount
      FROM moved GROUP BY fee_id)
    INSERT INTO fee_charge_totals AS t (fee_id, charged_count, charged_amount, paid_count, paid_amount, owed_count, owed_amount)
    SELECT d.* FROM deltas d
    WHERE (d.charged_count, d.charged_amount, d.paid_count, d.paid_amount, d.owed_count, d.owed_amount) <> (0, 0, 0, 0, 0, 0)
      AND EXISTS (SELECT 1 FROM fees f WHERE f.id = d.fee_id)
    ORDER BY d.fee_id
    ON CONFLICT (fee_id) DO UPDATE SET
      charged_count = t.charged_count + excluded.charged_count, charged_amount = t.charged_amount + excluded.charged_amount,
      paid_count = t.paid_count + excluded.paid_count, paid_amount = t.paid_amount + excluded.paid_amount,
      owed_count = t.owed_count + excluded.owed_count, owed_amount = t.owed_amount + excluded.owed_amount
  $q$, moved);
  RETURN NULL;
END
$fn$;--> statement-breakpoint
CREATE TRIGGER charges_totals_insert AFTER INSERT ON charges REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tribuna_fee_charge_totals();--> statement-breakpoint
CREATE TRIGGER charges_totals_update AFTER UPDATE ON charges REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tribuna_fee_charge_totals();--> statement-breakpoint
CREATE TRIGGER charges_totals_delete AFTER DELETE ON charges REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION tribuna_fee_charge_totals();--> statement-breakpoint
-- The charges written before these triggers.
INSERT INTO fee_charge_totals (fee_id, charged_count, charged_amount, paid_count, paid_amount, owed_count, owed_amount)
SELECT fee_id,
  count(*) FILTER (WHERE status NOT IN ('cancelled', 'exempt')),
  coalesce(sum(amount + return_fee) FILTER (WHERE status NOT IN ('cancelled', 'exempt')), 0),
  count(*) FILTER (WHERE status IN ('paid', 'partly_refunded')),
  coalesce(sum(amount + return_fee - refunded_amount) FILTER (WHERE status IN ('paid', 'partly_refunded')), 0),
  count(*) FILTER (WHERE status IN ('pending', 'unpaid', 'returned', 'in_collection')),
  coalesce(sum(amount + return_fee) FILTER (WHERE status IN ('pending', 'unpaid', 'returned', 'in_collection')), 0)
FROM charges GROUP BY fee_id;
