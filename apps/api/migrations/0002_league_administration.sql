-- League administration: locations, divisions, placements (published and draft), matches and set scores.
CREATE TABLE "division_assignment_drafts" (
	"league_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"division_id" integer,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "division_assignment_drafts_pk" PRIMARY KEY("league_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "division_assignments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "division_assignments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"league_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	"player_id" integer NOT NULL,
	"assigned_at" timestamp with time zone DEFAULT now() NOT NULL,
	"removed_at" timestamp with time zone,
	CONSTRAINT "division_assignments_division_player_unique" UNIQUE("division_id","player_id")
);
--> statement-breakpoint
CREATE TABLE "divisions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "divisions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"league_id" integer NOT NULL,
	"division_name" text NOT NULL,
	"rank_level" numeric(2, 1) NOT NULL,
	"gender" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "divisions_id_league_unique" UNIQUE("id","league_id"),
	CONSTRAINT "divisions_name_not_blank" CHECK (btrim(division_name) <> ''),
	CONSTRAINT "divisions_rank_level_valid" CHECK (rank_level in (2.5, 3.0, 3.5, 4.0, 4.5, 5.0)),
	CONSTRAINT "divisions_gender_valid" CHECK (gender in ('male', 'female', 'coed'))
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "locations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"address" text,
	"has_lights" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_name_not_blank" CHECK (btrim(name) <> '')
);
--> statement-breakpoint
CREATE TABLE "match_set_scores" (
	"match_id" integer NOT NULL,
	"set_number" integer NOT NULL,
	"home_games" integer NOT NULL,
	"away_games" integer NOT NULL,
	CONSTRAINT "match_set_scores_pk" PRIMARY KEY("match_id","set_number"),
	CONSTRAINT "match_set_scores_set_number_valid" CHECK (set_number between 1 and 3),
	CONSTRAINT "match_set_scores_home_games_valid" CHECK (home_games between 0 and 7),
	CONSTRAINT "match_set_scores_away_games_valid" CHECK (away_games between 0 and 7)
);
--> statement-breakpoint
CREATE TABLE "matches" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "matches_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"league_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	"home_player_id" integer NOT NULL,
	"away_player_id" integer NOT NULL,
	"status" text DEFAULT 'unscheduled' NOT NULL,
	"match_datetime" timestamp with time zone,
	"location_id" integer,
	"submitted_by_player_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "matches_two_players" CHECK ("matches"."home_player_id" <> "matches"."away_player_id"),
	CONSTRAINT "matches_status_valid" CHECK (status in ('unscheduled', 'scheduled', 'normal', 'opponent_retired', 'i_retired', 'home_retired', 'away_retired')),
	CONSTRAINT "matches_scheduled_has_time" CHECK ("matches"."status" <> 'scheduled' or "matches"."match_datetime" is not null)
);
--> statement-breakpoint
ALTER TABLE "leagues" DROP CONSTRAINT "leagues_region_id_regions_id_fk";
--> statement-breakpoint
DROP INDEX "regions_city_state_unique";--> statement-breakpoint
ALTER TABLE "division_assignment_drafts" ADD CONSTRAINT "division_assignment_drafts_division_fk" FOREIGN KEY ("division_id","league_id") REFERENCES "public"."divisions"("id","league_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_assignment_drafts" ADD CONSTRAINT "division_assignment_drafts_registration_fk" FOREIGN KEY ("player_id","league_id") REFERENCES "public"."registrations"("player_id","league_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_assignments" ADD CONSTRAINT "division_assignments_division_fk" FOREIGN KEY ("division_id","league_id") REFERENCES "public"."divisions"("id","league_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "division_assignments" ADD CONSTRAINT "division_assignments_registration_fk" FOREIGN KEY ("player_id","league_id") REFERENCES "public"."registrations"("player_id","league_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_set_scores" ADD CONSTRAINT "match_set_scores_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_submitted_by_player_id_players_id_fk" FOREIGN KEY ("submitted_by_player_id") REFERENCES "public"."players"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_division_fk" FOREIGN KEY ("division_id","league_id") REFERENCES "public"."divisions"("id","league_id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_home_placement_fk" FOREIGN KEY ("division_id","home_player_id") REFERENCES "public"."division_assignments"("division_id","player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "matches" ADD CONSTRAINT "matches_away_placement_fk" FOREIGN KEY ("division_id","away_player_id") REFERENCES "public"."division_assignments"("division_id","player_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "division_assignments_one_division_per_league" ON "division_assignments" USING btree ("league_id","player_id") WHERE "division_assignments"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "division_assignments_player_idx" ON "division_assignments" USING btree ("player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "divisions_league_name_unique" ON "divisions" USING btree ("league_id",lower("division_name"));--> statement-breakpoint
CREATE UNIQUE INDEX "matches_one_per_pair" ON "matches" USING btree ("division_id",least("home_player_id", "away_player_id"),greatest("home_player_id", "away_player_id"));--> statement-breakpoint
CREATE INDEX "matches_league_idx" ON "matches" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "matches_home_player_idx" ON "matches" USING btree ("home_player_id");--> statement-breakpoint
CREATE INDEX "matches_away_player_idx" ON "matches" USING btree ("away_player_id");--> statement-breakpoint
CREATE INDEX "matches_location_idx" ON "matches" USING btree ("location_id");--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
-- Nothing could place a player before divisions existed, so any value here points nowhere.
UPDATE "players" SET "division_id" = NULL WHERE "division_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leagues_region_idx" ON "leagues" USING btree ("region_id");--> statement-breakpoint
CREATE UNIQUE INDEX "regions_city_state_unique" ON "regions" USING btree (lower("city_area"),lower("state"));--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_gender_valid" CHECK ("leagues"."gender" is null or gender in ('male', 'female', 'coed'));--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_name_not_blank" CHECK (btrim(name) <> '');--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_season_not_blank" CHECK (btrim(season) <> '');--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_division_size_order" CHECK ("leagues"."min_players_per_division" is null or "leagues"."max_players_per_division" is null or "leagues"."min_players_per_division" <= "leagues"."max_players_per_division");--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_city_area_not_blank" CHECK (btrim(city_area) <> '');--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_state_not_blank" CHECK (btrim(state) <> '');