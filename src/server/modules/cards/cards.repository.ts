import { readFileSync } from 'node:fs';
import { asc, eq, sql } from 'drizzle-orm';
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

export async function listAllCards(db: Db): Promise<Card[]> {
  const rows = await db.select().from(cards).orderBy(asc(cards.name));
  return rows.map(toCard);
}

/**
 * Idempotent upsert: a newer snapshot updates rows, an unchanged one rewrites the same values.
 * Evolution and hero forms learnt from player payloads stay (a form is never taken away).
 */
export async function upsertCards(db: Db, list: readonly Card[]): Promise<number> {
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
        iconEvolutionMedium: sql`coalesce(excluded.icon_evolution_medium, ${cards.iconEvolutionMedium})`,
        iconHeroMedium: sql`coalesce(excluded.icon_hero_medium, ${cards.iconHeroMedium})`,
        isChampion: sql`excluded.is_champion`,
        hasEvolution: sql`(excluded.has_evolution or ${cards.hasEvolution})`,
        hasHero: sql`(excluded.has_hero or ${cards.hasHero})`,
        search: sql`excluded.search`,
        updatedAt: sql`excluded.updated_at`,
      },
    });
  return list.length;
}

/**
 * Marks the evolution / hero forms a player payload proved a known card has, touching nothing
 * else of the row (another instance may hold a newer copy of the rest).
 */
export async function addCardForms(
  db: Db,
  list: readonly {
    id: number;
    hasEvolution: boolean;
    hasHero: boolean;
    evolutionIconUrl: string | null;
    heroIconUrl: string | null;
  }[],
): Promise<void> {
  for (const c of list)
    await db
      .update(cards)
      .set({
        hasEvolution: sql`(${cards.hasEvolution} or ${c.hasEvolution})`,
        hasHero: sql`(${cards.hasHero} or ${c.hasHero})`,
        iconEvolutionMedium: sql`coalesce(${cards.iconEvolutionMedium}, ${c.evolutionIconUrl})`,
        iconHeroMedium: sql`coalesce(${cards.iconHeroMedium}, ${c.heroIconUrl})`,
        updatedAt: new Date(),
      })
      .where(eq(cards.id, c.id));
}

/** Adds cards the table lacks and leaves every known card as it is. */
export async function insertMissingCards(db: Db, list: readonly Card[]): Promise<void> {
  if (list.length === 0) return;
  await db.insert(cards).values(list.map(toRow)).onConflictDoNothing({ target: cards.id });
}

export async function cardsLastUpdate(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ at: sql<string | null>`max(${cards.updatedAt})::text` })
    .from(cards);
  return row?.at ?? null;
}
