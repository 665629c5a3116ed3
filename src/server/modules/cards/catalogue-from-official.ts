import { readFileSync } from 'node:fs';
import { type Card, type CardType } from '@shared/card';
import { formsOf, type OfficialCard as OfficialPlayerCard } from '@shared/official-player';
import { parseRarity } from '@shared/rarity';

/** One item of the official GET /v1/cards answer: a player's card without its level and count. */
export type OfficialCard = Pick<
  OfficialPlayerCard,
  'name' | 'id' | 'maxLevel' | 'maxEvolutionLevel' | 'elixirCost' | 'rarity' | 'iconUrls'
>;
export interface OfficialCardsResponse {
  items: OfficialCard[];
  supportItems?: OfficialCard[];
}

interface CommunityCard {
  id?: number;
  key: string;
  name: string;
  type: string;
}

const sourcesDir = new URL('../../../../data/sources/', import.meta.url);
const readSource = (file: string): CommunityCard[] =>
  JSON.parse(readFileSync(new URL(file, sourcesDir), 'utf8')) as CommunityCard[];

/**
 * Types the community files get wrong, checked by hand: Spirit Empress is a troop (the
 * Jan 2026 list types it as a spell); Heal Spirit is a troop although its id is in the spell range.
 */
const TYPE_OVERRIDES: Record<number, CardType> = { 28000025: 'Troop', 28000016: 'Troop' };

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[.']/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

function typeFromIdRange(id: number): CardType {
  if (id >= 159000000) return 'Tower';
  if (id >= 28000000) return 'Spell';
  if (id >= 27000000) return 'Building';
  return 'Troop';
}

function normaliseType(value: string): CardType {
  const lower = value.toLowerCase();
  if (lower === 'building') return 'Building';
  if (lower === 'spell') return 'Spell';
  if (lower === 'tower') return 'Tower';
  return 'Troop';
}

/**
 * Maps an official /v1/cards answer to our catalogue. Types come from RoyaleAPI's data (by id),
 * then the Jan 2026 list (by name), then the id range. Mirror and tower troops have no fixed cost
 * and keep `elixirCost: null` on purpose: the elixir filter and averages leave them out.
 */
export function catalogueFromOfficial(response: OfficialCardsResponse): Card[] {
  const byId = new Map(readSource('royaleapi-cr-api-data.cards.json').map((c) => [c.id, c]));
  const byName = new Map(
    readSource('anson1138-clash-royale-mentor.cards-types.json').map((c) => [c.name, c]),
  );
  const toCard = (item: OfficialCard, support: boolean): Card => {
    const community = byId.get(item.id) ?? byName.get(item.name);
    const type: CardType = support
      ? 'Tower'
      : (TYPE_OVERRIDES[item.id] ??
        (community ? normaliseType(community.type) : typeFromIdRange(item.id)));
    const rarity = parseRarity(item.rarity);
    const forms = formsOf(item);
    return {
      id: item.id,
      key: community?.key ?? slug(item.name),
      name: item.name,
      rarity,
      elixirCost: support || item.elixirCost === undefined ? null : item.elixirCost,
      type,
      maxLevel: item.maxLevel,
      iconUrl: item.iconUrls?.medium ?? null,
      evolutionIconUrl: item.iconUrls?.evolutionMedium ?? null,
      heroIconUrl: item.iconUrls?.heroMedium ?? null,
      isChampion: rarity === 'Champion',
      hasEvolution: forms.evolution,
      hasHero: forms.hero,
    };
  };
  return [
    ...response.items.map((item) => toCard(item, false)),
    ...(response.supportItems ?? []).map((item) => toCard(item, true)),
  ].sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * A known card with the forms a player payload proves it has: the payload's `maxEvolutionLevel`
 * bits (1 evolution, 2 hero) and their art. A form is never taken away; nothing else changes.
 */
export function withLearntForms(known: Card, seen: OfficialCard): Card {
  const forms = formsOf(seen);
  return {
    ...known,
    hasEvolution: known.hasEvolution || forms.evolution,
    hasHero: known.hasHero || forms.hero,
    evolutionIconUrl: known.evolutionIconUrl ?? seen.iconUrls?.evolutionMedium ?? null,
    heroIconUrl: known.heroIconUrl ?? seen.iconUrls?.heroMedium ?? null,
  };
}
