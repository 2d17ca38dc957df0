ALTER TABLE "forms" ADD COLUMN "confirm_sender" boolean DEFAULT false NOT NULL;
