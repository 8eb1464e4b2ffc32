CREATE TABLE "activities" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activities_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"places" integer NOT NULL,
	"taken" integer DEFAULT 0 NOT NULL,
	"starts_on" date,
	"opens_at" timestamp with time zone,
	"closes_at" timestamp with time zone,
	"status" text DEFAULT 'open' NOT NULL,
	"fee_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activities_status" CHECK ("activities"."status" in ('open', 'closed')),
	CONSTRAINT "activities_price" CHECK ("activities"."price" >= 0),
	CONSTRAINT "activities_places" CHECK ("activities"."places" > 0 and "activities"."taken" between 0 and "activities"."places")
);
--> statement-breakpoint
CREATE TABLE "activity_inscriptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "activity_inscriptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"activity_id" integer NOT NULL,
	"name" text NOT NULL,
	"surname" text NOT NULL,
	"birth_date" date NOT NULL,
	"dni" text,
	"guardian_name" text,
	"email" text NOT NULL,
	"phone" text,
	"locale" text DEFAULT 'es' NOT NULL,
	"privacy_accepted_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"profile_id" integer,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activity_inscriptions_status" CHECK ("activity_inscriptions"."status" in ('pending', 'accepted', 'refused'))
);
--> statement-breakpoint
CREATE TABLE "joining_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "joining_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"profile_id" integer,
	"guardian_profile_id" integer,
	"plan_id" integer,
	"email" text NOT NULL,
	"phone" text,
	"locale" text DEFAULT 'es' NOT NULL,
	"privacy_accepted_at" timestamp with time zone NOT NULL,
	"mandate" jsonb,
	"status" text DEFAULT 'pending' NOT NULL,
	"reviewed_by" integer,
	"reviewed_at" timestamp with time zone,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "joining_requests_status" CHECK ("joining_requests"."status" in ('pending', 'accepted', 'refused'))
);
--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activities" ADD CONSTRAINT "activities_fee_id_fees_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."fees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_inscriptions" ADD CONSTRAINT "activity_inscriptions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_inscriptions" ADD CONSTRAINT "activity_inscriptions_activity_id_activities_id_fk" FOREIGN KEY ("activity_id") REFERENCES "public"."activities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_inscriptions" ADD CONSTRAINT "activity_inscriptions_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activity_inscriptions" ADD CONSTRAINT "activity_inscriptions_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joining_requests" ADD CONSTRAINT "joining_requests_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joining_requests" ADD CONSTRAINT "joining_requests_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joining_requests" ADD CONSTRAINT "joining_requests_guardian_profile_id_profiles_id_fk" FOREIGN KEY ("guardian_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joining_requests" ADD CONSTRAINT "joining_requests_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "joining_requests" ADD CONSTRAINT "joining_requests_reviewed_by_users_id_fk" FOREIGN KEY ("reviewed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "activities_public_id_key" ON "activities" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "activities_club_idx" ON "activities" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "activity_inscriptions_public_id_key" ON "activity_inscriptions" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "activity_inscriptions_activity_idx" ON "activity_inscriptions" USING btree ("activity_id","status","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "joining_requests_public_id_key" ON "joining_requests" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "joining_requests_club_status_idx" ON "joining_requests" USING btree ("club_id","status","created_at");