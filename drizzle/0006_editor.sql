ALTER TABLE "page_translations" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "containers" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;
