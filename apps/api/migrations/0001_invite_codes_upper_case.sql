-- Codes became case-insensitive (stored upper-case); bring any earlier ones in line first.
UPDATE "invite_codes" SET "code" = upper("code");--> statement-breakpoint
ALTER TABLE "invite_codes" ADD CONSTRAINT "invite_codes_code_upper_case" CHECK ("invite_codes"."code" = upper("invite_codes"."code"));