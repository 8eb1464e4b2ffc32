CREATE TABLE "charges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "charges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"fee_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"instalment" smallint DEFAULT 1 NOT NULL,
	"amount" integer NOT NULL,
	"refunded_amount" integer DEFAULT 0 NOT NULL,
	"return_fee" integer DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"due_on" date NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"paid_method" text,
	"paid_at" timestamp with time zone,
	"note" text,
	"refundable_until" timestamp with time zone,
	"return_reason" text,
	"last_reminder_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "charges_status" CHECK ("charges"."status" in ('pending', 'in_collection', 'paid', 'unpaid', 'returned', 'refunded_by_debtor', 'exempt', 'partly_refunded', 'cancelled')),
	CONSTRAINT "charges_paid_method" CHECK ("charges"."paid_method" is null or "charges"."paid_method" in ('card', 'test', 'sepa_debit', 'cash', 'transfer')),
	CONSTRAINT "charges_amounts" CHECK ("charges"."amount" >= 0 and "charges"."return_fee" >= 0 and "charges"."refunded_amount" between 0 and "charges"."amount" + "charges"."return_fee")
);
--> statement-breakpoint
CREATE TABLE "fees" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "fees_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"season_id" integer,
	"plan_id" integer,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"amount" integer NOT NULL,
	"instalments" smallint DEFAULT 1 NOT NULL,
	"first_due_on" date NOT NULL,
	"target" jsonb NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"sent_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fees_kind" CHECK ("fees"."kind" in ('plan', 'one_off')),
	CONSTRAINT "fees_status" CHECK ("fees"."status" in ('draft', 'sent', 'cancelled')),
	CONSTRAINT "fees_amount" CHECK ("fees"."amount" >= 0),
	CONSTRAINT "fees_instalments" CHECK ("fees"."instalments" between 1 and 12)
);
--> statement-breakpoint
CREATE TABLE "membership_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "membership_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"season_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"audience" text NOT NULL,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price" integer NOT NULL,
	"period" text DEFAULT 'season' NOT NULL,
	"instalments" smallint DEFAULT 1 NOT NULL,
	"sibling_discount_percent" smallint DEFAULT 0 NOT NULL,
	"family_discount_percent" smallint DEFAULT 0 NOT NULL,
	"open_to_new_members" boolean DEFAULT true NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_plans_audience" CHECK ("membership_plans"."audience" in ('partner', 'athlete')),
	CONSTRAINT "membership_plans_period" CHECK ("membership_plans"."period" in ('season', 'monthly', 'quarterly')),
	CONSTRAINT "membership_plans_price" CHECK ("membership_plans"."price" >= 0),
	CONSTRAINT "membership_plans_instalments" CHECK ("membership_plans"."instalments" between 1 and 12),
	CONSTRAINT "membership_plans_discounts" CHECK ("membership_plans"."sibling_discount_percent" between 0 and 100 and "membership_plans"."family_discount_percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "seasons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "seasons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"grace_days" integer DEFAULT 30 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "seasons_status" CHECK ("seasons"."status" in ('open', 'closed')),
	CONSTRAINT "seasons_dates" CHECK ("seasons"."starts_on" < "seasons"."ends_on"),
	CONSTRAINT "seasons_grace" CHECK ("seasons"."grace_days" between 0 and 365)
);
--> statement-breakpoint
CREATE TABLE "sepa_batches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sepa_batches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"creditor_id" integer NOT NULL,
	"message_id" text NOT NULL,
	"collection_date" date NOT NULL,
	"scheme" text DEFAULT 'CORE' NOT NULL,
	"count" integer NOT NULL,
	"total" integer NOT NULL,
	"xml" text NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sepa_batches_scheme" CHECK ("sepa_batches"."scheme" in ('CORE', 'B2B'))
);
--> statement-breakpoint
CREATE TABLE "sepa_collections" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sepa_collections_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"batch_id" integer NOT NULL,
	"charge_id" integer NOT NULL,
	"mandate_id" integer NOT NULL,
	"end_to_end_id" text NOT NULL,
	"sequence_type" text NOT NULL,
	"amount" integer NOT NULL,
	"status" text DEFAULT 'submitted' NOT NULL,
	"reason_code" text,
	"returned_at" timestamp with time zone,
	"return_fee" integer,
	"amended" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sepa_collections_sequence" CHECK ("sepa_collections"."sequence_type" in ('FRST', 'RCUR', 'OOFF', 'FNAL')),
	CONSTRAINT "sepa_collections_status" CHECK ("sepa_collections"."status" in ('submitted', 'collected', 'rejected', 'returned', 'refunded_by_debtor', 'cancelled'))
);
--> statement-breakpoint
CREATE TABLE "sepa_creditors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sepa_creditors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"label" text NOT NULL,
	"name" text NOT NULL,
	"creditor_identifier" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"pre_notification_days" smallint DEFAULT 14 NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sepa_creditors_notice" CHECK ("sepa_creditors"."pre_notification_days" between 1 and 60)
);
--> statement-breakpoint
CREATE TABLE "sepa_mandate_amendments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sepa_mandate_amendments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mandate_id" integer NOT NULL,
	"original_iban" text NOT NULL,
	"original_bic" text,
	"original_holder_name" text,
	"changed_by" integer,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"announced_in_batch_id" integer
);
--> statement-breakpoint
CREATE TABLE "sepa_mandates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sepa_mandates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"reference" text NOT NULL,
	"holder_name" text NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"signed_on" date NOT NULL,
	"sequence" text DEFAULT 'recurrent' NOT NULL,
	"scheme" text DEFAULT 'CORE' NOT NULL,
	"text_version" integer DEFAULT 1 NOT NULL,
	"accepted_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"blocked_reason" text,
	"last_used_on" date,
	"amendment_pending" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sepa_mandates_sequence" CHECK ("sepa_mandates"."sequence" in ('recurrent', 'one_off')),
	CONSTRAINT "sepa_mandates_scheme" CHECK ("sepa_mandates"."scheme" in ('CORE', 'B2B')),
	CONSTRAINT "sepa_mandates_status" CHECK ("sepa_mandates"."status" in ('active', 'blocked', 'expired', 'revoked'))
);
--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_fee_id_fees_id_fk" FOREIGN KEY ("fee_id") REFERENCES "public"."fees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_plan_id_membership_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."membership_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD CONSTRAINT "membership_plans_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD CONSTRAINT "membership_plans_season_id_seasons_id_fk" FOREIGN KEY ("season_id") REFERENCES "public"."seasons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seasons" ADD CONSTRAINT "seasons_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_batches" ADD CONSTRAINT "sepa_batches_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_batches" ADD CONSTRAINT "sepa_batches_creditor_id_sepa_creditors_id_fk" FOREIGN KEY ("creditor_id") REFERENCES "public"."sepa_creditors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_batches" ADD CONSTRAINT "sepa_batches_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_collections" ADD CONSTRAINT "sepa_collections_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_collections" ADD CONSTRAINT "sepa_collections_batch_id_sepa_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."sepa_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_collections" ADD CONSTRAINT "sepa_collections_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_collections" ADD CONSTRAINT "sepa_collections_mandate_id_sepa_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."sepa_mandates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_creditors" ADD CONSTRAINT "sepa_creditors_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandate_amendments" ADD CONSTRAINT "sepa_mandate_amendments_mandate_id_sepa_mandates_id_fk" FOREIGN KEY ("mandate_id") REFERENCES "public"."sepa_mandates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandate_amendments" ADD CONSTRAINT "sepa_mandate_amendments_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sepa_mandates" ADD CONSTRAINT "sepa_mandates_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "charges_public_id_key" ON "charges" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_fee_profile_instalment_key" ON "charges" USING btree ("fee_id","profile_id","instalment");--> statement-breakpoint
CREATE INDEX "charges_club_status_due_idx" ON "charges" USING btree ("club_id","status","due_on");--> statement-breakpoint
CREATE INDEX "charges_profile_idx" ON "charges" USING btree ("profile_id","due_on");--> statement-breakpoint
CREATE UNIQUE INDEX "fees_public_id_key" ON "fees" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "fees_club_created_idx" ON "fees" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_plans_public_id_key" ON "membership_plans" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_plans_season_name_key" ON "membership_plans" USING btree ("season_id","name");--> statement-breakpoint
CREATE INDEX "membership_plans_club_idx" ON "membership_plans" USING btree ("club_id","season_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_public_id_key" ON "seasons" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "seasons_club_name_key" ON "seasons" USING btree ("club_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_batches_public_id_key" ON "sepa_batches" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_batches_club_message_key" ON "sepa_batches" USING btree ("club_id","message_id");--> statement-breakpoint
CREATE INDEX "sepa_batches_club_created_idx" ON "sepa_batches" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_collections_end_to_end_key" ON "sepa_collections" USING btree ("end_to_end_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_collections_one_open_per_charge" ON "sepa_collections" USING btree ("charge_id") WHERE "sepa_collections"."status" = 'submitted';--> statement-breakpoint
CREATE INDEX "sepa_collections_batch_idx" ON "sepa_collections" USING btree ("batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_creditors_public_id_key" ON "sepa_creditors" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_creditors_club_identifier_key" ON "sepa_creditors" USING btree ("club_id","creditor_identifier","iban");--> statement-breakpoint
CREATE INDEX "sepa_mandate_amendments_mandate_idx" ON "sepa_mandate_amendments" USING btree ("mandate_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_mandates_public_id_key" ON "sepa_mandates" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sepa_mandates_club_reference_key" ON "sepa_mandates" USING btree ("club_id","reference");--> statement-breakpoint
CREATE INDEX "sepa_mandates_profile_idx" ON "sepa_mandates" USING btree ("profile_id");