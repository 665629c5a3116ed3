import type { PlayerCardLevel } from '@shared/player-context';
import { formatCount, MIN_GAMES_FOR_CLAIM } from '@shared/stats';
import { mainWinCondition, names } from './analyze-deck';
import { overlap } from './archetype';
import { listProblems } from './build-deck';
import { mainJob, type CardBase, type EngineCard, type EngineList } from './knowledge';

/** "Make it a Hog deck" answered with a real list: the swaps that turn the deck into it. */
export interface Remake {
  list: EngineList;
  /** Out → in, the win condition's first. */
  swaps: { out: EngineCard; in: EngineCard }[];
  /** The deck's cards the list also plays. */
  kept: EngineCard[];
  /** Whether the list was chosen among those with a record (100+ games) only. */
  recorded: boolean;
  /** Whether it was chosen among the lists the player owns every card of only. */
  owned: boolean;
}

/**
 * The real list among `candidates` (the lists of the win condition or archetype asked for) that
 * keeps the most of the deck, as the swaps that make it. A list must hold every pinned card and
 * bring in only cards `allowed` lets in. Lists the player owns whole come first when there are
 * any, then lists with a record (a 7,000-game Hog 2.6 over a 20-game list that keeps two more
 * cards), then the most cards kept; ties go to the most played list with no problem the checks
 * find and, for a player, the most even levels. Null when no list qualifies.
 */
export function remakeAs(
  cards: readonly EngineCard[],
  candidates: readonly EngineList[],
  base: CardBase,
  options: {
    allowed: (card: EngineCard) => boolean;
    pinned: ReadonlySet<number>;
    levels?: ReadonlyMap<number, PlayerCardLevel> | null;
    /** The win condition going out and the one asked for in its place, paired first. */
    lead?: { out: EngineCard; in: EngineCard } | undefined;
  },
): Remake | null {
  const { allowed, pinned, levels, lead } = options;
  const inDeck = new Set(cards.map((c) => c.id));
  const rated = candidates.flatMap((list) => {
    const listCards = list.cards.flatMap((id) => base.byId.get(id) ?? []);
    if (listCards.length !== list.cards.length) return [];
    if ([...pinned].some((id) => !list.set.has(id))) return [];
    if (listCards.some((c) => !inDeck.has(c.id) && !allowed(c))) return [];
    const shown = levels ? listCards.map((c) => levels.get(c.id)?.displayLevel ?? 0) : [];
    const top = Math.max(0, ...shown);
    return [
      {
        list,
        owned: levels ? listCards.every((c) => levels.has(c.id)) : false,
        recorded: list.games >= MIN_GAMES_FOR_CLAIM,
        shared: overlap(list, cards),
        fit:
          Math.log1p(list.weight) +
          0.5 * Math.log1p(list.games) -
          5 * listProblems(list, base) -
          1.5 * shown.filter((v) => v < top - 1).length,
      },
    ];
  });
  const owned = rated.some((r) => r.owned);
  const ownedOnes = owned ? rated.filter((r) => r.owned) : rated;
  const recorded = ownedOnes.some((r) => r.recorded);
  const [best] = (recorded ? ownedOnes.filter((r) => r.recorded) : ownedOnes).sort(
    (a, b) => b.shared - a.shared || b.fit - a.fit,
  );
  if (!best) return null;
  const { list } = best;
  const outs = cards.filter((c) => !list.set.has(c.id));
  const ins = list.cards.flatMap((id) => (inDeck.has(id) ? [] : (base.byId.get(id) ?? [])));
  const swaps: Remake['swaps'] = [];
  const take = (out: EngineCard, incoming: EngineCard) => {
    swaps.push({ out, in: incoming });
    outs.splice(outs.indexOf(out), 1);
    ins.splice(ins.indexOf(incoming), 1);
  };
  // The win condition's place is the new one's (the pair asked for, else the two main ones);
  // every other card's, the one doing its job, else the one of its kind and cost.
  const wcOut = lead && outs.includes(lead.out) ? lead.out : mainWinCondition(outs);
  const wcIn = (lead && ins.find((c) => c.id === lead.in.id)) ?? mainWinCondition(ins);
  if (wcOut && wcIn) take(wcOut, wcIn);
  for (const out of [...outs]) {
    const ranked = [...ins].sort(
      (a, b) =>
        Number(mainJob(b) !== undefined && mainJob(b) === mainJob(out)) -
          Number(mainJob(a) !== undefined && mainJob(a) === mainJob(out)) ||
        Number(b.type === out.type) - Number(a.type === out.type) ||
        Math.abs(a.cost - out.cost) - Math.abs(b.cost - out.cost),
    );
    const incoming = ranked[0];
    if (incoming) take(out, incoming);
  }
  return { list, swaps, kept: cards.filter((c) => list.set.has(c.id)), recorded, owned };
}

/** What the lists a remake was chosen among had in common: " with 100+ recorded games", … */
export function remakePool(remake: Pick<Remake, 'recorded' | 'owned'> | null): string {
  return `${remake?.recorded ? ` with ${formatCount(MIN_GAMES_FOR_CLAIM)}+ recorded games` : ''}${remake?.owned ? ' whose cards you all own' : ''}`;
}

/** "Of the Hog Rider lists with 100+ recorded games, the one that keeps the most of your deck (…)". */
export function remadeFrom(lists: string, remake: Remake): string {
  return `of the ${lists}${remakePool(remake)}, the one that keeps the most of your deck${remake.kept.length ? ` (${names(remake.kept)})` : ' (none of them keeps any of its cards)'}`;
}
