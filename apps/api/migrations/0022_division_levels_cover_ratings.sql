ALTER TABLE "divisions" DROP CONSTRAINT "divisions_rank_level_valid";--> statement-breakpoint
ALTER TABLE "divisions" ADD CONSTRAINT "divisions_rank_level_valid" CHECK (rank_level in (2.5, 3.0, 3.5, 4.0, 4.5, 5.0, 5.5, 6.0));
