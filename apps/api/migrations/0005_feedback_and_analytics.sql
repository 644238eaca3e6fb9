CREATE TABLE "analytics_daily_tag_users" (
	"day" date NOT NULL,
	"tag" text NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "analytics_daily_tag_users_pk" PRIMARY KEY("day","tag","user_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_tags" (
	"day" date NOT NULL,
	"tag" text NOT NULL,
	"event_count" integer NOT NULL,
	CONSTRAINT "analytics_daily_tags_pk" PRIMARY KEY("day","tag")
);
--> statement-breakpoint
CREATE TABLE "analytics_daily_users" (
	"day" date NOT NULL,
	"user_id" integer NOT NULL,
	CONSTRAINT "analytics_daily_users_pk" PRIMARY KEY("day","user_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "analytics_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"event_type" text NOT NULL,
	"tag" text NOT NULL,
	"page" text NOT NULL,
	"user_id" integer,
	"occurred_at" timestamp with time zone NOT NULL,
	"metadata" jsonb,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "analytics_events_type_valid" CHECK (event_type in ('click', 'custom', 'page_view', 'error'))
);
--> statement-breakpoint
CREATE TABLE "analytics_tag_user_last_days" (
	"tag" text NOT NULL,
	"user_id" integer NOT NULL,
	"last_day" date NOT NULL,
	CONSTRAINT "analytics_tag_user_last_days_pk" PRIMARY KEY("tag","user_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_user_last_days" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"last_day" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "feedback_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"email" text,
	"message" text NOT NULL,
	"page_url" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "feedback_message_not_blank" CHECK (length(btrim("feedback"."message")) > 0)
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD CONSTRAINT "analytics_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "analytics_events_occurred_idx" ON "analytics_events" USING btree ("occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_tag_occurred_idx" ON "analytics_events" USING btree ("tag","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_events_user_occurred_idx" ON "analytics_events" USING btree ("user_id","occurred_at");--> statement-breakpoint
CREATE INDEX "analytics_tag_user_last_days_tag_day_idx" ON "analytics_tag_user_last_days" USING btree ("tag","last_day");--> statement-breakpoint
CREATE INDEX "analytics_user_last_days_day_idx" ON "analytics_user_last_days" USING btree ("last_day");--> statement-breakpoint
CREATE INDEX "feedback_created_idx" ON "feedback" USING btree ("created_at");
--> statement-breakpoint
-- The rollups the dashboard reads (ADR 033), kept by the statement that stores the events, so every writer
-- (the API, the demo seed, a benchmark) keeps them right. Rows are taken in key order, so two batches that
-- touch the same days and tags lock them in the same order and never deadlock. Days are UTC.
CREATE FUNCTION "analytics_events_roll_up"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO analytics_daily_tags (day, tag, event_count)
    SELECT (occurred_at AT TIME ZONE 'UTC')::date, tag, count(*) FROM inserted GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (day, tag) DO UPDATE SET event_count = analytics_daily_tags.event_count + excluded.event_count;
  INSERT INTO analytics_daily_users (day, user_id)
    SELECT DISTINCT (occurred_at AT TIME ZONE 'UTC')::date, user_id FROM inserted WHERE user_id IS NOT NULL
    ORDER BY 1, 2
    ON CONFLICT DO NOTHING;
  INSERT INTO analytics_daily_tag_users (day, tag, user_id)
    SELECT DISTINCT (occurred_at AT TIME ZONE 'UTC')::date, tag, user_id FROM inserted WHERE user_id IS NOT NULL
    ORDER BY 1, 2, 3
    ON CONFLICT DO NOTHING;
  INSERT INTO analytics_tag_user_last_days (tag, user_id, last_day)
    SELECT tag, user_id, max((occurred_at AT TIME ZONE 'UTC')::date) FROM inserted WHERE user_id IS NOT NULL
    GROUP BY 1, 2 ORDER BY 1, 2
    ON CONFLICT (tag, user_id) DO UPDATE
      SET last_day = greatest(analytics_tag_user_last_days.last_day, excluded.last_day);
  INSERT INTO analytics_user_last_days (user_id, last_day)
    SELECT user_id, max((occurred_at AT TIME ZONE 'UTC')::date) FROM inserted WHERE user_id IS NOT NULL
    GROUP BY 1 ORDER BY 1
    ON CONFLICT (user_id) DO UPDATE SET last_day = greatest(analytics_user_last_days.last_day, excluded.last_day);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "analytics_events_roll_up" AFTER INSERT ON "analytics_events"
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION "analytics_events_roll_up"();
