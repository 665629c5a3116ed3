-- Row-level security for every per-user table. The server runs user-scoped queries in a transaction
-- under the non-owner role elixirlab_app with app.user_id set (src/server/db/with-user.ts), so a query
-- that forgets its user filter still sees only the caller's rows. Roles are cluster-wide: create it once.
DO $$
BEGIN
  CREATE ROLE elixirlab_app NOLOGIN;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;--> statement-breakpoint
DO $$
BEGIN
  EXECUTE format('GRANT elixirlab_app TO %I', current_user);
EXCEPTION WHEN others THEN
  NULL;
END
$$;--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO elixirlab_app;--> statement-breakpoint
GRANT SELECT ON "cards" TO elixirlab_app;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "clash_players", "player_card_levels", "player_decks", "saved_decks", "chat_threads", "chat_messages" TO elixirlab_app;--> statement-breakpoint
ALTER TABLE "clash_players" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "player_card_levels" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "player_decks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "saved_decks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "chat_threads" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "chat_messages" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "clash_players_owner" ON "clash_players" TO elixirlab_app
  USING ("user_id" = current_setting('app.user_id', true))
  WITH CHECK ("user_id" = current_setting('app.user_id', true));--> statement-breakpoint
CREATE POLICY "player_card_levels_owner" ON "player_card_levels" TO elixirlab_app
  USING ("user_id" = current_setting('app.user_id', true))
  WITH CHECK ("user_id" = current_setting('app.user_id', true));--> statement-breakpoint
CREATE POLICY "player_decks_owner" ON "player_decks" TO elixirlab_app
  USING ("user_id" = current_setting('app.user_id', true))
  WITH CHECK ("user_id" = current_setting('app.user_id', true));--> statement-breakpoint
CREATE POLICY "saved_decks_owner" ON "saved_decks" TO elixirlab_app
  USING ("user_id" = current_setting('app.user_id', true))
  WITH CHECK ("user_id" = current_setting('app.user_id', true));--> statement-breakpoint
CREATE POLICY "chat_threads_owner" ON "chat_threads" TO elixirlab_app
  USING ("user_id" = current_setting('app.user_id', true))
  WITH CHECK ("user_id" = current_setting('app.user_id', true));--> statement-breakpoint
CREATE POLICY "chat_messages_owner" ON "chat_messages" TO elixirlab_app
  USING ("user_id" = current_setting('app.user_id', true))
  WITH CHECK ("user_id" = current_setting('app.user_id', true));
