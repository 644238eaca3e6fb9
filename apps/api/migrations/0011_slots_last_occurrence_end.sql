-- When a slot's last occurrence ends, for the cap on live slots per player and league (ADR 059).
ALTER TABLE "availability_slots" ADD COLUMN "last_occurrence_end" timestamp with time zone;--> statement-breakpoint
-- A one-off slot's last occurrence is itself. A recurring rule needs the rule read to know its end, which SQL
-- cannot; earlier recurring slots stay null ("never ends"), so they count toward the cap until changed (ADR 059).
UPDATE "availability_slots" SET "last_occurrence_end" = "end_time" WHERE NOT "is_recurring";
