ALTER TABLE "orders" DROP COLUMN "payment_reference";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "checkout_session_id";