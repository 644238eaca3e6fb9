CREATE TABLE "signing_keys" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"secret" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signing_keys_one_row" CHECK (id = 1)
);
--> statement-breakpoint
CREATE TRIGGER "signing_keys_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "signing_keys" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();