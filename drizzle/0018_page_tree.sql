-- the page tree in the editors' hands (issue 31): a page's structural revision (moves, slugs, flags: a write based
-- on an older one is refused), deleted pages kept restorable for 30 days, menu entries that follow their page
ALTER TABLE "pages" ADD COLUMN "revision" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "deleted_by" integer;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_deleted_by_users_id_fk" FOREIGN KEY ("deleted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "page_translations" ADD COLUMN "deleted_path" text;--> statement-breakpoint
ALTER TABLE "nav_items" ALTER COLUMN "title" DROP NOT NULL;
