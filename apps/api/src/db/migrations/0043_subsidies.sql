CREATE TABLE "subsidies" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subsidies_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"funder" text NOT NULL,
	"reference" text,
	"amount" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"justify_by" date,
	"status" text DEFAULT 'granted' NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subsidies_status_known" CHECK ("subsidies"."status" in ('requested', 'granted', 'justified', 'rejected')),
	CONSTRAINT "subsidies_amount_positive" CHECK ("subsidies"."amount" >= 0),
	CONSTRAINT "subsidies_period" CHECK ("subsidies"."ends_on" >= "subsidies"."starts_on")
);
--> statement-breakpoint
CREATE TABLE "subsidy_beneficiaries" (
	"subsidy_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"source" text NOT NULL,
	"source_name" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subsidy_beneficiaries_subsidy_id_profile_id_pk" PRIMARY KEY("subsidy_id","profile_id"),
	CONSTRAINT "subsidy_beneficiaries_source_known" CHECK ("subsidy_beneficiaries"."source" in ('person', 'team', 'category'))
);
--> statement-breakpoint
CREATE TABLE "subsidy_expenses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subsidy_expenses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"subsidy_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"spent_on" date NOT NULL,
	"supplier" text NOT NULL,
	"concept" text NOT NULL,
	"amount" integer NOT NULL,
	"receipt_key" text,
	"receipt_name" text,
	"receipt_type" text,
	"receipt_size" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subsidy_expenses_amount_positive" CHECK ("subsidy_expenses"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "subsidy_managers" (
	"subsidy_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	CONSTRAINT "subsidy_managers_subsidy_id_profile_id_pk" PRIMARY KEY("subsidy_id","profile_id")
);
--> statement-breakpoint
ALTER TABLE "subsidies" ADD CONSTRAINT "subsidies_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidy_beneficiaries" ADD CONSTRAINT "subsidy_beneficiaries_subsidy_id_subsidies_id_fk" FOREIGN KEY ("subsidy_id") REFERENCES "public"."subsidies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidy_beneficiaries" ADD CONSTRAINT "subsidy_beneficiaries_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidy_beneficiaries" ADD CONSTRAINT "subsidy_beneficiaries_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidy_expenses" ADD CONSTRAINT "subsidy_expenses_subsidy_id_subsidies_id_fk" FOREIGN KEY ("subsidy_id") REFERENCES "public"."subsidies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidy_expenses" ADD CONSTRAINT "subsidy_expenses_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidy_managers" ADD CONSTRAINT "subsidy_managers_subsidy_id_subsidies_id_fk" FOREIGN KEY ("subsidy_id") REFERENCES "public"."subsidies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidy_managers" ADD CONSTRAINT "subsidy_managers_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subsidy_managers" ADD CONSTRAINT "subsidy_managers_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "subsidies_public_id_key" ON "subsidies" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "subsidies_club_idx" ON "subsidies" USING btree ("club_id","starts_on");--> statement-breakpoint
CREATE INDEX "subsidy_beneficiaries_profile_idx" ON "subsidy_beneficiaries" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "subsidy_expenses_public_id_key" ON "subsidy_expenses" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "subsidy_expenses_subsidy_idx" ON "subsidy_expenses" USING btree ("subsidy_id","spent_on");--> statement-breakpoint
CREATE INDEX "subsidy_managers_profile_idx" ON "subsidy_managers" USING btree ("profile_id");--> statement-breakpoint
SELECT tribuna_watch_club_changes('subsidies', 'club_id');--> statement-breakpoint
SELECT tribuna_watch_club_changes('subsidy_managers', 'club_id');--> statement-breakpoint
SELECT tribuna_watch_club_changes('subsidy_beneficiaries', 'club_id');
