ALTER TABLE "saved_decks" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "saved_decks" ADD COLUMN "group_name" text;