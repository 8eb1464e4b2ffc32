-- Messaging (issue 10): mailboxes and their profiles, threads with per-participant state, conversations, messages, attachments; the once-per-period record of scheduled jobs.
CREATE TABLE "conversations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "conversations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"thread_id" integer NOT NULL,
	"participant_id" bigint NOT NULL,
	"started_by_profile_id" integer,
	"messages_count" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_excerpt" text DEFAULT '' NOT NULL,
	"last_message_author_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailbox_profiles" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mailbox_profiles_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"mailbox_id" integer NOT NULL,
	"profile_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mailboxes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mailboxes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"name" text NOT NULL,
	"search_name" text GENERATED ALWAYS AS (btrim(regexp_replace(lower(translate(name, 'ÀÁÂÃÄÅàáâãäåÈÉÊËèéêëÌÍÎÏìíîïÒÓÔÕÖòóôõöÙÚÛÜùúûüÑñÇçÝýÿŀĿ·', 'AAAAAAaaaaaaEEEEeeeeIIIIiiiiOOOOOoooooUUUUuuuuNnCcYyylL')), '[[:space:]]+', ' ', 'g'))) STORED NOT NULL,
	"predefined" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_attachments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_attachments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"uploader_profile_id" integer,
	"message_id" bigint,
	"thread_id" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"thread_id" integer NOT NULL,
	"conversation_id" integer,
	"kind" text NOT NULL,
	"author_profile_id" integer,
	"author_name" text NOT NULL,
	"mailbox_id" integer,
	"mailbox_name" text,
	"body_html" text NOT NULL,
	"body_text" text NOT NULL,
	"to_all" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "messages_kind_known" CHECK ("messages"."kind" in ('opening', 'broadcast', 'reply'))
);
--> statement-breakpoint
CREATE TABLE "scheduled_job_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "scheduled_job_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"job" text NOT NULL,
	"period" text NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "thread_participants" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "thread_participants_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"thread_id" integer NOT NULL,
	"club_id" integer NOT NULL,
	"profile_id" integer,
	"mailbox_id" integer,
	"side" text NOT NULL,
	"on_behalf_of_profile_id" integer,
	"unread" boolean DEFAULT true NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"thread_deleted" boolean DEFAULT false NOT NULL,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "thread_participants_one_principal" CHECK (("thread_participants"."profile_id" is null) <> ("thread_participants"."mailbox_id" is null)),
	CONSTRAINT "thread_participants_side_known" CHECK ("thread_participants"."side" in ('author', 'recipient'))
);
--> statement-breakpoint
CREATE TABLE "threads" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "threads_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"public_id" text NOT NULL,
	"club_id" integer NOT NULL,
	"subject" text NOT NULL,
	"author_profile_id" integer,
	"author_name" text NOT NULL,
	"mailbox_id" integer,
	"mailbox_name" text,
	"replies_disabled" boolean DEFAULT false NOT NULL,
	"targets" jsonb NOT NULL,
	"recipients_count" integer DEFAULT 0 NOT NULL,
	"has_broadcasts" boolean DEFAULT false NOT NULL,
	"attachments_count" integer DEFAULT 0 NOT NULL,
	"last_message_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_excerpt" text DEFAULT '' NOT NULL,
	"last_message_author_name" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"deleted_at" timestamp with time zone,
	"deleted_by_profile_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_participant_id_thread_participants_id_fk" FOREIGN KEY ("participant_id") REFERENCES "public"."thread_participants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conversations" ADD CONSTRAINT "conversations_started_by_profile_id_profiles_id_fk" FOREIGN KEY ("started_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_profiles" ADD CONSTRAINT "mailbox_profiles_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailbox_profiles" ADD CONSTRAINT "mailbox_profiles_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mailboxes" ADD CONSTRAINT "mailboxes_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_uploader_profile_id_profiles_id_fk" FOREIGN KEY ("uploader_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_attachments" ADD CONSTRAINT "message_attachments_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_conversation_id_conversations_id_fk" FOREIGN KEY ("conversation_id") REFERENCES "public"."conversations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_author_profile_id_profiles_id_fk" FOREIGN KEY ("author_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_participants" ADD CONSTRAINT "thread_participants_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_participants" ADD CONSTRAINT "thread_participants_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_participants" ADD CONSTRAINT "thread_participants_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_participants" ADD CONSTRAINT "thread_participants_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_participants" ADD CONSTRAINT "thread_participants_on_behalf_of_profile_id_profiles_id_fk" FOREIGN KEY ("on_behalf_of_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_club_id_clubs_id_fk" FOREIGN KEY ("club_id") REFERENCES "public"."clubs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_author_profile_id_profiles_id_fk" FOREIGN KEY ("author_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_mailbox_id_mailboxes_id_fk" FOREIGN KEY ("mailbox_id") REFERENCES "public"."mailboxes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_deleted_by_profile_id_profiles_id_fk" FOREIGN KEY ("deleted_by_profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_public_id_key" ON "conversations" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "conversations_thread_participant_key" ON "conversations" USING btree ("thread_id","participant_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mailbox_profiles_pair_key" ON "mailbox_profiles" USING btree ("mailbox_id","profile_id");--> statement-breakpoint
CREATE INDEX "mailbox_profiles_profile_idx" ON "mailbox_profiles" USING btree ("profile_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mailboxes_public_id_key" ON "mailboxes" USING btree ("public_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mailboxes_club_name_key" ON "mailboxes" USING btree ("club_id","search_name");--> statement-breakpoint
CREATE UNIQUE INDEX "mailboxes_club_predefined_key" ON "mailboxes" USING btree ("club_id") WHERE "mailboxes"."predefined";--> statement-breakpoint
CREATE UNIQUE INDEX "message_attachments_public_id_key" ON "message_attachments" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "message_attachments_message_idx" ON "message_attachments" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "message_attachments_unbound_idx" ON "message_attachments" USING btree ("created_at") WHERE "message_attachments"."message_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "messages_public_id_key" ON "messages" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "messages_thread_idx" ON "messages" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE INDEX "messages_conversation_idx" ON "messages" USING btree ("conversation_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_job_runs_job_period_key" ON "scheduled_job_runs" USING btree ("job","period");--> statement-breakpoint
CREATE UNIQUE INDEX "thread_participants_thread_profile_key" ON "thread_participants" USING btree ("thread_id","profile_id") WHERE "thread_participants"."profile_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "thread_participants_thread_mailbox_key" ON "thread_participants" USING btree ("thread_id","mailbox_id") WHERE "thread_participants"."mailbox_id" is not null;--> statement-breakpoint
CREATE INDEX "thread_participants_profile_list_idx" ON "thread_participants" USING btree ("profile_id","archived","activity_at","id") WHERE not "thread_participants"."thread_deleted";--> statement-breakpoint
CREATE INDEX "thread_participants_mailbox_list_idx" ON "thread_participants" USING btree ("mailbox_id","archived","activity_at","id") WHERE not "thread_participants"."thread_deleted";--> statement-breakpoint
CREATE INDEX "thread_participants_profile_unread_idx" ON "thread_participants" USING btree ("profile_id") WHERE "thread_participants"."unread" and not "thread_participants"."archived" and not "thread_participants"."thread_deleted";--> statement-breakpoint
CREATE INDEX "thread_participants_mailbox_unread_idx" ON "thread_participants" USING btree ("mailbox_id") WHERE "thread_participants"."unread" and not "thread_participants"."archived" and not "thread_participants"."thread_deleted";--> statement-breakpoint
CREATE INDEX "thread_participants_thread_idx" ON "thread_participants" USING btree ("thread_id");--> statement-breakpoint
CREATE INDEX "thread_participants_to_notify_idx" ON "thread_participants" USING btree ("activity_at") WHERE "thread_participants"."unread" and "thread_participants"."notified_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "threads_public_id_key" ON "threads" USING btree ("public_id");--> statement-breakpoint
CREATE INDEX "threads_club_deleted_idx" ON "threads" USING btree ("club_id","deleted_at") WHERE "threads"."deleted_at" is not null;--> statement-breakpoint
CREATE INDEX "threads_search_text_trgm_idx" ON "threads" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- Every club has a predefined mailbox (issue 10), created with the club by whichever writer creates
-- it (onboarding, seeds, tests), named after the club.
CREATE OR REPLACE FUNCTION tribuna_create_predefined_mailbox() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO mailboxes (public_id, club_id, name, predefined)
  VALUES (replace(gen_random_uuid()::text, '-', ''), NEW.id, NEW.name, true)
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tribuna_predefined_mailbox AFTER INSERT ON clubs
FOR EACH ROW EXECUTE FUNCTION tribuna_create_predefined_mailbox();
--> statement-breakpoint
-- The predefined mailbox is never without a profile once the club has a manager with panel access:
-- the first such manager answers from it (managers can add others; the last one cannot be removed).
CREATE OR REPLACE FUNCTION tribuna_staff_predefined_mailbox() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.type = 1 AND NEW.panel_access AND NEW.enabled THEN
    INSERT INTO mailbox_profiles (mailbox_id, profile_id)
    SELECT m.id, NEW.id FROM mailboxes m
    WHERE m.club_id = NEW.club_id AND m.predefined
      AND NOT EXISTS (SELECT 1 FROM mailbox_profiles mp WHERE mp.mailbox_id = m.id)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER tribuna_predefined_mailbox_staff AFTER INSERT OR UPDATE OF panel_access, enabled ON profiles
FOR EACH ROW EXECUTE FUNCTION tribuna_staff_predefined_mailbox();
--> statement-breakpoint
-- Clubs that exist already get theirs now, staffed by their managers with panel access.
INSERT INTO mailboxes (public_id, club_id, name, predefined)
SELECT replace(gen_random_uuid()::text, '-', ''), c.id, c.name, true FROM clubs c
ON CONFLICT DO NOTHING;
--> statement-breakpoint
INSERT INTO mailbox_profiles (mailbox_id, profile_id)
SELECT m.id, p.id FROM mailboxes m JOIN profiles p ON p.club_id = m.club_id
WHERE m.predefined AND p.type = 1 AND p.panel_access AND p.enabled
ON CONFLICT DO NOTHING;
--> statement-breakpoint
SELECT tribuna_watch_changes('mailboxes');
--> statement-breakpoint
SELECT tribuna_watch_changes('mailbox_profiles');
