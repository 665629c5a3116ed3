import { DECK_SIZE } from '@shared/deck-rules';
import type { PlayerContext } from '@shared/player-context';
import { findIssues, issueWeight, levelsById, mainWinCondition } from './analyze-deck';
import { avg } from './deck-score';
import { buildDeck, pickSlots, type BuiltDeck } from './build-deck';
import { detectArchetype } from './archetype';
import { improveDeck, swapToward } from './improve-deck';
import { mainJob, type CardBase, type EngineList } from './knowledge';
import { meetsCardLimits, setSize, type ParsedRequest } from './parse-request';

/** Real lists count as an archetype to seed a war deck from this many weighted decks. */
const SEED_MIN_WEIGHT = 3;
/** Seeds tried per deck before taking the best deck found. */
const SEEDS_PER_DECK = 5;
/** What holding the win conditions of the player's current deck adds to a seed list's score. */
const MAIN_DECK_BONUS = 4;
/** Real lists that must play the current deck's win conditions together for them to count as one. */
const MAIN_PAIR_MIN_LISTS = 3;
/** A seed list may hold this many cards the player does not own (the search replaces them). */
const SEED_MAX_MISSING = 2;
/** How many levels a card the player does not own counts below their top level. */
const MISSING_GAP = 4;

/**
 * Four decks with 32 different cards: each seeded by the win conditions of a real list the player
 * can field (win conditions owned, at most two cards missing, higher levels first), then built by
 * the usual search from owned cards, higher levels preferred, without the cards the decks before
 * it took. Seeds are tried in order of how well their list suits the player; a deck with a problem
 * or a warning is passed over while another seed gives one without.
 */
export function buildWarDecks(
  request: ParsedRequest,
  base: CardBase,
  player: PlayerContext | undefined,
): BuiltDeck[] {
  const levels = player ? new Map(player.cards.map((l) => [l.cardId, l.displayLevel])) : null;
  /** The player's cards with their forms, as the swap searches and the slots read them. */
  const full = player ? levelsById(player) : null;
  const top = levels ? Math.max(...levels.values()) : 0;
  const allowed = (id: number) => {
    const card = base.byId.get(id);
    // "No spells over 3 elixir", "no buildings": every deck of the set keeps them too.
    return card !== undefined && meetsCardLimits(card, request);
  };
  const owned = (id: number) => !levels || levels.has(id);
  /** How far, on average, a deck's cards sit below the player's top level (0 for visitors). */
  const levelGap = (ids: readonly number[]) =>
    levels
      ? ids.reduce((s, id) => s + (levels.has(id) ? top - (levels.get(id) ?? 0) : MISSING_GAP), 0) /
        DECK_SIZE
      : 0;
  // The win conditions the player plays now: their own archetype belongs among the four.
  // All of its win conditions (LavaLoon: Lava Hound and Balloon) where real lists play them
  // together, else its main one (Royal Giant beside a Prince).
  const current = (player?.currentDeck ?? [])
    .map((id) => base.byId.get(id))
    .filter((c) => c !== undefined);
  const allMain = current.filter((c) => c.has('win_condition')).map((c) => c.id);
  const main = mainWinCondition(current);
  const mainIds =
    allMain.length > 1 &&
    base.lists.filter((l) => l.weight >= SEED_MIN_WEIGHT && allMain.every((id) => l.set.has(id)))
      .length >= MAIN_PAIR_MIN_LISTS
      ? allMain
      : main
        ? [main.id]
        : [];
  const playsMain = (l: EngineList) => mainIds.length > 0 && mainIds.every((id) => l.set.has(id));
  // Higher levels first: a list of the player's best cards outranks a more played one.
  const seedScore = (l: EngineList) =>
    Math.log1p(l.weight) +
    0.5 * Math.log1p(l.games) -
    3 * levelGap(l.cards) +
    (playsMain(l) ? MAIN_DECK_BONUS : 0);
  const seeds = base.lists
    .filter(
      (l) =>
        l.weight >= SEED_MIN_WEIGHT &&
        l.cards.every(allowed) &&
        // The player's own archetype seeds a deck however many of the list's cards they lack.
        (playsMain(l) || l.cards.filter((id) => !owned(id)).length <= SEED_MAX_MISSING),
    )
    .map((l) => ({
      list: l,
      score: seedScore(l),
      winConditions: l.cards.filter((id) => base.byId.get(id)?.has('win_condition')),
    }))
    .filter((s) => s.winConditions.length > 0 && s.winConditions.every(owned))
    .sort((a, b) => b.score - a.score || a.list.id.localeCompare(b.list.id));

  // Cards the user named ("war decks with Hog Rider"): each goes into one of the decks, the first
  // decks built around a real list that plays it.
  const named = request.include.filter(
    (id) => allowed(id) && owned(id) && base.byId.get(id)?.type !== 'Tower',
  );
  const used = new Set<number>();
  const usedArchetypes = new Set<string>();
  const decks: BuiltDeck[] = [];
  const size = setSize(request);
  for (let n = 0; n < size; n++) {
    const pending = named.filter((id) => !used.has(id));
    const mustHave = pending.slice(0, Math.ceil(pending.length / (size - n)));
    const holding = seeds.filter((s) => mustHave.every((id) => s.list.set.has(id)));
    let best: { deck: BuiltDeck; score: number; archetype: string } | null = null;
    let tried = 0;
    for (const seed of holding.length ? holding : seeds) {
      if (tried >= SEEDS_PER_DECK) break;
      if (seed.winConditions.some((id) => used.has(id))) continue;
      if (usedArchetypes.has(seed.list.archetype ?? seed.list.id)) continue;
      tried++;
      const deck = buildDeck(
        {
          ...request,
          include: [...new Set([...seed.winConditions, ...mustHave])],
          // A deck is built around its list's win conditions: no other one joins them (Royal
          // Hogs beside EQ Hog's Hog Rider).
          exclude: [
            ...request.exclude,
            ...used,
            ...base.cards
              .filter(
                (c) =>
                  c.has('win_condition') &&
                  !seed.winConditions.includes(c.id) &&
                  !mustHave.includes(c.id),
              )
              .map((c) => c.id),
          ],
          archetype: null,
          archetypeRule: null,
          ownedOnly: Boolean(player),
          improveDeck: false,
          followUp: false,
        },
        base,
        player,
      );
      if (deck.cards.some((c) => used.has(c.id))) continue;
      const issues = findIssues(deck.cards, base);
      const score =
        seed.score -
        issueWeight(issues) -
        3 * levelGap(deck.cards.map((c) => c.id)) -
        0.1 * Math.abs(avg(deck.cards) - 3.6);
      if (!best || score > best.score)
        best = { deck, score, archetype: seed.list.archetype ?? seed.list.id };
      if (issues.length === 0) break;
    }
    if (!best) break;
    decks.push(best.deck);
    for (const c of best.deck.cards) used.add(c.id);
    usedArchetypes.add(best.archetype);
  }

  // Top-level cards no deck took: each comes in for a lower-level card with a job in common and
  // about the same cost, in a
  // deck where the swap opens no gap and keeps the deck's kind (win conditions and tanks come
  // only from the seeds), so "higher levels first" holds card by card.
  if (levels && full) {
    const unused = base.cards
      .filter(
        (c) =>
          levels.get(c.id) === top &&
          !used.has(c.id) &&
          allowed(c.id) &&
          !c.has('win_condition') &&
          !c.has('tank'),
      )
      .sort((a, b) => b.usage - a.usage || a.id - b.id);
    for (const card of unused) {
      let best: { at: number; swap: NonNullable<ReturnType<typeof swapToward>> } | null = null;
      for (const [at, deck] of decks.entries()) {
        const swap = swapToward(deck.cards, base, {
          allowed: (c) => c.id === card.id,
          levels: full,
          wanted: (c) => c.id === card.id,
          // Only an under-levelled card (two or more below the top) is worth leaving a real
          // list for; one three or more below gives way to a card up to two elixir apart.
          mayGo: (c) =>
            !named.includes(c.id) &&
            (levels.get(c.id) ?? 0) <= top - 2 &&
            Math.abs(c.cost - card.cost) <= ((levels.get(c.id) ?? 0) <= top - 3 ? 2 : 1) &&
            c.knowledge.roles.some((r) => r !== 'cycle' && r !== 'support' && card.has(r)),
        });
        const family = detectArchetype(deck.cards, base).family;
        const after = swap ? deck.cards.map((c) => (c.id === swap.out.id ? swap.in : c)) : null;
        if (swap && after && detectArchetype(after, base).family !== family) continue;
        if (swap && (!best || (levels.get(swap.out.id) ?? 0) < (levels.get(best.swap.out.id) ?? 0)))
          best = { at, swap };
      }
      const target = best ? decks[best.at] : undefined;
      if (!best || !target) continue;
      const { swap } = best;
      target.cards = target.cards.map((c) => (c.id === swap.out.id ? swap.in : c));
      target.slotted = target.slotted.filter((c) => c.id !== swap.out.id);
      used.delete(swap.out.id);
      used.add(swap.in.id);
    }
  }
  // A card two or more levels under its deck's best ("at my levels": Fisherman at 12 in a deck of
  // 14s and 15s) makes way for an unused card of the player's within a level of that best that
  // does its job, where the swap opens no gap and keeps the deck's kind; else the level note
  // names it.
  if (levels && full) {
    for (const deck of decks) {
      const deckBest = () => Math.max(...deck.cards.map((c) => levels.get(c.id) ?? 0));
      const low = deck.cards.filter(
        (c) =>
          !named.includes(c.id) &&
          !c.has('win_condition') &&
          !c.has('tank') &&
          (levels.get(c.id) ?? 0) <= deckBest() - 2,
      );
      for (const card of low) {
        const best = deckBest();
        const family = detectArchetype(deck.cards, base).family;
        const job = mainJob(card);
        const swap = swapToward(deck.cards, base, {
          allowed: (c) =>
            !used.has(c.id) && owned(c.id) && allowed(c.id) && (levels.get(c.id) ?? 0) >= best - 1,
          levels: full,
          // The same main job, as the card it replaces had.
          wanted: (c) => job !== undefined && mainJob(c) === job,
          mayGo: (c) => c.id === card.id,
          sameJob: true,
        });
        if (!swap) continue;
        const after = deck.cards.map((c) => (c.id === swap.out.id ? swap.in : c));
        if (detectArchetype(after, base).family !== family) continue;
        // Inside the asked elixir bounds, and no slot lost (a vacated slot goes to another card).
        const slotted = withinBounds(after, request)
          ? slotsAfter(deck, after, request, full)
          : null;
        if (!slotted) continue;
        deck.slotted = slotted;
        deck.cards = [...slotted, ...after.filter((c) => !slotted.includes(c))];
        used.delete(swap.out.id);
        used.add(swap.in.id);
      }
    }
  }
  // A deck left with a gap its archetype's real lists do not share (Mortar bait with no big
  // spell once another deck took Fireball) takes the fewest swaps from the cards no deck uses
  // that remove it and open none, its win conditions, its kind and the named cards kept.
  for (const deck of decks) {
    const family = detectArchetype(deck.cards, base).family;
    const { swaps, cards } = improveDeck(deck.cards, base, {
      allowed: (c) => !used.has(c.id) && owned(c.id) && allowed(c.id) && c.type !== 'Tower',
      levels: full,
      keep: new Set(named),
      maxSwaps: 2,
    });
    if (!swaps.length || detectArchetype(cards, base).family !== family) continue;
    for (const swap of swaps) {
      used.delete(swap.out.id);
      used.add(swap.in.id);
    }
    const kept = deck.slotted.filter((c) => cards.includes(c)).map((c) => c.id);
    deck.slotted = pickSlots(cards, full, request, deck.list, kept);
    deck.cards = [...deck.slotted, ...cards.filter((c) => !deck.slotted.includes(c))];
  }
  tradeBetweenDecks(decks, base, request);
  return decks;
}

/** A deck's issues by id, and what they weigh. */
function issuesOf(cards: BuiltDeck['cards'], base: CardBase): { ids: Set<string>; weight: number } {
  const issues = findIssues(cards, base);
  return { ids: new Set(issues.map((i) => i.check.id)), weight: issueWeight(issues) };
}

/**
 * The slots after a swap or trade: the cards still there keep theirs, a vacated one goes to the
 * card that can take it (unlocked, when levels are known); null when the deck would lose a slot.
 */
function slotsAfter(
  deck: BuiltDeck,
  cards: BuiltDeck['cards'],
  request: ParsedRequest,
  levels: BuiltDeck['levels'] = deck.levels,
): BuiltDeck['slotted'] | null {
  const kept = deck.slotted.filter((s) => cards.some((c) => c.id === s.id)).map((s) => s.id);
  const slotted = pickSlots(cards, levels ?? null, request, deck.list, kept);
  return slotted.length < deck.slotted.length ? null : slotted;
}

/** Whether cards keep the request's average-elixir bounds. */
function withinBounds(cards: BuiltDeck['cards'], request: ParsedRequest): boolean {
  const average = avg(cards);
  return (
    (request.maxAvgElixir === null || average <= request.maxAvgElixir + 1e-9) &&
    (request.minAvgElixir === null || average >= request.minAvgElixir - 1e-9)
  );
}

/** Rounds of trades between the decks: each round makes at most one trade per pair of decks. */
const TRADE_ROUNDS = 3;

/**
 * Two decks trade a card each when that removes issues from the pair and brings neither a new one
 * (one deck's second heavy spell for the other's small spell): the 32 cards stay the same, and a
 * trade never moves a win condition or a tank, never costs a deck a slot (a vacated slot goes to
 * a card that can take it), never changes a deck's archetype and keeps each deck within the
 * request's elixir bounds, and never moves a card the user named.
 */
function tradeBetweenDecks(decks: BuiltDeck[], base: CardBase, request: ParsedRequest): void {
  // A card the user named stays where it was put.
  const movable = (deck: BuiltDeck) =>
    deck.cards.filter(
      (c) => !c.has('win_condition') && !c.has('tank') && !request.include.includes(c.id),
    );
  const noNewIssue = (before: Set<string>, after: Set<string>) =>
    [...after].every((id) => before.has(id));
  for (let round = 0; round < TRADE_ROUNDS; round++) {
    let traded = false;
    for (const [i, a] of decks.entries()) {
      for (const b of decks.slice(i + 1)) {
        const issuesA = issuesOf(a.cards, base);
        const issuesB = issuesOf(b.cards, base);
        if (issuesA.weight + issuesB.weight === 0) continue;
        const familyA = detectArchetype(a.cards, base).family;
        const familyB = detectArchetype(b.cards, base).family;
        let best: { x: number; y: number; gain: number } | null = null;
        for (const x of movable(a)) {
          for (const y of movable(b)) {
            if (x.isChampion !== y.isChampion) continue;
            const nextA = a.cards.map((c) => (c.id === x.id ? y : c));
            const nextB = b.cards.map((c) => (c.id === y.id ? x : c));
            if (!withinBounds(nextA, request) || !withinBounds(nextB, request)) continue;
            // Cheapest checks first: most trades bring no gain at all.
            const afterA = issuesOf(nextA, base);
            if (afterA.weight > issuesA.weight || !noNewIssue(issuesA.ids, afterA.ids)) continue;
            const afterB = issuesOf(nextB, base);
            const gain = issuesA.weight + issuesB.weight - afterA.weight - afterB.weight;
            if (gain <= 0 || (best && gain <= best.gain)) continue;
            if (!noNewIssue(issuesB.ids, afterB.ids)) continue;
            if (detectArchetype(nextA, base).family !== familyA) continue;
            if (detectArchetype(nextB, base).family !== familyB) continue;
            if (!slotsAfter(a, nextA, request) || !slotsAfter(b, nextB, request)) continue;
            best = { x: x.id, y: y.id, gain };
          }
        }
        if (!best) continue;
        const { x, y } = best;
        const cardX = a.cards.find((c) => c.id === x);
        const cardY = b.cards.find((c) => c.id === y);
        if (!cardX || !cardY) continue;
        for (const [deck, next] of [
          [a, a.cards.map((c) => (c.id === x ? cardY : c))],
          [b, b.cards.map((c) => (c.id === y ? cardX : c))],
        ] as const) {
          const slotted = slotsAfter(deck, next, request) ?? [];
          deck.slotted = slotted;
          deck.cards = [...slotted, ...next.filter((c) => !slotted.includes(c))];
        }
        traded = true;
      }
    }
    if (!traded) break;
  }
}
