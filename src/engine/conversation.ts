import type { Card } from '@shared/card';
import { averageElixir } from '@shared/deck-rules';
import type { PlayerContext } from '@shared/player-context';
import type { ConversationCase, TurnExpectation } from './conversation-cases';
import type { DeckEngine, EngineAnswer, EngineDeck } from './deck-engine';
import type { CardBase } from './knowledge';
import { countedSpells } from './parse-request';
import type { ThreadLimits } from '@shared/thread-limits';

/** What a turn's answer looks like to the checks: the engine's, or the chat stream's complete event. */
export interface TurnAnswer {
  response: string;
  cardIds: number[];
  archetype: string | null;
  /** The answer's other decks (a comparison, the deck without an out-of-reach card). */
  otherDecks: number[][];
}

const fromEngine = (a: EngineAnswer): TurnAnswer => ({
  response: a.response,
  cardIds: a.deck?.cardIds ?? [],
  archetype: a.analysis?.archetype ?? null,
  otherDecks: (a.decks ?? []).map((d) => d.deck.cardIds),
});

/** What one turn broke (empty when every expectation held). */
function check(
  expect: TurnExpectation,
  answer: TurnAnswer,
  previous: { cardIds: number[] } | null,
  catalogue: readonly Card[],
  base: CardBase,
  shown: readonly (readonly number[])[] = [],
): string[] {
  const byId = new Map(catalogue.map((c) => [c.id, c]));
  const ids = answer.cardIds;
  const cards = ids.map((id) => byId.get(id)).filter((c) => c !== undefined);
  const names = new Set(cards.map((c) => c.name));
  const problems: string[] = [];
  const before = new Set(previous?.cardIds ?? []);
  const changed = ids.filter((id) => !before.has(id)).length;
  if (expect.deckUnchanged) {
    const same = previous && ids.length === 8 && changed === 0 && previous.cardIds.length === 8;
    if (!same) problems.push(`deck changed (${changed} new cards)`);
  }
  if (expect.unseen) {
    const at = shown.findIndex((d) => d.length === ids.length && d.every((id) => ids.includes(id)));
    if (at >= 0) problems.push(`the deck shown at turn ${at + 1} again`);
  }
  for (const n of expect.has ?? []) if (!names.has(n)) problems.push(`${n} missing`);
  if (expect.secondDeck) {
    const second = (answer.otherDecks[0] ?? [])
      .map((id) => byId.get(id))
      .filter((c) => c !== undefined);
    const secondNames = new Set(second.map((c) => c.name));
    if (second.length !== 8) problems.push('no second deck');
    for (const n of expect.secondDeck.lacks ?? [])
      if (secondNames.has(n)) problems.push(`${n} in the second deck`);
    for (const n of expect.secondDeck.has ?? [])
      if (!secondNames.has(n)) problems.push(`${n} missing from the second deck`);
    const secondAvg = averageElixir(second);
    if (expect.secondDeck.avgAtMost !== undefined && secondAvg > expect.secondDeck.avgAtMost)
      problems.push(`second deck averages ${secondAvg}`);
    if (expect.secondDeck.avgAtLeast !== undefined && secondAvg < expect.secondDeck.avgAtLeast)
      problems.push(`second deck averages ${secondAvg}`);
  }
  for (const n of expect.lacks ?? []) if (names.has(n)) problems.push(`${n} present`);
  if (expect.oneOf && expect.oneOf.filter((n) => names.has(n)).length !== 1)
    problems.push(`not exactly one of ${expect.oneOf.join(', ')}`);
  if (expect.changedAtMost !== undefined && changed > expect.changedAtMost)
    problems.push(`${changed} cards changed, at most ${expect.changedAtMost} allowed`);
  if (expect.changedAtLeast !== undefined && changed < expect.changedAtLeast)
    problems.push(`${changed} cards changed, at least ${expect.changedAtLeast} expected`);
  if (expect.keepsWinConditions && previous) {
    for (const id of previous.cardIds) {
      const c = base.byId.get(id);
      if (c?.has('win_condition') && !ids.includes(id))
        problems.push(`win condition ${c.name} dropped`);
    }
  }
  if (expect.archetype && answer.archetype !== expect.archetype)
    problems.push(`archetype ${answer.archetype ?? 'none'}, expected ${expect.archetype}`);
  if (expect.airAtLeast !== undefined) {
    const air = ids.filter((id) => {
      const c = base.byId.get(id);
      return c ? c.defendsAir : false;
    }).length;
    if (air < expect.airAtLeast) problems.push(`${air} cards hit air`);
  }
  const avg = averageElixir(cards);
  if (expect.avgAtMost !== undefined && avg > expect.avgAtMost) problems.push(`average ${avg}`);
  if (expect.avgAtLeast !== undefined && avg < expect.avgAtLeast) problems.push(`average ${avg}`);
  // Each swap the answer suggests ("(+2 elixir for Electro Spirit)") keeps the deck in its bounds.
  const total = cards.reduce((sum, c) => sum + (c.elixirCost ?? 0), 0);
  if (cards.length === 8 && cards.every((c) => c.elixirCost !== null))
    for (const m of answer.response.matchAll(/\(([+−±])(\d+) elixir for ([^)]+)\)/g)) {
      const after = Math.round(((total + (m[1] === '−' ? -1 : 1) * Number(m[2])) / 8) * 10) / 10;
      if (
        (expect.avgAtMost !== undefined && after > expect.avgAtMost + 1e-9) ||
        (expect.avgAtLeast !== undefined && after < expect.avgAtLeast - 1e-9)
      )
        problems.push(`suggested swap "${m[0]}" averages ${after.toFixed(2)}`);
    }
  const spells = countedSpells(ids.flatMap((id) => base.byId.get(id) ?? [])).length;
  if (expect.spellsAtMost !== undefined && spells > expect.spellsAtMost)
    problems.push(`${spells} spells`);
  for (const r of expect.noRarity ?? [])
    for (const c of cards) if (c.rarity === r) problems.push(`${c.name} is ${r}`);
  for (const s of expect.says ?? [])
    if (!new RegExp(s, 'i').test(answer.response)) problems.push(`does not say /${s}/`);
  for (const s of expect.neverSays ?? [])
    if (new RegExp(s, 'i').test(answer.response)) problems.push(`says /${s}/`);
  return problems;
}

export interface CaseResult {
  name: string;
  problems: string[];
  /** Milliseconds per turn. */
  times: number[];
}

/** Whether two decks hold the same eight cards. */
export function sameCards(a: readonly number[], b: readonly number[] | undefined): boolean {
  return b !== undefined && a.length === b.length && a.every((id) => b.includes(id));
}

/** Whether an answer's deck is the same deck: the same eight cards in the same slots. */
export function sameDeck(a: EngineDeck, b: EngineDeck | null): boolean {
  return (
    b !== null &&
    sameCards(a.cardIds, b.cardIds) &&
    a.evolutionSlots.length === b.evolutionSlots.length &&
    a.evolutionSlots.every((id) => b.evolutionSlots.includes(id))
  );
}

/**
 * Plays one conversation through the engine, each turn seeing the previous turn's deck. `onTurn`
 * sees every answer (the talk and dump scripts print them).
 */
export function runConversation(
  c: ConversationCase,
  engine: DeckEngine,
  catalogue: readonly Card[],
  base: CardBase,
  player: PlayerContext | undefined,
  onTurn?: (say: string, answer: EngineAnswer) => void,
): CaseResult {
  let previous: EngineDeck | null = null;
  // The thread's deck before `previous`, which "undo" brings back (as the server reads it).
  let earlier: EngineDeck | null = null;
  // The thread's standing limits, sent back with each turn as the web client does.
  let limits: ThreadLimits | null = null;
  // Each turn's deck (empty for a turn without one), for `unseen`.
  const shown: number[][] = [];
  const problems: string[] = [];
  const times: number[] = [];
  for (const [i, turn] of c.turns.entries()) {
    const start = performance.now();
    const answer = engine.answer({
      message: turn.say,
      player: c.withPlayer ? player : undefined,
      previousDeck: previous,
      earlierDeck: earlier?.cardIds ?? null,
      limits,
    });
    limits = answer.limits;
    times.push(performance.now() - start);
    onTurn?.(turn.say, answer);
    for (const p of check(turn.expect, fromEngine(answer), previous, catalogue, base, shown))
      problems.push(`turn ${i + 1} "${turn.say}": ${p}`);
    shown.push(answer.deck?.cardIds ?? []);
    if (answer.deck && !sameDeck(answer.deck, previous)) {
      earlier = previous;
      previous = answer.deck;
    }
  }
  return { name: c.name, problems, times };
}

/**
 * The same conversation through any transport (the API test sends each turn to the real server):
 * `send` returns the stream's complete event.
 */
export async function runConversationOver(
  c: ConversationCase,
  catalogue: readonly Card[],
  base: CardBase,
  send: (message: string) => Promise<{
    response: string;
    suggestedDeck: number[] | null;
    deck: { archetype: string | null } | null;
    decks?: { cards: number[] }[];
  }>,
): Promise<CaseResult> {
  let previous: { cardIds: number[] } | null = null;
  const shown: number[][] = [];
  const problems: string[] = [];
  const times: number[] = [];
  for (const [i, turn] of c.turns.entries()) {
    const start = performance.now();
    const end = await send(turn.say);
    times.push(performance.now() - start);
    const answer: TurnAnswer = {
      response: end.response,
      cardIds: end.suggestedDeck ?? [],
      archetype: end.deck?.archetype ?? null,
      otherDecks: (end.decks ?? []).map((d) => d.cards),
    };
    for (const p of check(turn.expect, answer, previous, catalogue, base, shown))
      problems.push(`turn ${i + 1} "${turn.say}": ${p}`);
    shown.push(end.suggestedDeck ?? []);
    if (end.suggestedDeck) previous = { cardIds: end.suggestedDeck };
  }
  return { name: c.name, problems, times };
}
