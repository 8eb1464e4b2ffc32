CREATE TABLE "metric_versions" (
	"club_id" integer PRIMARY KEY NOT NULL,
	"summarized_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "metric_versions" ADD CONSTRAINT "metric_versions_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;