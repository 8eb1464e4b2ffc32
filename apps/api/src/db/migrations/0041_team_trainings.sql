CREATE TABLE "team_trainings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "team_trainings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"club_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"starts_at" smallint NOT NULL,
	"ends_at" smallint NOT NULL,
	"place" text DEFAULT '' NOT NULL,
	CONSTRAINT "team_trainings_weekday" CHECK ("team_trainings"."weekday" between 1 and 7),
	CONSTRAINT "team_trainings_times" CHECK ("team_trainings"."starts_at" >= 0 and "team_trainings"."starts_at" < "team_trainings"."ends_at" and "team_trainings"."ends_at" <= 1440)
);
--> statement-breakpoint
ALTER TABLE "team_trainings" ADD CONSTRAINT "team_trainings_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_trainings" ADD CONSTRAINT "team_trainings_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "team_trainings_team_idx" ON "team_trainings" USING btree ("team_id","weekday","starts_at");