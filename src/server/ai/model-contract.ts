import type { EngineAnswer } from '@engine/deck-engine';

/**
 * What ElixirLab tells the optional language model and what it takes back: the model only phrases
 * the engine's facts, so the prompt hands it the engine's deck, analysis and explanation, and any
 * `DECK:` line it writes anyway is ignored.
 */
export function systemPrompt(answer: EngineAnswer, playerSummary: string | undefined): string {
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

const DECK_LINE = /^\s*DECK:\s*(.+)$/im;

/** The model's prose without a `DECK:` line (the engine, not the model, decides the deck). */
export function modelProse(text: string): string {
  return text.replace(DECK_LINE, '').trim();
}
