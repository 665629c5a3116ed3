ALTER TABLE "chat_messages" ADD COLUMN "limits" jsonb;--> statement-breakpoint
ALTER TABLE "chat_messages" ADD COLUMN "decks" jsonb;