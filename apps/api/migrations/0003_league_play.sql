CREATE TABLE "calendar_feeds" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_feeds_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "match_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "match_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"kind" text NOT NULL,
	"actor_user_id" integer,
	"actor_is_admin" boolean NOT NULL,
	"match_datetime" timestamp with time zone,
	"location_name" text,
	"status" text,
	"set_scores" jsonb,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_events_kind_valid" CHECK (kind in ('scheduled', 'rescheduled', 'score_submitted', 'score_confirmed', 'score_disputed', 'dispute_resolved')),
	CONSTRAINT "match_events_status_valid" CHECK ("match_events"."status" is null or status in ('unscheduled', 'scheduled', 'normal', 'home_retired', 'away_retired'))
);
--> statement-breakpoint
ALTER TABLE "matches" DROP CONSTRAINT "matches_status_valid";--> statement-breakpoint
ALTER TABLE "matches" ADD COLUMN "score_confirmation" text;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_events" ADD CONSTRAINT "match_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "match_events_match_idx" ON "match_events" USING btree ("match_id","id");--> statement-breakpoint
CREATE INDEX "match_events_actor_idx" ON "match_events" USING btree ("actor_user_id");--> statement-breakpoint
-- Hand-written (ADR 028): retirements named from the submitter's side become the side that retired, and
-- scores recorded before confirmation existed count as confirmed, so the new checks hold for old rows.
UPDATE "matches" SET "status" = CASE
  WHEN ("status" = 'i_retired') = ("submitted_by_player_id" = "home_player_id") THEN 'home_retired'
  ELSE 'away_retired' END
WHERE "status" IN ('i_retired', 'opponent_retired')
  AND "submitted_by_player_id" IN ("home_player_id", "away_player_id");--> statement-breakpoint
UPDATE "matches" SET "status" = 'normal'
WHERE "status" IN ('i_retired', 'opponent_retired');--> statement-breakpoint
UPDATE "matches" SET "score_confirmation" = 'confirmed'
WHERE "status" NOT IN ('unscheduled', 'scheduled');--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_score_confirmation_valid" CHECK ("matches"."score_confirmation" is null or score_confirmation in ('pending', 'confirmed', 'disputed', 'resolved'));--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_confirmation_only_with_outcome" CHECK (("matches"."score_confirmation" is null) = ("matches"."status" in ('unscheduled', 'scheduled')));--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_status_valid" CHECK (status in ('unscheduled', 'scheduled', 'normal', 'home_retired', 'away_retired'));