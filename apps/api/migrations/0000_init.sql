CREATE TABLE "invite_code_uses" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invite_code_uses_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invite_code_id" integer NOT NULL,
	"user_id" integer,
	"used_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invite_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invite_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"expires_at" timestamp with time zone,
	"disabled" boolean DEFAULT false NOT NULL,
	"max_uses" integer DEFAULT 1 NOT NULL,
	"use_count" integer DEFAULT 0 NOT NULL,
	"grants_owner" boolean DEFAULT false NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invite_codes_max_uses_positive" CHECK ("invite_codes"."max_uses" >= 1),
	CONSTRAINT "invite_codes_use_count_in_range" CHECK ("invite_codes"."use_count" between 0 and "invite_codes"."max_uses")
);
--> statement-breakpoint
CREATE TABLE "leagues" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "leagues_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"league_type" text NOT NULL,
	"rules" text,
	"league_status" text DEFAULT 'draft' NOT NULL,
	"entry_fee" numeric(10, 2),
	"season" text NOT NULL,
	"play_start" date NOT NULL,
	"play_end" date NOT NULL,
	"registration_start" date NOT NULL,
	"registration_end" date NOT NULL,
	"age_category" text NOT NULL,
	"gender" text,
	"region_id" integer,
	"min_players_per_division" integer,
	"max_players_per_division" integer,
	"max_registrations" integer,
	"public_visible" boolean DEFAULT true NOT NULL,
	"banner_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leagues_status_valid" CHECK (league_status in ('draft', 'registration_open', 'registration_closed', 'pending_start', 'active', 'in_progress', 'playoffs', 'completed', 'canceled')),
	CONSTRAINT "leagues_type_valid" CHECK (league_type in ('Singles', 'Doubles', 'Mixed')),
	CONSTRAINT "leagues_age_category_valid" CHECK (age_category in ('Junior', 'Adult', 'Senior')),
	CONSTRAINT "leagues_registration_order" CHECK ("leagues"."registration_end" > "leagues"."registration_start"),
	CONSTRAINT "leagues_play_after_registration" CHECK ("leagues"."play_start" > "leagues"."registration_end"),
	CONSTRAINT "leagues_play_order" CHECK ("leagues"."play_end" > "leagues"."play_start"),
	CONSTRAINT "leagues_entry_fee_non_negative" CHECK ("leagues"."entry_fee" is null or "leagues"."entry_fee" >= 0),
	CONSTRAINT "leagues_max_registrations_non_negative" CHECK ("leagues"."max_registrations" is null or "leagues"."max_registrations" >= 0),
	CONSTRAINT "leagues_division_sizes" CHECK (("leagues"."min_players_per_division" is null or "leagues"."min_players_per_division" >= 2) and ("leagues"."max_players_per_division" is null or "leagues"."max_players_per_division" >= 2))
);
--> statement-breakpoint
CREATE TABLE "players" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "players_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"primary_player" boolean DEFAULT false NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"rating" real,
	"gender" text,
	"birthdate" date DEFAULT '2000-01-01' NOT NULL,
	"phone_number" text,
	"address" text,
	"bio" text,
	"division_id" integer,
	"age" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "players_rating_valid" CHECK ("players"."rating" is null or ("players"."rating" between 2.5 and 6.0 and "players"."rating" * 2 = floor("players"."rating" * 2))),
	CONSTRAINT "players_gender_valid" CHECK ("players"."gender" is null or gender in ('Mens', 'Ladies')),
	CONSTRAINT "players_age_valid" CHECK ("players"."age" is null or "players"."age" between 0 and 150)
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "regions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"city_area" text NOT NULL,
	"state" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "registrations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "registrations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"player_id" integer NOT NULL,
	"league_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"persistent" boolean NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"firstname" text,
	"lastname" text,
	"user_type" text DEFAULT 'player' NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"disabled_or_deleted" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_lower_case" CHECK ("users"."email" = lower("users"."email")),
	CONSTRAINT "users_user_type_valid" CHECK (user_type in ('owner', 'admin', 'player'))
);
--> statement-breakpoint
ALTER TABLE "invite_code_uses" ADD CONSTRAINT "invite_code_uses_invite_code_id_invite_codes_id_fk" FOREIGN KEY ("invite_code_id") REFERENCES "public"."invite_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_code_uses" ADD CONSTRAINT "invite_code_uses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leagues" ADD CONSTRAINT "leagues_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "players" ADD CONSTRAINT "players_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_player_id_players_id_fk" FOREIGN KEY ("player_id") REFERENCES "public"."players"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_league_id_leagues_id_fk" FOREIGN KEY ("league_id") REFERENCES "public"."leagues"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invite_code_uses_code_idx" ON "invite_code_uses" USING btree ("invite_code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invite_codes_code_unique" ON "invite_codes" USING btree ("code");--> statement-breakpoint
CREATE INDEX "players_user_id_idx" ON "players" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "players_one_primary_per_user" ON "players" USING btree ("user_id") WHERE "players"."primary_player";--> statement-breakpoint
CREATE UNIQUE INDEX "regions_city_state_unique" ON "regions" USING btree ("city_area","state");--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_player_league_unique" ON "registrations" USING btree ("player_id","league_id");--> statement-breakpoint
CREATE INDEX "registrations_league_idx" ON "registrations" USING btree ("league_id");--> statement-breakpoint
CREATE INDEX "sessions_user_id_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_idx" ON "sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_unique" ON "users" USING btree ("email");