DROP INDEX "teams_club_idx";--> statement-breakpoint
DROP INDEX "fees_club_created_idx";--> statement-breakpoint
CREATE INDEX "thread_participants_recipients_idx" ON "thread_participants" USING btree ("thread_id","id") WHERE "thread_participants"."side" = 'recipient';--> statement-breakpoint
CREATE INDEX "teams_club_list_idx" ON "teams" USING btree ("club_id","search_name","id");--> statement-breakpoint
CREATE INDEX "fees_club_created_idx" ON "fees" USING btree ("club_id","created_at","id");