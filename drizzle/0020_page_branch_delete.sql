-- deleting a page with its subpages: the pages deleted with another one name it (restored together), and each
-- deleted page keeps the menu and footer entries removed with it (restored with it)
ALTER TABLE "pages" ADD COLUMN "deleted_with" integer;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_deleted_with_pages_id_fk" FOREIGN KEY ("deleted_with") REFERENCES "public"."pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "deleted_nav" jsonb;
