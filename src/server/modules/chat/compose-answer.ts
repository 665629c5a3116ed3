import type { DeckEngine, EngineAnswer, EngineDeck } from '@engine/deck-engine';
import type { DeckAnalysis } from '@shared/deck-analysis';
import type { PlayerContext } from '@shared/player-context';
import type { ThreadLimits } from '@shared/thread-limits';
import type { AnswerDeck } from '@shared/chat';
import type { ChatModel } from '../../ai/chat-model';

/** What the chat stores and sends in the `complete` event. */
export interface ComposedAnswer {
  response: string;
  deck: EngineDeck | null;
  analysis: DeckAnalysis | null;
  title: string;
  limits: ThreadLimits;
  decks: AnswerDeck[];
}

export interface ComposeInput {
  message: string;
  player?: PlayerContext | undefined;
  playerSummary?: string | undefined;
  previousDeck?: EngineDeck | null | undefined;
  /** The thread's deck before `previousDeck`, for "undo". */
  earlierDeck?: readonly number[] | null | undefined;
  limits?: ThreadLimits | null | undefined;
  /** Said before the answer, e.g. that a visitor's player tag could not be loaded. */
  preface?: string | undefined;
  signal: AbortSignal;
}

/**
 * Words per streamed piece of an engine answer: the whole answer exists at once, so a piece per
 * line of thought reads as well as a piece per few words and costs the server a quarter of the
 * events (npm run bench:load).
 */
const ENGINE_WORDS_PER_PIECE = 24;

/** Splits prose into small pieces for the stream: a few words each, keeping whitespace. */
export function streamPieces(text: string, wordsPerPiece = 6): string[] {
  const words = text.match(/\S+\s*/g) ?? [];
  const pieces: string[] = [];
  for (let i = 0; i < words.length; i += wordsPerPiece) {
    pieces.push(words.slice(i, i + wordsPerPiece).join(''));
  }
  const lead = /^\s+/.exec(text)?.[0];
  if (lead && pieces[0]) pieces[0] = lead + pieces[0];
  return pieces;
}

const DECK_LINE = /^\s*DECK:\s*(.+)$/im;

function systemPrompt(answer: EngineAnswer, playerSummary: string | undefined): string {
  const facts = answer.deck
    ? [
        `ElixirLab's deck engine built this deck for the request (card ids in order): ${answer.deck.cardIds.join(', ')}.`,
        `Its analysis as JSON: ${JSON.stringify(answer.analysis)}.`,
        `Its own explanation, which you may rewrite in your words:\n${answer.response}`,
      ]
    : [`ElixirLab's deck engine answered:\n${answer.response}`];
  return [
    'You are ElixirLab, an expert Clash Royale deck-building coach. Answer in concise markdown.',
    'Use only real Clash Royale cards. Never claim a card level the player does not have.',
    'The facts below come from the deck engine and are correct; build your answer around them.',
    'The deck is final: do not propose another deck, and name no card that is not in it',
    '(cards the user named are fine). Rephrase the facts; add no numbers of your own.',
    ...facts,
    playerSummary
      ? `The player's cards:\n${playerSummary}`
      : 'The player has not connected a player tag.',
  ].join('\n');
}

/**
 * The answer to one chat message, as pieces of text to stream and a final result.
 * The built-in engine always answers first and decides the deck. With a language model configured,
 * the model rephrases the engine's facts; its text is dropped for the engine's when it names a card
 * outside the deck; a provider error or timeout falls back to the engine's answer.
 */
export async function* composeAnswer(
  /** The engine, whose answer may come from a worker thread (`engine-pool.ts`). */
  engine: {
    answer: (input: Parameters<DeckEngine['answer']>[0]) => Promise<EngineAnswer> | EngineAnswer;
    cardsNamedIn: DeckEngine['cardsNamedIn'];
  },
  model: ChatModel | undefined,
  input: ComposeInput,
  onModelError: (err: unknown) => void = () => {},
): AsyncGenerator<string, ComposedAnswer> {
  const answer = await engine.answer({
    message: input.message,
    player: input.player,
    previousDeck: input.previousDeck ?? null,
    earlierDeck: input.earlierDeck ?? null,
    limits: input.limits ?? null,
  });
  const preface = input.preface ? `${input.preface}\n\n` : '';
  const engineResult: ComposedAnswer = {
    response: preface + answer.response,
    deck: answer.deck,
    analysis: answer.analysis,
    title: answer.title,
    limits: answer.limits,
    decks: (answer.decks ?? []).map((d) => ({
      cards: d.deck.cardIds,
      towerTroopId: d.deck.towerTroopId,
      analysis: d.analysis,
    })),
  };

  if (!model) {
    for (const piece of streamPieces(engineResult.response, ENGINE_WORDS_PER_PIECE)) yield piece;
    return engineResult;
  }

  let text = '';
  let sent = false;
  try {
    if (preface) {
      yield preface;
      sent = true;
    }
    for await (const piece of model.stream({
      system: systemPrompt(answer, input.playerSummary),
      user: input.message,
      signal: input.signal,
    })) {
      text += piece;
      sent = true;
      yield piece;
    }
    if (!text.trim()) throw new Error('model sent an empty answer');
  } catch (err) {
    if (input.signal.aborted) throw err;
    onModelError(err);
    // Fall back to the engine: stream it when nothing was sent yet; the complete event replaces
    // whatever partial text the client already shows either way.
    if (!sent || text === '') {
      for (const piece of streamPieces(answer.response, ENGINE_WORDS_PER_PIECE)) yield piece;
    }
    return engineResult;
  }

  // The engine decides the deck and the facts; the model only phrases them. A DECK line is
  // ignored, and text naming a card outside the deck (or the user's message) is dropped.
  const prose = text.replace(DECK_LINE, '').trim();
  const allowed = new Set([
    ...(answer.deck?.cardIds ?? []),
    ...(input.previousDeck?.cardIds ?? []),
    ...engine.cardsNamedIn(input.message, 'loose'),
  ]);
  const strangers = engine.cardsNamedIn(prose).filter((id) => !allowed.has(id));
  if (strangers.length) {
    onModelError(new Error(`model named cards outside the deck: ${strangers.join(', ')}`));
    return engineResult;
  }
  return { ...engineResult, response: preface + prose };
}
