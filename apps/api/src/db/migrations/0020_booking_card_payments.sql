ALTER TABLE "bookings" ADD COLUMN "payment_provider" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_url" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "payment_intent_id" text;