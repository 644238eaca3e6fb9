CREATE TABLE "league_invite_link_uses" (
	"link_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_invite_link_uses_link_id_user_id_pk" PRIMARY KEY("link_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "league_invite_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "league_invite_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"league_id" integer NOT NULL,
	"token" text NOT NULL,
	"created_by_user_id" integer,
	"max_uses" integer,
	"use_count" integer DEFAULT 0 NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "league_invite_links_max_uses_positive" CHECK ("league_invite_links"."max_uses" is null or "league_invite_links"."max_uses" >= 1),
	CONSTRAINT "league_invite_links_use_count_in_range" CHECK ("league_invite_links"."use_count" >= 0 and ("league_invite_links"."max_uses" is null or "league_invite_links"."use_count" <= "league_invite_links"."max_uses"))
);
--> statement-breakpoint
ALTER TABLE "leagues" ADD COLUMN "organizer_user_id" integer;--> statement-breakpoint
ALTER TABLE "league_invite_link_uses" ADD CONSTRAINT "league_invite_link_uses_link_id_league_invite_links_id_fk" FOREIGN KEY ("link_id") REFERENCES "public"."league_invite_links"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_invite_link_uses" ADD CONSTRAINT "league_invite_link_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_invite_links" ADD CONSTRAINT "league_invite_links_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "league_invite_links" ADD CONSTRAINT "league_invite_links_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "league_invite_link_uses_user_idx" ON "league_invite_link_uses" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "league_invite_links_token_unique" ON "league_invite_links" USING btree ("token");--> statement-breakpoint
CREATE INDEX "league_invite_links_league_idx" ON "league_invite_links" USING btree ("league_id");--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_organizer_user_id_users_id_fk" FOREIGN KEY ("organizer_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leagues_organizer_idx" ON "leagues" USING btree ("organizer_user_id") WHERE "leagues"."organizer_user_id" is not null;--> statement-breakpoint
CREATE TRIGGER "league_invite_links_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "league_invite_links" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();--> statement-breakpoint
CREATE TRIGGER "league_invite_link_uses_notify_change" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "league_invite_link_uses" FOR EACH STATEMENT EXECUTE FUNCTION "courtside_notify_change"();
