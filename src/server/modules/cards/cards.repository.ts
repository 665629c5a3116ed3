import { readFileSync } from 'node:fs';
import { asc, sql } from 'drizzle-orm';
import { type Card, cardSchema } from '@shared/card';
import { normaliseCardSearch } from '@shared/card-search';
import { parseRarity } from '@shared/rarity';
import type { Db } from '../../db/database';
import { cards } from '../../db/schema';

type CardRow = typeof cards.$inferSelect;

function toCard(row: CardRow): Card {
  return cardSchema.parse({
    id: row.id,
    key: row.key,
    name: row.name,
    rarity: parseRarity(row.rarity),
    elixirCost: row.elixirCost,
    type: row.type,
    maxLevel: row.maxLevel,
    iconUrl: row.iconMedium,
    evolutionIconUrl: row.iconEvolutionMedium,
    heroIconUrl: row.iconHeroMedium,
    isChampion: row.isChampion,
    hasEvolution: row.hasEvolution,
    hasHero: row.hasHero,
  });
}

function toRow(card: Card): typeof cards.$inferInsert {
  return {
    id: card.id,
    key: card.key,
    name: card.name,
    rarity: card.rarity,
    elixirCost: card.elixirCost,
    type: card.type,
    maxLevel: card.maxLevel,
    iconMedium: card.iconUrl,
    iconEvolutionMedium: card.evolutionIconUrl,
    iconHeroMedium: card.heroIconUrl,
    isChampion: card.isChampion,
    hasEvolution: card.hasEvolution,
    hasHero: card.hasHero,
    search: normaliseCardSearch(card.name),
    updatedAt: new Date(),
  };
}

export const catalogueSnapshotPath = new URL('../../../../data/cards.json', import.meta.url);

export function readCatalogueSnapshot(): Card[] {
  const raw: unknown = JSON.parse(readFileSync(catalogueSnapshotPath, 'utf8'));
  return cardSchema.array().parse(raw);
}

export function createCardsRepository(db: Db) {
  return {
    async listAll(): Promise<Card[]> {
      const rows = await db.select().from(cards).orderBy(asc(cards.name));
      return rows.map(toCard);
    },

    /** Idempotent upsert: a newer snapshot updates rows, an unchanged one rewrites the same values. */
    async upsertMany(list: readonly Card[]): Promise<number> {
      if (list.length === 0) return 0;
      await db
        .insert(cards)
        .values(list.map(toRow))
        .onConflictDoUpdate({
          target: cards.id,
          set: {
            key: sql`excluded.key`,
            name: sql`excluded.name`,
            rarity: sql`excluded.rarity`,
            elixirCost: sql`excluded.elixir_cost`,
            type: sql`excluded.type`,
            maxLevel: sql`excluded.max_level`,
            iconMedium: sql`excluded.icon_medium`,
            iconEvolutionMedium: sql`excluded.icon_evolution_medium`,
            iconHeroMedium: sql`excluded.icon_hero_medium`,
            isChampion: sql`excluded.is_champion`,
            hasEvolution: sql`excluded.has_evolution`,
            hasHero: sql`excluded.has_hero`,
            search: sql`excluded.search`,
            updatedAt: sql`excluded.updated_at`,
          },
        });
      return list.length;
    },

    async lastUpdate(): Promise<string | null> {
      const [row] = await db
        .select({ at: sql<string | null>`max(${cards.updatedAt})::text` })
        .from(cards);
      return row?.at ?? null;
    },
  };
}
export type CardsRepository = ReturnType<typeof createCardsRepository>;
