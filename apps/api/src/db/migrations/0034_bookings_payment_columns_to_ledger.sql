ALTER TABLE "bookings" DROP COLUMN "payment_reference";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "payment_intent_id";--> statement-breakpoint
ALTER TABLE "bookings" DROP COLUMN "checkout_session_id";