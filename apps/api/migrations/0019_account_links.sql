-- Forgot password and confirmed email changes (issue 35 item 5, ADR 069): the mailed account links, stored as
-- SHA-256 digests, and the outbox's kinds for the messages that carry them.
CREATE TABLE "account_tokens" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_tokens_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"purpose" text NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" text,
	"new_email" text,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_tokens_purpose_valid" CHECK (purpose in ('password_reset', 'email_change')),
	CONSTRAINT "account_tokens_new_email_for_email_change" CHECK (("account_tokens"."purpose" = 'email_change') = ("account_tokens"."new_email" is not null)),
	CONSTRAINT "account_tokens_new_email_lower_case" CHECK ("account_tokens"."new_email" = lower("account_tokens"."new_email"))
);
--> statement-breakpoint
ALTER TABLE "outbox" DROP CONSTRAINT "outbox_kind_valid";--> statement-breakpoint
ALTER TABLE "account_tokens" ADD CONSTRAINT "account_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_tokens_token_hash_unique" ON "account_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "account_tokens_user_idx" ON "account_tokens" USING btree ("user_id","purpose");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_kind_valid" CHECK (kind in ('proposal_received', 'proposal_accepted', 'proposal_declined', 'match_scheduled', 'match_rescheduled', 'score_entered', 'score_disputed', 'dispute_resolved', 'match_reminder', 'weekly_nudge', 'password_reset', 'email_change_confirm', 'email_change_notice'));--> statement-breakpoint
CREATE TRIGGER "account_tokens_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "account_tokens" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();
