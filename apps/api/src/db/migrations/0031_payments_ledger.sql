CREATE TABLE "payment_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"provider" text NOT NULL,
	"session_id" text,
	"intent_id" text,
	"url" text,
	"status" text DEFAULT 'open' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"expires_at" timestamp with time zone,
	"failure_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_attempts_status" CHECK ("payment_attempts"."status" in ('open', 'paid', 'failed', 'expired'))
);
--> statement-breakpoint
CREATE TABLE "payment_refunds" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_refunds_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"provider_reference" text,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_refunds_amount" CHECK ("payment_refunds"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_reversals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payment_reversals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"payment_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"kind" text NOT NULL,
	"reason_code" text,
	"provider_reference" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_reversals_kind" CHECK ("payment_reversals"."kind" in ('chargeback', 'debit_return'))
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"subject_id" text NOT NULL,
	"reference" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"mandate_id" text,
	"paid_at" timestamp with time zone,
	"settles_at" timestamp with time zone,
	"final_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_purpose" CHECK ("payments"."purpose" in ('shop_order', 'booking', 'fee_charge')),
	CONSTRAINT "payments_method" CHECK ("payments"."method" in ('card', 'test', 'sepa_debit', 'cash', 'transfer', 'import')),
	CONSTRAINT "payments_status" CHECK ("payments"."status" in ('pending', 'processing', 'paid', 'failed', 'expired', 'refunded', 'partially_refunded', 'reversed')),
	CONSTRAINT "payments_amounts" CHECK ("payments"."amount" >= 0 and "payments"."refunded_amount" between 0 and "payments"."amount")
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_refunds" ADD CONSTRAINT "payment_refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reversals" ADD CONSTRAINT "payment_reversals_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_payment_idx" ON "payment_attempts" USING btree ("payment_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_session_key" ON "payment_attempts" USING btree ("provider","session_id");--> statement-breakpoint
CREATE INDEX "payment_refunds_payment_idx" ON "payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "payment_reversals_payment_idx" ON "payment_reversals" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_reversals_provider_key" ON "payment_reversals" USING btree ("provider_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_public_id_key" ON "payments" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_purpose_subject_key" ON "payments" USING btree ("purpose","subject_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_reference_key" ON "payments" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "payments_club_created_idx" ON "payments" USING btree ("club_id","created_at");--> statement-breakpoint
-- The ledger takes over what orders and bookings each kept of their payments (issue 22): every
-- order paid or opened through a provider, and every booking that was due a payment, gets its
-- payment, its attempt, and a refund where money went back. The provider names them as before
-- (an order by its hash, a booking by `booking:<hash>`), so checkouts still open at the time
-- of the migration are still recognised when their webhook arrives.
INSERT INTO "payments" ("public_id", "club_id", "purpose", "subject_id", "reference", "amount", "currency", "method", "status", "refunded_amount", "paid_at", "created_at", "updated_at")
SELECT rtrim(translate(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '='), o.club_id, 'shop_order', o.public_id, o.public_id, o.amount_cents, 'EUR',
  CASE o.payment_provider WHEN 'stripe' THEN 'card' ELSE o.payment_provider END,
  CASE o.status WHEN 0 THEN 'pending' WHEN 1 THEN 'paid' WHEN 2 THEN 'expired' ELSE 'refunded' END,
  CASE WHEN o.status = 3 THEN o.amount_cents ELSE 0 END,
  o.paid_at, o.created_at, o.updated_at
FROM "orders" o
WHERE o.payment_provider = 'stripe' OR o.status IN (1, 3);
--> statement-breakpoint
INSERT INTO "payment_attempts" ("payment_id", "provider", "session_id", "intent_id", "url", "status", "amount", "currency", "expires_at", "created_at", "updated_at")
SELECT p.id, o.payment_provider,
  CASE WHEN o.payment_provider = 'stripe' THEN coalesce(o.checkout_session_id, CASE WHEN o.status = 0 THEN o.payment_reference END) END,
  CASE WHEN o.status IN (1, 3) THEN o.payment_reference END,
  o.checkout_url,
  CASE o.status WHEN 0 THEN 'open' WHEN 2 THEN 'expired' ELSE 'paid' END,
  o.amount_cents, 'EUR', o.reserved_until, o.created_at, o.updated_at
FROM "orders" o JOIN "payments" p ON p.purpose = 'shop_order' AND p.subject_id = o.public_id;
--> statement-breakpoint
INSERT INTO "payment_refunds" ("payment_id", "amount", "reason", "created_at")
SELECT p.id, o.amount_cents, 'refunded by the club', coalesce(o.refunded_at, o.updated_at)
FROM "orders" o JOIN "payments" p ON p.purpose = 'shop_order' AND p.subject_id = o.public_id
WHERE o.status = 3 AND o.amount_cents > 0;
--> statement-breakpoint
-- A booking was paid when its provider said so: a card's payment intent, the test provider's reference.
CREATE TEMPORARY TABLE ledger_bookings AS
SELECT b.*,
  (b.status <> 'pending' AND CASE WHEN b.payment_provider = 'card' THEN b.payment_intent_id IS NOT NULL ELSE b.payment_reference IS NOT NULL END) AS was_paid,
  CASE WHEN b.status = 'cancelled' THEN greatest(b.amount - coalesce(b.cancel_fee, 0), 0) ELSE 0 END AS given_back
FROM "bookings" b
WHERE b.kind = 'booking' AND b.payment_provider IS NOT NULL;
--> statement-breakpoint
INSERT INTO "payments" ("public_id", "club_id", "purpose", "subject_id", "reference", "amount", "currency", "method", "status", "refunded_amount", "paid_at", "created_at", "updated_at")
SELECT rtrim(translate(encode(decode(replace(gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/', '-_'), '='), b.club_id, 'booking', b.public_id, 'booking:' || b.public_id, b.amount, upper(b.currency),
  CASE b.payment_provider WHEN 'card' THEN 'card' ELSE 'test' END,
  CASE
    WHEN b.status = 'pending' THEN 'pending'
    WHEN NOT b.was_paid THEN 'expired'
    WHEN b.given_back = 0 THEN 'paid'
    WHEN b.given_back >= b.amount THEN 'refunded'
    ELSE 'partially_refunded'
  END,
  CASE WHEN b.was_paid THEN least(b.given_back, b.amount) ELSE 0 END,
  CASE WHEN b.was_paid THEN b.updated_at END, b.created_at, b.updated_at
FROM ledger_bookings b;
--> statement-breakpoint
INSERT INTO "payment_attempts" ("payment_id", "provider", "session_id", "intent_id", "url", "status", "amount", "currency", "expires_at", "created_at", "updated_at")
SELECT p.id, CASE b.payment_provider WHEN 'card' THEN 'stripe' ELSE 'test' END,
  CASE WHEN b.payment_provider = 'card' THEN coalesce(b.checkout_session_id, b.payment_reference) END,
  CASE WHEN b.payment_provider = 'card' THEN b.payment_intent_id ELSE b.payment_reference END,
  b.payment_url,
  CASE WHEN b.status = 'pending' THEN 'open' WHEN b.was_paid THEN 'paid' ELSE 'expired' END,
  b.amount, upper(b.currency), b.hold_until, b.created_at, b.updated_at
FROM ledger_bookings b JOIN "payments" p ON p.purpose = 'booking' AND p.subject_id = b.public_id;
--> statement-breakpoint
INSERT INTO "payment_refunds" ("payment_id", "amount", "reason", "created_at")
SELECT p.id, least(b.given_back, b.amount), 'booking cancelled', coalesce(b.cancelled_at, b.updated_at)
FROM ledger_bookings b JOIN "payments" p ON p.purpose = 'booking' AND p.subject_id = b.public_id
WHERE b.was_paid AND b.given_back > 0;
--> statement-breakpoint
DROP TABLE ledger_bookings;
