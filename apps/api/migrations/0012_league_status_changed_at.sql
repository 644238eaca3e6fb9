-- When each league reached its current status, for the dashboard's Recent Activity (ADR 063). Leagues already
-- there keep null: when their last change happened was never recorded, and a guess would show old news as new.
ALTER TABLE "leagues" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leagues" ALTER COLUMN "status_changed_at" SET DEFAULT now();--> statement-breakpoint
-- A trigger rather than the code that changes the status: publish, start, cancel and the admin's step each change
-- it their own way, and so may tomorrow's code. now() is the transaction's start, as for every other event time.
CREATE FUNCTION "courtside_date_league_status"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."league_status" IS DISTINCT FROM OLD."league_status" THEN
    NEW."status_changed_at" := now();
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "leagues_date_status" BEFORE UPDATE OF "league_status" ON "leagues" FOR EACH ROW EXECUTE FUNCTION "courtside_date_league_status"();
