-- In-app notifications (issue 34, ADR 061). Triggers on the tables whose changes they report write them, so each
-- notification is part of the transaction of its change: none for a change that rolled back, none missing for one
-- that committed, whichever code path or server process made it. The actor (who made the change) is never told.
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"league_id" integer NOT NULL,
	"match_id" integer,
	"proposal_id" integer,
	"division_id" integer,
	"actor_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	CONSTRAINT "notifications_kind_valid" CHECK (kind in ('proposal_received', 'proposal_accepted', 'proposal_declined', 'proposal_canceled', 'match_scheduled', 'match_rescheduled', 'score_entered', 'score_confirmed', 'score_disputed', 'dispute_resolved', 'placed_in_division', 'league_started'))
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_proposal_id_match_proposals_id_fk" FOREIGN KEY ("proposal_id") REFERENCES "public"."match_proposals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("user_id","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE TRIGGER "notifications_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "notifications" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
-- A proposal: its recipient hears it arrived or was withdrawn, its sender that it was answered. Proposals the
-- scheduling of their match cancels (it is no longer unscheduled) are not news: the match's own is.
CREATE FUNCTION "courtside_tell_of_proposal"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  proposer_user integer;
  opponent_user integer;
BEGIN
  SELECT "user_id" INTO proposer_user FROM "players" WHERE "id" = NEW."proposer_player_id";
  SELECT "user_id" INTO opponent_user FROM "players" WHERE "id" = NEW."opponent_player_id";
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "notifications" ("user_id", "kind", "league_id", "match_id", "proposal_id", "actor_user_id")
    VALUES (opponent_user, 'proposal_received', NEW."league_id", NEW."match_id", NEW."id", proposer_user);
  ELSIF OLD."status" = 'pending' AND NEW."status" IN ('accepted', 'declined') THEN
    INSERT INTO "notifications" ("user_id", "kind", "league_id", "match_id", "proposal_id", "actor_user_id")
    VALUES (proposer_user, 'proposal_' || NEW."status", NEW."league_id", NEW."match_id", NEW."id", opponent_user);
  ELSIF OLD."status" = 'pending' AND NEW."status" = 'canceled'
    AND EXISTS (SELECT 1 FROM "matches" WHERE "id" = NEW."match_id" AND "status" = 'unscheduled') THEN
    INSERT INTO "notifications" ("user_id", "kind", "league_id", "match_id", "proposal_id", "actor_user_id")
    VALUES (opponent_user, 'proposal_canceled', NEW."league_id", NEW."match_id", NEW."id", proposer_user);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "match_proposals_tell_people" AFTER INSERT OR UPDATE OF "status" ON "match_proposals" FOR EACH ROW EXECUTE FUNCTION "courtside_tell_of_proposal"();--> statement-breakpoint
-- A match's audit row (ADR 028) is written with every schedule and score change: both players but the one who
-- made it hear of it. Accepting a proposal schedules its match in the same transaction; its sender, told that
-- it was accepted, is not told a second time that the match is scheduled. now() is the transaction's start, the
-- same for every row it writes.
CREATE FUNCTION "courtside_tell_of_match_event"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "notifications" ("user_id", "kind", "league_id", "match_id", "actor_user_id")
  SELECT DISTINCT p."user_id",
    CASE NEW."kind"
      WHEN 'scheduled' THEN 'match_scheduled'
      WHEN 'rescheduled' THEN 'match_rescheduled'
      WHEN 'score_submitted' THEN 'score_entered'
      ELSE NEW."kind"
    END,
    m."league_id", m."id", NEW."actor_user_id"
  FROM "matches" m
  JOIN "players" p ON p."id" IN (m."home_player_id", m."away_player_id")
  WHERE m."id" = NEW."match_id"
    AND p."user_id" IS DISTINCT FROM NEW."actor_user_id"
    AND NOT (NEW."kind" = 'scheduled' AND EXISTS (
      SELECT 1 FROM "notifications" n
      WHERE n."user_id" = p."user_id" AND n."match_id" = m."id" AND n."kind" = 'proposal_accepted'
        AND n."created_at" = now()));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "match_events_tell_people" AFTER INSERT ON "match_events" FOR EACH ROW EXECUTE FUNCTION "courtside_tell_of_match_event"();--> statement-breakpoint
-- A published placement, new or back in force: the player hears which division they are in.
CREATE FUNCTION "courtside_tell_of_placement"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."removed_at" IS NULL AND (TG_OP = 'INSERT' OR OLD."removed_at" IS NOT NULL) THEN
    INSERT INTO "notifications" ("user_id", "kind", "league_id", "division_id")
    SELECT "user_id", 'placed_in_division', NEW."league_id", NEW."division_id" FROM "players" WHERE "id" = NEW."player_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "division_assignments_tell_people" AFTER INSERT OR UPDATE OF "removed_at" ON "division_assignments" FOR EACH ROW EXECUTE FUNCTION "courtside_tell_of_placement"();--> statement-breakpoint
-- Start League: every placed player hears that play is under way and their matches are there.
CREATE FUNCTION "courtside_tell_of_league_start"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD."league_status" = 'pending_start' AND NEW."league_status" = 'active' THEN
    INSERT INTO "notifications" ("user_id", "kind", "league_id")
    SELECT DISTINCT p."user_id", 'league_started', NEW."id"
    FROM "division_assignments" a JOIN "players" p ON p."id" = a."player_id"
    WHERE a."league_id" = NEW."id" AND a."removed_at" IS NULL;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "leagues_tell_people" AFTER UPDATE OF "league_status" ON "leagues" FOR EACH ROW EXECUTE FUNCTION "courtside_tell_of_league_start"();
