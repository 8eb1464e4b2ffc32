CREATE TABLE "portal_components" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "portal_components_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"core" boolean DEFAULT false NOT NULL,
	"name" text NOT NULL,
	"type" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"highlighted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "portal_components_link_type" CHECK ("portal_components"."core" or "portal_components"."type" = 'link')
);
--> statement-breakpoint
CREATE TABLE "sponsor_click_days" (
	"sponsor_id" integer NOT NULL,
	"day" date NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "sponsor_click_days_sponsor_id_day_pk" PRIMARY KEY("sponsor_id","day"),
	CONSTRAINT "sponsor_click_days_clicks_positive" CHECK ("sponsor_click_days"."clicks" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sponsors" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sponsors_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"url" text,
	"image" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "portal_components" ADD CONSTRAINT "portal_components_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsor_click_days" ADD CONSTRAINT "sponsor_click_days_sponsor_id_sponsors_id_fk" FOREIGN KEY ("sponsor_id") REFERENCES "public"."sponsors"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sponsors" ADD CONSTRAINT "sponsors_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "portal_components_club_position_idx" ON "portal_components" USING btree ("club_id","position","id");--> statement-breakpoint
CREATE UNIQUE INDEX "portal_components_club_core_key" ON "portal_components" USING btree ("club_id","name") WHERE "portal_components"."core";--> statement-breakpoint
CREATE UNIQUE INDEX "sponsors_public_id_key" ON "sponsors" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "sponsors_club_position_idx" ON "sponsors" USING btree ("club_id","position","id");--> statement-breakpoint
-- Hand-appended: the public portal's cached reads follow these tables across processes (decision 0003).
SELECT tribuna_watch_changes('sponsors');--> statement-breakpoint
SELECT tribuna_watch_changes('portal_components');
