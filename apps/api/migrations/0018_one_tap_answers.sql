CREATE TABLE "spent_link_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"purpose" text NOT NULL,
	"user_id" integer,
	"spent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spent_link_tokens" ADD CONSTRAINT "spent_link_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE TRIGGER "spent_link_tokens_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "spent_link_tokens" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();