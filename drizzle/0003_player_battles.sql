CREATE TABLE "player_battles" (
	"user_id" text NOT NULL,
	"battle_time" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"game_mode" text,
	"crowns" integer NOT NULL,
	"opponent_crowns" integer NOT NULL,
	"trophy_change" integer,
	"deck_cards" jsonb NOT NULL,
	"opponent_cards" jsonb NOT NULL,
	CONSTRAINT "player_battles_user_id_battle_time_pk" PRIMARY KEY("user_id","battle_time")
);
--> statement-breakpoint
ALTER TABLE "player_battles" ADD CONSTRAINT "player_battles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON "player_battles" TO elixirlab_app;--> statement-breakpoint
ALTER TABLE "player_battles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY "player_battles_owner" ON "player_battles" TO elixirlab_app
  USING ("user_id" = current_setting('app.user_id', true))
  WITH CHECK ("user_id" = current_setting('app.user_id', true));
