CREATE TABLE "auth_attempt_counts" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"attempts" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "auth_attempt_counts_pk" PRIMARY KEY("key","window_start"),
	CONSTRAINT "auth_attempt_counts_attempts_valid" CHECK (attempts >= 0)
);
--> statement-breakpoint
CREATE INDEX "auth_attempt_counts_window_idx" ON "auth_attempt_counts" USING btree ("window_start");