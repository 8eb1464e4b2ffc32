CREATE TABLE "booking_busy_times" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_busy_times_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"calendar_id" integer NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"summary" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_calendars" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_calendars_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"sport" text NOT NULL,
	"colour" text NOT NULL,
	"slot_minutes" integer[] NOT NULL,
	"capacity" integer DEFAULT 4 NOT NULL,
	"time_zone" text DEFAULT 'Europe/Madrid' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"feed_token" text NOT NULL,
	"external_feed_url" text,
	"external_feed_checked_at" timestamp with time zone,
	"external_feed_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_calendars_capacity_positive" CHECK ("booking_calendars"."capacity" between 1 and 100)
);
--> statement-breakpoint
CREATE TABLE "booking_exceptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_exceptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"calendar_id" integer,
	"day" date NOT NULL,
	"label" text NOT NULL,
	"opens_at" integer,
	"closes_at" integer,
	CONSTRAINT "booking_exceptions_hours" CHECK (("booking_exceptions"."opens_at" is null and "booking_exceptions"."closes_at" is null) or ("booking_exceptions"."opens_at" >= 0 and "booking_exceptions"."closes_at" <= 1440 and "booking_exceptions"."opens_at" < "booking_exceptions"."closes_at"))
);
--> statement-breakpoint
CREATE TABLE "booking_link_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_link_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"calendar_ids" integer[] NOT NULL,
	"window_days" integer DEFAULT 7 NOT NULL,
	"min_notice_minutes" integer DEFAULT 60 NOT NULL,
	"max_per_week" integer,
	"audience" text DEFAULT 'anyone' NOT NULL,
	"payment_required" boolean DEFAULT false NOT NULL,
	"free_cancel_hours" integer DEFAULT 24 NOT NULL,
	"late_cancel_fee_percent" integer,
	"enabled" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_opening_rules" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_opening_rules_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"calendar_id" integer NOT NULL,
	"weekday" integer NOT NULL,
	"opens_at" integer NOT NULL,
	"closes_at" integer NOT NULL,
	CONSTRAINT "booking_opening_rules_band" CHECK ("booking_opening_rules"."weekday" between 1 and 7 and "booking_opening_rules"."opens_at" >= 0 and "booking_opening_rules"."closes_at" <= 1440 and "booking_opening_rules"."opens_at" < "booking_opening_rules"."closes_at")
);
--> statement-breakpoint
CREATE TABLE "booking_pricing_policies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_pricing_policies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"calendar_ids" integer[] DEFAULT '{}'::int[] NOT NULL,
	"weekdays" integer[] NOT NULL,
	"starts_at" integer NOT NULL,
	"ends_at" integer NOT NULL,
	"duration_minutes" integer,
	"member_price" integer NOT NULL,
	"guest_price" integer NOT NULL,
	"valid_from" date,
	"valid_until" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "booking_pricing_policies_prices" CHECK ("booking_pricing_policies"."member_price" >= 0 and "booking_pricing_policies"."guest_price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"calendar_id" integer NOT NULL,
	"link_group_id" integer,
	"kind" text DEFAULT 'booking' NOT NULL,
	"status" text NOT NULL,
	"booker_email" text,
	"booker_name" text,
	"profile_id" integer,
	"price_kind" text DEFAULT 'guest' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"amount" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"units" integer DEFAULT 1 NOT NULL,
	"series_id" text,
	"payment_reference" text,
	"hold_until" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"cancel_fee" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_interval" CHECK ("bookings"."start_at" < "bookings"."end_at"),
	CONSTRAINT "bookings_status" CHECK ("bookings"."status" in ('pending', 'confirmed', 'cancelled')),
	CONSTRAINT "bookings_amount" CHECK ("bookings"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "booking_busy_times" ADD CONSTRAINT "booking_busy_times_calendar_id_booking_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."booking_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_calendars" ADD CONSTRAINT "booking_calendars_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_exceptions" ADD CONSTRAINT "booking_exceptions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_exceptions" ADD CONSTRAINT "booking_exceptions_calendar_id_booking_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."booking_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_link_groups" ADD CONSTRAINT "booking_link_groups_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_opening_rules" ADD CONSTRAINT "booking_opening_rules_calendar_id_booking_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."booking_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_pricing_policies" ADD CONSTRAINT "booking_pricing_policies_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_calendar_id_booking_calendars_id_fk" FOREIGN KEY ("calendar_id") REFERENCES "public"."booking_calendars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_link_group_id_booking_link_groups_id_fk" FOREIGN KEY ("link_group_id") REFERENCES "public"."booking_link_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_busy_times_calendar_idx" ON "booking_busy_times" USING btree ("calendar_id","start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_calendars_public_id_key" ON "booking_calendars" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_calendars_feed_token_key" ON "booking_calendars" USING btree ("feed_token");--> statement-breakpoint
CREATE INDEX "booking_calendars_club_idx" ON "booking_calendars" USING btree ("club_id","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_exceptions_public_id_key" ON "booking_exceptions" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "booking_exceptions_club_day_idx" ON "booking_exceptions" USING btree ("club_id","day");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_link_groups_public_id_key" ON "booking_link_groups" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "booking_link_groups_club_idx" ON "booking_link_groups" USING btree ("club_id");--> statement-breakpoint
CREATE INDEX "booking_opening_rules_calendar_idx" ON "booking_opening_rules" USING btree ("calendar_id","weekday");--> statement-breakpoint
CREATE UNIQUE INDEX "booking_pricing_policies_public_id_key" ON "booking_pricing_policies" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "booking_pricing_policies_club_idx" ON "booking_pricing_policies" USING btree ("club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_public_id_key" ON "bookings" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "bookings_club_start_idx" ON "bookings" USING btree ("club_id","start_at");--> statement-breakpoint
CREATE INDEX "bookings_calendar_start_idx" ON "bookings" USING btree ("calendar_id","start_at");--> statement-breakpoint
CREATE INDEX "bookings_email_idx" ON "bookings" USING btree ("club_id","booker_email","start_at");--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
-- No double booking, ever: two live rows (pending or confirmed) of one calendar cannot overlap.
-- [start, end) so back-to-back bookings (10:00-11:00, 11:00-12:00) are allowed.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist ("calendar_id" WITH =, tstzrange("start_at", "end_at", '[)') WITH &&) WHERE ("status" <> 'cancelled');
