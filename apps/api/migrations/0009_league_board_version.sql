-- The placement board's version (ADR 026, "A board that changed meanwhile"): every saved draft and every publish of
-- placements adds one under the league's lock, so a save or publish based on a board read before another admin's
-- change is refused instead of silently undoing it. Existing leagues start at 0.
ALTER TABLE "leagues" ADD COLUMN "board_version" integer DEFAULT 0 NOT NULL;
