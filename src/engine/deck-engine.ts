import { DEFAULT_TOWER_TROOP_ID, type Card } from '@shared/card';
import { canTakeSlot, deckProblems } from '@shared/deck-validity';
import { DECK_SIZE, MAX_EVOLUTION_SLOTS } from '@shared/deck-rules';
import { roleLabels, type DeckAnalysis } from '@shared/deck-analysis';
import type { PlayerContext } from '@shared/player-context';
import type { UpgradePlan } from '@shared/player-coach';
import { analyzeDeck, findIssues, names } from './analyze-deck';
import { buildDeck, elixirReach, pickSlots, type BuiltDeck, type ElixirReach } from './build-deck';
import { explain, gamePlan, HELP_TEXT, type ExplainContext } from './explain';
import { archetypeLabels, createCardBase, type CardBase, type EngineCard } from './knowledge';
import type { DeckKnowledge } from '@shared/deck-knowledge';
import { findMentions, parseRequest, plainText, type ParsedRequest } from './parse-request';
import { detectArchetype } from './archetype';
import { listFit, pairStrength } from './corpus-fit';
import { answerCompare, answerQuestion, readTurn, type Turn } from './turn';
import { mergeLimits } from './thread-limits';
import { improveDeck } from './improve-deck';
import { battleReport, type StoredBattle } from './battle-report';
import type { BattleReport } from '@shared/battle-log';
import { describePlan, planUpgrades } from './upgrade-plan';
import { buildWarDecks, WAR_DECK_COUNT } from './war-decks';
import { formatRecord, MIN_GAMES_FOR_CLAIM } from '@shared/stats';
import { NO_LIMITS, type ThreadLimits } from '@shared/thread-limits';

export interface EngineDeck {
  /** Exactly 8 ids, evolution / hero slotted cards first in slot order. */
  cardIds: number[];
  towerTroopId: number;
  /** Ids of the (at most 2) slotted cards. */
  evolutionSlots: number[];
}

export interface EngineAnswer {
  /** null only when the message is not a deck request (a greeting); `response` then says what to ask. */
  deck: EngineDeck | null;
  analysis: DeckAnalysis | null;
  response: string;
  notUnderstood: string[];
  /** A short thread title summarising the request. */
  title: string;
  /** The thread's standing limits after this turn (sent back with the next turn). */
  limits: ThreadLimits;
  /** Answers about several decks (a comparison): each deck with its analysis. */
  decks?: { deck: EngineDeck; analysis: DeckAnalysis }[];
}

export interface DeckEngine {
  answer(input: {
    message: string;
    player?: PlayerContext | undefined;
    previousDeck?: EngineDeck | null | undefined;
    /** The thread's standing limits from earlier turns. */
    limits?: ThreadLimits | null | undefined;
  }): EngineAnswer;
  analyze(cardIds: number[], player?: PlayerContext): DeckAnalysis;
  /** The player's recent battles read as a coach would (results by archetype, what beats the deck). */
  battleReport(battles: readonly StoredBattle[], player?: PlayerContext): BattleReport;
  /** Four decks with 32 different cards (the player's own when given), each with its analysis. */
  warDecks(player?: PlayerContext): { deck: EngineDeck; analysis: DeckAnalysis }[];
  /** The cards of a deck to upgrade next, with the cards and gold each takes. */
  upgradePlan(cardIds: number[], player: PlayerContext, slots?: readonly number[]): UpgradePlan;
  /**
   * Cards named in a text by their catalogue names: as written (the model's prose, so "freeze them"
   * is not Freeze) or in any case and by nickname (a user's message).
   */
  cardsNamedIn(text: string, how?: 'exact' | 'loose'): number[];
  /** Checks a deck proposed elsewhere (card ids or names): an EngineDeck, or why it is not legal. */
  validate(
    cards: ReadonlyArray<number | string>,
  ): { ok: true; deck: EngineDeck } | { ok: false; reasons: string[] };
}

/** Real lists this close to the cheapest (or heaviest) one count as the edge of the range. */
const NEAR_EDGE = 0.25;
/** The player with every card at their top level: what the builder sees where levels are capped. */
function levelNeutral(player: PlayerContext): PlayerContext {
  const top = Math.max(0, ...player.cards.map((l) => l.displayLevel));
  return { ...player, cards: player.cards.map((l) => ({ ...l, displayLevel: top })) };
}

/** A question about what beats the player's deck (answered from their deck and battles). */
const WEAKNESS_QUESTION =
  /\bwhat (?:beats|counters) (?:me|my deck)\b|\bwhy (?:do|am) i (?:lose|losing)\b|\bwhat do i lose to\b|\bwhat does my deck struggle\b/;

/** A question about what to upgrade (answered from the player's deck when the chat has none). */
const UPGRADE_QUESTION =
  /\bupgrade (?:plan|next|first)\b|\bwhat (?:should|do) i upgrade\b|\bwhich cards? (?:should|do) i (?:upgrade|level|max)\b|\bupgrade priorit/;

/** "My highest level cards" relaxes at most this many levels below the player's top level. */
const MAX_LEVEL_RELAX = 4;

function cut(text: string, max = 40): string {
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

function titleFor(
  message: string,
  deckCards: readonly EngineCard[] | null,
  archetype: string | null,
  counter: string[],
): string {
  if (!deckCards) return cut(message.trim().replace(/\s+/g, ' ') || 'New Chat');
  if (counter.length) return cut(`Counter ${counter.join(' & ')}`);
  const wc = deckCards.find((c) => c.has('win_condition'));
  const label = archetype ? archetype.toLowerCase() : 'deck';
  return cut(wc ? `${wc.name} ${label}` : `${archetype ?? 'Balanced'} deck`);
}

const RARITY_PLURAL: Record<string, string> = {
  Common: 'commons',
  Rare: 'rares',
  Epic: 'epics',
  Legendary: 'legendaries',
  Champion: 'champions',
};

/** The deck engine over one catalogue: pure and deterministic (same input, same answer). */
export function createDeckEngine(
  catalogue: readonly Card[],
  knowledge?: DeckKnowledge,
): DeckEngine {
  const base: CardBase = createCardBase(catalogue, knowledge);

  const toEngineDeck = (
    cards: readonly EngineCard[],
    slotted: readonly EngineCard[],
    towerTroopId: number,
  ): EngineDeck => ({
    cardIds: cards.map((c) => c.id),
    towerTroopId,
    evolutionSlots: slotted.map((c) => c.id),
  });

  const resolve = (ids: readonly number[]) =>
    ids.map((id) => base.byId.get(id)).filter((c) => c !== undefined);

  /** A built deck as explain() wants it, for decks that did not come from buildDeck. */
  const asBuilt = (
    cards: EngineCard[],
    request: ParsedRequest,
    player: PlayerContext | undefined,
    keepSlots: readonly number[] = [],
  ): BuiltDeck => {
    const levels = player ? new Map(player.cards.map((l) => [l.cardId, l])) : null;
    const kept = cards.filter((c) => keepSlots.includes(c.id));
    const slotted = kept.length ? kept : pickSlots(cards, levels, request, null);
    const rest = cards.filter((c) => !slotted.includes(c));
    return {
      cards: [...slotted, ...rest],
      slotted,
      towerTroopId: player?.towerTroopId ?? DEFAULT_TOWER_TROOP_ID,
      towerTroopFromPlayer: player?.towerTroopId !== undefined,
      archetype: detectArchetype(cards, base).family,
      list: null,
      notes: [],
    };
  };

  /** Cards a fix may suggest under the request's limits. */
  const allowedBy =
    (request: ParsedRequest, player: PlayerContext | undefined) =>
    (card: EngineCard): boolean =>
      !request.excludeRarities.includes(card.rarity) &&
      !request.exclude.includes(card.id) &&
      (!request.ownedOnly || !player || player.cards.some((l) => l.cardId === card.id));

  /** Why a card may not come in under the thread's limits (and how to lift it), or null. */
  const limitBroken = (
    card: EngineCard,
    limits: ThreadLimits,
    player: PlayerContext | undefined,
  ): string | null => {
    if (limits.excludeRarities.includes(card.rarity))
      return `${card.name} is ${card.rarity} and this chat has no ${card.rarity} cards. Say "${RARITY_PLURAL[card.rarity]} are fine now" to lift that.`;
    if (limits.exclude.includes(card.id))
      return `you asked for no ${card.name} earlier. Say "${card.name} is fine now" to lift that.`;
    if (limits.ownedOnly && player && !player.cards.some((l) => l.cardId === card.id))
      return `you do not own ${card.name}, and this chat uses only your cards.`;
    return null;
  };

  const answerTurn = (
    turn: Turn,
    input: {
      message: string;
      player: PlayerContext | undefined;
      previousDeck: EngineDeck | null | undefined;
      request: ParsedRequest;
      currentCards: EngineCard[];
      limits: ThreadLimits;
    },
  ): EngineAnswer | null => {
    const { player, request, currentCards, limits } = input;
    /** An answer that keeps the current deck as it is and says why. */
    const unchanged = (response: string): EngineAnswer => ({
      deck: input.previousDeck ?? null,
      analysis: currentCards.length ? analyzeDeck(currentCards, base, player) : null,
      response,
      notUnderstood: [],
      limits,
      title: cut(input.message.trim()),
    });
    if (turn.kind === 'refused') {
      return unchanged(turn.reason);
    }
    if (turn.kind === 'compare') {
      const sides = turn.sides.map((side) => {
        const built = asBuilt(side.cards, request, player);
        return {
          label: side.label,
          cards: built.cards,
          built,
          analysis: analyzeDeck(built.cards, base, player, allowedBy(request, player)),
        };
      });
      return {
        ...unchanged(answerCompare(sides, base)),
        title: cut(sides.map((x) => x.label).join(' vs ')),
        decks: sides.map((x) => ({
          deck: toEngineDeck(x.built.cards, x.built.slotted, x.built.towerTroopId),
          analysis: x.analysis,
        })),
      };
    }
    if (turn.kind === 'question') {
      const built = asBuilt(currentCards, request, player, input.previousDeck?.evolutionSlots);
      const analysis = analyzeDeck(built.cards, base, player, allowedBy(request, player));
      return {
        deck: input.previousDeck ?? null,
        analysis,
        response: answerQuestion(
          turn,
          built.cards,
          analysis,
          base,
          player,
          gamePlan(built, built.cards),
          built.slotted.map((c) => c.id),
        ),
        notUnderstood: [],
        limits,
        title: cut(input.message.trim()),
      };
    }
    let cards: EngineCard[];
    let notes: string[] = [];
    let changedFrom: ExplainContext['changedFrom'] = null;
    if (turn.kind === 'pasted') {
      cards = turn.cards;
      const problems = deckProblems(
        cards.map((c) => c.id),
        (id) => base.byId.get(id),
      );
      if (problems.length) {
        return unchanged(`That is not a legal deck yet: ${problems.join(' ')}`);
      }
    } else {
      const incoming = turn.in ?? bestReplacement(turn.out, currentCards);
      if (!incoming) return null;
      if (currentCards.some((c) => c.id === incoming.id)) {
        return unchanged(`${incoming.name} is already in this deck, so nothing changed.`);
      }
      const broken = limitBroken(incoming, limits, player);
      if (broken) {
        return unchanged(`I kept your deck as it was: ${broken}`);
      }
      cards = currentCards.map((c) => (c.id === turn.out.id ? incoming : c));
      const problems = deckProblems(
        cards.map((c) => c.id),
        (id) => base.byId.get(id),
      );
      if (problems.length) {
        return unchanged(
          `I kept your deck as it was: with ${incoming.name} for ${turn.out.name} it would break a deck rule (${problems.join(' ')})`,
        );
      }
      if (!turn.in)
        notes = [
          `You did not name a replacement, so I picked the card that best takes over ${turn.out.name}'s job.`,
        ];
      changedFrom = { cards: currentCards, what: 'Your last deck' };
    }
    const keepSlots = (input.previousDeck?.evolutionSlots ?? []).filter((id) =>
      cards.some((c) => c.id === id),
    );
    const built = asBuilt(cards, request, player, turn.kind === 'swap' ? keepSlots : []);
    built.notes.push(...notes);
    const analysis = analyzeDeck(built.cards, base, player, allowedBy(request, player));
    if (turn.kind === 'pasted') {
      const first = analysis.issues.find((i) => i.fixes.length);
      built.notes.push(
        first?.fixes[0]
          ? `What I would change first: ${first.fixes[0].reason}, for “${first.text.replace(/\.$/, '')}”.`
          : analysis.issues.length
            ? 'The checks found no single swap that removes an issue without opening another.'
            : 'Nothing essential: the checks find no gap in its roles.',
      );
    }
    const response = explain(built, analysis, { ...request, counter: [], understood: [] }, base, {
      changedFrom,
      givenByUser: turn.kind === 'pasted',
    });
    return {
      deck: toEngineDeck(built.cards, built.slotted, built.towerTroopId),
      analysis,
      response,
      notUnderstood: [],
      limits,
      title: cut(
        turn.kind === 'pasted' ? `Your ${analysis.archetype ?? 'deck'}` : input.message.trim(),
      ),
    };
  };

  /** The card that best takes over one card's job: same main role first, then the closest to real lists. */
  const bestReplacement = (out: EngineCard, deck: readonly EngineCard[]): EngineCard | null => {
    const rest = deck.filter((c) => c.id !== out.id);
    const roles = out.knowledge.roles.filter((r) => r !== 'cycle' && r !== 'support');
    const before = new Set(findIssues(deck, base).map((i) => i.check.id));
    let best: { card: EngineCard; score: number } | null = null;
    for (const c of base.cards) {
      if (deck.some((d) => d.id === c.id) || c.elixirCost === null) continue;
      if (c.isChampion && rest.some((d) => d.isChampion)) continue;
      const shared = roles.filter((r) => c.has(r)).length;
      if (roles.length && shared === 0) continue;
      const next = [...rest, c];
      const added = findIssues(next, base).filter((i) => !before.has(i.check.id)).length;
      const score =
        listFit(next, base) +
        40 * pairStrength(next, base) +
        5 * shared -
        20 * added -
        2 * Math.abs(c.cost - out.cost);
      if (!best || score > best.score) best = { card: c, score };
    }
    return best?.card ?? null;
  };

  /**
   * A bound the request's win condition cannot meet ("Golem under 3.0"): the nearest deck with it,
   * and a deck without it that keeps the bound, each said for what it is.
   */
  const outOfReach = (
    reach: ElixirReach,
    side: 'max' | 'min',
    request: ParsedRequest,
    merged: ReturnType<typeof mergeLimits>,
    player: PlayerContext | undefined,
    message: string,
  ): EngineAnswer => {
    const elixirWords = (u: string) => !/average elixir/.test(u);
    // The most played real list near the edge of the range that the other limits allow, as it
    // is; else a deck built to the edge.
    const allowed = allowedBy(request, player);
    const edgeAverage = side === 'max' ? reach.min : reach.max;
    const edge = reach.lists
      .filter(
        ({ list, average }) =>
          Math.abs(average - edgeAverage) <= NEAR_EDGE &&
          list.cards.every((id) => {
            const card = base.byId.get(id);
            return card !== undefined && allowed(card);
          }),
      )
      .sort((a, b) => b.list.weight - a.list.weight || b.list.games - a.list.games)[0];
    const bound = side === 'max' ? reach.min : reach.max;
    const nearest = buildDeck(
      {
        ...request,
        include: edge ? [...edge.list.cards] : request.include,
        archetypeRule: edge ? null : request.archetypeRule,
        maxAvgElixir: side === 'max' ? (edge ? null : bound) : request.maxAvgElixir,
        minAvgElixir: side === 'min' ? (edge ? null : bound) : request.minAvgElixir,
        understood: request.understood.filter(elixirWords),
      },
      base,
      player,
    );
    const dropped = reach.winConditions.map((c) => c.id);
    const without = buildDeck(
      {
        ...request,
        include: request.include.filter((id) => !dropped.includes(id)),
        exclude: [...request.exclude, ...dropped],
        archetypeRule: null,
        archetype: null,
      },
      base,
      player,
    );
    const nearestAnalysis = analyzeDeck(nearest.cards, base, player, allowedBy(request, player));
    const withoutAnalysis = analyzeDeck(without.cards, base, player, allowedBy(request, player));
    const limit = side === 'max' ? request.maxAvgElixir : request.minAvgElixir;
    const asked = `${side === 'max' ? 'at most' : 'at least'} ${(limit ?? 0).toFixed(1)} average elixir`;
    const wcNames = reach.winConditions.map((c) => c.name).join(' or ');
    const keeps =
      side === 'max'
        ? withoutAnalysis.avgElixir <= (limit ?? 0) + 1e-9
        : withoutAnalysis.avgElixir >= (limit ?? 0) - 1e-9;
    const lead =
      side === 'max'
        ? `Real ${reach.what} decks start around ${reach.min.toFixed(1)} elixir (the cheapest of the ${reach.lists.length} ${reach.what} lists in the corpus), so ${asked} would leave ${reach.winConditions.map((c) => c.name).join(' and ')} without the support ${reach.winConditions.length > 1 ? 'they need' : 'it needs'}.`
        : `Real ${reach.what} decks top out around ${reach.max.toFixed(1)} elixir (the heaviest of the ${reach.lists.length} ${reach.what} lists in the corpus), so ${asked} would mean carrying heavy cards that ${wcNames} decks do not play.`;
    const offer = `Here is the nearest ${reach.what} deck (${nearestAnalysis.avgElixir.toFixed(1)} average elixir); the second deck below has no ${wcNames} and ${keeps ? `keeps your limit (${withoutAnalysis.avgElixir.toFixed(1)})` : `comes as close to your limit as a working deck can (${withoutAnalysis.avgElixir.toFixed(1)})`}.`;
    const response = explain(
      nearest,
      nearestAnalysis,
      { ...request, understood: request.understood.filter(elixirWords) },
      base,
      {
        lead: `${lead} ${offer}`,
        carried: merged.carried,
        lifted: merged.lifted,
        notes: merged.notes,
      },
    );
    const problems = withoutAnalysis.issues.filter((i) => i.severity === 'problem').length;
    const second = `**The deck without ${wcNames}: ${withoutAnalysis.archetype ?? 'Balanced'} — ${withoutAnalysis.avgElixir.toFixed(1)} average elixir.** ${without.cards.map((c) => c.name).join(', ')}. Overall ${withoutAnalysis.scores.overall}/10, ${problems} problem${problems === 1 ? '' : 's'}${without.notes.length ? `. ${without.notes.join(' ')}` : '.'}`;
    return {
      deck: toEngineDeck(nearest.cards, nearest.slotted, nearest.towerTroopId),
      analysis: nearestAnalysis,
      response: `${response}\n\n${second}`,
      notUnderstood: request.notUnderstood,
      limits: merged.limits,
      title: titleFor(
        message,
        nearest.cards,
        nearest.archetype ? archetypeLabels[nearest.archetype] : null,
        [],
      ),
      decks: [
        {
          deck: toEngineDeck(without.cards, without.slotted, without.towerTroopId),
          analysis: withoutAnalysis,
        },
      ],
    };
  };

  /**
   * "My highest level cards": only cards at the player's top level, relaxing one level at a time
   * while those cards make no deck without a problem, and the answer says how far it relaxed.
   */
  const buildAtTopLevels = (
    request: ParsedRequest,
    player: PlayerContext,
    previousDeck: readonly number[] | undefined,
  ): BuiltDeck => {
    const levels = player.cards
      .filter((l) => base.byId.get(l.cardId)?.type !== 'Tower')
      .map((l) => l.displayLevel);
    const top = Math.max(...levels);
    const atTop = levels.filter((l) => l === top).length;
    let built: BuiltDeck | null = null;
    let floor = top;
    for (; floor >= top - MAX_LEVEL_RELAX; floor--) {
      if (levels.filter((l) => l >= floor).length < DECK_SIZE) continue;
      built = buildDeck(request, base, player, { previousDeck, minLevel: floor });
      const sound = !findIssues(built.cards, base).some((i) => i.check.severity === 'problem');
      if (sound) break;
    }
    if (!built || floor < top - MAX_LEVEL_RELAX) {
      floor = Math.max(floor, top - MAX_LEVEL_RELAX);
      built ??= buildDeck(request, base, player, { previousDeck });
    }
    built.notes.unshift(
      floor === top
        ? `Every card here is at your top level, ${top}.`
        : `Your top level is ${top}, but ${atTop < DECK_SIZE ? `only ${atTop} of your cards ${atTop === 1 ? 'is' : 'are'} at it` : `the cards at it do not make a deck without a gap`}, so I relaxed one level at a time: every card here is level ${floor} or higher.`,
    );
    return built;
  };

  /** Four war decks, 32 different cards, each with its record, gap and level notes. */
  const answerWarDecks = (
    request: ParsedRequest,
    merged: ReturnType<typeof mergeLimits>,
    player: PlayerContext | undefined,
    message: string,
    previousDeck: EngineDeck | null | undefined,
  ): EngineAnswer => {
    const built = buildWarDecks(request, base, player);
    const decks = built.map((deck) => ({
      deck,
      analysis: analyzeDeck(deck.cards, base, player, allowedBy(request, player)),
    }));
    const distinct = new Set(built.flatMap((d) => d.cards.map((c) => c.id))).size;
    const parts = [
      `## ${decks.length === WAR_DECK_COUNT ? 'Four war decks' : `${decks.length} war decks`}`,
      `${distinct} different cards${player ? ' from your collection' : ''}, no card in two decks${player ? ', your higher-level cards first' : ''}. Each deck is built around the win conditions of a real archetype.${decks.length < WAR_DECK_COUNT ? ` Only ${decks.length}: ${player ? 'your collection has' : 'the limits leave'} too few cards for ${WAR_DECK_COUNT} decks without repeating one.` : ''}`,
    ];
    for (const [i, { deck, analysis }] of decks.entries()) {
      const near = analysis.closestList;
      const record =
        near && near.shared === DECK_SIZE
          ? near.winRate !== null && near.games >= MIN_GAMES_FOR_CLAIM
            ? `a real ${near.name} list: it won ${formatRecord(near)} in the corpus (side-adjusted)`
            : `a real ${near.name} list, with too few recorded games (${near.games}) for a win rate`
          : near && near.shared >= 6
            ? `${near.shared} of 8 cards of a real ${near.name} list`
            : 'no close real list';
      const gap = analysis.issues[0] ? ` Watch out: ${analysis.issues[0].text}` : '';
      const levels = analysis.levelFit ? ` ${analysis.levelFit.note}` : '';
      parts.push(
        `**${i + 1}. ${analysis.archetype ?? 'Balanced'} — ${analysis.avgElixir.toFixed(1)} average elixir.** ${names(deck.cards)}; ${record}.${gap}${levels}`,
      );
    }
    parts.push(
      `_The ${decks.length === WAR_DECK_COUNT ? 'four' : String(decks.length)} decks are below: save each or open it in the game.${previousDeck ? ' Your current deck is unchanged.' : ''}_`,
    );
    return {
      deck: previousDeck ?? null,
      analysis: previousDeck ? analyzeDeck(resolve(previousDeck.cardIds), base, player) : null,
      response: parts.join('\n\n'),
      notUnderstood: request.notUnderstood,
      limits: merged.limits,
      title: cut(message.trim()),
      decks: decks.map(({ deck, analysis }) => ({
        deck: toEngineDeck(deck.cards, deck.slotted, deck.towerTroopId),
        analysis,
      })),
    };
  };

  /**
   * "Improve my deck": the fewest swaps (two unless the user asks for more) that each remove a
   * weakness and add none, with the win condition kept; each named with what it removes and what
   * it costs in levels. A sound deck is said to be sound, with one optional swap offered.
   */
  const answerImprove = (
    source: { cards: EngineCard[]; slots: readonly number[]; what: string },
    request: ParsedRequest,
    merged: ReturnType<typeof mergeLimits>,
    player: PlayerContext | undefined,
    message: string,
  ): EngineAnswer => {
    const levels = player ? new Map(player.cards.map((l) => [l.cardId, l])) : null;
    const allowed = allowedBy(request, player);
    const asked = /\b(\d|one|two|three|four|five)\s+(?:swaps?|changes?|cards?)\b/.exec(
      plainText(message),
    )?.[1];
    const maxSwaps = asked
      ? Number(asked) || ['one', 'two', 'three', 'four', 'five'].indexOf(asked) + 1
      : 2;
    const result = improveDeck(source.cards, base, {
      // With a connected player, only cards they own: an upgrade they cannot play is no help.
      allowed: (c) => allowed(c) && (!levels || levels.has(c.id)),
      levels,
      maxSwaps,
    });
    const levelOf = (c: EngineCard) => levels?.get(c.id)?.displayLevel;
    const swapLine = (swap: (typeof result.swaps)[number]) => {
      const delta = swap.in.cost - swap.out.cost;
      const elixir = `${delta > 0 ? '+' : delta < 0 ? '−' : '±'}${Math.abs(delta)} elixir`;
      const lin = levelOf(swap.in);
      const lout = levelOf(swap.out);
      const cost =
        lin !== undefined && lout !== undefined && lin < lout
          ? ` ${swap.in.name} is level ${lin}, ${lout - lin} below ${swap.out.name}'s ${lout}: the deck is weaker there until you upgrade it.`
          : '';
      const removes = swap.removes.length
        ? `: removes “${swap.removes.map((t) => t.replace(/\.$/, '')).join('” and “')}”.`
        : '.';
      return `- **${swap.out.name} → ${swap.in.name}** (${elixir})${removes}${cost}`;
    };
    const wcs = source.cards.filter((c) => c.has('win_condition'));
    const before = findIssues(source.cards, base);
    const after = findIssues(result.cards, base);
    const parts: string[] = [];
    if (result.swaps.length) {
      const n = result.swaps.length;
      parts.push(
        `## Improving ${source.what}\n${n === 1 ? 'One change, removing' : `${n} changes, each removing`} a weakness the checks found and adding none${wcs.length ? `; ${names(wcs)} ${wcs.length === 1 ? 'stays' : 'stay'}` : ''}.\n\n${result.swaps.map(swapLine).join('\n')}`,
      );
      if (after.length)
        parts.push(
          `Still open: ${after.map((i) => i.text.replace(/\.$/, '')).join('; ')}.${result.swaps.length < maxSwaps ? ' No single swap removes it without opening another weakness.' : ' Ask for more changes ("improve it with 3 changes") and I will go further.'}`,
        );
    } else if (before.length) {
      parts.push(
        `## Improving ${source.what}\nThe checks find ${before.length === 1 ? 'one weakness' : `${before.length} weaknesses`} (${before.map((i) => i.text.replace(/\.$/, '')).join('; ')}), but no single swap${levels ? ' with cards you own' : ''} removes one without opening another, so ${source.what} is unchanged.`,
      );
    } else {
      const o = result.optional;
      parts.push(
        `## Improving ${source.what}\n${source.what[0]?.toUpperCase()}${source.what.slice(1)} is sound: the checks find no gap in its roles, so it is unchanged.${o ? ` One optional swap brings it closer to the decks real players run: ${o.out.name} → ${o.in.name}${levelOf(o.in) !== undefined ? ` (your ${o.in.name} is level ${levelOf(o.in)})` : ''}. Say “swap ${o.out.name} for ${o.in.name}” to make it.` : ''}`,
      );
    }
    const keepSlots = source.slots.filter((id) => result.cards.some((c) => c.id === id));
    const built = asBuilt(result.cards, request, player, keepSlots);
    const analysis = analyzeDeck(built.cards, base, player, allowedBy(request, player));
    const response = explain(built, analysis, { ...request, understood: [] }, base, {
      carried: merged.carried,
      lifted: merged.lifted,
      notes: merged.notes,
    });
    return {
      deck: toEngineDeck(built.cards, built.slotted, built.towerTroopId),
      analysis,
      response: `${parts.join('\n\n')}\n\n${response}`,
      notUnderstood: request.notUnderstood,
      limits: merged.limits,
      title: cut(`Improve ${source.what}`),
    };
  };

  return {
    answer({ message, player, previousDeck, limits: standing }) {
      const merged = mergeLimits(
        parseRequest(message, base, {
          hasPreviousDeck: Boolean(previousDeck),
          hasPlayer: Boolean(player),
        }),
        standing,
        message,
        base,
      );
      const { request, limits } = merged;
      const currentCards = resolve(previousDeck?.cardIds ?? []);
      // The player's in-game deck (tower troop left out), for turns about "my deck".
      const playerDeck = resolve(player?.currentDeck ?? []).filter((c) => c.type !== 'Tower');
      // "Make it more defensive": the defensive role the deck lacks most (air, tanks, a building).
      if (
        request.followUp &&
        currentCards.length === DECK_SIZE &&
        /\bmore defensive\b|\bdefend better\b|\bbetter defen[cs]e\b|\bsafer\b/.test(
          plainText(message),
        )
      ) {
        // A defensive role no card of the deck fills yet; none left means the request cannot
        // add anything on its own, and the answer says so instead of claiming a change.
        const role = (['air_defence', 'tank_killer', 'building'] as const).find(
          (r) =>
            !currentCards.some((c) => (r === 'building' ? c.knowledge.pulls === true : c.has(r))),
        );
        if (role) {
          if (!request.needRoles.includes(role)) request.needRoles.push(role);
          request.understood.push(
            `more defensive: ${role === 'building' ? 'a defensive building' : `a ${roleLabels[role].toLowerCase()} card`}`,
          );
        } else {
          return {
            deck: previousDeck ?? null,
            analysis: analyzeDeck(currentCards, base, player),
            response:
              'This deck already has air defence, a tank killer and a defensive building, so "more defensive" alone does not say what to change. Tell me the matchup that worries you ("better against Mega Knight") or the card to replace. Your deck is unchanged.',
            notUnderstood: [],
            limits,
            title: cut(message.trim()),
          };
        }
      }
      // "What beats my deck?" with no deck in the chat: the player's own deck and battles.
      if (currentCards.length !== DECK_SIZE && WEAKNESS_QUESTION.test(plainText(message))) {
        if (playerDeck.length === DECK_SIZE && player) {
          const built = asBuilt(playerDeck, request, player);
          const analysis = analyzeDeck(built.cards, base, player, allowedBy(request, player));
          return {
            deck: toEngineDeck(built.cards, built.slotted, built.towerTroopId),
            analysis,
            response: answerQuestion(
              {
                kind: 'question',
                topic: 'weaknesses',
                card: null,
                target: null,
                targetArchetype: null,
              },
              built.cards,
              analysis,
              base,
              player,
              gamePlan(built, built.cards),
            ).replace('## What this deck struggles against', '## What beats your deck'),
            notUnderstood: [],
            limits: merged.limits,
            title: 'What beats my deck',
          };
        }
      }
      if (currentCards.length !== DECK_SIZE && UPGRADE_QUESTION.test(plainText(message))) {
        const text = player
          ? playerDeck.length === DECK_SIZE
            ? `## What to upgrade in your deck\n\n${describePlan(
                planUpgrades(playerDeck, player, base),
                [],
              )}`
            : 'Your player has no current deck I can read. Paste a deck (8 card names) and I will rank its upgrades.'
          : 'Connect your player tag and I can rank your cards by how much each upgrade helps your deck, with the cards and gold each next level takes.';
        return {
          deck:
            playerDeck.length === DECK_SIZE && player
              ? toEngineDeck(playerDeck, [], player.towerTroopId ?? DEFAULT_TOWER_TROOP_ID)
              : null,
          analysis: playerDeck.length === DECK_SIZE ? analyzeDeck(playerDeck, base, player) : null,
          response: text,
          notUnderstood: [],
          limits: merged.limits,
          title: 'Upgrade plan',
        };
      }
      const turn = readTurn(message, base, currentCards);
      if (turn) {
        const handled = answerTurn(turn, {
          message,
          player,
          previousDeck,
          request,
          currentCards,
          limits: standing ?? NO_LIMITS,
        });
        if (handled) return handled;
      }
      if (
        !request.isDeckRequest &&
        (merged.lifted.length || merged.carried.length) &&
        previousDeck
      ) {
        // "Legendaries are fine now": the limit goes, the deck stays until the user asks for a change.
        const lifted = merged.lifted.length
          ? `No longer applying: ${merged.lifted.join(', ')}.`
          : `Still applying: ${merged.carried.join(', ')}.`;
        return {
          deck: previousDeck,
          analysis: analyzeDeck(currentCards, base, player),
          response: `${lifted} Your deck is unchanged; ask for a new deck or a change and I will use the new limits.`,
          notUnderstood: [],
          limits,
          title: cut(message.trim()),
        };
      }
      if (!request.isDeckRequest) {
        return {
          deck: null,
          analysis: null,
          response: HELP_TEXT,
          notUnderstood: request.notUnderstood,
          limits,
          title: titleFor(message, null, null, []),
        };
      }
      if (request.warDecks) return answerWarDecks(request, merged, player, message, previousDeck);
      if (request.improveDeck) {
        const source =
          currentCards.length === DECK_SIZE
            ? {
                cards: currentCards,
                slots: previousDeck?.evolutionSlots ?? [],
                what: 'your last deck',
              }
            : playerDeck.length === DECK_SIZE
              ? { cards: playerDeck, slots: [], what: 'your deck' }
              : null;
        if (source) return answerImprove(source, request, merged, player, message);
      }
      const reach = request.followUp || request.improveDeck ? null : elixirReach(request, base);
      if (reach?.outside) {
        return outOfReach(reach, reach.outside, request, merged, player, message);
      }
      const builder = request.pathOfLegends && player ? levelNeutral(player) : player;
      const built =
        request.preferHighLevels && builder
          ? buildAtTopLevels(request, builder, previousDeck?.cardIds)
          : buildDeck(request, base, builder, { previousDeck: previousDeck?.cardIds });
      if (request.pathOfLegends && player)
        built.notes.push(
          'Path of Legends caps card levels, so your levels were not weighed: the deck is chosen on the cards alone.',
        );
      const analysis = analyzeDeck(built.cards, base, player, allowedBy(request, player));
      // ("Improve my deck" with a deck to improve was answered above, by answerImprove.)
      const changedFrom =
        request.followUp && currentCards.length === DECK_SIZE
          ? { cards: currentCards, what: 'Your last deck' }
          : null;
      const response = explain(built, analysis, request, base, {
        changedFrom,
        carried: merged.carried,
        lifted: merged.lifted,
        notes: merged.notes,
      });
      return {
        deck: toEngineDeck(built.cards, built.slotted, built.towerTroopId),
        analysis,
        response,
        notUnderstood: request.notUnderstood,
        limits,
        title: titleFor(
          message,
          built.cards,
          built.archetype ? archetypeLabels[built.archetype] : null,
          request.counter.map((id) => base.byId.get(id)?.name ?? '').filter(Boolean),
        ),
      };
    },

    analyze(cardIds, player) {
      return analyzeDeck(resolve(cardIds), base, player);
    },

    battleReport(battles, player) {
      return battleReport(battles, player, base);
    },

    warDecks(player) {
      const request = parseRequest('four war decks', base, {
        hasPreviousDeck: false,
        hasPlayer: Boolean(player),
      });
      return (
        answerWarDecks(request, mergeLimits(request, null, '', base), player, '', null).decks ?? []
      );
    },

    upgradePlan(cardIds, player, slots = []) {
      return planUpgrades(resolve(cardIds), player, base, slots);
    },

    cardsNamedIn(text, how = 'exact') {
      if (how === 'loose') return findMentions(` ${plainText(text)} `, base).map((m) => m.card.id);
      // Longest names first, each match blanked, so "Mega Knight" is not also "Knight".
      let rest = text;
      const found: number[] = [];
      for (const c of [...base.cards].sort((a, b) => b.name.length - a.name.length)) {
        const re = new RegExp(
          `(?<![\\w.])${c.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\w])`,
          'g',
        );
        if (!re.test(rest)) continue;
        found.push(c.id);
        rest = rest.replace(re, ' ');
      }
      return found;
    },

    validate(input) {
      // Names are resolved here (the model writes names); the deck rules are the shared ones.
      const reasons: string[] = [];
      const ids: number[] = [];
      for (const item of input) {
        const card =
          typeof item === 'number'
            ? base.byId.get(item)
            : (base.byName.get(item.trim().toLowerCase()) ??
              base.cards.find(
                (c) =>
                  c.name.toLowerCase().replace(/[.]/g, '') ===
                  item.trim().toLowerCase().replace(/[.]/g, ''),
              ));
        if (!card) reasons.push(`${String(item)} is not a Clash Royale card.`);
        else ids.push(card.id);
      }
      if (reasons.length === 0) reasons.push(...deckProblems(ids, (id) => base.byId.get(id)));
      if (reasons.length) return { ok: false, reasons };
      const cards = resolve(ids);
      // A deck that already leads with its slotted cards (the engine's own order, ADR 007) keeps
      // them; otherwise the cards real decks evolve most take the slots.
      const leading: EngineCard[] = [];
      for (const c of cards) {
        if (!canTakeSlot(c) || leading.length === MAX_EVOLUTION_SLOTS) break;
        leading.push(c);
      }
      const slotted = leading.length
        ? leading
        : cards
            .filter(canTakeSlot)
            .sort(
              (a, b) =>
                (b.stats?.evolutionShare ?? 0) +
                  (b.stats?.heroShare ?? 0) -
                  ((a.stats?.evolutionShare ?? 0) + (a.stats?.heroShare ?? 0)) ||
                b.usage - a.usage ||
                a.id - b.id,
            )
            .slice(0, MAX_EVOLUTION_SLOTS);
      const ordered = [...slotted, ...cards.filter((c) => !slotted.includes(c))];
      return { ok: true, deck: toEngineDeck(ordered, slotted, DEFAULT_TOWER_TROOP_ID) };
    },
  };
}
