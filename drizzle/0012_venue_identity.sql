-- The venue's identity (name, links, logo, descriptions, address, theme …) as data, validated by the valibot schema
-- SiteIdentity (src/contract/identity.ts); '{}' reads as the neutral defaults of an empty site.
ALTER TABLE "site_settings" ADD COLUMN "identity" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
-- its own version stamp: a save names it, so switching the site off meanwhile does not outdate an identity form
ALTER TABLE "site_settings" ADD COLUMN "identity_updated_at" timestamp with time zone DEFAULT now() NOT NULL;
