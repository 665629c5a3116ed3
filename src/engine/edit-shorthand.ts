import { DECK_SIZE } from '@shared/deck-rules';
import type { ArchetypeRule } from '@shared/deck-knowledge';
import { detectArchetype } from './archetype';
import { pairChange } from './explain';
import type { CardBase, EngineCard } from './knowledge';
import { escapeRegExp, findMentions, plainText } from './parse-request';
import { cardsOfFamily, FAMILY_WORDS, familyWordOf } from './request-words';

/** The cards an edit took out (the decks share at least five cards), else none. */
export function lastEditRemoved(before: readonly number[], after: readonly number[]): number[] {
  const gone = before.filter((id) => !after.includes(id));
  return before.length === DECK_SIZE && DECK_SIZE - gone.length >= 5 ? gone : [];
}

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
  if (!phrase || deck.length !== DECK_SIZE) return said;
  // Only after an edit: a deck built anew replaced the last one whole, and "keep the Log" then
  // asks for it in the new deck, not for a swap undone.
  const goneIds = lastEditRemoved(before, deck);
  if (!goneIds.length) return said;
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
  const cards = (ids: readonly number[]) => ids.flatMap((id) => base.byId.get(id) ?? []);
  const gone = cards(goneIds);
  const added = cards(deck.filter((id) => !before.includes(id)));
  const tookItsPlace = pairChange(gone, added).named.get(back.id);
  return tookItsPlace ? `swap ${tookItsPlace.name} for ${back.name}` : said;
}

/**
 * "Log to zap", "log -> zap": two cards and an arrow, no verb ("balloon > hog", "inferno dragon
 * for golem", "zap into inferno tower" may weigh or ask, so they are not read as swaps).
 */
const BARE_SWAP = /^\s*(.+?)\s*(?:->|=>|→|\bto\b)\s*(.+?)\s*[.!]*\s*$/;

/**
 * "Log to zap": the swap, as "swap The Log for Zap" says it, whether or not there is a deck and
 * it holds the cards. Only where each side is one card and nothing else; the message as it
 * stands otherwise.
 */
export function bareSwap(said: string, base: CardBase): string {
  const text = plainText(said).replace(/[→]/g, ' -> ');
  const m = BARE_SWAP.exec(text);
  if (!m) return said;
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
  // A side that does not fit the deck ("log to zap" with no Log in it, or no deck at all) is
  // still the swap the player meant, so the swap's reader says so rather than building a deck.
  return out && into && out.id !== into.id ? `swap ${out.name} for ${into.name}` : said;
}

/** Words before a card that take it out of the deck or rule it out. */
const OUT_BEFORE =
  /\b(?:no|not|without|remove|drop|cut|ditch|lose|minus|except|swap(?: out)?|replace|switch(?: out)?|take out|kick out|get rid of|don'?t want)\s+(?:the\s+|my\s+|your\s+|that\s+|this\s+)?$/;

/** A short name two cards answer to: the card it names unless the deck holds only the other. */
const SHARED_SHORT_NAMES: readonly { word: string; usual: string; other: string }[] = [
  { word: 'inferno', usual: 'Inferno Tower', other: 'Inferno Dragon' },
  { word: 'mm', usual: 'Mega Minion', other: 'Mighty Miner' },
];

/**
 * "Lavaloon no inferno", "remove the inferno" with Inferno Dragon in the deck: the card the deck
 * plays, not the Inferno Tower the short name usually means. The deck is the chat's, else the
 * best real list of the archetype the message names.
 */
export function shortNameInDeck(
  said: string,
  deck: readonly number[],
  base: CardBase,
  archetypeList: (message: string) => readonly number[],
): string {
  let text = said;
  for (const { word, usual, other } of SHARED_SHORT_NAMES) {
    const usualCard = base.byName.get(usual.toLowerCase());
    const otherCard = base.byName.get(other.toLowerCase());
    if (!usualCard || !otherCard) continue;
    // Only the bare short name ("inferno"), never a longer name or a typo of one ("inferno
    // drgon", read as Inferno Dragon already).
    const padded = ` ${plainText(text)} `;
    const bare = findMentions(padded, base).filter(
      (m) =>
        m.card.id === usualCard.id &&
        padded.slice(m.start, m.end).trim() === word &&
        !/^\s*(?:dr|dg|to|tw|d\b)/.test(padded.slice(m.end)) &&
        // Only the deck's own card taken out or ruled out ("no inferno", "remove the inferno"):
        // "how do I beat inferno" and "add inferno" mean the card the deck does not hold.
        OUT_BEFORE.test(padded.slice(0, m.start)),
    );
    if (!bare.length) continue;
    const cards = deck.length === DECK_SIZE ? deck : archetypeList(text);
    if (!cards.includes(otherCard.id) || cards.includes(usualCard.id)) continue;
    let rewritten = padded;
    for (const m of [...bare].reverse())
      rewritten = `${rewritten.slice(0, m.start)} ${other} ${rewritten.slice(m.end)}`;
    text = rewritten.replace(/\s+/g, ' ').trim();
  }
  return text;
}

/**
 * "Swap hut for cannon", "no spirit", "spirit to bats" with one hut or one spirit in the deck:
 * that card, by name. Only where a card is taken out (never "add a spirit", which asks for
 * another). With none or two such cards, the message alone ("no spirit", "dragon to bats") is
 * said as the swap, for the swap's reader to say there is none or ask which.
 */
export function familyWordInDeck(said: string, deck: readonly number[], base: CardBase): string {
  if (deck.length !== DECK_SIZE) return said;
  const cards = deck.flatMap((id) => base.byId.get(id) ?? []);
  // "No spirit", "spirit to bats" with no spirit in the deck, or two: the swap as asked, for the
  // swap's reader to say there is none or ask which (never another deck built).
  const alone =
    /^\s*(?:(no|remove|drop|cut|take out|get rid of|swap(?: out)?|replace)\s+(?:the\s+|my\s+)?)?([a-z]+)\s*(?:(?:to|for|->|→|with)\s+(.+?))?\s*[?.!]*\s*$/.exec(
      plainText(said),
    );
  const lone = alone?.[2];
  // A verb before it or a card after it ("no spirit", "spirit to bats"), not "barrel?" alone.
  const family = lone && (alone[1] || alone[3]) ? familyWordOf(lone) : null;
  if (lone && family && cardsOfFamily(family, cards).length !== 1)
    return `swap ${lone}${alone[3] ? ` for ${alone[3]}` : ''}`;
  let text = ` ${plainText(said)} `;
  for (const family of FAMILY_WORDS) {
    const re = new RegExp(`(?<=\\s)${family.word.source}(?=\\s|[?.!,]|$)`, 'g');
    // Most messages hold no family word: no card search for them.
    if (!text.match(re)) continue;
    const fits = cardsOfFamily(family, cards);
    if (fits.length !== 1 || !fits[0]) continue;
    const card = fits[0];
    const mentions = findMentions(text, base);
    text = text.replace(re, (found, at: number) => {
      // A word inside a card's own name ("goblin hut", "ice spirit") is that card already.
      if (mentions.some((m) => at >= m.start && at < m.end)) return found;
      const before = text.slice(0, at);
      const after = text.slice(at + found.length);
      const out =
        OUT_BEFORE.test(before) ||
        (/^\s*$/.test(before) && /^\s*(?:to|for|->|→|with)\b/.test(after));
      return out ? card.name : found;
    });
  }
  const result = text.trim();
  return result === plainText(said).trim() ? said : result;
}

/** "When do I rocket?": a card's name used as the verb, after "when do I". */
const WHEN_DO_I =
  /^\s*(?:(?:so|and|ok|okay)\s+)?when (?:(?:do|should|can|would) (?:i|you|we)(?: be)?|to)\s+(?:(?:use|using|play|playing|cast|drop|place|send)\s+)?(?:(?:the|my|a|an)\s+)?(\S.*)$/;

/**
 * "When do I rocket?", "when should I log", "when to use rocket": when to play that card, as
 * "when should I use Rocket?" asks it. Only where a card's name comes right after the words; the
 * message as it stands otherwise.
 */
export function cardAsVerb(said: string, base: CardBase): string {
  const m = WHEN_DO_I.exec(plainText(said));
  if (!m?.[1]) return said;
  const rest = ` ${m[1]} `;
  const first = findMentions(rest, base)[0];
  return first && rest.slice(0, first.start).trim() === ''
    ? `when should i use ${m[1].trim()}`
    : said;
}

/** The words of dislike "I hate log bait" is read on (checked once, before any archetype). */
const HATE = /\b(?:hate|don'?t like|do not like|dislike|not a fan of)\b/;

/**
 * "I hate log bait" with a deck in the chat: of a Log bait deck, the deck they are playing, read
 * as "I hate playing log bait" (another archetype is asked for); of another deck, one they meet,
 * read as "I keep losing to log bait" (how this deck plays against it), never a new deck.
 */
export function hatedArchetype(said: string, deck: readonly number[], base: CardBase): string {
  const text = plainText(said);
  if (deck.length !== DECK_SIZE || !HATE.test(text)) return said;
  const cards = deck.flatMap((id) => base.byId.get(id) ?? []);
  const own = detectArchetype(cards, base).rule;
  // The deck's own archetype, or one whose cards it all plays ("hog" of a Hog 2.6 deck).
  const plays = (rule: ArchetypeRule) =>
    rule.id === own?.id || rule.all.every((name) => cards.some((c) => c.name === name));
  for (const rule of base.knowledge.rules)
    for (const alias of rule.aliases) {
      const name = escapeRegExp(plainText(alias));
      const hated = new RegExp(
        `\\b(hate|don'?t like|do not like|dislike|not a fan of)\\s+(?:the\\s+)?(?=${name}\\b)`,
      );
      if (!hated.test(text)) continue;
      if (plays(rule)) return text.replace(hated, '$1 playing ');
      const alone = new RegExp(
        `^\\s*(?:i\\s+)?(?:really\\s+)?(?:hate|don'?t like|do not like|dislike|am not a fan of)\\s+(?:the\\s+)?${name}(?:\\s+decks?)?\\s*[.!]*\\s*$`,
      );
      if (alone.test(text)) return `i keep losing to ${plainText(alias)}`;
    }
  return said;
}
