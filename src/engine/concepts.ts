import conceptsFile from '../../data/concepts.json' with { type: 'json' };
import { capitalise } from './analyze-deck';
import { reachesTheirTower, type CardBase } from './knowledge';
import { findMentions, plainText, towerTroopsNamed } from './parse-request';

interface Concept {
  term: string;
  aliases: string[];
  text: string;
}

const concepts = (conceptsFile as { concepts: Concept[] }).concepts;
const byAlias = new Map(concepts.flatMap((c) => c.aliases.map((a) => [a, c] as const)));

/**
 * The term a question asks about, read as the whole object of the question ("what is kiting?",
 * "explain cycling", "what does win con mean", "difference between evo and hero", "how do I
 * counter push?"), so "what is the best bait deck?" is not a question about bait.
 */
const ASKS_TERM = [
  /^\s*(?:(?:so|and|ok|okay|hey)\s+)?(?:what(?:'?s| is| are|s)|whats|explain|define|meaning of|tell me about|what do (?:you|people|they) mean by)\s+(?:a |an |the )?(.+?)(?:\s+(?:in (?:clash royale|cr|this game)|mean|means))?\s*[?.!]*\s*$/,
  /^\s*what (?:does|do) (?:a |an |the )?(.+?) mean\s*[?.!]*\s*$/,
  /^\s*(?:what(?:'?s| is)\s+)?(?:the\s+)?difference between (?:an? |the )?(.+?)\s*[?.!]*\s*$/,
  /^\s*how (?:do|should|can) (?:i|you|we) (?:(?:get better at|learn to|learn)\s+)?(counter ?-?push(?:ing)?|cycle|kite|split push|chip)\s*(?:better|well|properly)?\s*[?.!]*\s*$/,
];

/**
 * A game term explained (data/concepts.json), or a tower troop's job ("what does Dagger Duchess
 * do?"): questions that name no battle card and ask for no deck, nor, with a deck in the chat,
 * about it ("what's the win condition?"). Null for anything else.
 */
export function answerConcept(
  message: string,
  base: CardBase,
  /** With a deck in the chat, "what's the win condition?" is about that deck, not the term. */
  hasDeck = false,
): string | null {
  const text = plainText(message).replace(/\s+/g, ' ').trim();
  // "What does Dagger Duchess do?", "what is royal chef": the tower troop's job.
  const tower = /^\s*(?:what(?:'?s| is| does)|whats|tell me about|explain|how does)\b/.test(text)
    ? towerTroopsNamed(` ${text} `, base)
    : [];
  const [only] = tower;
  if (tower.length === 1 && only && !/\b(?:deck|better|or|vs|versus|against)\b/.test(text))
    return `## ${only.card.name}\n\n**${only.card.name}** is a tower troop: it defends from both your Princess Towers in every battle. ${capitalise(only.card.knowledge.tip.replace(/^tower troop (?:that|who|which) /i, 'it '))}.\n\nAsk “which tower troop should I use?” with a deck in the chat for one read against that deck.`;
  // "Can Tornado activate the King Tower?": yes for a card that pulls troops, with the term.
  const activation =
    /\b(?:can|does|will|would|could)\b[^?.!]*\b(?:activate|wake(?: up)?|turn on)\s+(?:the\s+|my\s+|your\s+|their\s+)?king(?:'?s)?(?:\s+tower)?\b/.test(
      text,
    )
      ? findMentions(` ${text} `, base).filter((m) => m.card.type !== 'Tower')
      : [];
  const king = byAlias.get('king tower activation');
  if (activation.length === 1 && activation[0] && king) {
    const card = activation[0].card;
    // "Can Fireball activate their King Tower?": damage that reaches it wakes theirs.
    const theirs = /\b(?:their|enemy|opponent'?s|the other)\s+king/.test(text);
    const reaches =
      card.isSpell &&
      card.knowledge.damage !== 'none' &&
      card.knowledge.noBuildings !== true &&
      reachesTheirTower(card);
    const answer = theirs
      ? reaches
        ? `**Yes**, and you rarely want to: ${card.name} cast on their King Tower damages it, and that wakes it for the rest of the game.`
        : card.knowledge.noBuildings === true
          ? `**No**: ${card.name} does no damage to towers, so it cannot wake their King Tower.`
          : `**Not before a Princess Tower falls**: ${card.name} ${card.isSpell ? 'cannot reach their King Tower' : 'reaches their King Tower only once one of their Princess Towers is down'}, and a fallen Princess Tower wakes the King anyway.`
      : card.knowledge.drags
        ? `**Yes**: ${card.name} drags an enemy troop into your King Tower's range, and that wakes it. Cast it so Hog Rider or Balloon ends its pull beside the King.`
        : card.knowledge.hooks
          ? `**Yes**: ${card.name} hooks an enemy troop to himself; placed beside your King Tower, he pulls it into the King's range and wakes it.`
          : `**No**: ${card.name} cannot pull an enemy troop into your King Tower's range, the way Tornado and Fisherman wake your own King.${reaches ? ' Cast on their King Tower, it wakes theirs instead, which attackers avoid.' : ''}`;
    return `## ${card.name} and King Tower activation\n\n${answer}\n\n${king.text}`;
  }
  for (const re of ASKS_TERM) {
    const asked = re.exec(text)?.[1]?.trim();
    const concept = asked ? byAlias.get(asked.replace(/^(?:a|an|the)\s+/, '')) : undefined;
    const aboutDeck =
      hasDeck &&
      asked !== undefined &&
      /\b(?:the|this|its|my|our|his|her|their)\s+$/.test(text.slice(0, text.lastIndexOf(asked)));
    if (concept && !aboutDeck) return `## ${concept.term}\n\n${concept.text}`;
  }
  return null;
}
