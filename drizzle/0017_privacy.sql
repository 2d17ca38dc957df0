-- a retention period per form: entries older than it are deleted with their files by the server (1 to 120 months)
ALTER TABLE "forms" ADD COLUMN "retention_months" integer DEFAULT 12 NOT NULL;--> statement-breakpoint
ALTER TABLE "forms" ADD CONSTRAINT "forms_retention_months_range" CHECK ("forms"."retention_months" BETWEEN 1 AND 120);
