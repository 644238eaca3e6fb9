CREATE TABLE "league_pairs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "league_pairs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"league_id" integer NOT NULL,
	"anchor_player_id" integer NOT NULL,
	"partner_player_id" integer NOT NULL,
	"status" text DEFAULT 'invited' NOT NULL,
	"created_by_user_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	CONSTRAINT "league_pairs_two_players" CHECK ("league_pairs"."anchor_player_id" <> "league_pairs"."partner_player_id"),
	CONSTRAINT "league_pairs_status_valid" CHECK (status in ('invited', 'complete')),
	CONSTRAINT "league_pairs_completed_when_complete" CHECK (("league_pairs"."status" = 'complete') = ("league_pairs"."completed_at" is not null))
);
--> statement-breakpoint
ALTER TABLE "notifications" DROP CONSTRAINT "notifications_kind_valid";--> statement-breakpoint
ALTER TABLE "league_pairs" ADD CONSTRAINT "league_pairs_partner_player_id_players_id_fk" FOREIGN KEY ("partner_player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_pairs" ADD CONSTRAINT "league_pairs_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_pairs" ADD CONSTRAINT "league_pairs_anchor_registration_fk" FOREIGN KEY ("anchor_player_id","league_id") REFERENCES "public"."registrations"("player_id","league_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "league_pairs_anchor_unique" ON "league_pairs" USING btree ("league_id","anchor_player_id");--> statement-breakpoint
CREATE UNIQUE INDEX "league_pairs_partner_unique" ON "league_pairs" USING btree ("league_id","partner_player_id");--> statement-breakpoint
CREATE INDEX "league_pairs_partner_idx" ON "league_pairs" USING btree ("partner_player_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_kind_valid" CHECK (kind in ('proposal_received', 'proposal_accepted', 'proposal_declined', 'proposal_canceled', 'match_scheduled', 'match_rescheduled', 'score_entered', 'score_confirmed', 'score_disputed', 'dispute_resolved', 'placed_in_division', 'league_started', 'match_reminder', 'weekly_nudge', 'partner_invited', 'partner_accepted', 'partner_declined'));--> statement-breakpoint
CREATE TRIGGER "league_pairs_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "league_pairs" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();