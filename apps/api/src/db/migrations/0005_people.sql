CREATE TABLE "club_policy_acceptances" (
	"user_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"privacy_version" integer NOT NULL,
	"terms_version" integer NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "club_policy_acceptances_user_id_club_id_pk" PRIMARY KEY("user_id","club_id")
);
--> statement-breakpoint
CREATE TABLE "people_counters" (
	"club_id" integer PRIMARY KEY NOT NULL,
	"last_membership_number" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "people_imports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "people_imports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"created_by" integer,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"file_name" text NOT NULL,
	"type" text DEFAULT 'member' NOT NULL,
	"columns" jsonb NOT NULL,
	"rows" jsonb NOT NULL,
	"mapping" jsonb,
	"skip_rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"invalid_rows" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"total" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"committed_at" timestamp with time zone,
	CONSTRAINT "people_imports_status_known" CHECK ("people_imports"."status" in ('uploaded', 'validated', 'committing', 'committed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_members_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"team_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"role" text NOT NULL,
	"number" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "team_members_role_known" CHECK ("team_members"."role" in ('player', 'coach', 'assistant', 'delegate'))
);
--> statement-breakpoint
CREATE TABLE "teams" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "teams_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"search_name" text NOT NULL,
	"sport" text NOT NULL,
	"category" text NOT NULL,
	"gender" text NOT NULL,
	"season" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "teams_gender_known" CHECK ("teams"."gender" in ('men', 'women', 'mixed'))
);
--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "terms_url" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "terms_custom" text;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "terms_version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "season_ends_on" date;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "interface_language" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "qr_identifier" text DEFAULT replace(gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "membership_number" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "birth_date" date;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "gender" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "category" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "photo" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "terms_version" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "terms_custom" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "terms_accepted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "search_text" text GENERATED ALWAYS AS (btrim(regexp_replace(lower(translate(name || ' ' || surname || ' ' || coalesce(dni, '') || ' ' || coalesce(email, ''), 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÑñÇçÝýÿŀĿ·', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCcYyylL')), '[[:space:]]+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "club_policy_acceptances" ADD CONSTRAINT "club_policy_acceptances_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "club_policy_acceptances" ADD CONSTRAINT "club_policy_acceptances_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_counters" ADD CONSTRAINT "people_counters_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_imports" ADD CONSTRAINT "people_imports_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "people_imports" ADD CONSTRAINT "people_imports_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_members" ADD CONSTRAINT "team_members_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "teams" ADD CONSTRAINT "teams_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "people_imports_public_id_key" ON "people_imports" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "people_imports_club_idx" ON "people_imports" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_team_profile_key" ON "team_members" USING btree ("team_id","profile_id");--> statement-breakpoint
CREATE INDEX "team_members_profile_idx" ON "team_members" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_public_id_key" ON "teams" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "teams_club_season_name_key" ON "teams" USING btree ("club_id",coalesce("season", ''),"search_name");--> statement-breakpoint
CREATE INDEX "teams_club_idx" ON "teams" USING btree ("club_id","search_name");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_qr_identifier_key" ON "profiles" USING btree ("qr_identifier");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_club_membership_number_key" ON "profiles" USING btree ("club_id","membership_number");--> statement-breakpoint
CREATE INDEX "profiles_club_type_surname_idx" ON "profiles" USING btree ("club_id","type","surname","name","id");--> statement-breakpoint
CREATE INDEX "profiles_club_surname_idx" ON "profiles" USING btree ("club_id","surname","name","id");--> statement-breakpoint
CREATE INDEX "profiles_club_type_category_idx" ON "profiles" USING btree ("club_id","type","category","surname","name","id");--> statement-breakpoint
CREATE INDEX "profiles_search_text_trgm_idx" ON "profiles" USING gin ("search_text" gin_trgm_ops);