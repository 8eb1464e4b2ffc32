CREATE TABLE "club_card_designs" (
	"club_id" integer PRIMARY KEY NOT NULL,
	"show_logo" boolean NOT NULL,
	"primary_colour" text NOT NULL,
	"secondary_colour" text NOT NULL,
	"show_photo" boolean NOT NULL,
	"show_membership_number" boolean NOT NULL,
	"show_category" boolean NOT NULL,
	"show_dni" boolean NOT NULL,
	"show_validity" boolean NOT NULL,
	"show_qr" boolean NOT NULL,
	"background_version" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "club_card_designs" ADD CONSTRAINT "club_card_designs_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;