-- media library tags: any number of short labels per item, to sort a growing library by production, season or use
CREATE TABLE "media_tags" (
	"media_id" integer NOT NULL,
	"tag" text NOT NULL,
	CONSTRAINT "media_tags_media_id_tag_pk" PRIMARY KEY("media_id","tag"),
	CONSTRAINT "media_tags_tag_length" CHECK (char_length("media_tags"."tag") BETWEEN 1 AND 40)
);
--> statement-breakpoint
ALTER TABLE "media_tags" ADD CONSTRAINT "media_tags_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_tags_tag_idx" ON "media_tags" USING btree ("tag");
