CREATE TABLE "outbox" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "outbox_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text DEFAULT 'email' NOT NULL,
	"kind" text NOT NULL,
	"user_id" integer,
	"recipient" text NOT NULL,
	"notification_id" integer,
	"dedupe_key" text,
	"payload" jsonb,
	"status" text DEFAULT 'queued' NOT NULL,
	"run_at" timestamp with time zone DEFAULT now() NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"lease_token" text,
	"leased_until" timestamp with time zone,
	"last_error" text,
	"subject" text,
	"body_text" text,
	"body_html" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "outbox_channel_valid" CHECK (channel in ('email', 'push')),
	CONSTRAINT "outbox_kind_valid" CHECK (kind in ('proposal_received', 'proposal_accepted', 'proposal_declined', 'match_scheduled', 'match_rescheduled', 'score_entered', 'score_disputed', 'dispute_resolved')),
	CONSTRAINT "outbox_status_valid" CHECK (status in ('queued', 'sent', 'failed', 'unsent', 'canceled')),
	CONSTRAINT "outbox_attempts_valid" CHECK ("outbox"."attempts" >= 0)
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_notification_id_notifications_id_fk" FOREIGN KEY ("notification_id") REFERENCES "public"."notifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_dedupe_key_unique" ON "outbox" USING btree ("dedupe_key");--> statement-breakpoint
CREATE INDEX "outbox_due_idx" ON "outbox" USING btree ("run_at","id") WHERE "outbox"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "outbox_notification_idx" ON "outbox" USING btree ("notification_id");--> statement-breakpoint
CREATE INDEX "outbox_user_idx" ON "outbox" USING btree ("user_id");--> statement-breakpoint
CREATE TRIGGER "outbox_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "outbox" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
-- An email for each notification of the kinds issue 35 mails (ADR 064), queued by a trigger in the transaction
-- that wrote the notification, so a message exists exactly when its change committed, whichever code path or
-- server process made it. The dedupe key makes a second queueing of the same notification a no-op. An account
-- that is disabled or removed is sent nothing.
CREATE FUNCTION "courtside_queue_email"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."kind" IN ('proposal_received', 'proposal_accepted', 'proposal_declined', 'match_scheduled',
    'match_rescheduled', 'score_entered', 'score_disputed', 'dispute_resolved') THEN
    INSERT INTO "outbox" ("channel", "kind", "user_id", "recipient", "notification_id", "dedupe_key")
    SELECT 'email', NEW."kind", u."id", u."email", NEW."id", 'notification:' || NEW."id" || ':email'
    FROM "users" u
    WHERE u."id" = NEW."user_id" AND NOT u."disabled_or_deleted"
    ON CONFLICT ("dedupe_key") DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_queue_email" AFTER INSERT ON "notifications" FOR EACH ROW EXECUTE FUNCTION "courtside_queue_email"();
