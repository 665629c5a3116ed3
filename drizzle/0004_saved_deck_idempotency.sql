ALTER TABLE "saved_decks" ADD COLUMN "idempotency_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "saved_decks_user_idempotency_idx" ON "saved_decks" USING btree ("user_id","idempotency_key");