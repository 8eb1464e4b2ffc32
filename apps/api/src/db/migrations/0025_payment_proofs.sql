ALTER TABLE "orders" ADD COLUMN "checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "outcome" text DEFAULT 'handled' NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "refusal" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "account_id" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "reference" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "checkout_session_id" text;--> statement-breakpoint
ALTER TABLE "payment_events" ADD CONSTRAINT "payment_events_outcome" CHECK ("payment_events"."outcome" in ('handled', 'refused'));