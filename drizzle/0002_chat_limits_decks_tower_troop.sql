ALTER TABLE "chat_messages" ADD COLUMN "tower_troop_id" integer;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "limits" jsonb;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "decks" jsonb;