CREATE TABLE "invitations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invitations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"role" text NOT NULL,
	"token_hash" text NOT NULL,
	"sealed_token" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invitations_role_known" CHECK ("invitations"."role" in ('member', 'player', 'guardian')),
	CONSTRAINT "invitations_uses_within_max" CHECK ("invitations"."max_uses" is null or "invitations"."uses" <= "invitations"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "manager_access_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "manager_access_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"message" text,
	"decided_by" integer,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "manager_access_requests_status_known" CHECK ("manager_access_requests"."status" in ('pending', 'approved', 'refused'))
);
--> statement-breakpoint
-- Club search (issue 3): trigram matching on a normalised copy of the name.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
ALTER TABLE "clubs" ADD COLUMN "search_name" text;--> statement-breakpoint
-- Existing rows: the SQL twin of lib/search-text.ts for the accents of the peninsula's
-- languages (the API rewrites the column on every later write).
UPDATE "clubs" SET "search_name" = btrim(regexp_replace(lower(translate("name",
  'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÑñÇçÝýÿŀĿ·',
  'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCcYyylL')), '\s+', ' ', 'g'));--> statement-breakpoint
ALTER TABLE "clubs" ALTER COLUMN "search_name" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_access_requests" ADD CONSTRAINT "manager_access_requests_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_access_requests" ADD CONSTRAINT "manager_access_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "manager_access_requests" ADD CONSTRAINT "manager_access_requests_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_public_id_key" ON "invitations" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invitations_token_hash_key" ON "invitations" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "invitations_club_idx" ON "invitations" USING btree ("club_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "manager_access_requests_public_id_key" ON "manager_access_requests" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "manager_access_requests_pending_key" ON "manager_access_requests" USING btree ("club_id","user_id") WHERE "manager_access_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "manager_access_requests_club_idx" ON "manager_access_requests" USING btree ("club_id","status","created_at");--> statement-breakpoint
CREATE INDEX "manager_access_requests_user_idx" ON "manager_access_requests" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "clubs_search_name_trgm_idx" ON "clubs" USING gin ("search_name" gin_trgm_ops);