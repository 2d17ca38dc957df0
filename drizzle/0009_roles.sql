CREATE TYPE "public"."staff_role" AS ENUM('editor', 'administrator');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" "staff_role" DEFAULT 'editor' NOT NULL;--> statement-breakpoint
-- the staff of an existing site could do everything so far: they keep it; new staff accounts start as editors
UPDATE "users" SET "role" = 'administrator' WHERE "is_staff";
