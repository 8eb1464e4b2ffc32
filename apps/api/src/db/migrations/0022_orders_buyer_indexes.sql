CREATE INDEX "orders_buyer_email_idx" ON "orders" USING btree ("paid_by_email","club_id");--> statement-breakpoint
CREATE INDEX "orders_user_idx" ON "orders" USING btree ("user_id");