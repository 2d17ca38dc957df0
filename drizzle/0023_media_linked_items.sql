-- library items that stand for an image address the content already uses (decision 0036): no stored file
ALTER TABLE "media" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "storage_key" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "size" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_source_url_unique" UNIQUE("source_url");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_stored_or_linked" CHECK (("media"."storage_key" IS NULL) <> ("media"."source_url" IS NULL));
