ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_valid";--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_valid";--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "dedupe_key" text;--> statement-breakpoint
CREATE INDEX "matches_scheduled_time_idx" ON "matches" USING btree ("match_datetime") WHERE "matches"."status" = 'scheduled';--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_key_unique" ON "notifications" USING btree ("dedupe_key");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK (kind in ('proposal_received', 'proposal_accepted', 'proposal_declined', 'proposal_canceled', 'match_scheduled', 'match_rescheduled', 'score_entered', 'score_confirmed', 'score_disputed', 'dispute_resolved', 'placed_in_division', 'league_started', 'match_reminder', 'weekly_nudge'));--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_valid" CHECK (kind in ('proposal_received', 'proposal_accepted', 'proposal_declined', 'match_scheduled', 'match_rescheduled', 'score_entered', 'score_disputed', 'dispute_resolved', 'match_reminder', 'weekly_nudge'));--> statement-breakpoint
-- The reminder before a match and the Monday nudge (ADR 068): the scheduler writes their notifications, and the
-- queueing trigger of migration 0016 sends each on the channels its reader chose, like any kind listed here
-- (ADR 067). MESSAGE_DEFAULTS in packages/shared/src/schemas/message-preferences.ts says the same.
INSERT INTO "message_kinds" ("kind", "email_default", "push_default") VALUES
  ('match_reminder', true, true),
  ('weekly_nudge', true, false);--> statement-breakpoint
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
