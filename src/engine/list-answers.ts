/**
 * Answers made of real lists side by side: "top 3 hog decks" (the named archetype's lists) and
 * "best deck right now" (the surest record among the lists with 1,000+ games), with the shared
 * pieces: which lists a request's limits allow, and a list's line with its record.
 */

import { DECK_SIZE } from '@shared/deck-rules';
import type { DeckAnalysis } from '@shared/deck-analysis';
import type { PlayerContext } from '@shared/player-context';
import { BEST_NOW_MIN_GAMES, formatRecord, losingClause, MIN_GAMES_FOR_CLAIM } from '@shared/stats';
import {
  article,
  analyzeDeck,
  archetypeTraits,
  capitalise,
  findIssues,
  list,
  atPlayerLevels,
  levelsById,
  type CardAllowed,
} from './analyze-deck';
import type { BuiltDeck } from './build-deck';
import { relatedList } from './corpus-fit';
import type { EngineAnswer, EngineDeck } from './deck-engine';
import {
  asBuiltDeck,
  cut,
  limitNotes,
  numberedDeck,
  orList,
  resolveIds,
  toEngineDeck,
} from './engine-deck';
import { explain } from './explain';
import type { CardBase, EngineCard, EngineList } from './knowledge';
import type { ParsedRequest } from './parse-request';
import type { mergeLimits } from './thread-limits';

/**
 * An answer with several decks side by side (the top lists, war decks): the chat's deck stays
 * the current one, and each deck comes with its analysis.
 */
export const severalDecks = (
  base: CardBase,
  parts: readonly string[],
  title: string,
  decks: readonly { deck: BuiltDeck; analysis: DeckAnalysis }[],
  request: ParsedRequest,
  merged: ReturnType<typeof mergeLimits>,
  player: PlayerContext | undefined,
  previousDeck: EngineDeck | null | undefined,
): EngineAnswer => ({
  deck: previousDeck ?? null,
  analysis: previousDeck ? analyzeDeck(resolveIds(base, previousDeck.cardIds), base, player) : null,
  response: parts.join('\n\n'),
  notUnderstood: request.notUnderstood,
  limits: merged.limits,
  title: cut(title),
  decks: decks.map(({ deck, analysis }) => ({ deck: toEngineDeck(deck), analysis })),
});

/**
 * The real lists a request's limits allow: its cards, rarities, elixir bounds and the roles it
 * asks for.
 */
export const listFits =
  (base: CardBase, request: ParsedRequest, allowed: CardAllowed) =>
  (l: EngineList): boolean => {
    const cards = resolveIds(base, l.cards);
    return (
      cards.length === DECK_SIZE &&
      // Each card beside the rest of the list: the spell count and elixir bounds hold for it.
      cards.every((c) =>
        allowed(
          c,
          cards.filter((d) => d !== c),
        ),
      ) &&
      request.needRoles.every((r) =>
        cards.some((c) => (r === 'building' ? c.knowledge.pulls === true : c.has(r))),
      )
    );
  };

/** Whether a connected player owns every card of a list (a visitor: always). */
export const ownsAll = (player: PlayerContext | undefined) => (ids: readonly number[]) =>
  !player || ids.every((id) => player.cards.some((l) => l.cardId === id));

/** A real list as the deck of an answer: built for this request, with its analysis. */
export const listAsDeck = (
  base: CardBase,
  list: EngineList,
  request: ParsedRequest,
  player: PlayerContext | undefined,
  allowed: CardAllowed,
) => {
  const deck = asBuiltDeck(base, resolveIds(base, list.cards), request, player);
  deck.list = list;
  return { deck, analysis: analyzeDeck(deck.cards, base, player, allowed) };
};

/** Real lists shown side by side: each as built for this request, with its analysis. */
export const listedDecks = (
  base: CardBase,
  shown: readonly EngineList[],
  request: ParsedRequest,
  player: PlayerContext | undefined,
  allowed: CardAllowed,
) => shown.map((list) => ({ list, ...listAsDeck(base, list, request, player, allowed) }));

/**
 * "Top 3 hog decks", "a few splashyard decks": real lists of the named archetype (or holding every
 * named card), those with a record first, ranked by the low end of its interval, then the most
 * played. Null when none fits the limits (a deck is built instead).
 */
export const answerNamedLists = (
  base: CardBase,
  allowed: CardAllowed,
  request: ParsedRequest,
  merged: ReturnType<typeof mergeLimits>,
  player: PlayerContext | undefined,
  previousDeck: EngineDeck | null | undefined,
): EngineAnswer | null => {
  const count = request.deckCount ?? 3;
  const fits = listFits(base, request, allowed);
  const rule = base.knowledge.rules.find((r) => r.id === request.archetypeRule);
  const named = (l: EngineList) =>
    rule
      ? l.archetype === rule.id
      : request.include.every((id) => l.set.has(id)) &&
        request.eitherOf.every((group) => group.some((id) => l.set.has(id)));
  const owns = ownsAll(player);
  const recorded = (l: EngineList) => l.games >= MIN_GAMES_FOR_CLAIM;
  const ranked = base.lists
    .filter((l) => named(l) && fits(l))
    .sort(
      (a, b) =>
        Number(owns(b.cards)) - Number(owns(a.cards)) ||
        Number(recorded(b)) - Number(recorded(a)) ||
        (recorded(a) ? b.wilson[0] - a.wilson[0] : b.weight - a.weight) ||
        b.games - a.games,
    );
  // A list with no record is shown only when the checks find no gap its archetype's real lists
  // do not share (a rare list of twelve games can be a joke deck).
  const sound = (l: EngineList) => {
    if (recorded(l)) return true;
    const cards = resolveIds(base, l.cards);
    const found = findIssues(cards, base);
    const traits = archetypeTraits(cards, base, found);
    return found.every((f) => traits.has(f.check.id));
  };
  const shown: EngineList[] = [];
  for (const l of ranked) {
    if (shown.length === count) break;
    if (sound(l)) shown.push(l);
  }
  if (shown.length < 2) return null;
  const decks = listedDecks(base, shown, request, player, allowed);
  const what = rule
    ? `${rule.name} decks`
    : `decks with ${list([...request.include.map((id) => base.byId.get(id)?.name ?? ''), ...request.eitherOf.map((group) => orList(resolveIds(base, group)))])}`;
  const limited = merged.carried.length + request.needRoles.length > 0;
  const withRecord = ranked.filter(recorded).length;
  const sure = `those with a record, ranked by the low end of each record's 95% interval so a short lucky run cannot win`;
  const rest = 'the most played that the checks find sound';
  const order = !withRecord
    ? rest
    : shown.some((l) => !recorded(l))
      ? `${sure}, then ${rest}`
      : sure;
  const parts = [
    `## ${shown.length} ${what}`,
    `The corpus has ${ranked.length} real ${what.replace(/decks/, 'lists')}${limited ? ' that fit your limits' : ''}, ${withRecord || 'none'} with a record (${MIN_GAMES_FOR_CLAIM}+ games of the exact list). ${capitalise(`${player ? 'lists you own every card of come first, then ' : ''}${order}`)}${shown.length < count ? ` (only ${shown.length} fit)` : ''}:`,
    ...decks.map(({ list, deck, analysis }, i) =>
      numberedDeck(
        i + 1,
        list.name,
        deck.cards,
        analysis,
        recorded(list)
          ? `it won ${formatRecord(list)} (side-adjusted)${losingClause(list)}`
          : `${list.games ? `${list.games} recorded games of this exact list, too few to say how it does` : 'no recorded games of this exact list'}`,
      ),
    ),
    `_Say “deck 2” (or “make the second one cheaper”) to work on one of them. The best deck for you also depends on your levels: "use my highest level cards" builds one at yours.${previousDeck ? ' Your current deck is unchanged.' : ''}_`,
  ];
  return severalDecks(base, parts, capitalise(what), decks, request, merged, player, previousDeck);
};

/**
 * "Best deck right now": among the real lists with enough games that the limits allow, the one
 * whose record is best at the low end of its 95% interval (a short lucky run cannot win), with
 * the runners-up, each with its sample. Null when no list qualifies (the builder answers).
 */
export const answerBestNow = (
  base: CardBase,
  allowed: CardAllowed,
  request: ParsedRequest,
  merged: ReturnType<typeof mergeLimits>,
  player: PlayerContext | undefined,
  previousDeck: EngineDeck | null | undefined,
): EngineAnswer | null => {
  // Every limit of the request holds: cards, rarities, elixir bounds, roles asked for; with a
  // connected player, lists they own every card of come first.
  const owns = ownsAll(player);
  const fits = listFits(base, request, allowed);
  // "Best deck for me", "best deck for my levels": only the lists the player has at their levels
  // (none: the builder makes one of their cards at them).
  const atLevels = player && request.ownedOnly ? atPlayerLevels(levelsById(player), base) : null;
  const ranked = base.lists
    .filter((l) => l.games >= BEST_NOW_MIN_GAMES && fits(l) && (!atLevels || atLevels(l.cards)))
    .sort(
      (a, b) =>
        Number(owns(b.cards)) - Number(owns(a.cards)) ||
        b.wilson[0] - a.wilson[0] ||
        b.games - a.games,
    );
  const [top, ...rest] = ranked;
  if (!top) return null;
  const ownedTop = owns(top.cards);
  const limited = merged.carried.length + request.understood.length + request.needRoles.length > 0;
  const which = `with at least ${BEST_NOW_MIN_GAMES.toLocaleString('en-US')} recorded games${limited ? ` that ${ranked.length === 1 ? 'fits' : 'fit'} your limits` : ''}${atLevels ? `${limited ? ' and' : ''} that you have at your levels (every card within a level of the others, around your best deck’s level)` : player ? (ownedTop ? ', those you own every card of first' : ' (none of them all in your collection)') : ''}`;
  const pool = `the ${ranked.length} real lists ${which}`;
  // "Top 3 decks": that many lists side by side, each with its record.
  if (request.deckCount !== null) {
    const shown = ranked.slice(0, request.deckCount);
    const decks = listedDecks(base, shown, request, player, allowed);
    const parts = [
      `## The ${shown.length === 1 ? 'best deck' : `${shown.length} best decks`} the corpus is sure of`,
      `Of ${pool}, ranked by the low end of each record's 95% interval so a short lucky run cannot win${shown.length < request.deckCount ? ` (only ${shown.length} fit)` : ''}:`,
      ...decks.map(({ list, deck, analysis }, i) =>
        numberedDeck(
          i + 1,
          list.name,
          deck.cards,
          analysis,
          `it won ${formatRecord(list)} (side-adjusted)${losingClause(list)}`,
        ),
      ),
      `_${atLevels ? '' : 'The best deck for you also depends on your levels: "use my highest level cards" builds one at yours.'}${previousDeck ? ' Your current deck is unchanged.' : ''}_`,
    ];
    return severalDecks(
      base,
      parts,
      `Best decks: ${shown.map((l) => l.name).join(', ')}`,
      decks,
      request,
      merged,
      player,
      previousDeck,
    );
  }
  const { deck: built, analysis } = listAsDeck(base, top, request, player, allowed);
  const lead = `${
    ranked.length === 1
      ? `Only one real list ${which} is there: this ${top.name} list, ${formatRecord(top)} (side-adjusted).`
      : `Of the ${ranked.length} real lists ${which}, this ${top.name} list has the best record the corpus is sure of: ${formatRecord(top)} (side-adjusted), ranked by the low end of its 95% interval so a short lucky run cannot win.`
  }${
    rest.length
      ? ` Next: ${rest
          .slice(0, 2)
          .map((l) => `${article(l.name)} ${l.name} list, ${formatRecord(l)}${losingClause(l)}`)
          .join('; ')}. Each is one list's record, not its archetype's.`
      : ''
  } The records count the corpus's battles from the 2022 ladder to June 2026, so “right now” means as of mid-2026, not today.${atLevels ? '' : ' The best deck for you also depends on your levels: "use my highest level cards" builds one at yours.'}`;
  const response = explain(built, analysis, request, base, {
    lead,
    leadGivesRecord: true,
    ...limitNotes(merged),
  });
  return {
    deck: toEngineDeck(built),
    analysis,
    response,
    notUnderstood: request.notUnderstood,
    limits: merged.limits,
    title: cut(`Best deck: ${top.name}`),
  };
};

/** How close a deck of a list is to a real one, and that list's record, for its line. */
export const listRecord = (base: CardBase, cards: readonly EngineCard[]): string => {
  const near = relatedList(cards, base);
  return near && near.shared === DECK_SIZE
    ? near.list.games >= MIN_GAMES_FOR_CLAIM
      ? `a real ${near.list.name} list: it won ${formatRecord(near.list)} in the corpus (side-adjusted)${losingClause(near.list)}`
      : `a real ${near.list.name} list, with too few recorded games (${near.list.games}) for a win rate`
    : near
      ? `${near.shared} of 8 cards of a real ${near.list.name} list`
      : 'no real list within two cards of it';
};
