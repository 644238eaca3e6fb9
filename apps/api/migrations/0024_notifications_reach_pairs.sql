ALTER TABLE "match_proposals" ADD COLUMN "sent_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD COLUMN "answered_by_user_id" integer;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD CONSTRAINT "match_proposals_sent_by_user_id_users_id_fk" FOREIGN KEY ("sent_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD CONSTRAINT "match_proposals_answered_by_user_id_users_id_fk" FOREIGN KEY ("answered_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Doubles (ADR 078): the play tables name a pair by its anchor, so the notification triggers of migration 0010 told
-- only the anchor. Each now tells every player of the entries concerned (the anchor and a complete pair's partner),
-- never the person who acted; the messages queued for each notification (migration 0016) follow. In singles an
-- entry is its one player, so nothing changes there.
CREATE FUNCTION "courtside_entry_users"("league" integer, "entry" integer) RETURNS SETOF integer LANGUAGE sql STABLE AS $$
  SELECT p."user_id" FROM "players" p WHERE p."id" = "entry"
  UNION
  SELECT p."user_id" FROM "league_pairs" lp JOIN "players" p ON p."id" = lp."partner_player_id"
  WHERE lp."league_id" = "league" AND lp."anchor_player_id" = "entry" AND lp."status" = 'complete'
$$;--> statement-breakpoint
-- A proposal goes from one pair to the other: the receiving pair hears it arrived or was withdrawn, the sending pair
-- that it was answered. The actor is the person who sent, answered or withdrew it (rows from before this migration
-- have none recorded, and name the anchor as before).
CREATE OR REPLACE FUNCTION "courtside_tell_of_proposal"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  proposer_user integer;
  opponent_user integer;
  actor integer;
BEGIN
  SELECT "user_id" INTO proposer_user FROM "players" WHERE "id" = NEW."proposer_player_id";
  SELECT "user_id" INTO opponent_user FROM "players" WHERE "id" = NEW."opponent_player_id";
  IF TG_OP = 'INSERT' THEN
    actor := coalesce(NEW."sent_by_user_id", proposer_user);
    INSERT INTO "notifications" ("user_id", "kind", "league_id", "match_id", "proposal_id", "actor_user_id")
    SELECT u, 'proposal_received', NEW."league_id", NEW."match_id", NEW."id", actor
    FROM courtside_entry_users(NEW."league_id", NEW."opponent_player_id") AS u
    WHERE u IS DISTINCT FROM actor;
  ELSIF OLD."status" = 'pending' AND NEW."status" IN ('accepted', 'declined') THEN
    actor := coalesce(NEW."answered_by_user_id", opponent_user);
    INSERT INTO "notifications" ("user_id", "kind", "league_id", "match_id", "proposal_id", "actor_user_id")
    SELECT u, 'proposal_' || NEW."status", NEW."league_id", NEW."match_id", NEW."id", actor
    FROM courtside_entry_users(NEW."league_id", NEW."proposer_player_id") AS u
    WHERE u IS DISTINCT FROM actor;
  ELSIF OLD."status" = 'pending' AND NEW."status" = 'canceled'
    AND EXISTS (SELECT 1 FROM "matches" WHERE "id" = NEW."match_id" AND "status" = 'unscheduled') THEN
    actor := coalesce(NEW."answered_by_user_id", proposer_user);
    INSERT INTO "notifications" ("user_id", "kind", "league_id", "match_id", "proposal_id", "actor_user_id")
    SELECT u, 'proposal_canceled', NEW."league_id", NEW."match_id", NEW."id", actor
    FROM courtside_entry_users(NEW."league_id", NEW."opponent_player_id") AS u
    WHERE u IS DISTINCT FROM actor;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A match's audit row: every player of both entries but the actor hears of it. A score entered asks for the other
-- entry's answer, so it goes to that entry alone: the submitter's partner could neither confirm nor dispute it.
-- Whoever was told in this transaction that their proposal was accepted is not told again that the match is
-- scheduled (now() is the transaction's start, the same for every row it writes).
CREATE OR REPLACE FUNCTION "courtside_tell_of_match_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notifications" ("user_id", "kind", "league_id", "match_id", "actor_user_id")
  SELECT DISTINCT e.u,
    CASE NEW."kind"
      WHEN 'scheduled' THEN 'match_scheduled'
      WHEN 'rescheduled' THEN 'match_rescheduled'
      WHEN 'score_submitted' THEN 'score_entered'
      ELSE NEW."kind"
    END,
    m."league_id", m."id", NEW."actor_user_id"
  FROM "matches" m
  CROSS JOIN LATERAL (
    SELECT h AS u, 'home' AS side FROM courtside_entry_users(m."league_id", m."home_player_id") AS h
    UNION ALL
    SELECT a, 'away' FROM courtside_entry_users(m."league_id", m."away_player_id") AS a
  ) e
  WHERE m."id" = NEW."match_id"
    AND e.u IS DISTINCT FROM NEW."actor_user_id"
    AND NOT (NEW."kind" = 'score_submitted' AND m."submitted_by_player_id" IS NOT NULL AND e.side = (
      CASE WHEN m."submitted_by_player_id" = m."home_player_id"
        OR m."submitted_by_player_id" IN (
          SELECT lp."partner_player_id" FROM "league_pairs" lp
          WHERE lp."league_id" = m."league_id" AND lp."anchor_player_id" = m."home_player_id"
            AND lp."status" = 'complete')
      THEN 'home' ELSE 'away' END))
    AND NOT (NEW."kind" = 'scheduled' AND EXISTS (
      SELECT 1 FROM "notifications" n
      WHERE n."user_id" = e.u AND n."match_id" = m."id" AND n."kind" = 'proposal_accepted'
        AND n."created_at" = now()));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A published placement names the entry: its anchor and a complete pair's partner hear which division they are in.
CREATE OR REPLACE FUNCTION "courtside_tell_of_placement"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."removed_at" IS NULL AND (TG_OP = 'INSERT' OR OLD."removed_at" IS NOT NULL) THEN
    INSERT INTO "notifications" ("user_id", "kind", "league_id", "division_id")
    SELECT u, 'placed_in_division', NEW."league_id", NEW."division_id"
    FROM courtside_entry_users(NEW."league_id", NEW."player_id") AS u;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Start League: every player of every placed entry hears that play is under way.
CREATE OR REPLACE FUNCTION "courtside_tell_of_league_start"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."league_status" = 'pending_start' AND NEW."league_status" = 'active' THEN
    INSERT INTO "notifications" ("user_id", "kind", "league_id")
    SELECT DISTINCT u, 'league_started', NEW."id"
    FROM "division_assignments" a
    CROSS JOIN LATERAL courtside_entry_users(NEW."id", a."player_id") AS u
    WHERE a."league_id" = NEW."id" AND a."removed_at" IS NULL;
  END IF;
  RETURN NULL;
END
$$;
