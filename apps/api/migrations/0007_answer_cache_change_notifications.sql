-- The answer cache on PostgreSQL (ADR 043): every statement that changes a table tells the server processes
-- listening on the channel courtside_changes, once the transaction commits (PostgreSQL delivers notifications
-- at commit, and sends one per transaction for the same channel and payload). The channel's name is also in
-- apps/api/src/db/change-listener.ts. A table added later needs the same trigger, in the migration that adds it:
-- db/change-notifications.test.ts fails for any table of the schema without one.
CREATE FUNCTION "courtside_notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('courtside_changes', '');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "analytics_daily_tag_users_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "analytics_daily_tag_users" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "analytics_daily_tags_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "analytics_daily_tags" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "analytics_daily_users_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "analytics_daily_users" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "analytics_events_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "analytics_events" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "analytics_tag_user_last_days_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "analytics_tag_user_last_days" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "analytics_user_last_days_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "analytics_user_last_days" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "auth_attempt_counts_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "auth_attempt_counts" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "availability_slots_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "availability_slots" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "calendar_feeds_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "calendar_feeds" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "division_assignment_drafts_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "division_assignment_drafts" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "division_assignments_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "division_assignments" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "divisions_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "divisions" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "feedback_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "feedback" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "invite_code_uses_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "invite_code_uses" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "invite_codes_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "invite_codes" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "leagues_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "leagues" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "locations_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "locations" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "match_events_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "match_events" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "match_proposals_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "match_proposals" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "match_set_scores_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "match_set_scores" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "matches_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "matches" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "players_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "players" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "regions_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "regions" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "registrations_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "registrations" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "sessions_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "users_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "users" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();