ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_valid";--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_valid";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE INDEX "matches_scheduled_time_idx" ON "matches" USING btree ("match_datetime") WHERE "matches"."status" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_key_unique" ON "notifications" USING btree ("dedupe_key");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK (kind in ('proposal_received', 'proposal_accepted', 'proposal_declined', 'proposal_canceled', 'match_scheduled', 'match_rescheduled', 'score_entered', 'score_confirmed', 'score_disputed', 'dispute_resolved', 'placed_in_division', 'league_started', 'match_reminder', 'weekly_nudge'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_valid" CHECK (kind in ('proposal_received', 'proposal_accepted', 'proposal_declined', 'match_scheduled', 'match_rescheduled', 'score_entered', 'score_disputed', 'dispute_resolved', 'match_reminder', 'weekly_nudge'));--> statement-breakpoint
-- The reminder before a match and the Monday nudge (ADR 068) are mailed like the news of migration 0013: the
-- scheduler writes their notifications, and this trigger queues each one's email in the same transaction.
CREATE OR REPLACE FUNCTION "courtside_queue_email"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."kind" IN ('proposal_received', 'proposal_accepted', 'proposal_declined', 'match_scheduled',
    'match_rescheduled', 'score_entered', 'score_disputed', 'dispute_resolved', 'match_reminder',
    'weekly_nudge') THEN
    INSERT INTO "outbox" ("channel", "kind", "user_id", "recipient", "notification_id", "dedupe_key")
    SELECT 'email', NEW."kind", u."id", u."email", NEW."id", 'notification:' || NEW."id" || ':email'
    FROM "users" u
    WHERE u."id" = NEW."user_id" AND NOT u."disabled_or_deleted"
    ON CONFLICT ("dedupe_key") DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A zone name as PostgreSQL can use it in AT TIME ZONE, else 'UTC': the Monday nudge reads each player's clock
-- from their availability's zone, and one name the server's time zone data lacks must not fail the statement for
-- every player (ADR 068). Cheaper than a look in pg_timezone_names, which reads the zone files at every call.
CREATE FUNCTION "courtside_zone_or_utc"("zone" text) RETURNS text LANGUAGE plpgsql STABLE AS $$
BEGIN
  PERFORM now() AT TIME ZONE "zone";
  RETURN "zone";
EXCEPTION WHEN OTHERS THEN
  RETURN 'UTC';
END
$$;
