CREATE TABLE "access_lists" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_lists_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"campaign_id" integer,
	"allow_multiple_entries" boolean DEFAULT false NOT NULL,
	"allow_entry_after_exit" boolean DEFAULT true NOT NULL,
	"auto_checkout_at" time,
	"checked_out_at" timestamp with time zone,
	"fees_overdue" text DEFAULT 'warn' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "access_lists_kind" CHECK ("access_lists"."kind" in ('members', 'tickets')),
	CONSTRAINT "access_lists_fees_overdue" CHECK ("access_lists"."fees_overdue" in ('warn', 'refuse')),
	CONSTRAINT "access_lists_ticket_event" CHECK (("access_lists"."kind" = 'tickets') = ("access_lists"."campaign_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "access_scans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_scans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"list_id" integer NOT NULL,
	"device_id" integer,
	"controller_profile_id" integer,
	"nonce" text NOT NULL,
	"code_kind" text NOT NULL,
	"profile_id" integer,
	"ticket_id" integer,
	"direction" text NOT NULL,
	"result" text NOT NULL,
	"reason" text NOT NULL,
	"first_use" boolean DEFAULT false NOT NULL,
	"offline" boolean DEFAULT false NOT NULL,
	"conflict" boolean DEFAULT false NOT NULL,
	"scanned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"annulled_at" timestamp with time zone,
	"annulled_by" integer,
	"annul_reason" text,
	CONSTRAINT "access_scans_code_kind" CHECK ("access_scans"."code_kind" in ('member', 'ticket', 'unknown')),
	CONSTRAINT "access_scans_direction" CHECK ("access_scans"."direction" in ('entry', 'exit')),
	CONSTRAINT "access_scans_result" CHECK ("access_scans"."result" in ('admitted', 'refused', 'warning')),
	CONSTRAINT "access_scans_first_use" CHECK (not "access_scans"."first_use" or ("access_scans"."ticket_id" is not null and "access_scans"."direction" = 'entry'))
);
--> statement-breakpoint
ALTER TABLE "access_lists" ADD CONSTRAINT "access_lists_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_lists" ADD CONSTRAINT "access_lists_campaign_id_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."campaigns"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_scans" ADD CONSTRAINT "access_scans_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_scans" ADD CONSTRAINT "access_scans_list_id_access_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."access_lists"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_scans" ADD CONSTRAINT "access_scans_controller_profile_id_profiles_id_fk" FOREIGN KEY ("controller_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_scans" ADD CONSTRAINT "access_scans_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_scans" ADD CONSTRAINT "access_scans_ticket_id_tickets_id_fk" FOREIGN KEY ("ticket_id") REFERENCES "public"."tickets"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_scans" ADD CONSTRAINT "access_scans_annulled_by_users_id_fk" FOREIGN KEY ("annulled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_lists_public_id_key" ON "access_lists" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "access_lists_club_name_key" ON "access_lists" USING btree ("club_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "access_scans_public_id_key" ON "access_scans" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "access_scans_club_nonce_key" ON "access_scans" USING btree ("club_id","nonce");--> statement-breakpoint
CREATE UNIQUE INDEX "access_scans_ticket_first_use_key" ON "access_scans" USING btree ("ticket_id") WHERE "access_scans"."first_use" and "access_scans"."annulled_at" is null;--> statement-breakpoint
CREATE INDEX "access_scans_list_profile_idx" ON "access_scans" USING btree ("list_id","profile_id","scanned_at");--> statement-breakpoint
CREATE INDEX "access_scans_list_ticket_idx" ON "access_scans" USING btree ("list_id","ticket_id","scanned_at");--> statement-breakpoint
CREATE INDEX "access_scans_list_scanned_idx" ON "access_scans" USING btree ("list_id","scanned_at");--> statement-breakpoint
CREATE INDEX "access_scans_club_received_idx" ON "access_scans" USING btree ("club_id","received_at","id");