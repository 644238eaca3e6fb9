CREATE TABLE "message_kinds" (
	"kind" text PRIMARY KEY NOT NULL,
	"email_default" boolean NOT NULL,
	"push_default" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_preferences" (
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"enabled" boolean NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_preferences_pk" PRIMARY KEY("user_id","kind","channel"),
	CONSTRAINT "message_preferences_channel_valid" CHECK (channel in ('email', 'push'))
);
--> statement-breakpoint
ALTER TABLE "message_preferences" ADD CONSTRAINT "message_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_preferences" ADD CONSTRAINT "message_preferences_kind_message_kinds_kind_fk" FOREIGN KEY ("kind") REFERENCES "public"."message_kinds"("kind") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "message_kinds_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "message_kinds" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "message_preferences_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "message_preferences" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
-- The kinds a player can choose and what each is before they do (ADR 067); MESSAGE_DEFAULTS in
-- packages/shared/src/schemas/message-preferences.ts says the same, and a test holds the two together.
INSERT INTO "message_kinds" ("kind", "email_default", "push_default") VALUES
  ('proposal_received', true, true),
  ('proposal_accepted', true, true),
  ('proposal_declined', true, false),
  ('match_scheduled', true, true),
  ('match_rescheduled', true, true),
  ('score_entered', true, true),
  ('score_disputed', true, true),
  ('dispute_resolved', true, false);--> statement-breakpoint
-- One message per channel the reader wants (ADR 067), queued in the transaction that wrote the notification as
-- before (ADR 064): for a kind listed in message_kinds, on each channel whose choice (the reader's own, else the
-- kind's default) is on, and for push only when the reader has a device to send to. A later kind is queued by
-- adding its row to message_kinds, with no change here. The dedupe keys stay 'notification:<id>:<channel>'.
DROP TRIGGER "notifications_queue_email" ON "notifications";--> statement-breakpoint
DROP FUNCTION "courtside_queue_email"();--> statement-breakpoint
CREATE FUNCTION "courtside_queue_messages"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "outbox" ("channel", "kind", "user_id", "recipient", "notification_id", "dedupe_key")
  SELECT c."channel", NEW."kind", u."id", u."email", NEW."id", 'notification:' || NEW."id" || ':' || c."channel"
  FROM "message_kinds" k
  CROSS JOIN (VALUES ('email'), ('push')) AS c("channel")
  JOIN "users" u ON u."id" = NEW."user_id" AND NOT u."disabled_or_deleted"
  LEFT JOIN "message_preferences" p
    ON p."user_id" = u."id" AND p."kind" = k."kind" AND p."channel" = c."channel"
  WHERE k."kind" = NEW."kind"
    AND coalesce(p."enabled", CASE c."channel" WHEN 'email' THEN k."email_default" ELSE k."push_default" END)
    AND (c."channel" = 'email' OR EXISTS (SELECT 1 FROM "push_subscriptions" s WHERE s."user_id" = u."id"))
  ON CONFLICT ("dedupe_key") DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "notifications_queue_messages" AFTER INSERT ON "notifications" FOR EACH ROW EXECUTE FUNCTION "courtside_queue_messages"();
