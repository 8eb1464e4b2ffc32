CREATE TABLE "erasure_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "erasure_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"profile_id" integer,
	"person_hash" text NOT NULL,
	"person_name" text,
	"status" text DEFAULT 'awaiting_approval' NOT NULL,
	"requested_by" integer,
	"requested_by_name" text NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_on" date NOT NULL,
	"due_on" date NOT NULL,
	"approved_by" integer,
	"approved_by_name" text,
	"approved_at" timestamp with time zone,
	"executes_at" timestamp with time zone,
	"executed_at" timestamp with time zone,
	"closed_by_name" text,
	"closed_at" timestamp with time zone,
	"note" text,
	"plan" jsonb NOT NULL,
	"restore" jsonb,
	CONSTRAINT "erasure_requests_status_known" CHECK ("erasure_requests"."status" in ('awaiting_approval', 'scheduled', 'executed', 'cancelled', 'undone'))
);
--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "erasure_requests" ADD CONSTRAINT "erasure_requests_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "erasure_requests_public_id_key" ON "erasure_requests" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "erasure_requests_open_key" ON "erasure_requests" USING btree ("profile_id") WHERE "erasure_requests"."status" in ('awaiting_approval', 'scheduled');--> statement-breakpoint
CREATE INDEX "erasure_requests_club_idx" ON "erasure_requests" USING btree ("club_id","requested_at");--> statement-breakpoint
CREATE INDEX "erasure_requests_due_idx" ON "erasure_requests" USING btree ("executes_at") WHERE "erasure_requests"."status" = 'scheduled';--> statement-breakpoint
CREATE INDEX "audit_log_club_id_idx" ON "audit_log" USING btree ("club_id","id");--> statement-breakpoint
CREATE INDEX "audit_log_club_target_idx" ON "audit_log" USING btree ("club_id","target","id");