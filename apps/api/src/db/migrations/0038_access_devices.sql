CREATE TABLE "access_device_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_device_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"list_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"device_id" integer
);
--> statement-breakpoint
CREATE TABLE "access_devices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "access_devices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"list_id" integer,
	"secret_hash" text NOT NULL,
	"data_key" text NOT NULL,
	"registered_by" integer,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sync_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer
);
--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "card_key" text DEFAULT replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '') NOT NULL;--> statement-breakpoint
ALTER TABLE "access_device_tokens" ADD CONSTRAINT "access_device_tokens_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_device_tokens" ADD CONSTRAINT "access_device_tokens_list_id_access_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."access_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_device_tokens" ADD CONSTRAINT "access_device_tokens_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_device_tokens" ADD CONSTRAINT "access_device_tokens_device_id_access_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."access_devices"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_devices" ADD CONSTRAINT "access_devices_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_devices" ADD CONSTRAINT "access_devices_list_id_access_lists_id_fk" FOREIGN KEY ("list_id") REFERENCES "public"."access_lists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_devices" ADD CONSTRAINT "access_devices_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "access_devices" ADD CONSTRAINT "access_devices_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "access_device_tokens_token_hash_key" ON "access_device_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "access_device_tokens_club_idx" ON "access_device_tokens" USING btree ("club_id");--> statement-breakpoint
CREATE UNIQUE INDEX "access_devices_public_id_key" ON "access_devices" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "access_devices_secret_hash_key" ON "access_devices" USING btree ("secret_hash");--> statement-breakpoint
CREATE INDEX "access_devices_club_idx" ON "access_devices" USING btree ("club_id","registered_at");--> statement-breakpoint
ALTER TABLE "access_scans" ADD CONSTRAINT "access_scans_device_id_access_devices_id_fk" FOREIGN KEY ("device_id") REFERENCES "public"."access_devices"("id") ON DELETE set null ON UPDATE no action;