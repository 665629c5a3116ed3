import { DECK_SIZE } from '@shared/deck-rules';
import { pairChange } from './explain';
import type { CardBase, EngineCard } from './knowledge';
import { findMentions, plainText } from './parse-request';

/**
 * "Put Mirror back", "keep Mirror", "no, keep mirror", "I want the Rocket back", "Mirror back
 * please": one card, named as a card to have again.
 */
const CARD_BACK =
  /^\s*(?:(?:ok|okay|no|nah|nope|actually|hmm+|wait|but|ugh)\W+)*(?:(?:please|pls|plz)\s+)?(?:(?:put|bring|add|get|give me|i want|i'?d like|can (?:i|we|you) (?:have|get|put|bring))\s+(?:the\s+|my\s+)?(.+?)\s+back(?:\s+in)?|(?:keep|i want to keep|i wanna keep|let'?s keep|i'?d rather keep|i prefer)\s+(?:the\s+|my\s+)?(.+?)|(?:the\s+|my\s+)?(.+?)\s+back(?:\s+in)?)(?:\s+(?:please|pls|plz|instead))?\s*[.!]*\s*$/;

/**
 * "Put Mirror back" after a change that swapped Mirror out: that swap undone ("swap Zap for
 * Mirror", Zap being the card that took Mirror's place), so the search never picks another card
 * to make room (Barbarians, the deck's one tank killer). The message as it stands otherwise.
 */
export function cardBackAsSwap(
  said: string,
  deck: readonly number[],
  before: readonly number[],
  base: CardBase,
): string {
  const asked = CARD_BACK.exec(plainText(said));
  const phrase = asked?.[1] ?? asked?.[2] ?? asked?.[3];
  if (!phrase || deck.length !== DECK_SIZE || before.length !== DECK_SIZE) return said;
  const padded = ` ${phrase} `;
  const mentions = findMentions(padded, base);
  const [mention] = mentions;
  // The phrase is one card and nothing else ("the mirror in the deck", not "hog but cheaper").
  if (
    mentions.length !== 1 ||
    !mention ||
    !/^(?:\s|the|my|in|it|deck|card|instead)*$/.test(
      padded.slice(0, mention.start) + padded.slice(mention.end),
    )
  )
    return said;
  const back = mention.card;
  if (deck.includes(back.id) || !before.includes(back.id)) return said;
  const cards = (ids: readonly number[]) =>
    ids.flatMap((id) => base.byId.get(id) ?? []).filter((c): c is EngineCard => c !== undefined);
  const gone = cards(before.filter((id) => !deck.includes(id)));
  const added = cards(deck.filter((id) => !before.includes(id)));
  const tookItsPlace = pairChange(gone, added).named.get(back.id);
  return tookItsPlace ? `swap ${tookItsPlace.name} for ${back.name}` : said;
}

/** "Log to zap", "log -> zap", "log > zap", "log for zap": two cards and an arrow, no verb. */
const BARE_SWAP = /^\s*(.+?)\s*(?:->|=>|→|>|\bto\b|\bfor\b|\binto\b)\s*(.+?)\s*[.!]*\s*$/;

/**
 * "Log to zap" with The Log in the deck and Zap not: the swap, as "swap The Log for Zap" says
 * it. Only where each side is one card and nothing else; the message as it stands otherwise.
 */
export function bareSwap(said: string, deck: readonly number[], base: CardBase): string {
  const text = plainText(said).replace(/[→]/g, ' -> ');
  const m = BARE_SWAP.exec(text);
  if (!m || deck.length !== DECK_SIZE) return said;
  const only = (phrase: string | undefined): EngineCard | undefined => {
    if (!phrase) return undefined;
    const padded = ` ${phrase} `;
    const found = findMentions(padded, base);
    const [one] = found;
    return found.length === 1 &&
      one &&
      /^(?:\s|the|my)*$/.test(padded.slice(0, one.start) + padded.slice(one.end))
      ? one.card
      : undefined;
  };
  const out = only(m[1]);
  const into = only(m[2]);
  return out && into && deck.includes(out.id) && !deck.includes(into.id)
    ? `swap ${out.name} for ${into.name}`
    : said;
}
