ALTER TABLE "match_set_scores" DROP CONSTRAINT "match_set_scores_home_games_valid";--> statement-breakpoint
ALTER TABLE "match_set_scores" DROP CONSTRAINT "match_set_scores_away_games_valid";--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "scoring_format" text DEFAULT 'best_of_three' NOT NULL;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_scoring_format_valid" CHECK (scoring_format in ('best_of_three', 'match_tiebreak', 'pro_set', 'fast4'));--> statement-breakpoint
ALTER TABLE "match_set_scores" ADD CONSTRAINT "match_set_scores_home_games_valid" CHECK (home_games between 0 and 99);--> statement-breakpoint
ALTER TABLE "match_set_scores" ADD CONSTRAINT "match_set_scores_away_games_valid" CHECK (away_games between 0 and 99);