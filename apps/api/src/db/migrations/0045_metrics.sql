CREATE TABLE "metric_club_runs" (
	"club_id" integer NOT NULL,
	"day" date NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "metric_club_runs_club_id_day_pk" PRIMARY KEY("club_id","day")
);
--> statement-breakpoint
CREATE TABLE "metric_refreshes" (
	"club_id" integer PRIMARY KEY NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "metric_summaries" (
	"club_id" integer NOT NULL,
	"card" text NOT NULL,
	"day" date NOT NULL,
	"status" text NOT NULL,
	"values" jsonb,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "metric_summaries_club_id_day_card_pk" PRIMARY KEY("club_id","day","card"),
	CONSTRAINT "metric_summaries_status" CHECK ("metric_summaries"."status" in ('ok', 'failed')),
	CONSTRAINT "metric_summaries_ok_has_values" CHECK ("metric_summaries"."status" <> 'ok' or "metric_summaries"."values" is not null)
);
--> statement-breakpoint
ALTER TABLE "metric_club_runs" ADD CONSTRAINT "metric_club_runs_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_refreshes" ADD CONSTRAINT "metric_refreshes_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "metric_summaries" ADD CONSTRAINT "metric_summaries_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "metric_club_runs_day_idx" ON "metric_club_runs" USING btree ("day");