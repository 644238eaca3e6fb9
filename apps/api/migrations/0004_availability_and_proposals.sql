CREATE TABLE "availability_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "availability_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"division_id" integer,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"recurrence_rule" text,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "availability_slots_end_after_start" CHECK ("availability_slots"."end_time" > "availability_slots"."start_time"),
	CONSTRAINT "availability_slots_rule_when_recurring" CHECK ("availability_slots"."is_recurring" = ("availability_slots"."recurrence_rule" is not null))
);
--> statement-breakpoint
CREATE TABLE "match_proposals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "match_proposals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"match_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"division_id" integer NOT NULL,
	"proposer_player_id" integer NOT NULL,
	"opponent_player_id" integer NOT NULL,
	"proposed_time" timestamp with time zone NOT NULL,
	"location_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"responded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "match_proposals_status_valid" CHECK (status in ('pending', 'accepted', 'declined', 'canceled')),
	CONSTRAINT "match_proposals_two_players" CHECK ("match_proposals"."proposer_player_id" <> "match_proposals"."opponent_player_id"),
	CONSTRAINT "match_proposals_answered_has_time" CHECK (("match_proposals"."status" = 'pending') = ("match_proposals"."responded_at" is null))
);
--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "availability_slots" ADD CONSTRAINT "availability_slots_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD CONSTRAINT "match_proposals_match_id_matches_id_fk" FOREIGN KEY ("match_id") REFERENCES "public"."matches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD CONSTRAINT "match_proposals_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD CONSTRAINT "match_proposals_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD CONSTRAINT "match_proposals_proposer_player_id_players_id_fk" FOREIGN KEY ("proposer_player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD CONSTRAINT "match_proposals_opponent_player_id_players_id_fk" FOREIGN KEY ("opponent_player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "match_proposals" ADD CONSTRAINT "match_proposals_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "availability_slots_league_user_idx" ON "availability_slots" USING btree ("league_id","user_id");--> statement-breakpoint
CREATE INDEX "availability_slots_user_idx" ON "availability_slots" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "match_proposals_one_pending_per_time" ON "match_proposals" USING btree ("match_id","proposer_player_id","proposed_time") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "match_proposals_league_idx" ON "match_proposals" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "match_proposals_opponent_idx" ON "match_proposals" USING btree ("opponent_player_id");--> statement-breakpoint
CREATE INDEX "match_proposals_proposer_idx" ON "match_proposals" USING btree ("proposer_player_id");