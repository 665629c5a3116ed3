import { distance } from 'fastest-levenshtein';
import { averageElixir, DECK_SIZE, MAX_EVOLUTION_SLOTS } from '@shared/deck-rules';
import { roleLabels, type CardRole } from '@shared/deck-analysis';
import { rarities, type Rarity } from '@shared/rarity';
import type { AvoidType, CostCap } from '@shared/thread-limits';
import type { ArchetypeRule } from '@shared/deck-knowledge';
import {
  archetypeLabels,
  archetypes,
  type Archetype,
  type CardBase,
  type EngineCard,
} from './knowledge';
import { list, names, pluralCard } from './analyze-deck';
import { coreCards, familyArchetypes } from './archetype';
import { fillsRole } from './deck-score';
import type { SlotForm } from './slot-record';
import {
  ARCHETYPE_WORDS,
  FILLER_WORDS,
  BEATEN_BY,
  COMPLAINED_AFTER,
  KEEP_VERB,
  MORE_SWAPS,
  MODES_NOT_HANDLED,
  OPENS_AS_QUESTION,
  PATH_OF_LEGENDS,
  ROLE_WORDS,
  SPELL_ASK,
  FORMS_LIST,
} from './request-words';

const isArchetype = (x: string): x is Archetype => (archetypes as readonly string[]).includes(x);

/** What the engine understood from one chat message. */
export interface ParsedRequest {
  /** false for greetings and questions that are not about a deck. */
  isDeckRequest: boolean;
  archetype: Archetype | null;
  /** A named archetype (data/archetype-rules.json id) the deck should be a real list of. */
  archetypeRule: string | null;
  include: number[];
  /** Cards asked for as alternatives ("with Sparky or Inferno Dragon"): the deck takes one of each group. */
  eitherOf: number[][];
  exclude: number[];
  excludeRarities: Rarity[];
  /** Kinds of card the deck must not hold ("without a building", "no spells"). */
  avoidTypes: AvoidType[];
  /** What one card may cost ("no spells over 4", "no cards over 5 elixir except Golem"). */
  costCaps: CostCap[];
  /** At most this many spells besides a spell win condition ("only one spell"). */
  maxSpells: number | null;
  noEvolutions: boolean;
  noHeroes: boolean;
  /** "With my evolutions": a real list whose slots the player's unlocked evolutions and heroes fill. */
  useEvolutions: boolean;
  /** Cards to put in the evolution / hero slots ("put the evolution on Tesla", "evolve Knight"). */
  slotOn: number[];
  /** The form a slot move names ("put the evo on Giant": evolution), if it names one. */
  slotAsked: SlotForm | null;
  /** The cards a slot move takes the slot from ("put the evo on Archers instead of Tesla"). */
  slotOff: number[];
  /** "Swap the hero to something better": the slot of that form moves to the best other card. */
  slotMove: SlotForm | null;
  minAvgElixir: number | null;
  maxAvgElixir: number | null;
  ownedOnly: boolean;
  preferHighLevels: boolean;
  /** "Only my level 15 cards", "no card below level 16": the player's cards at this level or higher. */
  levelFloor: number | null;
  /** "Only rare cards": the rarities ruled out replace the chat's earlier rarity limits. */
  onlyRarities: boolean;
  /** "Something that survives Zap": no card comes in that these spells kill in one cast. */
  survives: number[];
  /** Cards the deck should be good against. */
  counter: number[];
  counterMeta: boolean;
  /** "Is Hog 2.6 good against Log bait?": the archetype asked about, when one was named. */
  counterArchetype: string | null;
  /**
   * "A Hog deck but not 2.6", "a cycle deck but not Hog 2.6": archetypes whose real lists are
   * not the answer, while their win conditions may still be played.
   */
  avoidArchetypes: string[];
  improveDeck: boolean;
  /** "Another one", "a different hog deck": a new deck, not the last one again. */
  anotherDeck: boolean;
  /**
   * "Keep Hog and Musketeer but change the rest", "only keep the Hog Rider": the cards named stay
   * (`include`) and every other card of the last deck makes way this turn.
   */
  changeRest: boolean;
  /** Archetypes named as alternatives ("lumberloon or lavaloon"), archetypeRule among them. */
  archetypeEither: string[];
  /** Decks with no card in two of them: four for clan war, or as many as asked (2–4). */
  warDecks: boolean;
  /**
   * The message with its mistyped card names read ("barbarian barel" as Barbarian Barrel), when
   * any were: the turn reader reads this, so a swap takes the card the notes say was read.
   */
  corrected?: string;
  /** How many decks the message asks for ("two decks", "top 3 decks"): four war decks by default. */
  deckCount: number | null;
  /** Path of Legends: levels are capped there, so the player's levels are not weighed. */
  pathOfLegends: boolean;
  /** "Best deck right now": the real list with the best record the corpus is sure of. */
  bestNow: boolean;
  /**
   * "Is Log bait meta?", "how popular is Hog 2.6?": a question about a named archetype's standing,
   * answered with how much it is played beside its deck.
   */
  standingAsked: boolean;
  /**
   * "Top 3 hog decks", "a few splashyard decks": that many real lists holding the named cards (or of
   * the named archetype), side by side with their records; `deckCount` says how many.
   */
  namedLists: boolean;
  forArena: boolean;
  /** A change to the thread's last deck ("make it cheaper", "swap the Log"). */
  followUp: boolean;
  /** Roles the user asked for ("replace Musketeer with air defence", "add a building"). */
  needRoles: CardRole[];
  /** Roles asked for once more than the last deck has ("add a win condition", "a second one"). */
  addRoles: CardRole[];
  /** Roles whose cards are to go ("remove the building", all of them for "the buildings"). */
  removeRoles: { role: CardRole; all: boolean; replace: boolean }[];
  /**
   * Cards of the last deck an edit takes out by kind or role ("replace the win condition", "swap
   * the legendary", "replace both spells"): swapped out this once, not ruled out for the chat.
   */
  swapOut: number[];
  /** The form asked for a card that has both ("evolution Knight", "give the hero to Wizard"). */
  slotForms: { cardId: number; form: SlotForm }[];
  /** A kind of change to the last deck that no role names: "add a champion", "more aggressive". */
  changeKind: 'champion' | 'aggressive' | 'defensive' | 'fewer_spells' | 'evolutions' | null;
  /** Phrases it could not use, said back to the user. */
  notUnderstood: string[];
  /** Game modes named that the engine does not build for (said in the answer, never ignored). */
  modesNotHandled: string[];
  /** What the request asked that the deck keeps on purpose, said in the answer. */
  kept: string[];
  /** Short notes on what it did with the request ("No legendaries", "Under 3.0 elixir"). */
  understood: string[];
  /** A tower troop asked for this chat's decks ("use Royal Chef as my tower troop"). */
  towerTroop: number | null;
  /** "Back to my own tower troop": the chosen one is dropped. */
  towerTroopReset: boolean;
}

export interface Mention {
  card: EngineCard;
  start: number;
  end: number;
}

/** "Drop", "drops", "dropping" said as another verb ("place", "places", "placing"). */
function inflected(verb: string, ending: string | undefined): string {
  return ending === 'ping' ? `${verb.replace(/e$/, '')}ing` : `${verb}${ending ?? ''}`;
}

/** Lower case without accents, so "Montapuercos" and "gólem" match however they are typed. */
export function plainText(text: string): string {
  return (
    text
      .toLowerCase()
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .replace(/[’`]/g, "'")
      // Chat shorthand: "wit" / "w/" for "with", "dek" for "deck", and "swap Hunter 4 Mini
      // P.E.K.K.A" for "for" (never "4 elixir", "4 war decks").
      .replace(/\bwit\b/g, 'with')
      // "Why did you add Fireball?" asks why Fireball is there: never a request to add it.
      .replace(
        /\bwhy (?:did|do|would) you (?:add|put in|put|bring in|bring|pick|choose|include|use|go with|keep)\b/g,
        'why',
      )
      // Misspelt edit verbs: "replce log wit snowbal", "swich cannon 2 tesla".
      .replace(/\b(?:replce|repalce|replase|raplace|relpace|replcae|repace|replac)\b/g, 'replace')
      .replace(/\b(?:swich|swtich|swithc|swicth|swithc)\b/g, 'switch')
      .replace(/\b(?:swp|swao|sawp|wsap|swapp|swop)\b/g, 'swap')
      // "+tesla", "-ice golem": a card added or taken out, as phones type it.
      // (One line only: a pasted deck may list its cards as "- Hog Rider".)
      .replace(/^\s*\+\s*(?=[a-z][^\n,]*$)/, 'add ')
      .replace(/^\s*-\s*(?=[a-z][^\n,]*$)/, 'remove ')
      // "Lightning insted of Fireball": the misspelt word still says which card goes.
      .replace(/\b(?:insted|instaed|instad|isntead|instread|insteed)\b/g, 'instead')
      // "Make it cheeper", "y did u remove that", "swap ur log": chat spelling.
      .replace(/\b(?:cheeper|cheapr|chepaer|cheaprr|cheper)\b/g, 'cheaper')
      .replace(/\b(?:heavyer|heavir|hevier)\b/g, 'heavier')
      .replace(/^(\s*)y(?= (?:did|do|does|not|is|are|would|u|you)\b)/, '$1why')
      // (Not "wut": it is Rage's German name.)
      .replace(/\b(?:wat|wht|whta)\b/g, 'what')
      // "hog2.6", "xbow3.0": the archetype's number typed against its name.
      .replace(/([a-z])(\d\.\d)\b/g, '$1 $2')
      .replace(/\bminer ?(?:loon|balloon)\b/g, 'miner balloon')
      // "Counter my deck", "counters to my deck": what beats it, not a deck of its archetype.
      .replace(
        /^\s*(?:the\s+)?counters?\s+(?:to\s+|for\s+)?(my|this|our)\s+(?:current\s+)?deck\s*[?.!]*\s*$/,
        'what beats $1 deck',
      )
      .replace(/\bu\b/g, 'you')
      .replace(/\bur\b/g, 'your')
      // "With 0 spells" is "no spells".
      .replace(/\b(?:with\s+)?(?:0|zero)\s+spells\b/g, 'no spells')
      .replace(/\bw\/o\b/g, 'without')
      .replace(/\bw\/\s*/g, 'with ')
      // "Replace X w Wall Breakers": a lone "w" between words is "with".
      .replace(/(?<=[a-z] )(?<!\ba )w(?= [a-z])/g, 'with')
      // Rarity slang: "no champs or legs", "no legys", "no legends" (not Path of Legends), and the
      // misspelt "legendarys".
      .replace(/\bchamps\b/g, 'champions')
      .replace(
        /\b(?:legys|leggies|leggys|legies|legendarys)\b|(?<!\bof )\blegends\b|(?<=\b(?:no|without|or|and|any)\s)legs\b/g,
        'legendaries',
      )
      .replace(/\bdek(s?)\b/g, 'deck$1')
      // "Drop" is also the game's word for playing a card: "when do I drop the Lava Hound?",
      // "drop Hog at the bridge" ask how to play it, and never take the card out: only with a
      // time or place word, so "drop the Log for Arrows" stays an edit.
      // The opponent's drop is their play: "if they drop Sparky" is a matchup question.
      .replace(
        /\b((?:they|the enemy|enemy|my opponent|the opponent|opponents?)\s+(?:\w+\s+)?)drop(s|ping)?\b/g,
        (_, who: string, ending?: string) => `${who}${inflected('play', ending)}`,
      )
      .replace(
        /\b((?:when|where)\s+(?:(?:do|should|can|could|would|to)\s+)?(?:(?:i|you|we)\s+)?)drop(s|ping)?\b/g,
        (_, asks: string, ending?: string) => `${asks}${inflected('place', ending)}`,
      )
      .replace(
        /\bdrop(s|ping)?(\s+(?:the\s+|my\s+|a\s+|an\s+|it\b|them\b)?(?:[a-z][\w.'-]*\s+){0,2}?)(?=(?:at the (?:bridge|back|start|river)|behind (?:the |my |your )?(?:king |princess )?tower|in front of|on the (?:left|right|other|opposite)|in (?:the )?(?:back|pocket|middle)|in (?:double|triple)(?: elixir)?|in overtime|in sudden death|to start|to open)\b)/g,
        (_, ending: string | undefined, middle: string) => `${inflected('place', ending)}${middle}`,
      )
      .replace(
        /\b(swap|switch|replace|change|trade)\b([^.!?\d]*?)\s+4\s+(?!elixir\b|war\b|decks?\b|cards?\b)/g,
        '$1$2 for ',
      )
      // "Switch Cannon 2 Tesla": "to", never "2 elixir", "2 spells", "2 win conditions".
      .replace(
        /\b(swap|switch|change|turn)\b((?:\s+(?!(?:it|up|and|to|have|give|with|me|want|need|or)\b)[a-z.'-]+){1,3}?)\s+2\s+(?!elixir\b|war\b|decks?\b|cards?\b|spells?\b|win\b|evos?\b|buildings?\b|swaps?\b|or\b|of\b|other\b|more\b|champions?\b|troops?\b|versions?\b|lists?\b)/g,
        '$1$2 to ',
      )
  );
}

/** Every word or phrase that names a card, so an archetype alias that is only a card stays one. */
export function cardWords(base: CardBase): Set<string> {
  const words = new Set<string>();
  for (const card of base.cards) {
    words.add(plainText(card.name));
    for (const alias of card.knowledge.aliases ?? []) words.add(plainText(alias));
  }
  return words;
}

/** Text to match literally inside a regular expression (card names such as "P.E.K.K.A"). */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Right before a card: the card is what the user plays against ("against Fireball", "losing to
 * Royal Chef"), not one they ask for.
 */
export const THREAT_BEFORE =
  /\b(?:against|vs\.?|versus|beats?|counters?|los(?:e|es|ing|t) to|(?:weak|vulnerable) to|defend(?:ing)?|answers? (?:to|for)|(?:if|when) (?:they|the enemy|my opponent|the opponent|opponents?) (?:has|have|play|plays|go|goes|run|runs|use|uses|bring|brings|drop|drops|send|sends))\s+(?:the\s+|a\s+|an\s+|their\s+)?$/;

interface NameIndex {
  names: Map<string, EngineCard>;
  /** Names made by dropping a plural's "s" ("goblin" for Goblins): the start of other names too. */
  singulars: Set<string>;
  /** Longest first, each with its word-bounded pattern. */
  sorted: { name: string; re: RegExp }[];
  /** Tower troops' names: read so that "Tower Princess" is never the Princess card. */
  towers: { card: EngineCard; re: RegExp }[];
}
const nameIndexes = new WeakMap<CardBase, NameIndex>();

/** Every way a card can be written (names, aliases, other languages), built once per card base. */
function nameIndex(base: CardBase): NameIndex {
  const cached = nameIndexes.get(base);
  if (cached) return cached;
  const names = new Map<string, EngineCard>();
  const singulars = new Set<string>();
  for (const card of base.cards) {
    names.set(card.name.toLowerCase(), card);
    const plain = card.name.toLowerCase().replace(/[.]/g, '');
    names.set(plain, card);
    // "Princess" is no plural: "princes" is not her.
    if (plain.endsWith('s') && !plain.endsWith('ss') && plain.length > 5) {
      names.set(plain.slice(0, -1), card);
      singulars.add(plain.slice(0, -1));
    }
  }
  // Nicknames and other languages' names live in the data (data/card-knowledge.json).
  for (const card of base.cards) {
    for (const alias of card.knowledge.aliases ?? []) names.set(plainText(alias), card);
    for (const local of Object.values(card.knowledge.names ?? {}))
      names.set(plainText(local), card);
  }
  const sorted = [...names.keys()]
    .sort((a, b) => b.length - a.length)
    .map((name) => ({
      name,
      re: new RegExp(`(?<![a-z0-9])${escapeRegExp(name)}(?![a-z0-9])`, 'g'),
    }));
  const towers = [...base.byId.values()]
    .filter((card) => card.type === 'Tower')
    .flatMap((card) =>
      [card.name, ...(card.knowledge.aliases ?? [])].map((name) => ({
        card,
        re: new RegExp(`(?<![a-z0-9])${escapeRegExp(plainText(name))}(?![a-z0-9])`, 'g'),
      })),
    );
  const index = { names, singulars, sorted, towers };
  nameIndexes.set(base, index);
  return index;
}

/** A question about an archetype's standing ("is log bait meta?", "how popular is hog 2.6?"). */
const ARCHETYPE_STANDING =
  /^\s*(?:(?:is|are)\b(?!.*\b(?:deck|list)s?\s+(?:with|without|under|over|for)\b).*\b(?:meta|popular|viable|played|good|strong|op|dead|worth it)\b|how (?:popular|good|strong|viable|much played|common|often played) (?:is|are)\b)/;

/** A cycle deck's average elixir at most, when "cycle" is asked of a heavier archetype. */
const CYCLE_MAX_ELIXIR = 3.3;
/**
 * The whole message lifts the owned-only limit: "forget my cards", "not just my cards", "all cards
 * allowed", "you can use cards I don't own", "now any cards are fine" (engine/thread-limits.ts
 * lifts it on the same words; such a message asks for no deck).
 */
export const OWNED_LIFTED =
  /^\s*(?:(?:ok|okay|now|so|and|actually|alright)\W+)*(?:forget (?:about )?my cards|not (?:just|only) my cards|i don'?t care (?:if|whether) i (?:own|have) (?:them|it|the cards)|(?:you can |i can )?use cards i don'?t (?:own|have)|all cards(?: are| is)? (?:allowed|fine|ok|okay)|all cards)(?: too| now| again)?\s*[.!]*\s*$|^\s*(?:(?:ok|okay|now|so|and|actually|alright)\W+)*(?:(?:you can |i can )?(?:use )?any cards?|all cards? (?=(?:are|is) )|not only my cards|cards i don'?t (?:own|have))(?: ?(?:are|is) (?:fine|ok|okay|allowed))?(?: now| too| again)?\s*[.!]*\s*$/;

/** How the cap "cycle" brings is said (and recognised by the thread limits as the family's). */
export const CYCLE_CAP_WORDS = `cycle: average elixir at most ${CYCLE_MAX_ELIXIR}`;

/** A request to move the evolution / hero slots onto named cards. */
export const SLOT_REQUEST =
  /\b(?:put|give|move|use|slot|switch|place)\b[^.?!]*?\b(?:evo(?:lution)?s?|heroe?s?)(?:\s+slots?)?\s+(?:on|to|for|onto|from|off)\b|\bevolve\s+(?:the\s+|my\s+)?(?=[a-z])|^\s*(?:(?:and|now|ok|okay|then|can you)\s+)?(?:the\s+|an?\s+)?(?:evo(?:lution)?|hero)(?:\s+slot)?\s+(?:on|onto|to)\s+(?=[a-z])/;
/**
 * Slot asks in other words, read as "put the evo on X" when X is a card of the deck in the chat
 * (or one the message brings in first): "put Ice Spirit in the evolution slot", "slot Skeletons
 * as the evo", "make Knight my hero", "use evo Skeletons instead of evo Cannon" (which moves the
 * slot off Cannon); for a card the deck lacks, "add evo X", which brings it in with the slot.
 * Only where a clause starts, and only when the words name one card: "I have Mega Knight as my
 * hero" or "put Skeletons behind the hero Musketeer" are left as they are.
 */
export function slotAskInOtherWords(
  message: string,
  deck: readonly number[],
  base: CardBase,
): string {
  const text = plainText(message);
  /** The one card the words name, nothing else, or null. */
  const named = (words: string) => {
    const phrase = words.replace(/^(?:the|my)\s+/, '');
    const [only, ...more] = findMentions(phrase, base);
    return only !== undefined && more.length === 0 && only.start === 0 && only.end === phrase.length
      ? only.card
      : null;
  };
  // The card is the deck's, or one the message brings in before the slot ask ("swap Ice Golem
  // for Knight and put Knight in the evo slot"): in the deck by then.
  const holds = (card: EngineCard, at: number) => {
    const before = text.slice(0, at);
    return (
      deck.includes(card.id) ||
      findMentions(before, base).some(
        (m) =>
          m.card.id === card.id &&
          /\b(?:for|with|to|add|into|in)\s+(?:the\s+)?$/.test(
            before.slice(Math.max(0, m.start - 12), m.start),
          ),
      )
    );
  };
  let rewritten = false;
  const out = text
    .replace(
      SLOT_IN_OTHER_WORDS,
      (whole, lead: string, words: string, form: string, at: number) => {
        const card = named(words);
        if (!card) return whole;
        const held = holds(card, at);
        // A card the deck lacks ("put Tesla in the evo slot"): brought in with that slot, as
        // "add evo Tesla" asks; not in a message asking for a new deck ("a golem deck and make
        // Knight the hero"). Without that form, the slot reader says so ("Golem has no evolution
        // or hero form").
        if (!held && (deck.length !== DECK_SIZE || /\b(?:deck|list|another|build)\b/.test(text)))
          return whole;
        rewritten = true;
        return !held && (form.startsWith('hero') ? card.hasHero : card.hasEvolution)
          ? `${lead}add ${form.startsWith('hero') ? 'hero' : 'evo'} ${words}`
          : `${lead}put the ${form} on ${words}`;
      },
    )
    .replace(
      SLOT_INSTEAD,
      (whole, lead: string, form: string, words: string, instead: string, at: number) => {
        const card = named(words);
        if (!card || !holds(card, at)) return whole;
        rewritten = true;
        return `${lead}put the ${form} on ${words} ${instead} `;
      },
    );
  return rewritten ? out : message;
}
/** Where a slot ask may start: the message's start, after a clause, or after a polite lead. */
const SLOT_LEAD = String.raw`(^\s*|[,.;!?]\s*|\b(?:and|then|also|so|please|pls|now|ok|okay|yes|lets|let'?s|let us|can you|could you|i'?d like to|i would like to|i want to|i wanna)\s+)`;
const SLOT_IN_OTHER_WORDS = new RegExp(
  String.raw`${SLOT_LEAD}(?:put|slot|place|set|make)\s+((?:the\s+|my\s+)?[a-z][\w.'-]*(?:\s+[a-z][\w.'-]*){0,2}?)\s+(?:(?:in(?:to)?|as)\s+(?:the\s+|my\s+|an?\s+)?|(?:the|my|an?)\s+)(evo(?:lution)?|hero)(?:\s+slot)?\b(?!\s+(?:decks?|cards?)\b)`,
  'g',
);
const SLOT_INSTEAD = new RegExp(
  String.raw`${SLOT_LEAD}use\s+(?:an?\s+|the\s+)?(evo(?:lution)?|hero)\s+([a-z][\w.'-]*(?:\s+[a-z][\w.'-]*){0,2}?)\s+(instead of|rather than)\s+(?:the\s+|my\s+)?(?:evo(?:lution)?|hero)\s+`,
  'g',
);

/** The form word right before a card ("evo Knight", "hero Giant"), if any. */
function formBefore(text: string, start: number): SlotForm | null {
  const word = /\b(heroe?|evo(?:lution|lved?)?)\s+$/.exec(
    text.slice(Math.max(0, start - 12), start),
  )?.[1];
  return word ? (word.startsWith('hero') ? 'hero' : 'evolution') : null;
}

/** "Swap the hero to something better", "change my evo for another one": no card named. */
const SLOT_MOVE_ASK =
  /\b(?:swap|change|move|switch|replace)\s+(?:the|my|our|this)\s+(heroe?s?|evo(?:lution)?s?)(?:\s+slots?)?\s+(?:to|for|with|on(?:to)?)\s+(?:something|another|a different|a better|someone|a stronger|anything)\b/;
/** The words before the card a slot move leaves ("instead of Tesla", "from Tesla", "off Tesla"). */
const SLOT_FROM =
  /\b(?:(?:instead of|rather than|not)(?:\s+(?:on|to|onto|for|from))?|from|off(?: of)?|away from)\s+(?:the\s+|my\s+)?$/;
/** Where a slot move's own words start ("evo on", "hero from", "evolve"), or -1. */
export function slotPhraseAt(text: string): number {
  const request = SLOT_REQUEST.exec(text);
  if (!request) return -1;
  const phrase =
    /\b(?:evo(?:lution)?s?|heroe?s?)(?:\s+slots?)?\s+(?:on|to|for|onto|from|off)\b|\bevolve\s+/g;
  phrase.lastIndex = request.index;
  return phrase.exec(text)?.index ?? request.index;
}

/** Every card named in the text (longest names first, so "mini pekka" is not read as "pekka"). */
export function findMentions(text: string, base: CardBase): Mention[] {
  const { names, sorted } = nameIndex(base);
  const taken: boolean[] = new Array<boolean>(text.length).fill(false);
  for (const { at, end } of towerTroopsNamed(text, base))
    for (let i = at; i < end; i++) taken[i] = true;
  const mentions: Mention[] = [];
  for (const { name, re } of sorted) {
    if (!text.includes(name)) continue;
    for (const m of text.matchAll(re)) {
      const start = m.index;
      const end = start + name.length;
      if (taken.slice(start, end).some(Boolean)) continue;
      for (let i = start; i < end; i++) taken[i] = true;
      const card = names.get(name);
      if (card) mentions.push({ card, start, end });
    }
  }
  return mentions.sort((a, b) => a.start - b.start);
}

/** Cards named as alternatives: runs of names joined by "or" ("with Sparky or Inferno Dragon"). */
function alternatives(text: string, base: CardBase): number[][] {
  const groups: number[][] = [];
  let run: Mention[] = [];
  let hasOr = false;
  const close = () => {
    const ids = [...new Set(run.map((m) => m.card.id))];
    if (hasOr && ids.length > 1) groups.push(ids);
    run = [];
    hasOr = false;
  };
  for (const mention of findMentions(text, base)) {
    const last = run.at(-1);
    const between = last ? text.slice(last.end, mention.start) : '';
    // Only "or" joins: in "Hog Rider, The Log, Fireball or Poison" the commas list wanted cards.
    if (last && /^\s*,?\s*or\s+(?:an?\s+|the\s+)?$/.test(between)) {
      hasOr = true;
      run.push(mention);
      continue;
    }
    close();
    run = [mention];
  }
  close();
  return groups;
}

/** The verbs that take a card out of a deck ("remove", "swap out", "get rid of"): one list for cards and roles. */
const REMOVAL_VERBS =
  'remove|drop|take out|kick out|cut|ditch|lose(?! to\\b)|swap(?: out)?|replace|get rid of|instead of';
const RARITY_WORD = '(?:commons?|rares?|epics?|legendar(?:y|ies)|champions?)';
const RARITY_LIST = `${RARITY_WORD}(?:\\s*(?:,|\\band\\b|\\bor\\b|&|/)\\s*${RARITY_WORD})*`;
/** "Only commons and rares", "rare cards only", "all-legendary", "commons and rares" on their own. */
const ONLY_RARITIES = new RegExp(
  `\\bonly[\\s-]+(?:use\\s+|play\\s+)?(?:the\\s+)?(${RARITY_LIST})\\b|\\b(${RARITY_LIST})(?:\\s+cards)?\\s+only\\b|\\ball[- ](${RARITY_LIST})(?:\\s+cards)?\\s+deck\\b|\\b(commons?\\s*(?:and|&)\\s*rares?)\\b`,
);
/** "Change the rest", "new cards for everything else", "only keep X": the other cards make way. */
const CHANGE_REST =
  /\b(?:change|replace|swap(?: out)?|switch|redo|new cards? for|different cards? for)\s+(?:all\s+)?(?:the\s+)?(?:rest\b(?!\s+of\b)|others\b|other (?:cards|ones|six|6|five|5|seven|7)\b|everything else\b)|\bonly keep\b|\bkeep only\b|\bkeep just\b/;

/** "No epics or legendaries", "without champions", "non-legendary". */
const NO_RARITIES = new RegExp(
  `\\b(?:no|without|non[- ]?)\\s*(?:any\\s+)?(${RARITY_LIST})\\b`,
  'g',
);
/** The rarities a phrase names ("epics or legendaries", "a legendary"), from the most common. */
export function raritiesIn(words: string): Rarity[] {
  return rarities.filter((r) =>
    new RegExp(`\\b${r === 'Legendary' ? 'legendar(?:y|ies)' : `${r.toLowerCase()}s?`}\\b`).test(
      words,
    ),
  );
}
/**
 * Whether a counter verb ("beats", "against") comes after the last exclusion word in a clause:
 * "no legendaries that beats Mega Knight" counters Mega Knight rather than ruling it out.
 */
function counterAfterExclusion(clause: string): boolean {
  const lastOf = (re: RegExp) => Math.max(-1, ...[...clause.matchAll(re)].map((m) => m.index));
  const exclusion = lastOf(
    /\b(?:without|no|not|(?:that|which|deck|one|but) (?:isn'?t|aren'?t)|exclude|excluding|except|avoid|hate|minus)\b/g,
  );
  const counter = lastOf(
    /\b(?:counters?|beats?|against|vs\.?|versus|stops?|handles?|deals? with|shuts? down)\b/g,
  );
  return counter > exclusion && exclusion >= 0;
}

/**
 * "I hate Mega Knight, what do I use?", or "I hate Mega Knight" with no deck in the chat: the
 * card hated right before its name is one they meet, to beat, when what follows asks how (not
 * "… what do I use instead", a swap). After a deck, "I hate Musketeer" rules it out.
 */
function hateThenAsk(clause: string, after: string, hasDeck: boolean): boolean {
  if (!/\bhate\s+(?:the\s+|those\s+|that\s+|all\s+)?$/.test(clause)) return false;
  if (/\b(?:instead|replace|swap|in its place)\b/.test(after)) return false;
  return (
    !hasDeck ||
    /\b(?:what (?:do|should|can) i (?:use|play|do)|how (?:do|can|should) i (?:beat|stop|counter|deal with|handle|play against)|what (?:beats|counters|stops) (?:it|him|her|them)|any (?:tips|ideas|counters?)|help me)\b/.test(
      after,
    )
  );
}

/** A floor on the player's card levels, the number in whichever group matched. */
const LEVEL_FLOOR =
  /\b(?:only|just)\s+(?:use\s+)?(?:my\s+)?(?:level|lvl|lv)\s?(\d{1,2})\+?\s+(?:(?:and|or)\s+(?:up|above|higher)\s+)?cards\b|\bno\s+cards?\s+(?:below|under|lower than)\s+(?:level|lvl|lv)\s?(\d{1,2})\b|\b(?:level|lvl|lv)\s?(\d{1,2})\+|\b(?:level|lvl|lv)\s?(\d{1,2})\s+(?:and|or)\s+(?:up|above|higher)\b|\bat least\s+(?:level|lvl|lv)\s?(\d{1,2})\b|\b(?:all|every)\s+cards?\s+(?:at\s+)?(?:level|lvl|lv)\s?(\d{1,2})\b|\bno\s+cards?\s+(?:below|under|lower than)\s+(1[1-6])\b(?!\s*(?:elixir|avg|average|\.\d))/;
/**
 * The message with each spell named as one to live through ("survives Zap", "a troop the Log
 * can't kill") blanked out, so the card readers see "something that survives" and no card to add.
 */
export function withoutSurvivedSpells(text: string, base: CardBase): string {
  let out = text;
  for (const m of findMentions(text, base))
    if (survivedAt(text, m))
      out = `${out.slice(0, m.start)}${' '.repeat(m.end - m.start)}${out.slice(m.end)}`;
  return out;
}

function survivedAt(text: string, m: Mention): boolean {
  return (
    SURVIVES_BEFORE.test(text.slice(Math.max(0, m.start - 60), m.start)) ||
    SURVIVES_AFTER.test(text.slice(m.end, m.end + 20))
  );
}

/** After a spell the new card must live through ("a troop the Log can't kill"). */
const SURVIVES_AFTER =
  /^\s*(?:does ?n'?t|does not|can'?t|cannot|won'?t|will not) (?:kill|one-?shot)\b/;
/** Before a spell whose one cast the new card must live through ("survives Zap"). */
const SURVIVES_BEFORE =
  /\b(?:survives?|surviving|outlasts?|(?:does ?n'?t|does not|won'?t|will not|can'?t|cannot) die to|not (?:killed|one-?shot) by|immune to)\s+(?:a\s+|an\s+|the\s+|their\s+|one\s+)?$/;
/** "Why not Tesla?", "so why no Poison": a question about a card, asked with a deck in the chat. */
export const WHY_NOT_ASK =
  /^\s*(?:so |and |but )?why (?:not|no) (?:the |a |an )?(?:evo |evolved |hero )?(.+?)\s*[?.!]*\s*$/;
/**
 * "Is Bomb Tower good in this?", "would Lumberjack be a good fit for this deck", "what about Zap in
 * this deck": one card weighed in the chat's deck, asked as "why <card>?" or "why not <card>?".
 */
const FITS_ASK =
  /^\s*(?:so |and |but |ok |okay )?(?:(?:is|are|would|will|does|do) (?:the |a |an )?(evo |evolved |hero )?(.+?) (?:be )?(?:good|any good|better|worth it|viable|ok|okay|fine|a good (?:fit|idea|pick|choice|card))|what about (?:the |a |an )?(evo |evolved |hero )?(.+?)|how about (?:the |a |an )?(evo |evolved |hero )?(.+?)) (?:(?:in|for|with|here in) (?:this|my|the)(?: deck| one| list)?|here)\s*[?.!]*\s*$/;
/** The card a fit question weighs, and the form it names ("evo " / "hero " / ""). */
export function fitQuestion(
  text: string,
  base: CardBase,
): { card: EngineCard; form: string } | null {
  const m = FITS_ASK.exec(text);
  const words = m?.[2] ?? m?.[4] ?? m?.[6];
  if (!words) return null;
  const form = (m?.[1] ?? m?.[3] ?? m?.[5] ?? '').replace('evolved ', 'evo ');
  const named = findMentions(` ${words} `, base);
  const [only] = named;
  // The words are one card's name and nothing else ("is bomb tower good in this").
  return only && named.length === 1 && words.trim().length <= only.end - only.start + 2
    ? { card: only.card, form }
    : null;
}
/**
 * A kind of card ruled out as a whole ("no buildings", "no spells"): a card named after it is
 * wanted ("no buildings hog" is a Hog deck without buildings).
 */
const KIND_LIMIT =
  '(?:buildings?|spells?|champions?|legendar(?:y|ies)|epics?|rares?|commons?|troops?)';
/** Before a card: the card is not wanted ("without Fireball", "replace the log"). */
const EXCLUDE_BEFORE = new RegExp(
  `\\b(?:without|no|not|(?:that|which|deck|one|but) (?:isn'?t|aren'?t)|exclude|excluding|except|avoid|${REMOVAL_VERBS}|hate|(?:sick|tired) of (?:playing|using)|can'?t stand (?:playing|using)|don'?t (?:want|like|use|have)|besides|minus|anything but|other than)\\s+(?:the\\s+|a\\s+|an\\s+|my\\s+|any\\s+)?(?!${KIND_LIMIT}\\s+(?!and\\b|or\\b|,|&))(?:[\\w.'-]+(?:\\s*(?:,|\\band\\b|\\bor\\b|&)\\s*|\\s+)?){0,3}$`,
);
/** "An easy Hog deck", "a beginner deck", "isn't hard to play": how hard a deck is to play. */
const EASY_TO_PLAY =
  /\b(?:easy|easier|simple|simpler|beginner|newbie|noob)(?:[- ]friendly)?\s+(?:[a-z0-9.]+\s+){0,2}(?:deck|list)s?\b|\b(?:easy|easier|simple) to (?:play|use|learn)\b|\b(?:isn'?t|not|less) (?:too |that |very )?(?:hard|difficult) to (?:play|use|learn)\b/;
/** A family word that opens the message ("beatdown without Golem", "give me a siege deck"). */
// The family words no archetype alias takes first ("siege", "bait", "lavaloon" name archetypes),
// as a noun: "cycle faster" asks a lighter deck, not a cycle deck.
const FAMILY_AT_HEAD =
  /^\s*(?:(?:ok|okay|now|so|and|then|hmm+)\W+)*(?:(?:give me|build(?: me)?|make me|i want|try|how about|what about)\s+)?(?:a\s+|an\s+)?(?:beat ?down|bridge ?spam|control|cycle|spawner)(?:\s+(?:deck|list|archetype)s?)?(?=\s*(?:$|[,.!?]|\s(?:without|with|but|no|not|that|please|pls|instead|and|for|under|over)\b))/;
/** Before a role word: that role's card is to go ("remove the building", "replace the tank"). */
const ROLE_OUT_BEFORE = new RegExp(
  `\\b(?:${REMOVAL_VERBS}|change|switch(?: out)?)\\s+(?:the\\s+|my\\s+|a\\s+|an\\s+|that\\s+|this\\s+)?(?:(?:deck|list|one)'?s\\s+)?(?:defensive\\s+)?$`,
);
/** "No more / don't need more / not another": the role word after it is not asked for again. */
const NO_MORE_BEFORE =
  /\b(?:no|not|n't|never|without)\s+(?:\w+\s+){0,2}(?:more|another|extra|second)\s+(?:\w+\s+)?$/;
/** Before a role word: one more of it than the deck has ("add a win condition", "another tank"). */
const ROLE_MORE_BEFORE =
  /\b(?:add|another|second|one more|more|extra|include)\s+(?:a\s+|an\s+|one\s+|second\s+|more\s+)?(?:defensive\s+)?$/;
/**
 * Where a clause before a card starts: a sentence end (not the dots of "p.e.k.k.a"), "but", "using", or "with" ("a deck with
 * Hog"), except the "with" of "deal with P.E.K.K.A", "struggling with Miner", which names a threat.
 */
const CLAUSE_BREAK =
  /[;!?]|\.(?![a-z0-9])|(?<!\b(?:deal|deals|dealing|struggle|struggling|trouble|problems?|issues?)\s)\bwith\b|\bbut\b|\busing\b/;
/** Right after a threat: "mk counter", "golem counters?", "lava hound killer deck". */
const COUNTER_AFTER =
  /^\s*(?:counters?|counter ?decks?|killers?|on me|against me|(?:is|are) (?:so |really |too |just )?(?:annoying|broken|op|overpowered|toxic|unbeatable|impossible to beat)(?!\s+(?:to (?:play|use)|in my|with my))|keeps? (?:beating|destroying|wrecking|countering) me)\b/;
const COUNTER_BEFORE = new RegExp(
  String.raw`(?:${BEATEN_BY.source}|\banti[- ]?|\bcounters?|\bcountering|\blos(?:e|es|ing|t) to|\bstruggl\w* (?:against|with|vs\.?)|\b(?:weak|bad|vulnerable) (?:to|against|vs\.?)|\bcan'?t (?:deal with|handle|beat|stop)|\b(?:an |no |good |an? good )?answers? (?:for|to)|\btrouble (?:with|against)|\bbeats?|\bagainst|\bvs\.?|\bversus|\bstops?|\bdeals? with|\bhandles?|\bshuts? down|\bi (?:really )?(?:can'?t stand|can'?t beat|cannot beat)(?!\s+(?:playing|using|my)\b)|\b(?:sick|tired) of(?!\s+(?:playing|using|my)\b))\s+(?:the\s+|a\s+|an\s+)?(?:[\w.'-]+(?:\s*(?:,|\band\b|\bor\b|&)\s*|\s+)?){0,3}$`,
);

/** Every word that appears in a card's name ("dragon", "knight", "goblin"). */
const nameWordSets = new WeakMap<CardBase, Set<string>>();
function nameWords(base: CardBase): Set<string> {
  let words = nameWordSets.get(base);
  if (!words) {
    words = new Set(base.cards.flatMap((c) => plainText(c.name).split(/[\s.-]+/)));
    nameWordSets.set(base, words);
  }
  return words;
}

/** Every tower troop a message names, in the order named, each where it is written. */
export function towerTroopsNamed(
  text: string,
  base: CardBase,
): { card: EngineCard; at: number; end: number }[] {
  return nameIndex(base)
    .towers.flatMap(({ card, re }) =>
      [...text.matchAll(re)].map((m) => ({ card, at: m.index, end: m.index + m[0].length })),
    )
    .sort((a, b) => a.at - b.at)
    .filter((t, i, all) => all.findIndex((u) => u.card.id === t.card.id) === i);
}

/** The first tower troop a message names ("use Cannoneer", "Dagger Duchess or Princess?"). */
export function towerTroopNamed(
  text: string,
  base: CardBase,
): { card: EngineCard; at: number } | null {
  return towerTroopsNamed(text, base)[0] ?? null;
}

/** "Remove the spells", "take out all buildings": every card of a kind, as "no spells" is. */
const REMOVE_ALL =
  /\b(?:remove|drop|take out|cut|get rid of|lose)\s+(?:all\s+|both\s+|every\s+)?(?:of\s+)?(?:the\s+|my\s+|its\s+|your\s+)?(?:defensive\s+)?(spells|buildings)\b(?!\s*bait)/;

/** An archetype alias that is only a number ("2.6"), and the words that make it an average. */
const ELIXIR_NUMBER = /^\d\.\d$/;
const AVERAGE_WORD_AFTER = /^\s*(?:avg|average|elixir|exlir)\b/;

const TOWER_WORD = '(?:tower princess|princess|cannoneer|dagger duchess|duchess|royal chef|chef)';
/**
 * "Cannoneer or Princess?", "dagger duchess vs tower princess": a choice between tower troops, where
 * a plain "Princess" beside another tower troop is Tower Princess, not the card.
 */
export const TOWER_CHOICE = new RegExp(
  `\\b(?!princess\\b)${TOWER_WORD}\\s+(?:or|vs\\.?|versus|instead of|over)\\s+(?:the\\s+)?${TOWER_WORD}\\b|\\b${TOWER_WORD}\\s+(?:or|vs\\.?|versus|instead of|over)\\s+(?:the\\s+)?(?!princess\\b)${TOWER_WORD}\\b`,
);

/** Number words by value less one ("two" is 2). */
const NUMBER_WORDS = ['one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'];
/** How many decks a count word asks for ("a couple of decks", "a few hog decks"). */
const DECK_COUNT_WORDS = new Map<string, number>([
  ...['2', 'two', 'a couple of', 'couple of', 'a pair of'].map((w) => [w, 2] as const),
  ...['3', 'three', 'a few', 'few', 'some', 'several'].map((w) => [w, 3] as const),
  ...['4', 'four'].map((w) => [w, 4] as const),
]);

/**
 * "No spells over 4", "nothing above 5 elixir except Golem", "no cards costing more than 4": the
 * kind of card (none: every card), the cost, and the cards exempt. "No more than 4 elixir" names
 * no kind of card: it stays an average.
 */
const COST_CAP =
  /\b(?:(?:no|without|not? any|zero|avoid)\s+(spells?|cards?|troops?|units?|buildings?)|nothing)\s+(?:that costs?\s+|costing\s+|which costs?\s+)?(?:over|above|more than|higher than|bigger than|>)\s*(\d)(?![.\d])(?!\s*(?:spells?|cards?|troops?|buildings?|win|avg|average)\b)\s*(?:elixir|exlir|elx)?(?:\s*,?\s*(?:except|but|other than|apart from|besides|save)\s+(?:for\s+)?(?:the\s+|my\s+)?([a-z][\w.' -]*?)(?=\s*(?:[.,;!?]|\band\b|$)))?/;

/** "no spells over 4 elixir", "no card over 5 elixir except Golem". */
export function describeCostCap(cap: CostCap, base: CardBase): string {
  const except = cap.except.map((id) => base.byId.get(id)?.name).filter((n) => n !== undefined);
  // A cap of 0 is a kind ruled out with named exceptions ("no spells", then "add Rocket").
  return `no ${cap.type ? `${cap.type.toLowerCase()}s` : 'card'}${cap.cost > 0 ? ` over ${cap.cost} elixir` : ''}${except.length ? ` (${list(except)} exempt)` : ''}`;
}

/**
 * "Only one spell", "no more than 2 spells", "2 spells max": a cap on how many spells the deck
 * holds. A spell that is the win condition (Goblin Barrel, Graveyard) is the deck's attack, not one
 * of its spells, and is not counted.
 */
const SPELL_COUNT =
  /(?<!\b(?:swap|replace|drop|remove|cut|change|lose|switch|take out)\s+(?:\w+\s+)?)\b(?:(?:no more than|not more than|at most|max(?:imum)?(?: of)?|only|just|up to|exactly)\s+(one|two|three|four|a single|single|[1-4])\s+spells?\b(?!\s*(?:bait|less|fewer))|(one|two|three|four|a single|single|[1-4])\s+spells?\s+(?:max(?:imum)?|only|at most|or (?:fewer|less))\b|\bwith\s+(a single|single|one|1)\s+spell\b(?!\s*(?:bait|less|fewer))|\b(?:the |my )?only spell (?:should|must|has to|needs to|will|would|can) be\b|\bas (?:the |my )?only spell\b|\bbe (?:the |my )?only spell\b)/;
const SPELL_COUNT_WORDS: Record<string, number> = {
  one: 1,
  single: 1,
  'a single': 1,
  two: 2,
  three: 3,
  four: 4,
};

/** The spells of a deck that count against "only one spell": not a spell win condition. */
export function countedSpells(cards: readonly EngineCard[]): EngineCard[] {
  return cards.filter((c) => c.isSpell && !c.has('win_condition'));
}

/** Whether `card` joining `rest` (the deck without the card it replaces) breaks a spell count. */
export function breaksSpellCount(
  card: EngineCard,
  rest: readonly EngineCard[],
  maxSpells: number | null,
): boolean {
  return (
    maxSpells !== null &&
    countedSpells([card]).length > 0 &&
    countedSpells(rest).length >= maxSpells
  );
}

/**
 * Whether `card` joining `rest` leaves the deck's average outside the request's elixir bounds; with
 * `out`, the card it replaces, only when that moves the average further outside them (a Golem
 * deck asked under 3.0 may still swap one 4-elixir card for another).
 */
export function breaksAverage(
  card: EngineCard,
  rest: readonly EngineCard[],
  request: Pick<ParsedRequest, 'minAvgElixir' | 'maxAvgElixir'>,
  out?: EngineCard,
): boolean {
  // The average as shown (one decimal), which the bounds are read against everywhere.
  const outside = (deck: readonly EngineCard[]) => {
    const average = averageElixir(deck);
    return Math.max(
      request.maxAvgElixir === null ? 0 : average - request.maxAvgElixir,
      request.minAvgElixir === null ? 0 : request.minAvgElixir - average,
      0,
    );
  };
  const after = outside([...rest, card]);
  if (after <= 1e-9) return false;
  return out === undefined || after > outside([...rest, out]) + 1e-9;
}

/**
 * Whether a request sets a limit on the deck as a whole or on kinds of card: an elixir bound, a
 * rarity, a kind ruled out, a cost cap or a spell count (not a card by name).
 */
export function setsDeckLimit(r: ParsedRequest): boolean {
  return (
    r.maxAvgElixir !== null ||
    r.minAvgElixir !== null ||
    r.excludeRarities.length > 0 ||
    r.avoidTypes.length > 0 ||
    r.costCaps.length > 0 ||
    r.maxSpells !== null
  );
}

/**
 * Whether one card meets a request's limits on cards: not ruled out by name, rarity, kind or
 * cost. The deck builder's pool, an edit's replacements and the war decks all read it.
 */
export function meetsCardLimits(
  card: EngineCard,
  request: Pick<ParsedRequest, 'exclude' | 'excludeRarities' | 'avoidTypes' | 'costCaps'>,
): boolean {
  return (
    !request.exclude.includes(card.id) &&
    !request.excludeRarities.includes(card.rarity) &&
    !request.avoidTypes.some((t) => t === card.type) &&
    !brokenCostCap(card, request.costCaps)
  );
}

/** The cost cap a card breaks, if any. */
export function brokenCostCap(card: EngineCard, caps: readonly CostCap[]): CostCap | undefined {
  return caps.find(
    (cap) =>
      (card.cost > cap.cost || cap.cost === 0) &&
      (cap.type === null || card.type === cap.type) &&
      !cap.except.includes(card.id),
  );
}

function numberIn(text: string, re: RegExp): number | null {
  const m = re.exec(text);
  const found = m?.slice(1).find((g) => g !== undefined);
  if (!found) return null;
  const n = Number(found);
  return Number.isFinite(n) ? n : null;
}

/**
 * Reads one chat message. Card names and nicknames, archetypes, include / exclude / counter,
 * rarity and elixir limits, "my highest level cards", "improve my deck", and follow-ups that
 * change the last deck. Words it cannot place are reported, never silently guessed.
 */
/** "Best decks right now", "what's the meta?": the best-recorded real lists, ranked. */
/** Clan war and duel battles take four decks with no card in two of them. */
export const WAR_DECK_COUNT = 4;

/** How many decks with no card in common a request asks for: four for clan war, or 2–3. */
export function setSize(request: Pick<ParsedRequest, 'deckCount'>): number {
  return Math.min(request.deckCount ?? WAR_DECK_COUNT, WAR_DECK_COUNT);
}

/**
 * The request with another named archetype in place of its own ("lumberloon or lavaloon"): that
 * archetype's defining cards wanted instead of the first one's.
 */
export function withArchetype(
  request: ParsedRequest,
  ruleId: string,
  base: CardBase,
): ParsedRequest {
  const ruleCards = (id: string | null) =>
    (base.knowledge.rules.find((r) => r.id === id)?.all ?? [])
      .map((name) => base.byName.get(name.toLowerCase())?.id)
      .filter((id) => id !== undefined);
  const rule = base.knowledge.rules.find((r) => r.id === ruleId);
  if (!rule) return request;
  const before = ruleCards(request.archetypeRule);
  return {
    ...request,
    archetypeRule: rule.id,
    archetype: isArchetype(rule.family) ? rule.family : request.archetype,
    include: [
      ...new Set([...request.include.filter((id) => !before.includes(id)), ...ruleCards(rule.id)]),
    ],
    archetypeEither: [],
  };
}

export const BEST_NOW =
  /\b(?:best|strongest|top|most op|meta)\s+(?:\d\s+)?decks?\b|\b(?:which|what)(?: deck| archetype)?(?: has| have| is)? (?:the )?(?:highest|best|top) win ?rates?\b|\b(?:which|what) (?:deck|archetype) (?:wins|is winning) (?:the )?most\b|\bwhat(?:'?s| is| are)(?: the)? (?:current )?meta\b|\b(?:current|this season'?s?) meta\b|\bmeta (?:right )?now\b/;

/**
 * "Without Golem" when the deck holds no Golem: nothing to take out, said, and the card stays out
 * of the chat's next decks (the limit stands).
 */
export function noteAbsentExclusions(
  request: ParsedRequest,
  deck: readonly EngineCard[],
  base: CardBase,
): ParsedRequest {
  if (!request.followUp || deck.length === 0) return request;
  const absent = request.exclude
    .filter((id) => !deck.some((c) => c.id === id))
    .flatMap((id) => base.byId.get(id) ?? []);
  if (absent.length === 0) return request;
  return {
    ...request,
    kept: [
      ...request.kept,
      `This deck has no ${names(absent)}; ${absent.length === 1 ? 'it stays' : 'they stay'} out of this chat's next decks.`,
    ],
  };
}

/** "Add a spell", "one more spell": a spell of no named kind, one more than the deck has. */
const ADD_SPELL =
  /\b(?:add|another|one more|an extra|extra|a second|a third|more)\s+(?:a\s+|an\s+|one\s+)?spells?\b/;

/**
 * "Add a spell" against the deck it edits: a big spell when the deck has none, else a small one
 * (a second small spell is the pair real decks play more often than two big ones).
 * Without a deck, or with a kind named ("add a big spell"), the request stands.
 */
export function resolveAddedSpell(
  request: ParsedRequest,
  deck: readonly EngineCard[],
  text: string,
): ParsedRequest {
  if (
    !request.followUp ||
    deck.length === 0 ||
    request.addRoles.some((r) => r === 'small_spell' || r === 'big_spell') ||
    !ADD_SPELL.test(plainText(text))
  )
    return request;
  const role: CardRole = deck.some((c) => c.has('big_spell')) ? 'small_spell' : 'big_spell';
  return {
    ...request,
    addRoles: [...request.addRoles, role],
    needRoles: request.needRoles.includes(role) ? request.needRoles : [...request.needRoles, role],
    notUnderstood: request.notUnderstood.filter((w) => !/\bspells?$/.test(w)),
  };
}

/** "Replace the champion", "swap out the legendary", "remove the legendaries": a kind of card. */
const REMOVE_KIND =
  /\b(?:replace|swap(?: out)?|switch(?: out)?|remove|drop|change|cut|take out|get rid of)\s+(?:the\s+|my\s+|our\s+|that\s+|this\s+|both\s+|all(?: the)?\s+)?(champions?|legendar(?:y|ies)|epics?|rares?|commons?)\b/;

/**
 * "Replace the champion" / "swap the legendary" against the deck it edits: that card goes (every one
 * of the kind for a plural), or the answer says the deck has none. A lasting "no legendaries" is
 * another request ("no legendaries", read with the limits).
 */
export function resolveRemovedKind(
  request: ParsedRequest,
  deck: readonly EngineCard[],
  text: string,
): ParsedRequest {
  const match = deck.length ? REMOVE_KIND.exec(plainText(text)) : null;
  const word = match?.[1];
  if (!word) return request;
  const plural = /(?:s|ies)$/.test(word);
  // "legendaries" → "legendary", "champions" → "champion": the kind, as a card's rarity reads.
  const kind = word.replace(/ies$/, 'y').replace(/s$/, '');
  const holders = deck.filter((c) =>
    kind === 'champion' ? c.isChampion : c.rarity.toLowerCase() === kind,
  );
  // The win condition of the kind goes last: "replace the legendary" in LavaLoon is not Lava Hound
  // while another legendary is there.
  const ranked = [...holders].sort(
    (a, b) => Number(a.has('win_condition')) - Number(b.has('win_condition')),
  );
  const going = plural ? ranked : ranked.slice(0, 1);
  return {
    ...request,
    followUp: true,
    exclude: [...new Set([...request.exclude, ...going.map((c) => c.id)])],
    swapOut: [...request.swapOut, ...going.map((c) => c.id)],
    kept: going.length
      ? request.kept
      : [...request.kept, `This deck has no ${kind} card to replace.`],
    notUnderstood: request.notUnderstood.filter((w) => !w.startsWith(word)),
  };
}

/** "Replace the spells", "change both spells": every spell of no named kind ("the spell" is asked back). */
const REMOVE_SPELLS =
  /\b(?:replace|swap(?: out)?|switch(?: out)?|change|remove|drop|cut|take out|get rid of)\s+(?:the\s+|my\s+|its\s+|both(?:\s+(?:the|my|its))?\s+|all(?:\s+(?:the|my))?\s+|(?:the\s+|my\s+)?(?:two|2)\s+|these\s+|those\s+)?spells\b/;

/**
 * "Replace the spells" against the deck it edits: its spells other than a win condition
 * (Graveyard) go. "Replace" brings in a spell of each kind that left ("remove" leaves the slots
 * to the builder).
 */
export function resolveRemovedSpells(
  request: ParsedRequest,
  deck: readonly EngineCard[],
  text: string,
): ParsedRequest {
  const match = deck.length ? REMOVE_SPELLS.exec(plainText(text)) : null;
  if (!match) return request;
  const going = deck.filter((c) => c.isSpell && !c.has('win_condition'));
  const needRoles = [...request.needRoles];
  if (/^(?:replace|swap|switch|change)/.test(match[0]))
    for (const card of going) {
      const role: CardRole = card.has('big_spell') ? 'big_spell' : 'small_spell';
      if (!needRoles.includes(role)) needRoles.push(role);
    }
  return {
    ...request,
    followUp: true,
    exclude: [...new Set([...request.exclude, ...going.map((c) => c.id)])],
    swapOut: [...request.swapOut, ...going.map((c) => c.id)],
    needRoles,
    kept: going.length
      ? request.kept
      : [
          ...request.kept,
          deck.some((c) => c.isSpell)
            ? 'This deck has no spell to replace other than its win condition.'
            : 'This deck has no spells to replace.',
        ],
    notUnderstood: request.notUnderstood.filter((w) => !/\bspells?$/.test(w)),
  };
}

/**
 * "Remove / replace the building" against the deck it edits: the card of that role goes (the one the
 * archetype needs least, then the dearest), all of them for a plural ("the buildings"); a win
 * condition only when that is the role named ("the building" of X-Bow cycle is Tesla, never X-Bow;
 * with X-Bow alone the answer says it stays). When every building goes, none comes back ("no
 * buildings"). "Replace" asks another card of that role to take over. Without a deck, a building
 * asked away is the same as "no buildings".
 */
export function resolveRemovedRoles(
  request: ParsedRequest,
  deck: readonly EngineCard[],
  base: CardBase,
): ParsedRequest {
  if (request.removeRoles.length === 0) return request;
  const exclude = [...request.exclude];
  const swapOut = [...request.swapOut];
  const avoidTypes = [...request.avoidTypes];
  const understood = [...request.understood];
  const kept = [...request.kept];
  const core = coreCards(deck, base);
  const needRoles = [...request.needRoles];
  // "Replace the building with a cheaper one": of two buildings, the dearer goes.
  const cheaper = request.understood.includes('cheaper than the last deck');
  for (const { role, all, replace } of request.removeRoles) {
    // "The building" is any building card, Elixir Collector too, though only one that pulls
    // fills the role when a building is asked in.
    const holders = deck.filter(
      (c) => fillsRole(c, role) || (role === 'building' && c.type === 'Building'),
    );
    const movable =
      role === 'win_condition' ? holders : holders.filter((c) => !c.has('win_condition'));
    // Outside the archetype's core, the card whose first and only job is that role ("the tank
    // killer" of Giant Sparky is Mini P.E.K.K.A, not Sparky), then the dearest.
    // "Swap the win condition" means the one the deck is built around (Mortar in Mortar bait, not
    // its Miner; Balloon in LavaLoon, not the Lava Hound that tanks for it).
    const ranked = [...movable].sort((a, b) =>
      role === 'win_condition'
        ? Number(core.has(b.name)) - Number(core.has(a.name)) ||
          Number(a.has('tank')) - Number(b.has('tank')) ||
          b.cost - a.cost
        : (cheaper ? b.cost - a.cost : 0) ||
          Number(core.has(a.name)) - Number(core.has(b.name)) ||
          Number(b.knowledge.roles[0] === role) - Number(a.knowledge.roles[0] === role) ||
          a.knowledge.roles.length - b.knowledge.roles.length ||
          b.cost - a.cost,
    );
    const going = all ? ranked : ranked.slice(0, 1);
    for (const card of going) if (!exclude.includes(card.id)) exclude.push(card.id);
    swapOut.push(...going.map((c) => c.id));
    if (!holders.length && deck.length)
      kept.push(
        `This deck has no ${roleLabels[role].toLowerCase()} card to ${replace ? 'replace' : 'take out'}.`,
      );
    else if (holders.length && !going.length)
      kept.push(
        `The ${roleLabels[role].toLowerCase()} card here is ${holders.map((c) => c.name).join(' and ')}, the deck's win condition, so it stays; name another card to take out.`,
      );
    if (replace && going.length) {
      if (!needRoles.includes(role)) needRoles.push(role);
      // "Replace the win condition with Valkyrie": she comes in, and a win condition beside her.
      const named = request.include.flatMap((id) => base.byId.get(id) ?? []);
      // One card with a singular name is "it"; Barbarians or two cards are "them".
      const [only, ...others] = named;
      const singular = only !== undefined && others.length === 0 && !pluralCard(only);
      if (role === 'win_condition' && named.length && !named.some((c) => c.has(role)))
        kept.push(
          `${names(named)} ${singular ? 'is' : 'are'} not a win condition, so another card that takes towers comes in beside ${singular ? 'it' : 'them'}.`,
        );
    } else if (
      role === 'building' &&
      (deck.length === 0 || (going.length > 0 && going.length === holders.length)) &&
      !avoidTypes.includes('Building')
    ) {
      avoidTypes.push('Building');
      understood.push('no buildings');
    }
  }
  return { ...request, exclude, swapOut, avoidTypes, understood, kept, needRoles };
}

/**
 * The card a mistyped phrase names ("musketer", "hog rdier", "mega kinght"): the one name within
 * one edit (two for names of eight letters or more), when no other name is as close.
 */
export function closestCard(phrase: string, base: CardBase): EngineCard | null {
  const typed = phrase.trim();
  if (typed.length < 5) return null;
  const allowed = typed.length >= 8 ? 2 : 1;
  let best: EngineCard | null = null;
  let bestDistance = allowed + 1;
  let tied = false;
  for (const [name, card] of nameIndex(base).names) {
    if (Math.abs(name.length - typed.length) > allowed) continue;
    const d = distance(typed, name);
    if (d < bestDistance) {
      bestDistance = d;
      best = card;
      tied = false;
    } else if (d === bestDistance && card.id !== best?.id) tied = true;
  }
  return best && !tied && bestDistance <= allowed ? best : null;
}

/**
 * The archetype a mistyped one-word name is within a typo or two of ("splahsyard", "lavalon
 * deck"), the alias written out; null when none is, or two archetypes are as close. Only the
 * one-word names of 7 letters or more that are no card's name (Splashyard, LavaLoon, Lumberloon)
 * are read, starting with the same letter: "war deck", "splash" or "top deck" are no archetype.
 */
function closestArchetypeAlias(
  phrase: string,
  base: CardBase,
): { alias: string; name: string } | null {
  const typed = phrase.trim().replace(/\s+decks?$/, '');
  if (typed.length < 7 || /\s/.test(typed)) return null;
  let best: { alias: string; name: string; id: string } | null = null;
  let bestDistance = 3;
  let tied = false;
  for (const rule of base.knowledge.rules)
    for (const alias of rule.aliases) {
      if (
        alias.length < 7 ||
        /[\s\d]/.test(alias) ||
        alias[0] !== typed[0] ||
        base.byName.has(alias) ||
        Math.abs(alias.length - typed.length) > 2
      )
        continue;
      // Two typos only between names of 8 letters or more ("splashes" is no "splashy").
      const allowed = Math.min(alias.length, typed.length) >= 8 ? 2 : 1;
      const d = distance(typed, alias);
      if (d > allowed) continue;
      if (d < bestDistance) {
        bestDistance = d;
        best = { alias, name: rule.name, id: rule.id };
        tied = false;
      } else if (d === bestDistance && rule.id !== best?.id) tied = true;
    }
  return best && !tied && bestDistance > 0 ? { alias: best.alias, name: best.name } : null;
}

/**
 * "inferno drgon": a one-word mention followed by a word that is no part of any card's name, the
 * two together within a typo or two of another card whose name starts with the same word and
 * whose second word starts with the same letter ("goblin and" is not Goblin Gang).
 */
function mistypedSecondWords(
  cardText: string,
  base: CardBase,
): { typo: string; card: EngineCard }[] {
  const found: { typo: string; card: EngineCard }[] = [];
  for (const mention of findMentions(cardText, base)) {
    const head = cardText.slice(mention.start, mention.end);
    if (head.includes(' ')) continue;
    const next = /^ ([a-z]{4,})(?![a-z0-9])/.exec(cardText.slice(mention.end))?.[1];
    if (!next || nameWords(base).has(next)) continue;
    const typo = `${head} ${next}`;
    const card = closestCard(typo, base);
    const second = card?.name.toLowerCase().split(' ')[1];
    if (!card || card.id === mention.card.id || !card.name.toLowerCase().startsWith(`${head} `))
      continue;
    if (second?.[0] !== next[0]) continue;
    found.push({ typo, card });
  }
  return found;
}

export function parseRequest(
  message: string,
  base: CardBase,
  context: { hasPreviousDeck: boolean; hasPlayer: boolean; typosRead?: boolean } = {
    hasPreviousDeck: false,
    hasPlayer: false,
  },
): ParsedRequest {
  const text = ` ${plainText(message).replace(/\s+/g, ' ')} `;
  const result: ParsedRequest = {
    isDeckRequest: true,
    archetype: null,
    archetypeRule: null,
    include: [],
    eitherOf: [],
    exclude: [],
    excludeRarities: [],
    avoidTypes: [],
    costCaps: [],
    maxSpells: null,
    noEvolutions: false,
    noHeroes: false,
    useEvolutions: false,
    slotOn: [],
    slotAsked: null,
    slotOff: [],
    slotMove: null,
    minAvgElixir: null,
    maxAvgElixir: null,
    ownedOnly: false,
    preferHighLevels: false,
    levelFloor: null,
    survives: [],
    onlyRarities: false,
    counter: [],
    counterMeta: false,
    counterArchetype: null,
    avoidArchetypes: [],
    improveDeck: false,
    warDecks: false,
    deckCount: null,
    archetypeEither: [],
    anotherDeck: false,
    changeRest: false,
    pathOfLegends: false,
    bestNow: false,
    standingAsked: false,
    namedLists: false,
    forArena: false,
    followUp: false,
    needRoles: [],
    addRoles: [],
    removeRoles: [],
    swapOut: [],
    slotForms: [],
    changeKind: null,
    notUnderstood: [],
    modesNotHandled: [],
    kept: [],
    understood: [],
    towerTroop: null,
    towerTroopReset: false,
  };

  // Named archetypes from the data's aliases, longest first. After "counter / against" the deck is
  // built against the archetype's cards; otherwise it becomes a real list of that archetype. The
  // alias is then blanked so "log bait" is not read as a request for The Log.
  // Same length, so positions in `cardText` are positions in `text`.
  // A tower troop's name ("Tower Princess") names no card of the eight: Princess is not asked for.
  // "No spells over 4", "no cards over 5 elixir except Golem": a cap on one card's cost, not an
  // average and not "no spells". The phrase is then blanked (same length) for the other readings.
  const cap = COST_CAP.exec(text);
  let capFree = text;
  if (cap) {
    const type = cap[1] ?? '';
    const except = cap[3]
      ? findMentions(` ${cap[3]} `, base)
          .map((m) => m.card.id)
          .filter((id, i, all) => all.indexOf(id) === i)
      : [];
    const costCap: CostCap = {
      cost: Number(cap[2]),
      type: /^spell/.test(type)
        ? 'Spell'
        : /^troop|^unit/.test(type)
          ? 'Troop'
          : /^building/.test(type)
            ? 'Building'
            : null,
      except,
    };
    // Said once the named cards it exempts are known (the end of this function).
    result.costCaps.push(costCap);
    capFree = `${text.slice(0, cap.index)}${' '.repeat(cap[0].length)}${text.slice(cap.index + cap[0].length)}`;
  }
  const spellCount = SPELL_COUNT.exec(capFree);
  if (spellCount) {
    // "The only spell should be the Log" names no number: one.
    const word = spellCount[1] ?? spellCount[2] ?? spellCount[3] ?? 'one';
    result.maxSpells = SPELL_COUNT_WORDS[word] ?? Number(word);
    result.understood.push(`at most ${result.maxSpells} spell${result.maxSpells === 1 ? '' : 's'}`);
    capFree = `${capFree.slice(0, spellCount.index)}${' '.repeat(spellCount[0].length)}${capFree.slice(spellCount.index + spellCount[0].length)}`;
  }
  // "A deck with 3 spells": a count to reach, which the builder cannot promise; said, never
  // dropped silently.
  if (
    !spellCount &&
    /(?<!\b(?:don'?t|do not|never|no)\s+(?:\w+\s+)?)\b(?:with|has|have|having|run|play|use|want)\s+(?:at least\s+|a minimum of\s+|min\s+)?(?:[1-9]|two|three|four|five)\s+spells\b(?!\s*(?:max|maximum|at most|or (?:fewer|less)))/.test(
      capFree,
    )
  )
    result.kept.push(
      'I can hold a deck to at most a number of spells (“only two spells”), not to at least one, so the spells here are the ones its cards call for.',
    );
  let cardText = capFree
    .replace(/\blog ?bait\b/g, (m) => `${' '.repeat(m.length - 4)}bait`)
    // "A 2.5 elixir golem deck": an average and Golem, not Elixir Golem.
    .replace(
      /(\d(?:\.\d)?\s*)elixir(?=\s+golem\b)/g,
      (m, n: string) => `${n}${' '.repeat(m.length - n.length)}`,
    )
    .replace(/\btower princess\b/g, (m) => ' '.repeat(m.length));
  const words = cardWords(base);
  const aliases = base.knowledge.rules
    .flatMap((rule) =>
      rule.aliases.flatMap((alias) => [
        { alias: plainText(alias), rule },
        // "royal hogs deck" names the archetype even where "royal hogs" alone is a card.
        { alias: `${plainText(alias)} deck`, rule },
      ]),
    )
    .filter((a) => !words.has(a.alias))
    .sort((a, b) => b.alias.length - a.alias.length || a.rule.id.localeCompare(b.rule.id));
  /** An archetype named to rule it out ("not LavaLoon"): another deck is asked for. */
  let negatedArchetype = false;
  // Where the first archetype named sits, to tell "A or B" from "A … B".
  let firstRuleAt: [number, number] | null = null;
  /** The archetype the deck is: its defining cards wanted, and a troop its alias names. */
  let takenAlias = '';
  const takeRule = (rule: ArchetypeRule, alias: string, at: number) => {
    takenAlias = alias;
    firstRuleAt = [at, at + alias.length];
    result.archetypeRule = rule.id;
    if (isArchetype(rule.family)) result.archetype = rule.family;
    // The cards that define it are wanted (limits may still rule one out, and the answer says so).
    for (const name of rule.all) {
      const card = base.byName.get(name.toLowerCase());
      if (card && !result.include.includes(card.id)) result.include.push(card.id);
    }
    // A troop the alias itself names is wanted too: "MK bait" is bait with Mega Knight, "RG
    // Fisherman" Royal Giant with Fisherman. A spell in the name ("log bait") is not, nor a
    // card whose name starts one the archetype needs ("skeleton bait" is Skeleton Barrel's).
    for (const { card } of findMentions(` ${alias} `, base)) {
      const stem = plainText(card.name).replace(/s$/, '');
      if (
        card.type !== 'Spell' &&
        !rule.all.some((n) => plainText(n).startsWith(stem)) &&
        !result.include.includes(card.id)
      )
        result.include.push(card.id);
    }
  };
  // A longer card name around an alias is the card: "a mini pekka deck" is no P.E.K.K.A deck.
  const spans = findMentions(cardText, base);
  for (const { alias, rule } of aliases) {
    const re = new RegExp(`(?<![a-z0-9.])${escapeRegExp(alias)}(?![a-z0-9])`);
    const m = re.exec(cardText);
    if (!m) continue;
    const at = m.index;
    if (
      // (The alias starts inside the card's name: "pekka deck" in "mini pekka deck".)
      spans.some((x) => x.start < at && x.end > at && !rule.all.includes(x.card.name))
    )
      continue;
    // "A 2.6 elixir deck" asks for an average, not for Hog 2.6.
    if (ELIXIR_NUMBER.test(alias) && AVERAGE_WORD_AFTER.test(text.slice(m.index + alias.length)))
      continue;
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    const hated =
      /\b(?:hate|don'?t like|do not like|dislike|not a fan of)\s+(?:the\s+|playing\s+|using\s+)?(?:log\s+)?$/.test(
        before,
      );
    const hatedPlaying = hated && /\b(?:playing|using)\s+(?:the\s+)?(?:log\s+)?$/.test(before);
    // "Something that outranges X-Bow": the card measured against, no archetype asked.
    if (/\boutrang\w*\s+(?:the\s+|a\s+|an\s+)?$/.test(before)) continue;
    const clause = before.split(CLAUSE_BREAK).pop() ?? '';
    if (
      /\b(?:my|our)\s+(?:current\s+|own\s+)?$/.test(before) &&
      (context.hasPreviousDeck || context.hasPlayer) &&
      // "4 war decks with my LavaLoon in one": one of the set is that archetype.
      !/\bdecks\b|\bone of them\b/.test(text)
    ) {
      // "Put hero Musketeer in my lava deck": the deck the player already has, not a new one.
    } else if (
      /\b(?:without|no|not|except|besides|other than|anything but|avoid|excluding|(?:that|which|deck|one|but) (?:isn'?t|aren'?t))\s+(?:a\s+|an\s+|the\s+|any\s+)?(?:log\s+)?$/.test(
        // ("Not log bait": The Log's name is read off before the archetypes.)
        before,
      ) ||
      // "I hate playing Log bait": not that archetype ("I hate Log bait" alone is one they meet,
      // below; the engine reads it as "playing" when the chat's deck is that archetype).
      hatedPlaying
    ) {
      // "Not LavaLoon", "4 war decks without Hog 2.6": the cards it is built around stay out
      // (said, so "Balloon is fine" brings one back), and no deck of it is the answer.
      const out = rule.all
        .map((name) => base.byName.get(name.toLowerCase()))
        .filter((c): c is EngineCard => c !== undefined && c.has('win_condition'));
      // "A Hog deck but not 2.6", "a cycle deck but not Hog 2.6": the deck asked for is another
      // of that card or that family, so only the archetype's own lists stay out.
      const rest = `${cardText.slice(0, m.index)} ${cardText.slice(m.index + alias.length)}`;
      const restNames = findMentions(rest, base).map((x) => x.card.id);
      // "Not X-Bow" names the card itself: it stays out whatever else the message asks.
      const namesCard = findMentions(` ${alias} `, base).some(
        (x) => out.some((c) => c.id === x.card.id) && x.end - x.start >= alias.length,
      );
      const keepsPlan =
        out.length > 0 &&
        !namesCard &&
        (ARCHETYPE_WORDS.some(([re]) => re.test(rest)) ||
          out.some((c) => restNames.includes(c.id)) ||
          // "A hog deck": another archetype, named before or after, that plays the same one.
          out.some((c) =>
            base.knowledge.rules.find((r) => r.id === result.archetypeRule)?.all.includes(c.name),
          ) ||
          aliases.some(
            (a) =>
              a.rule.id !== rule.id &&
              new RegExp(`(?<![a-z0-9.])${escapeRegExp(a.alias)}(?![a-z0-9])`).test(rest) &&
              out.some((c) => a.rule.all.includes(c.name)),
          ));
      if (keepsPlan) {
        negatedArchetype = true;
        if (!result.avoidArchetypes.includes(rule.id)) result.avoidArchetypes.push(rule.id);
        result.understood.push(`not ${rule.name} (another list)`);
      } else if (out.length) {
        for (const card of out) if (!result.exclude.includes(card.id)) result.exclude.push(card.id);
        negatedArchetype = true;
        result.understood.push(
          `not ${rule.name} (no ${list(
            out.map((c) => c.name),
            'or',
          )})`,
        );
      }
    } else if (
      (hated && !hatedPlaying) ||
      COUNTER_BEFORE.test(clause) ||
      COUNTER_BEFORE.test(`${clause.trimEnd()} `) ||
      COUNTER_AFTER.test(cardText.slice(m.index + alias.length))
    ) {
      for (const name of rule.all) {
        const card = base.byName.get(name.toLowerCase());
        if (card && !result.counter.includes(card.id)) result.counter.push(card.id);
      }
      result.counterArchetype = rule.id;
    } else if (result.archetypeRule && result.archetypeRule !== rule.id && firstRuleAt) {
      // A second archetype: an alternative when "or" joins the two, else said and not built.
      const [from, to] =
        m.index < firstRuleAt[0]
          ? [m.index + alias.length, firstRuleAt[0]]
          : [firstRuleAt[1], m.index];
      if (/\bor\b/.test(text.slice(from, to))) {
        // In the order the message names them, the first archetype among them.
        if (!result.archetypeEither.length) result.archetypeEither.push(result.archetypeRule);
        if (m.index < firstRuleAt[0]) result.archetypeEither.unshift(rule.id);
        else result.archetypeEither.push(rule.id);
      } else {
        const first = base.knowledge.rules.find((r) => r.id === result.archetypeRule);
        const within = (a: readonly string[], b: readonly string[]) =>
          a.every((name) => b.includes(name));
        // "A 2.6 hog cycle", "mega knight deck, mk bait": one archetype is the other made more
        // specific (more cards it needs, or the same ones and more of its own); the specific
        // name is the deck, with nothing to say about the other.
        const narrower = (a: ArchetypeRule, b: ArchetypeRule) =>
          within(b.all, a.all) && (a.all.length > b.all.length || a.minAny > b.minAny);
        if (first && narrower(rule, first)) takeRule(rule, alias, m.index);
        else if (first && m.index < firstRuleAt[0] && !within(rule.all, first.all)) {
          // "LavaLoon and Golem beatdown": the archetype named first is the deck (a longer alias
          // is read first), and the other is the one said as dropped.
          const dropped = first.all
            .filter((n) => !rule.all.includes(n))
            .flatMap((n) => base.byName.get(n.toLowerCase())?.id ?? []);
          result.include = result.include.filter((id) => !dropped.includes(id));
          takeRule(rule, alias, m.index);
          result.kept.push(
            `You also named ${first.name}; a deck plays one archetype, so this is ${rule.name}. Ask for ${first.name} on its own for that one, or "${rule.name} or ${first.name}" and I will pick the better.`,
          );
        } else if (!first || !within(rule.all, first.all))
          result.kept.push(
            `You also named ${rule.name}; a deck plays one archetype, so this is ${first?.name ?? 'the first you named'}. Ask for ${rule.name} on its own for that one, or "${first?.name ?? 'this'} or ${rule.name}" and I will pick the better.`,
          );
      }
    } else if (!result.archetypeRule && !result.avoidArchetypes.includes(rule.id))
      // ("A bait deck that isn't log bait": the "bait" of it names the family, not Log bait.)
      takeRule(rule, alias, m.index);
    // The card name the alias ends ("drill cycle" in "goblin drill cycle") goes with it, so no
    // "goblin" is left to name Goblins.
    const from = Math.min(
      at,
      ...spans.filter((x) => x.start < at && x.end > at).map((x) => x.start),
    );
    cardText = `${cardText.slice(0, from)}${' '.repeat(at + alias.length - from)}${cardText.slice(at + alias.length)}`;
  }

  // "A bait deck that isn't log bait": an archetype taken by one name and ruled out by another is
  // no archetype of the deck; its family stays, and the cards it brought in go.
  if (result.archetypeRule && result.avoidArchetypes.includes(result.archetypeRule)) {
    const gone = base.knowledge.rules.find((r) => r.id === result.archetypeRule);
    result.include = result.include.filter(
      (id) => !gone?.all.includes(base.byId.get(id)?.name ?? ''),
    );
    result.archetypeRule = null;
  }
  // "Siege deck without X-Bow": a family word that is also an archetype's alias ("siege" names
  // X-Bow) names the family when the message rules that archetype's win conditions out.
  const taken = base.knowledge.rules.find((r) => r.id === result.archetypeRule);
  const takenWcs = (taken?.all ?? [])
    .flatMap((n) => base.byName.get(n.toLowerCase()) ?? [])
    .filter((c) => c.has('win_condition'));
  if (
    taken &&
    takenWcs.length &&
    ARCHETYPE_WORDS.some(([re]) => re.test(` ${takenAlias} `)) &&
    takenWcs.every((c) =>
      new RegExp(
        `\\b(?:without|no|not|except|but not)\\s+(?:a\\s+|an\\s+|the\\s+|any\\s+)?${escapeRegExp(plainText(c.name))}\\b`,
      ).test(text),
    )
  ) {
    result.archetypeRule = null;
    result.include = result.include.filter((id) => !takenWcs.some((c) => c.id === id));
  }
  // Families ("cycle", "beatdown") in what is left, unless a named archetype set one.
  if (!result.archetypeRule) {
    for (const [re, archetype] of ARCHETYPE_WORDS) {
      const m = re.exec(cardText);
      if (!m) continue;
      // "Is Mega Knight good against bridge spam?": a family to beat is not the deck's family;
      // where one archetype is what players mean by it, that one is the target, said.
      const clause =
        text
          .slice(Math.max(0, m.index - 40), m.index)
          .split(CLAUSE_BREAK)
          .pop() ?? '';
      if (COUNTER_BEFORE.test(clause) || COUNTER_BEFORE.test(`${clause.trimEnd()} `)) {
        // The most played archetype of the family stands for it, said with the next one.
        const [most, next] = familyArchetypes(archetype, base);
        if (most && result.counterArchetype === null && result.counter.length === 0) {
          for (const name of most.all) {
            const card = base.byName.get(name.toLowerCase());
            if (card && !result.counter.includes(card.id)) result.counter.push(card.id);
          }
          result.counterArchetype = most.id;
          result.kept.push(
            `${archetypeLabels[archetype]} covers several decks; this is ${most.name}, the most played of them${next ? `. Name another (“${next.name}”) for that one` : ''}.`,
          );
        }
        // "A cycle deck good against beatdown": the deck's own family may come later.
        continue;
      }
      result.archetype = archetype;
      break;
    }
  }

  // Cards: excluded after "without / no / replace …", countered after "counter / against …",
  // wanted otherwise. "replace X with Y": X out, Y (a card or a role) in.
  // "Why not Fireball?", "why not Tesla instead of Cannon?" ask; they neither ban nor add a card.
  const asksWhyNot = WHY_NOT_ASK.test(text);
  /** A card complained about ("Rocket is too slow"): its words are about the card, not the deck. */
  let complained = false;
  for (const mention of asksWhyNot ? [] : findMentions(cardText, base)) {
    const before = text.slice(Math.max(0, mention.start - 60), mention.start);
    const clause =
      before
        .split(
          new RegExp(
            String.raw`${CLAUSE_BREAK.source}|\binclude\b|\badd\b|\b(?:${KEEP_VERB})\b|,\s*(?:and\s+)?(?:(?:i\s+|i'?d\s+)?(?:want|need|like|would like|prefer)|use|play|run|try|go with|bring in|put in)\b`,
          ),
        )
        .pop() ?? '';
    // "I hate Mega Knight, what do I use?": a card they meet, to beat (read once for both uses).
    const hated = hateThenAsk(clause, text.slice(mention.end), context.hasPreviousDeck);
    const id = mention.card.id;
    // "Something that outranges Tesla": the card it is measured against, neither in nor out.
    if (/\boutrang\w*\s+(?:the\s+|a\s+|an\s+)?$/.test(before)) continue;
    // "Change the win condition to Miner", "swap it for Zap": the card after the change comes in.
    const incoming =
      /\b(?:change|switch|swap|replace|turn)\b[^.;!?]*\b(?:to|into|for|with)\s+(?:the\s+|a\s+|an\s+)?$|\b(?:drop|remove|cut|ditch|take out|trade|sub out)\b[^.;!?,]{0,40}\bfor\s+(?:the\s+|a\s+|an\s+)?$/.test(
        before,
      );
    if (incoming) {
      if (!result.include.includes(id)) result.include.push(id);
    } else if (
      /\b(?:but\s+)?not with\s+(?:a\s+|an\s+|the\s+)?$|\b(?:anything|everything|any deck) but\s+(?:a\s+|an\s+|the\s+)?$/.test(
        before,
      )
    ) {
      // "Hog 2.6 but not with Fireball", "anything but X-Bow": "with" and "but" end the clause,
      // but the card is ruled out.
      if (!result.exclude.includes(id)) result.exclude.push(id);
    } else if (
      /\b(?:no|without|zero|not? any)\s+(?:\w+\s+)?(?:spells?|buildings?)\s+(?:except|besides|other than|apart from|save)\s+(?:for\s+)?(?:the\s+|a\s+|an\s+)?$/.test(
        before,
      )
    ) {
      // "No spells except Log": the card named is the exception, wanted (see the kinds below).
      if (!result.include.includes(id)) result.include.push(id);
    } else if (survivedAt(text, mention)) {
      // "Something that survives Zap", "a troop Zap can't kill": a limit on what comes in.
      if (!result.survives.includes(id)) {
        result.survives.push(id);
        result.understood.push(`nothing new that ${mention.card.name} kills in one cast`);
      }
    } else if (COMPLAINED_AFTER.test(text.slice(mention.end))) {
      // "The Zap feels weak", "Tombstone is useless": the card is wanted out.
      complained = true;
      if (!result.exclude.includes(id)) result.exclude.push(id);
    } else if (
      /^\s*(?:is|are)\s+(?:fine|ok|okay|allowed|back)\b/.test(
        text.slice(mention.end, mention.end + 20),
      )
    ) {
      // "Tornado is fine now" lifts a limit on it (thread-limits.ts); it asks for no deck, unless
      // the same clause goes on to ask for it ("…, add it back"; not "…, but don't add it yet").
      const rest = text.slice(mention.end).split(CLAUSE_BREAK)[0] ?? '';
      if (
        /(?<!\b(?:don'?t|do not|not|no need to|never)\s+)\b(?:add|put|bring|use|play)\s+(?:it|them)\b/.test(
          rest,
        ) &&
        !result.include.includes(id)
      )
        result.include.push(id);
    } else if (
      // "No buildings and a Graveyard", "no buildings and evo Wizard": an article or a form after
      // "and" starts a new, wanted item.
      !/\b(?:and|plus)\s+(?:a|an|some|also)\s+$/.test(clause) &&
      // …and a form after "and" when what was ruled out is a kind ("no buildings and evo Wizard"),
      // not a card ("without evo Knight and evo Wizard" rules both out).
      !/\b(?:buildings|spells|legendar(?:y|ies)|champions|epics|rares|commons|troops)\s+(?:and|plus)\s+(?:(?:a|an|some|also)\s+)?(?:evo|evolved|evolution|hero)\s+$/.test(
        clause,
      ) &&
      (EXCLUDE_BEFORE.test(clause.trimEnd() + ' ') || EXCLUDE_BEFORE.test(clause)) &&
      // "No legendaries that beats Mega Knight": the later verb decides.
      !counterAfterExclusion(clause) &&
      !hated
    ) {
      if (!result.exclude.includes(id)) result.exclude.push(id);
    } else if (
      hated ||
      COUNTER_BEFORE.test(clause) ||
      COUNTER_BEFORE.test(clause.trimEnd() + ' ') ||
      COUNTER_AFTER.test(text.slice(mention.end))
    ) {
      if (!result.counter.includes(id)) result.counter.push(id);
    } else if (!result.include.includes(id)) {
      result.include.push(id);
    }
  }
  result.include = result.include.filter((id) => !result.exclude.includes(id));
  result.eitherOf = alternatives(cardText, base).filter((group) =>
    group.every((id) => result.include.includes(id)),
  );
  result.include = result.include.filter((id) => !result.eitherOf.flat().includes(id));

  // Rarity, evolution and free-to-play limits.
  if (
    /\bno legendar(?:y|ies)\b|\bwithout legendar(?:y|ies)\b|\bnon[- ]legendary\b|\b(?:do ?n'?t|do not|dont) (?:have|own|got)\b[^.!?]*?\b(?:any |a )?legendar(?:y|ies)\b|\bno legendary cards\b|\b(?:sin|no|sem|senza|ohne|sans|pas de) (?:cartas? |cartes? |carte |karten )?(?:legendari[ao]s?|lendari[ao]s?|legendaires?|leggendari[ae]|legendare)\b/.test(
      text,
    )
  ) {
    result.excludeRarities.push('Legendary');
    result.understood.push('no Legendary cards');
  }
  // "No epics or legendaries", "no champions": those rarities out. "Only commons and rares", "rare
  // cards only", "an all-legendary deck": every other rarity out.
  const only = ONLY_RARITIES.exec(text);
  const allowed = only ? raritiesIn(only.slice(1).find(Boolean) ?? '') : [];
  if (allowed.length) {
    for (const r of rarities)
      if (!allowed.includes(r) && !result.excludeRarities.includes(r))
        result.excludeRarities.push(r);
    result.understood.push(`only ${list(allowed, 'and')} cards`);
    result.onlyRarities = true;
  } else {
    const out = [...text.matchAll(NO_RARITIES)]
      .flatMap((m) => raritiesIn(m[1] ?? ''))
      .filter((r) => !result.excludeRarities.includes(r));
    for (const r of new Set(out)) result.excludeRarities.push(r);
    const said = [...new Set(out)];
    if (said.length)
      result.understood.push(
        said.length === 1 && said[0] === 'Champion'
          ? 'no Champions'
          : `no ${list(said, 'or')} cards`,
      );
    // From a connected player, free-to-play is the cards they own: a Legendary already theirs
    // (at their levels) costs nothing more, so it is not ruled out.
    const f2p = /\bf2p\b|\bfree[- ]to[- ]play\b|\bbudget\b/.test(text);
    if (f2p && context.hasPlayer) {
      result.ownedOnly = true;
      // (Rarities ruled out in the same message stay out: "f2p, no legendaries".)
      if (!result.excludeRarities.length)
        result.kept.push(
          'Free-to-play read as the cards you own: a Legendary or Champion you already have costs nothing more to play, so it is not ruled out.',
        );
    } else if (f2p) {
      for (const r of ['Legendary', 'Champion'] as const) {
        if (!result.excludeRarities.includes(r)) result.excludeRarities.push(r);
      }
      result.understood.push('free-to-play friendly: no Legendary or Champion cards');
    }
  }
  // Not "no hero Musketeer" (one card's form) nor "why is there no hero?" (a question).
  if (
    (/\b(?:no|without)\s+heroe?s?\b(?!\s+(?!(?:please|pls|plz|in|at|for|and|or|thanks|either)\b)[a-z])/.test(
      text,
    ) ||
      /\b(?:do ?n'?t|do not|have ?n'?t|have not|never) (?:have|got|unlocked?)(?: any)? heroe?s\b/.test(
        text,
      )) &&
    !/\bwhy\b/.test(text)
  ) {
    result.noHeroes = true;
    result.understood.push('no heroes (an evolution keeps its slot)');
  }
  // "I don't have evolutions", "haven't unlocked any evos": none to slot.
  if (
    /\bno evo(?:lution)?s?\b|\bwithout evo(?:lution)?s?\b|\b(?:do ?n'?t|do not|have ?n'?t|have not|never) (?:have|got|unlocked?)(?: any)? evo(?:lution)?s\b/.test(
      text,
    )
  ) {
    result.noEvolutions = true;
    result.understood.push('no evolutions (a hero keeps its slot)');
  } else if (
    /\b(?:my|our) (?:own |unlocked |best |top |strongest )?(?:evo(?:lution)?s|evolved cards|evolutions|heroe?s|hero cards)\b/.test(
      text,
    ) &&
    // (Not "show me my evos": the list of them, no deck.)
    !FORMS_LIST.test(text)
  ) {
    result.useEvolutions = true;
    // Said in the deck's notes, with what it could slot (build-deck.ts).
    result.ownedOnly = true;
  } else if (
    /\b(?:evo(?:lution)?|heroe?s?|hero) decks?\b|\bdecks? (?:with|for) (?:evo(?:lution)?s|heroe?s)\b/.test(
      text,
    )
  ) {
    // "Best hero deck": every deck has the slots; with a player, theirs fill them.
    if (context.hasPlayer) {
      result.useEvolutions = true;
      result.ownedOnly = true;
    } else
      result.kept.push(
        'Every deck has two slots that take an evolution or a hero; this deck’s are marked in its card list (“evolution slot”, “hero slot”). Ask for “a deck with hero Knight” to build around one, or connect your player tag to fill them with the ones you have unlocked.',
      );
  }

  // Elixir bounds. "Under 4" leaves 4.0 out (at most 3.9, the next step an average is said in);
  // "at most 4", "4 or less" keep it.
  const NOT_A_COUNT =
    '(?!\\s*(?:spells?|cards?|troops?|buildings?|win|legendar\\w*|champions?|epics?|evo\\w*|heroe?s?)\\b)';
  const strictUnder = numberIn(
    capFree,
    new RegExp(
      `(?<!\\bat or |\\bor |\\bno |\\bnot )\\b(?:under|below|less than|<(?!=)|cheaper than)\\s*(\\d(?:\\.\\d)?)${NOT_A_COUNT}\\s*(?:avg|average|elixir)?`,
    ),
  );
  const under =
    numberIn(
      capFree,
      new RegExp(
        `\\b(?:at most|max(?:imum)?|<=|no more than|no higher than|not (?:more|higher) than|at or (?:below|under)|or (?:below|under|less than)|not (?:over|above)|no heavier than)\\s*(\\d(?:\\.\\d)?)${NOT_A_COUNT}\\s*(?:avg|average|elixir)?|\\b(\\d(?:\\.\\d)?)\\s*(?:avg|average|elixir)?\\s*(?:or (?:less|lower|under|below|cheaper)|max(?:imum)?\\b(?!\\s*\\d)|tops\\b|at most\\b(?!\\s*\\d))`,
      ),
    ) ?? (strictUnder !== null ? Math.round((strictUnder - 0.1) * 10) / 10 : null);
  const strictOver = numberIn(
    capFree,
    new RegExp(
      `(?<!\\bat or |\\bor |\\bno |\\bnot )\\b(?:over|above|more than|>(?!=)|heavier than)\\s*(\\d(?:\\.\\d)?)${NOT_A_COUNT}\\s*(?:avg|average|elixir)?`,
    ),
  );
  const over =
    numberIn(
      capFree,
      new RegExp(
        `\\b(?:at least|min(?:imum)?|>=|no lower than|no less than|not (?:lower|less) than|no cheaper than|not (?:below|under|cheaper than)|at or above|or (?:above|over|more than))\\s*(\\d(?:\\.\\d)?)${NOT_A_COUNT}\\s*(?:avg|average|elixir)?|\\b(\\d(?:\\.\\d)?)\\s*(?:avg|average|elixir)?\\s*(?:or (?:more|higher|above|over|heavier)|min(?:imum)?\\b(?!\\s*\\d)|at least\\b(?!\\s*\\d))`,
      ),
    ) ?? (strictOver !== null ? Math.round((strictOver + 0.1) * 10) / 10 : null);
  if (under !== null && under >= 2 && under <= 6) {
    result.maxAvgElixir = under;
    result.understood.push(`average elixir at most ${under.toFixed(1)}`);
  }
  if (over !== null && over >= 2 && over <= 6) {
    result.minAvgElixir = over;
    result.understood.push(`average elixir at least ${over.toFixed(1)}`);
  }
  // "Use Royal Chef as my tower troop", "switch my tower troop to Cannoneer", "use Cannoneer":
  // the tower troop for this chat's decks. Named with the word "tower", or right after a verb of
  // choosing; never after a matchup word ("a deck good against Dagger Duchess") nor in a question.
  const tower = towerTroopNamed(text, base);
  const question = OPENS_AS_QUESTION.test(text);
  if (
    tower &&
    !question &&
    !THREAT_BEFORE.test(text.slice(0, tower.at)) &&
    (/\btower\b/.test(text.replace(/\btower princess\b/g, '')) ||
      /\b(?:use|switch to|change to|equip|go with|pick|try|play|with)\s+(?:the\s+|a\s+|my\s+)?$/.test(
        text.slice(0, tower.at),
      ))
  ) {
    result.towerTroop = tower.card.id;
  } else if (
    !question &&
    /\b(?:my own|my equipped|my usual|the default|default) tower(?: troop)?\b|\btower troop back\b/.test(
      text,
    )
  ) {
    result.towerTroopReset = true;
  }
  // "A deck with 9 cards", "a 9-card deck": a deck holds eight, said rather than silently ignored.
  const size =
    /\b(?:decks?|lists?) (?:with|of) (\d{1,2}|six|seven|nine|ten|twelve) cards?\b|\b(\d{1,2}|six|seven|nine|ten|twelve)[- ]cards? (?:decks?|lists?)\b/.exec(
      text,
    );
  const sizeWord = size?.[1] ?? size?.[2];
  const sizeWords: Record<string, number> = { six: 6, seven: 7, nine: 9, ten: 10, twelve: 12 };
  const askedSize = sizeWord === undefined ? null : (sizeWords[sizeWord] ?? Number(sizeWord));
  if (askedSize !== null && askedSize !== 8 && askedSize > 4 && askedSize <= 12)
    result.kept.push(
      `A Clash Royale deck holds exactly 8 cards, so this one has 8, not ${askedSize}.`,
    );
  // "A 3.0-3.5 elixir deck", "between 2.8 and 3.2": both bounds.
  const range = /\b(\d\.\d)\s*(?:-|–|to|and)\s*(\d\.\d)\b/.exec(text);
  const [low, high] = range ? [Number(range[1]), Number(range[2])].sort((a, b) => a - b) : [];
  if (
    under === null &&
    over === null &&
    low !== undefined &&
    high !== undefined &&
    low >= 2 &&
    high <= 6 &&
    low < high
  ) {
    result.minAvgElixir = low;
    result.maxAvgElixir = high;
    result.understood.push(`average elixir between ${low.toFixed(1)} and ${high.toFixed(1)}`);
  }
  // "A 2.9 deck", "around 3.0 average": that average, to a tenth either way. A number that is part
  // of an archetype's name ("Hog 2.6") is the archetype, not a bound.
  const target =
    under === null && over === null && !range
      ? numberIn(
          text,
          /(?:\b(?:around|about|roughly|approximately|an?)\s*|~\s*|^\s*)(\d\.\d)\b|\b(\d\.\d)\s*(?:avg|average|elixir)?\s*(?:decks?|cycle|lists?|builds?)\b|\b(\d\.\d)\s*(?:avg|average)\b/,
        )
      : null;
  const inName =
    target !== null &&
    base.knowledge.rules.some((r) =>
      r.aliases.some(
        (a) =>
          a.includes(target.toFixed(1)) &&
          text.includes(a) &&
          !(
            ELIXIR_NUMBER.test(a) && AVERAGE_WORD_AFTER.test(text.slice(text.indexOf(a) + a.length))
          ),
      ),
    );
  if (target !== null && !inName && target >= 2 && target <= 6) {
    result.maxAvgElixir = Math.round((target + 0.1) * 10) / 10;
    result.minAvgElixir = Math.round((target - 0.1) * 10) / 10;
    result.understood.push(
      `average elixir ${target.toFixed(1)} (${result.minAvgElixir.toFixed(1)} to ${result.maxAvgElixir.toFixed(1)})`,
    );
  }
  // "It's too expensive", "too heavy": a complaint, asking for cheaper.
  // "Less heavy", "not so expensive", "not as slow": the same, said the other way round.
  // ("Rocket is too slow" is about Rocket, which goes: no limit on the deck.)
  const tooHeavy =
    !complained &&
    (/\btoo\s+(?:expensive|heavy|slow|costly)\b/.test(text) ||
      /\b(?:less|way less)\s+(?:heavy|expensive|slow|costly|pricey)\b|\b(?:make it|something|a deck|one|that'?s|that is)\s+not (?:so|as|too)\s+(?:heavy|expensive|slow|costly|pricey)\b/.test(
        text,
      ));
  const cheaperFollowUp =
    // "Too expensive, under 3": the bound said is the request.
    (tooHeavy && result.maxAvgElixir === null) ||
    // Not "a cheaper spell": that is the card asked for.
    /\b(?:make it|a bit|something|slightly|even)?\s*(?:cheaper|lighter|faster)\b(?!\s+spells?\b)/.test(
      text,
    ) ||
    // "Less elixir pls", "lower the elixir", "reduce the elixir cost".
    /\b(?:less|lower|reduce|decrease|cut|bring down)\s+(?:the\s+|its\s+|my\s+)?(?:avg\s+|average\s+)?(?:elixir|cost)\b(?!\s+(?:collector|golem|blobs?)\b)/.test(
      text,
    );
  const heavierFollowUp =
    /\b(?:make it|a bit|something|slightly)?\s*(?:heavier|more expensive|slower)\b/.test(text);
  if (
    result.maxAvgElixir === null &&
    !cheaperFollowUp &&
    /\bcheap\b|\blow[- ]elixir\b|\blow cost\b/.test(text)
  ) {
    result.maxAvgElixir = 3.2;
    result.understood.push('cheap: average elixir at most 3.2');
  }
  // "Balloon cycle": an archetype that is not a cycle one, asked for as a cycle deck, is built
  // light (the word "cycle" would otherwise only pick the archetype). "Graveyard cycle" names the
  // card, not the archetype: its family is that of the archetype the card alone defines.
  const rules = base.knowledge.rules;
  const family = result.archetypeRule
    ? rules.find((r) => r.id === result.archetypeRule)?.family
    : result.include
        .map((id) => base.byId.get(id)?.name)
        .map((name) => rules.find((r) => r.all.length === 1 && r.all[0] === name)?.family)
        .find((f) => f !== undefined);
  if (
    result.maxAvgElixir === null &&
    result.minAvgElixir === null &&
    family !== undefined &&
    family !== 'cycle' &&
    // X-Bow cycle is light already; "mortar cycle" asks Mortar bait to be built light.
    !/cycle/i.test(rules.find((r) => r.id === result.archetypeRule)?.name ?? '') &&
    /\bcycle\b/.test(text) &&
    !/\b(?:not|no|without|isn't|never)\s+(?:an?\s+|a\s+)?cycle\b/.test(text)
  ) {
    result.maxAvgElixir = CYCLE_MAX_ELIXIR;
    result.understood.push(CYCLE_CAP_WORDS);
  }
  if (
    result.minAvgElixir === null &&
    /\bheaviest (?:deck|possible)\b|\bas heavy as possible\b/.test(text)
  ) {
    result.minAvgElixir = 4.6;
    result.understood.push('as heavy as it gets: average elixir at least 4.6');
    // The heaviest real decks are beatdown: build one, not a cycle deck loaded with heavy cards.
    if (result.archetype === null && !result.archetypeRule) result.archetype = 'beatdown';
  }
  if (
    result.minAvgElixir === null &&
    !heavierFollowUp &&
    !tooHeavy &&
    /\bheavy\b|\bhigh[- ]elixir\b|\bexpensive\b/.test(text) &&
    // "Not that expensive", "isn't heavy": a statement, no ask for a heavy deck.
    !/\b(?:not|n'?t|less|no longer)\s+(?:that\s+|so\s+|too\s+|very\s+|as\s+)?(?:expensive|heavy)\b/.test(
      text,
    )
  ) {
    result.minAvgElixir = 4.0;
    result.understood.push('heavy: average elixir at least 4.0');
  }

  // Kinds of card ruled out ("without a building", "no spells"); otherwise roles asked for.
  if (
    /\b(?:without|no|not? any|zero)\s+(?:a\s+|any\s+)?(?:defensive\s+)?buildings?\b/.test(
      capFree,
    ) ||
    REMOVE_ALL.exec(capFree)?.[1] === 'buildings'
  ) {
    result.avoidTypes.push('Building');
    result.understood.push('no buildings');
  }
  // "No air troops": no kind of limit covers flying troops yet; said, never silently dropped.
  if (
    /\b(?:without|no|not? any|zero)\s+(?:air\s+(?:troops?|units?|cards?)|flying(?:\s+(?:troops?|units?|cards?))?|flyers?|fliers?)\b/.test(
      capFree,
    )
  )
    result.kept.push(
      'I cannot leave flying troops out as a kind yet: name the ones to leave out (“without Balloon and Minions”) and I will.',
    );
  if (
    /\b(?:without|no|not? any|zero)\s+(?:a\s+|any\s+)?spells?\b(?!\s*bait)/.test(capFree) ||
    REMOVE_ALL.exec(capFree)?.[1] === 'spells'
  ) {
    result.avoidTypes.push('Spell');
    result.understood.push('no spells');
  }
  // "No spells but keep the Log", "no spells except Log": the kind stays out with the cards
  // named in the same message exempt, said as such ("no spells (The Log exempt)").
  // Only cards named in so many words: a named archetype's own cards give way ("hog 2.6 with no
  // spells" leaves its Fireball and Log out).
  const namedCards = result.avoidTypes.length
    ? new Set(findMentions(cardText, base).map((m) => m.card.id))
    : new Set<number>();
  for (const type of [...result.avoidTypes]) {
    const named = result.include.filter(
      (id) => namedCards.has(id) && base.byId.get(id)?.type === type,
    );
    if (!named.length) continue;
    result.avoidTypes = result.avoidTypes.filter((t) => t !== type);
    result.understood = result.understood.filter((u) => u !== `no ${type.toLowerCase()}s`);
    result.costCaps = [
      ...result.costCaps.filter((cap) => cap.type !== type),
      { cost: 0, type, except: named },
    ];
  }
  for (const [re, role] of ROLE_WORDS) {
    const match = re.exec(text);
    if (!match) continue;
    const clause = (
      text
        .slice(Math.max(0, match.index - 40), match.index)
        .split(/[.;!?,]/)
        .pop() ?? ''
    )
      // "replace Musketeer with air defence": the role is what comes in, after "with".
      .split(/\bwith\b|\bfor\b/)
      .pop();
    // "Use a different win condition", "try a new tank": the deck's one goes and another card
    // of the role takes its place, as "replace the win condition" does ("add a new" adds one).
    if (
      context.hasPreviousDeck &&
      clause !== undefined &&
      /\b(?:different|new|other)\s+$/.test(clause) &&
      !/\b(?:add|another|more|extra|second)\b/.test(clause) &&
      // "Don't use a different win condition": the one it has stays.
      !/\b(?:no|not|never|without|dont|doesnt|cant|wont)\b|n't\b/.test(clause)
    ) {
      if (!result.removeRoles.some((r) => r.role === role))
        result.removeRoles.push({ role, all: false, replace: true });
      continue;
    }
    // "remove / replace the building": that card goes (resolved against the last deck).
    if (clause !== undefined && ROLE_OUT_BEFORE.test(clause)) {
      if (!result.removeRoles.some((r) => r.role === role))
        result.removeRoles.push({
          role,
          all: /s$/.test(match[0]),
          // "Replace / swap the building": another card takes the job; "remove" leaves it empty.
          replace: /\b(?:replace|swap|switch|change)\b/.test(clause),
        });
      continue;
    }
    if (role === 'building' && result.avoidTypes.includes('Building')) continue;
    // "I don't need anything for air": no request for the role.
    if (
      /^(?:something|anything|help|stuff) /.test(match[0]) &&
      /\b(?:no|not|never|without|dont)\b|n'?t\b/.test(clause ?? '')
    )
      continue;
    if (!result.needRoles.includes(role)) result.needRoles.push(role);
    // "More air defence", "better against air", "something for air" (one more than the deck has).
    if (
      ((clause !== undefined && ROLE_MORE_BEFORE.test(clause) && !NO_MORE_BEFORE.test(clause)) ||
        // "Something for air": one more than the deck has, as "better against air" is.
        // "Struggles vs air", "weak to air": the same.
        /^(?:better|stronger|tougher|safer|something|anything|help|stuff|struggl\w*|weak|bad|los\w*|trouble|vulnerable|can'?t) /.test(
          match[0],
        )) &&
      !result.addRoles.includes(role)
    )
      result.addRoles.push(role);
  }
  if (/\bbalanced\b/.test(text) && result.minAvgElixir === null && result.maxAvgElixir === null) {
    result.minAvgElixir = 3.0;
    result.maxAvgElixir = 4.0;
    result.understood.push('balanced: average elixir between 3.0 and 4.0');
  }
  // "cheap heavy deck", "under 3 and over 4": no deck can do both; keep the upper bound, say so.
  if (
    result.minAvgElixir !== null &&
    result.maxAvgElixir !== null &&
    result.minAvgElixir > result.maxAvgElixir
  ) {
    const min = result.minAvgElixir.toFixed(1);
    result.understood = result.understood.filter((u) => !/at least/.test(u));
    result.notUnderstood.push(
      `average elixir at least ${min} and at most ${result.maxAvgElixir.toFixed(1)} at once`,
    );
    result.minAvgElixir = null;
  }
  // "More air": one more air defender than the deck has, not "at least one" ("no more air" is not).
  if (
    /\bmore air\b/.test(text) &&
    !/\b(?:no|not|n't|never|without)\s+(?:\w+\s+)?more air\b/.test(text)
  ) {
    if (!result.needRoles.includes('air_defence')) result.needRoles.push('air_defence');
    if (!result.addRoles.includes('air_defence')) result.addRoles.push('air_defence');
  }
  // "A deck with 3 win conditions": no count of win conditions is built for; said, not dropped.
  const wcCount =
    /\b(?:with|want|need|has|have|having|run|running|play|playing|use|using|containing)\s+(two|three|four|2|3|4|multiple|several)\s+(?:different\s+)?win ?con(?:dition)?s?\b/.exec(
      text,
    )?.[1];
  if (wcCount) {
    const many = !/^(?:two|2)$/.test(wcCount);
    result.kept.push(
      many
        ? `Real lists play one win condition, or two that work together; ${/^(?:multiple|several)$/.test(wcCount) ? 'more than two' : wcCount} leave too little to defend with, so I did not build for that many. Name the ones you want (“Hog Rider and Miner”) and I will build around them.`
        : 'I do not pick a second win condition on my own: name the two you want (“Hog Rider and Miner”) and I will build around both.',
    );
  }
  // "A deck with 3 evos", "3 evolutions and 2 heroes": a deck has two slots for both, said.
  const formCounts = [
    ...text.matchAll(
      /\b(a|an|one|two|three|four|five|six|seven|eight|1|2|3|4|5|6|7|8)\s+(?:evo(?:lution)?s?|hero(?:e)?s?)\b/g,
    ),
  ].map((m) =>
    /^an?$/.test(m[1] ?? '') ? 1 : NUMBER_WORDS.indexOf(m[1] ?? '') + 1 || Number(m[1]),
  );
  if (formCounts.reduce((a, b) => a + b, 0) > MAX_EVOLUTION_SLOTS)
    result.kept.push(
      `A deck has ${MAX_EVOLUTION_SLOTS} slots for evolutions and heroes together, so this one fills ${MAX_EVOLUTION_SLOTS}.`,
    );
  // "A deck with only spells", "no troops": no deck wins without troops, said, not dropped.
  if (
    /\bdecks?\s+(?:with\s+|of\s+|that (?:has|is)\s+)?(?:only|all|just|nothing but)\s+(?:spells|buildings|spells and buildings|buildings and spells)\b(?!\s+(?:over|under|above|below|that|costing|cheaper))|\b(?:no|without|zero|0)\s+troops\b(?!\s+(?:over|under|above|below|that|costing|cheaper|at))/.test(
      text,
    ) &&
    !/\b(?:remove|swap|replace|make|cut|drop)\b/.test(text)
  )
    result.kept.push(
      'A deck needs troops: spells and buildings alone cannot stop a push or take a tower, so this one plays troops. Name the spells and buildings you want and I will build around them.',
    );
  // "A deck with 3 champions": a deck holds one, said rather than silently dropped.
  const manyChampions =
    /\b(?:add|with|include|want|use|put in|give it|try|run|play) (?:two|three|four|2|3|4|multiple|several|many|more) champions\b/.test(
      text,
    );
  if (
    (manyChampions ||
      /\b(?:add|with|include|want|use|put in|give it|try) (?:a |an |one |some )?champion\b/.test(
        text,
      )) &&
    !result.excludeRarities.includes('Champion')
  ) {
    result.changeKind = 'champion';
    if (manyChampions) result.kept.push('A deck can hold only one champion, so this one has one.');
  } else if (
    /\bmore (?:aggressive|offensive|offen[cs]e|attack|attacking|pressure|damage)\b|\battack more\b|\bless defensive\b/.test(
      text,
    )
  )
    result.changeKind = 'aggressive';
  else if (/\bmore defensive\b|\bdefend better\b|\bbetter defen[cs]e\b|\bsafer\b/.test(text))
    result.changeKind = 'defensive';
  else if (
    !/\?/.test(message) &&
    !OPENS_AS_QUESTION.test(text) &&
    /\btoo many spells\b|\b(?:one |a )?(?:less|fewer) spells?\b|\bone spell less\b|\b(?:drop|remove|cut|lose|take out|ditch)\s+(?:a|one)\s+(?:of the\s+)?spells?\b/.test(
      text,
    )
  )
    result.changeKind = 'fewer_spells';
  // "Use my evolutions" after a deck, asking for no new one: bring the player's unlocked forms
  // into that deck's slots.
  else if (
    (result.useEvolutions ||
      /\b(?:add|put in|throw in|use|give it|bring in)\s+(?:an?|another|one more|some|more)\s+(?:evo(?:lution)?|hero)(?:\s+card)?s?\b/.test(
        text,
      )) &&
    context.hasPreviousDeck &&
    !/\?/.test(message) &&
    !OPENS_AS_QUESTION.test(text) &&
    !/\b(?:decks?|build|list)\b/.test(text)
  )
    result.changeKind = 'evolutions';

  // "Only my level 15 cards", "no card below level 16", "level 14+ cards": a floor on the player's
  // own levels.
  const floor = LEVEL_FLOOR.exec(text);
  const floorLevel = floor ? Number(floor.slice(1).find(Boolean)) : NaN;
  if (floorLevel >= 1 && floorLevel <= 16) {
    result.levelFloor = floorLevel;
    result.ownedOnly = true;
    result.understood.push(`no card below level ${floorLevel}`);
  }
  // The player's own cards.
  if (
    /\bhighest[- ]level\b|\bbest cards\b|\bmaxed\b|\bhighest cards\b|\bstrongest cards\b|\bmy best\b(?! (?:evo(?:lution)?s|evolved cards|heroe?s|hero cards)\b)|\btop level\b/.test(
      text,
    )
  ) {
    result.preferHighLevels = true;
    result.ownedOnly = true;
    // "Build around my best card": many cards share the top level, so one is not picked silently.
    if (/\bmy (?:best|strongest|highest[- ]level) card\b/.test(text) && result.include.length === 0)
      result.kept.push(
        'I read “my best card” as your highest-level cards and built from them; name one (“build around Balloon”) to build around that card.',
      );
  }
  // (Not "forget my cards", "not just my cards", "i don't care if i own them": the limit lifted.)
  if (
    /\b(?:cards? (?:i|that i) (?:have|own|unlocked)|my (?:own )?cards|my collection|only owned|owned cards|i own|i have unlocked)\b/.test(
      text,
    ) &&
    !OWNED_LIFTED.test(text)
  ) {
    result.ownedOnly = true;
  }
  if (
    /\bmy (?:card )?(?:levels?|lvls?)\b|\b(?:that |which )?i can (?:play|use|make|build|run)\b|\bi can afford\b|\bmy own\b(?! tower| deck)/.test(
      text,
    )
  ) {
    result.ownedOnly = true;
  }
  // Said back like any limit ("already meets what you asked (only cards you own)").
  if (
    context.hasPlayer &&
    result.ownedOnly &&
    !result.preferHighLevels &&
    result.levelFloor === null
  )
    result.understood.push('only cards you own');
  // "Deck for arena 10", "for 5000 trophies": what the player has unlocked there, so their own cards.
  if (
    /\bfor my arena\b|\bmy arena\b|\bmy level\b|\bmy trophies\b|\bmy trophy\b|\barena ?\d+\b|\b\d[\d,]* ?(?:trophies|trophy|tr)\b/.test(
      text,
    )
  ) {
    result.forArena = true;
    result.ownedOnly = true;
  }
  if (
    /\bimprove\b|\b(?:imporve|improv|impove|imrpove|improove)\b|\b(?:higher|better|boost|increase|raise)\b[^.?!]*\bwin ?rate\b|\bfix my deck\b|\bfix (?:it|this|that)\b|\bfix (?:its |the |my deck'?s |this deck'?s |the deck'?s |those |these |my )?(?:weakness(?:es)?|weak spots?|gaps?|holes?|problems?|issues?)\b|\bbetter version\b|\bupgrade my deck\b|\brate my deck\b|\bwhat (?:should|could|would|can) i (?:replace|change|swap|switch)(?: out)?(?: in (?:my|this|the) deck)?\s*[?.!]*\s*$/.test(
      text,
    ) ||
    // "Make it better", "make my deck better" (not "better vs Hog": an edit against Hog).
    /\bmake (?:it|this|that|my deck|this deck|the deck|mine) (?:better|stronger|good|work)\b(?!\s+(?:vs\.?|versus|against|at|for|with|using)\b)/.test(
      text,
    ) ||
    // "My deck sucks, help", "my deck is trash": the player's own deck, to improve.
    /\bmy deck(?:'s| is| has been| feels)?\s+(?:(?:so|really|kinda|just|pretty|super)\s+)*(?:sucks?|trash|bad|garbage|awful|terrible|weak|mid|not (?:good|working)|is ?n'?t working|does ?n'?t work)\b(?!\s+(?:against|vs\.?|versus|at|to)\b)/.test(
      text,
    ) ||
    MORE_SWAPS.test(text) ||
    // "Make minor changes", "tweak it a little": an improve of the deck, not a new deck.
    /\b(?:make|do|try)\s+(?:some\s+|a few\s+|a couple of\s+)?(?:minor|small|slight|little|light)\s+(?:changes?|tweaks?|edits?|adjustments?)\b|\btweak (?:it|this|that|my deck|the deck|this deck)\b/.test(
      text,
    )
  ) {
    result.improveDeck = true;
  }
  // "Two decks", "3 decks for duels": that many decks, no card in two of them (a river-race duel
  // is a best of three, each battle with another deck); "top 3 decks" are the three best real
  // lists. Not "compare these two decks".
  const counted =
    /\b(2|3|4|two|three|four|a couple of|couple of|a pair of)\s+(?:different |separate |new |more |good |other |war |duel )?decks\b/.exec(
      text,
    );
  const count = counted ? (DECK_COUNT_WORDS.get(counted[1] ?? '') ?? 2) : null;
  const warWords = /\bwar decks?\b|\bduel decks?\b|\bclan war\b|\briver race\b/.test(text);
  // With a card or an archetype named ("2 decks with hog rider") the decks would have to share it:
  // one deck is built, and the answer says so.
  const namesCards =
    result.include.length + result.eitherOf.length > 0 || result.archetypeRule !== null;
  // "Top 3 hog decks", "a few splashyard decks", "2 decks with hog rider": real lists that share
  // the named card or archetype, not decks with no card in common.
  const namedCount =
    /\b(2|3|4|two|three|four|a couple of|couple of|a pair of|a few|few|some|several)\s+(?:[\w.'-]+\s+){0,3}?(?:decks|lists|versions|variants)\b/.exec(
      text,
    );
  if (namesCards && !warWords && namedCount) {
    result.namedLists = true;
    result.deckCount = DECK_COUNT_WORDS.get(namedCount[1] ?? '') ?? 3;
  }
  const countedSet =
    count !== null &&
    !namesCards &&
    !BEST_NOW.test(text) &&
    !/\bcompare\b|\bvs\.?\b|\bversus\b|\bthese\b|\bboth\b|\bwhich\b/.test(text);
  if (!result.namedLists && (warWords || countedSet)) {
    result.warDecks = true;
    result.deckCount = count ?? WAR_DECK_COUNT;
    result.understood.push(
      result.deckCount === WAR_DECK_COUNT
        ? 'four war decks'
        : `${result.deckCount === 3 ? 'three' : 'two'} decks with no card in two of them`,
    );
  } else if (!result.namedLists && count !== null) result.deckCount = count;
  // "Counter the meta", "a deck for the meta", "is Hog 2.6 good in this meta": set against the
  // archetypes played most.
  if (
    /\bmeta\b/.test(text) &&
    (/\bcounter|\bagainst|\bbeats?\b|\bbeating\b|\bdestroys?\b/.test(text) ||
      /\bdecks?\s+for\s+(?:the\s+|this\s+)?(?:current\s+)?meta\b/.test(text) ||
      /\b(?:good|viable|strong|playable|ok|okay)\s+(?:in|for)\s+(?:the\s+|this\s+)?(?:current\s+)?meta\b/.test(
        text,
      ))
  )
    result.counterMeta = true;

  // Follow-ups on the thread's last deck.
  const followUpWords = new RegExp(
    String.raw`\b(?:make it|swap|replace|change|instead|cheaper|heavier|lighter|switch|remove|drop|take out|kick out|cut|ditch|lose the|another|different|more air|add a|add an|less|tweak|without|no more|get rid of|${KEEP_VERB}|leave (?:the |my )?[a-z][\w.' -]* in|too (?:expensive|heavy|slow|costly)|better (?:vs\.?|versus|against|at beating)|struggl\w* (?:against|vs\.?|versus|with)|(?:weak|bad|(?:isn'?t|is not|not|no) (?:good|great|strong)) (?:against|vs\.?|versus|to))\b`,
  );
  // "Add Valkyrie", "put Tombstone in": an edit when a card is named and no new deck is asked for
  // ("put together a golem deck" names an archetype: a new deck).
  const addsCard =
    (/\b(?:add|put|include|throw in|bring in|fit in)\b/.test(text) ||
      // "I want the Log in it", "I need a Tornado in this deck".
      /\b(?:want|need|like|have)\b[^.?!]*\bin (?:it|this(?: deck| one)?|the deck|my deck|there)\b/.test(
        text,
      ) ||
      // "I want Bats" after a deck, no deck asked for: the card comes into this one.
      (/^\s*(?:(?:ok|okay|so|and|but|hmm+|actually)\W+)*i(?:'?d|\s+would)?\s+(?:really\s+)?(?:want|need|like)\s+(?!to\b)/.test(
        text,
      ) &&
        !/\b(?:decks?|lists?|build)\b/.test(text) &&
        // "I want Golem" beside Hog Rider asks for a Golem deck, not a second win condition.
        !result.include.some((id) => base.byId.get(id)?.has('win_condition'))) ||
      // "With Fireball", "and with Zap", "deck 2 with Zap" (read as "this deck with Zap") said on
      // its own after a deck.
      /^\s*(?:(?:and|but|now|ok|okay|then|maybe|try it)\s+)?(?:(?:this|that) deck\s+)?(?:with|plus)\b/.test(
        text,
      )) &&
    !/\bput together\b|\b(?:new|another|different|fresh) deck\b|\bfrom scratch\b/.test(text) &&
    !result.archetypeRule &&
    result.archetype === null &&
    result.include.length + result.eitherOf.length > 0;
  // A limit or a kind of change said on its own after a deck ("no legendaries", "under 3.0",
  // "add a champion") changes that deck; it asks for no new one.
  // The cards a limit names as its exceptions ("no spells except Log", "the only spell should be
  // the Log") belong to the limit: they ask for no new deck either.
  const limitCards = result.include.every(
    (id) =>
      result.costCaps.some((cap) => cap.except.includes(id)) ||
      (result.maxSpells !== null && base.byId.get(id)?.isSpell === true),
  );
  const limitOnly =
    !result.archetypeRule &&
    result.archetype === null &&
    limitCards &&
    result.eitherOf.length === 0 &&
    result.counter.length === 0 &&
    !result.improveDeck &&
    !result.warDecks &&
    !/\b(?:new|another|different|fresh) deck\b|\bfrom scratch\b/.test(text) &&
    (setsDeckLimit(result) ||
      result.exclude.length > 0 ||
      result.noEvolutions ||
      result.noHeroes ||
      result.needRoles.length > 0 ||
      // "Something that survives Zap" after a deck: a card of it the spell kills makes way.
      result.survives.length > 0 ||
      // "At my levels", "only cards I own" (no deck named, no arena): the last deck, from the
      // player's cards.
      (context.hasPlayer &&
        result.ownedOnly &&
        !result.preferHighLevels &&
        !/\bdecks?\b|\blists?\b|\barena\b|\btroph|\b\d+ ?tr\b/.test(text)) ||
      (context.hasPlayer && result.levelFloor !== null && !/\bdecks?\b/.test(text)) ||
      // "Use my highest level cards for this": the last deck at the player's best levels.
      // ("A deck with my highest level cards for this season" is a new deck.)
      (context.hasPlayer &&
        result.preferHighLevels &&
        !/\b(?:build|give|make|get|show) me\b|\b(?:a|new|another) deck\b/.test(text) &&
        /\b(?:for|to|in|on|with|into)\s+(?:this|that|it|the last)(?:\s+(?:deck|one|list))?\s*[?.!]*\s*$|\b(?:this|that) (?:deck|one|list)\b|\bmake (?:this|it)\b/.test(
          text,
        )) ||
      result.changeKind !== null);
  // "Put the evolution on Tesla", "give the hero slot to Musketeer", "evolve the Knight": the
  // cards named after the slot words take the slots; the cards stay.
  // "Evolution Knight", "hero Wizard", "evolve the Musketeer": the form of a card that has two.
  const formWords = /\bheroe?s?\b|\bevo(?:lution|lved?)?s?\b/.test(text);
  for (const mention of formWords ? findMentions(cardText, base) : []) {
    if (!mention.card.hasEvolution || !mention.card.hasHero) continue;
    // "Evo Knight and hero Giant": the form word right before a card is its own.
    const right = formBefore(text, mention.start);
    if (right) {
      result.slotForms.push({ cardId: mention.card.id, form: right });
      continue;
    }
    const near = `${text.slice(Math.max(0, mention.start - 30), mention.start)} ${text.slice(mention.end, mention.end + 12)}`;
    const hero = /\bheroe?s?\b/.test(near);
    const evolution = /\bevo(?:lution|lved?)?s?\b/.test(near);
    if (hero !== evolution)
      result.slotForms.push({ cardId: mention.card.id, form: hero ? 'hero' : 'evolution' });
  }
  // "Put hero Musketeer in", "add evo Knight", "a deck with evo Firecracker": the card comes in
  // and takes a slot.
  if (formWords)
    for (const mention of findMentions(cardText, base)) {
      if (
        formBefore(text, mention.start) &&
        result.include.includes(mention.card.id) &&
        !result.slotOn.includes(mention.card.id)
      )
        result.slotOn.push(mention.card.id);
    }
  const slotMove = SLOT_MOVE_ASK.exec(text);
  if (slotMove && context.hasPreviousDeck)
    result.slotMove = slotMove[1]?.startsWith('hero') ? 'hero' : 'evolution';
  // "Use Firecracker instead of Tesla and put the evo on Firecracker": only the cards after the
  // slot's own words ("evo on") are the move's; the swap before them stands.
  const after = slotPhraseAt(text);
  if (after >= 0 && context.hasPreviousDeck) {
    const mentioned = findMentions(cardText, base);
    const named = mentioned.filter((m) => m.start >= after);
    // "Put the evo on Archers instead of Tesla", "move the evo from Tesla to Archers": the card
    // the slot leaves stays in the deck; only its slot moves.
    const off = named.filter((m) =>
      SLOT_FROM.test(cardText.slice(Math.max(after, m.start - 16), m.start)),
    );
    result.slotOff = off.map((m) => m.card.id);
    result.slotOn = named
      .filter((m) => !off.includes(m))
      .map((m) => m.card.id)
      .slice(0, 2);
    const word = /\b(heroe?s?|evo(?:lution)?s?|evolve)\b/.exec(text.slice(after))?.[1];
    result.slotAsked = word ? (word.startsWith('hero') ? 'hero' : 'evolution') : null;
    const elsewhere = (id: number) => mentioned.some((m) => m.card.id === id && m.start < after);
    result.exclude = result.exclude.filter((id) => !result.slotOff.includes(id) || elsewhere(id));
    result.include = result.include.filter((id) => !result.slotOff.includes(id) || elsewhere(id));
  }
  // "X-Bow instead", "golem deck instead": a win condition or an archetype named with a bare
  // "instead" (no "of", no edit verb) asks for that deck in place of the last one, not for the
  // card to be added to it.
  const anotherDeckInstead =
    /\binstead\b(?!\s+of\b)/.test(text) &&
    !/\b(?:swap|replace|switch|change|add|put|include|remove|drop|take out|cut|ditch|without|cheaper|heavier|lighter)\b/.test(
      text,
    ) &&
    (result.archetypeRule !== null ||
      result.include.some((id) => base.byId.get(id)?.has('win_condition') === true));
  // "Keep Hog and Musketeer but change the rest": a new deck around the cards named, with the last
  // deck's other cards kept out this turn (an edit would cling to the last deck's weight and plan).
  if (context.hasPreviousDeck && result.include.length > 0 && CHANGE_REST.test(text)) {
    result.changeRest = true;
    result.understood.push('new cards for the rest of the last deck');
  }
  if (
    context.hasPreviousDeck &&
    !anotherDeckInstead &&
    !negatedArchetype &&
    // "Hog 2.6 without Fireball" after another deck names a deck of its own: a new one, with the
    // limit, unless an edit verb says to turn the last deck into it ("make it Hog 2.6").
    !(
      // "Beatdown without Golem" after a Hog deck: a family named at the head asks for a deck of
      // its own, as an archetype does.
      (result.archetypeRule !== null || (result.archetype !== null && FAMILY_AT_HEAD.test(text))) &&
      !/\b(?:make it|turn it|swap|replace|change|switch|add|put|into|instead|cheaper|heavier|lighter)\b/.test(
        text,
      )
    ) &&
    !result.changeRest &&
    (followUpWords.test(text) ||
      SPELL_ASK.test(text) ||
      addsCard ||
      limitOnly ||
      result.slotOn.length > 0 ||
      result.slotOff.length > 0 ||
      result.slotMove !== null ||
      cheaperFollowUp ||
      heavierFollowUp)
  ) {
    result.followUp = true;
    if (cheaperFollowUp) result.understood.push('cheaper than the last deck');
    if (heavierFollowUp) result.understood.push('heavier than the last deck');
  }
  if (!context.hasPreviousDeck && cheaperFollowUp && result.maxAvgElixir === null) {
    result.maxAvgElixir = 3.2;
    result.understood.push('cheap: average elixir at most 3.2');
  }

  // "Best deck for me", "best deck 4 me" from a connected player: of their own cards, their
  // levels weighed (the best real list they hold at their levels). Only the best deck asked so:
  // "build a LavaLoon deck for me" is politeness, not a limit.
  if (
    context.hasPlayer &&
    (BEST_NOW.test(text) || /\b(?:good|great|strong|strongest|best) deck\b/.test(text)) &&
    /\b(?:for|4) me\b/.test(text) &&
    result.archetypeRule === null &&
    result.archetype === null &&
    result.include.length === 0
  )
    result.ownedOnly = true;
  if (
    BEST_NOW.test(text) &&
    !result.archetypeRule &&
    result.archetype === null &&
    result.include.length + result.eitherOf.length === 0 &&
    result.counter.length === 0 &&
    !result.counterMeta &&
    !result.improveDeck &&
    !result.warDecks &&
    !result.preferHighLevels &&
    !/\bmake it\b/.test(text)
  ) {
    // A new question, even after a deck: "the best deck without legendaries" asks for no edit.
    result.bestNow = true;
    result.followUp = false;
  }

  if (
    (result.archetypeRule || result.archetype) &&
    result.counter.length === 0 &&
    // "Is log bait good for arena 12?", "is there a good bait deck?" ask for a deck, not its play.
    !/\b(?:against|vs\.?|versus|beat|counter|with|without|for|if|there)\b/.test(text) &&
    // About the deck in the chat ("is this a good cycle deck?", "is it good to cycle hog fast?"),
    // the family word as a verb ("bait out their log"), or a deck asked for as well ("… make me
    // one"): not a question about the archetype's play.
    !/\b(?:this|my|our|your|the) (?:deck|list|one)\b|\b(?:is|was) (?:it|this) (?:a|an)\b|\bit'?s\b|\bis it\b|\bhere\b/.test(
      text,
    ) &&
    !/\bto (?:cycle|bait)\b|\bbait (?:out|them|their)\b|\bcard cycle\b/.test(text) &&
    !/\b(?:make|give|build|show|suggest|recommend)\b(?: me)? (?:a|an|one|me)\b|\bbuild me\b/.test(
      text,
    ) &&
    ARCHETYPE_STANDING.test(text)
  )
    result.standingAsked = true;
  for (const [re, mode] of MODES_NOT_HANDLED) if (re.test(text)) result.modesNotHandled.push(mode);
  // "An easy Hog deck", "one that isn't hard to play": said, not silently passed over.
  if (EASY_TO_PLAY.test(text))
    result.kept.push(
      'How hard a deck is to play is not something the games I learn from record, so this deck is not chosen for it; ask about one of its cards (“how do I play <card>?”) for how to use it.',
    );
  if (PATH_OF_LEGENDS.test(text)) {
    result.pathOfLegends = true;
  }
  // Tournaments and challenges play at a capped tournament level too: levels are not weighed.
  if (/\btournaments?\b|\btourney\b|\bchallenges?\b/.test(text)) result.pathOfLegends = true;
  // "A deck for a beginner": one clear plan, a tank with support behind it, unless a style was named.
  if (
    (/\bbeginners?\b|\bnew player\b|\bnewbie\b|\beasy to play\b|\b(?:simple|easy|easiest|easier|simpler) deck\b|\bsomething (?:simple|simpler|easy|easier)\b|\btoo (?:hard|difficult|complicated) to play\b/.test(
      text,
    ) ||
      // "Too hard", "it's too hard for me", "make it easier" after a deck: the message alone.
      (context.hasPreviousDeck &&
        /^\s*(?:(?:it'?s|its|this(?: deck)? is|that'?s|thats|way|much)\s+)*too (?:hard|difficult|complicated|complex)(?: (?:for me|to play))?\s*[.!]*\s*$|^\s*(?:an? |something )?(?:easier|simpler)(?: one| deck| pls| please| to play)*\s*[.!?]*\s*$/.test(
          text,
        ))) &&
    result.archetype === null &&
    result.archetypeRule === null &&
    result.include.length + result.eitherOf.length === 0
  ) {
    // Giant beatdown: the cheapest tank to learn on, with support behind it; a connected
    // player's own cards (a newer player cannot play a card they do not have).
    if (context.hasPlayer) result.ownedOnly = true;
    result.archetype = 'beatdown';
    result.archetypeRule = 'giant';
    const giant = base.byName.get('giant');
    if (giant) result.include.push(giant.id);
    result.kept.push(
      'For a newer player I built a Giant beatdown deck: one tank with support behind it is the plainest plan to learn, and slow enough to think between cards.',
    );
  }

  // "A fun deck": fun is the player's to judge; said, not silently dropped.
  if (
    /\b(?:fun|funny|meme|troll|silly|goofy)\b/.test(text) &&
    result.archetype === null &&
    result.archetypeRule === null &&
    result.include.length + result.eitherOf.length === 0
  ) {
    result.kept.push(
      'Fun is yours to judge, so this is the deck the records favour; name a card you enjoy playing ("a fun deck with Goblin Drill") and I will build around it.',
    );
  }

  // Phrases naming something after "with / without / counter" that is no card we know.
  const unknown =
    /\b(?:with|without|no|include|including|replace|swap|counter|against|add|remove|drop|take out|cut|put|(?<=\b(?:swap|switch|trade|sub|drop|remove|cut)\b[^.;!?]{0,40})for|(?<=\b(?:change|switch|turn)\b[^.;!?]{0,40})(?:to|into)(?!\s+(?:be|have|make|beat|something|anything|more|less|counter|deal|handle|fit|play|use|get)\b))\s+(?:the\s+|a\s+|an\s+|my\s+)?([a-z][a-z.'-]*(?:\s+(?!(?:with|for|to|into|and|or|instead|by)\b)[a-z][a-z.'-]*)?)/g;
  const known = findMentions(cardText, base);
  const { singulars } = nameIndex(base);

  for (const m of text.matchAll(unknown)) {
    const phrase = m[1] ?? '';
    const start = (m.index ?? 0) + m[0].length - phrase.length;
    const first = phrase.split(' ')[0] ?? '';
    if (FILLER_WORDS.has(first) || /^\d/.test(first) || /\bchampions?$/.test(phrase)) continue;
    // "Add a second win con", "add another air defence": a count before a role, read above.
    const counted = /^(?:second|another|more|extra|third|one more)\s+/.exec(phrase);
    if (
      counted &&
      ROLE_WORDS.some(([re]) =>
        re.test(` ${text.slice(start + counted[0].length, start + counted[0].length + 30)} `),
      )
    )
      continue;
    // "With nothing over 4 elixir": the cost cap, read above ("nothing under 3" is not, and said).
    if (/^(?:nothing|none) (?:over|above)$/.test(phrase) && result.costCaps.length) continue;
    // "Drop the limits", "remove the evolutions": words about the chat, not a card. "Put back
    // the Cannon": the card comes after "back".
    if (
      /^(?:back|limits?|rules?|constraints?|restrictions?|elixir|cost|cap|average|levels?|evos?|evolutions?|heroe?s?|slots?|tower|together|both|all|every|each|these|those|them|this|that|some|any)\b/.test(
        phrase,
      )
    )
      continue;
    // "with hero Musketeer", "with evo Knight": the card after the slot word is the mention.
    const slotWord = /^(?:hero|evo|evolved|evolution)\s+/.exec(phrase)?.[0].length ?? 0;
    const at = start + slotWord;
    // A card after a word that names no card ("both Sparky", "maxed Musketeer") was understood;
    // a phrase made only of card-name words ("Dragon Knight") is a card that does not exist, and
    // the Knight inside it is not asked for either. So is a plural's singular run into another
    // card ("goblin wizard" is not Goblins and Wizard).
    const inside = known.filter((k) => k.start >= start && k.end <= start + phrase.length);
    const cardish = phrase.split(' ').every((w) => nameWords(base).has(w));
    const head = known.find((k) => k.start <= at && k.end > at);
    const runOn =
      cardish &&
      inside.length > 1 &&
      head !== undefined &&
      singulars.has(cardText.slice(head.start, head.end));
    if (head && !runOn) continue;
    // "A deck with Cannoneer": the tower troop, read above.
    if (result.towerTroop !== null && towerTroopNamed(` ${phrase} `, base)) continue;
    if (ROLE_WORDS.some(([re]) => re.test(` ${phrase} `))) continue;
    if (SPELL_ASK.test(` ${phrase} `)) continue;
    // "With a cheaper one": the card it replaces, read above.
    if (
      /^(?:cheaper|lighter|heavier|better|different|new|other|stronger|bigger|smaller) ones?$/.test(
        phrase,
      )
    )
      continue;
    if (ARCHETYPE_WORDS.some(([re]) => re.test(` ${phrase} `))) continue;
    if (inside.length && !cardish) continue;
    result.notUnderstood.push(phrase);
    for (const k of inside) {
      const elsewhere = known.some(
        (o) => o.card.id === k.card.id && (o.start < start || o.start >= start + phrase.length),
      );
      if (!elsewhere) {
        result.include = result.include.filter((id) => id !== k.card.id);
        result.eitherOf = result.eitherOf.filter((group) => !group.includes(k.card.id));
        result.slotOn = result.slotOn.filter((id) => id !== k.card.id);
      }
    }
  }

  const deckish =
    /\bdeck|\bbuild(?!ings?\b)|\bsuggest|\brecommend|\bmake|\bcreate|\bgive|\bcounter|\bimprove|\bfix\b|\bwin ?rate|\bswap|\breplace|\bcheaper|\bheavier|\bcards?\b|\bplay\b|\bteach|\bhelp|\bsurprise me\b|\b(?:something|anything) (?:fun|random|cool|new)\b/;
  const anything =
    result.include.length + result.eitherOf.length + result.exclude.length + result.counter.length >
      0 ||
    result.archetype !== null ||
    result.needRoles.length > 0 ||
    setsDeckLimit(result) ||
    // "More changes" after an improvement: the improvement asked for again.
    result.improveDeck ||
    result.bestNow ||
    result.useEvolutions ||
    result.followUp;
  // "Now any cards are fine": a limit lifted, no deck asked for ("cards" is no deck word here).
  const liftsOnly = OWNED_LIFTED.test(text);
  if (!anything && (!deckish.test(text) || liftsOnly)) result.isDeckRequest = false;
  // "Another one", "a different deck", "another hog deck": a new deck that is not the last one (the
  // thread's limits still hold). Not "swap X for another card", an edit.
  if (
    context.hasPreviousDeck &&
    /\b(?:another|different|new|other|fresh)\s+(?:[a-z0-9.]+\s+){0,2}(?:deck|one|list|version|build|option|suggestion|archetype)\b|\bsomething (?:else|(?:completely |totally |entirely )?different)\b|^\s*(?:one more|another)\s*(?:one\s*)?(?:please|pls|plz)?\s*[?.!]*\s*$/.test(
      text,
    ) &&
    !/\b(?:swap|replace|switch|change|instead of|for another|with another)\b/.test(text) &&
    result.changeKind === null &&
    result.removeRoles.length === 0
  ) {
    result.anotherDeck = true;
    result.followUp = false;
    result.isDeckRequest = true;
  }
  // "P.E.K.K.A bridge spam, nothing above 4 elixir": a card asked for in the same message that
  // breaks the cap is exempt from it, said, rather than kept while the cap is claimed to hold.
  for (const cap of result.costCaps) {
    const over = result.include.flatMap((id) => {
      const card = base.byId.get(id);
      return card && brokenCostCap(card, [cap]) ? [card] : [];
    });
    if (!over.length) continue;
    result.kept.push(
      `${list(over.map((c) => `${c.name} (${c.cost})`))} ${over.length === 1 ? 'costs' : 'cost'} more than ${cap.cost}, but you asked for ${over.length === 1 ? 'it' : 'them'}, so ${over.length === 1 ? 'it is' : 'they are'} exempt from the cap; say “without ${over[0]?.name}” for a deck with none.`,
    );
    cap.except.push(...over.map((c) => c.id).filter((id) => !cap.except.includes(id)));
  }
  for (const cap of result.costCaps) result.understood.push(describeCostCap(cap, base));
  // A phrase not understood that is a card's name mistyped ("counter mega kinght"): read as that
  // card, said, and the message read again with the name written out.
  // A name whose second word is mistyped ("inferno drgon") starts with a word that is a card of
  // its own (Inferno Tower's "inferno"): read as the longer card, not silently as the shorter one.
  const halfNamed = context.typosRead ? [] : mistypedSecondWords(cardText, base);
  // "Mega kinght deck", "balon deck": the words before "deck" in a message that named no card nor
  // archetype may be a mistyped card (read only when one card is that close; never "not
  // understood", since "good deck" or "ladder deck" are no card at all).
  const deckPhrase =
    !context.typosRead &&
    result.include.length + result.counter.length + result.exclude.length === 0 &&
    result.archetypeRule === null &&
    result.archetype === null
      ? /^\s*(?:(?:a|an|the|my|some|give me a|build me a|make me a|i want a)\s+)?([a-z][a-z.'-]*(?: [a-z][a-z.'-]*)?) deck\b/.exec(
          text,
        )?.[1]
      : undefined;
  // "Graveyard freez deck": a word before "deck", beside a card named right, that is no word of
  // any card's name (read only when one card is that close, as above).
  const besideNamed =
    !context.typosRead && deckPhrase === undefined && result.archetypeRule === null
      ? // "Minor poison": a message of card names alone reads the same way, when every other
        // word is a word of a card's name ("need more range" names no card: no typo read).
        ((
          /^\s*(?:(?:a|an|the|my|some)\s+)?((?:[a-z][a-z.'-]*\s+){1,3})deck\b/.exec(text)?.[1] ??
          (result.include.length + result.counter.length > 0
            ? ((words) => (words?.length === 1 ? words[0] : undefined))(
                /^\s*((?:[a-z][a-z.'-]*\s+){1,2}[a-z][a-z.'-]*)\s*[?!.]*\s*$/
                  .exec(text)?.[1]
                  ?.split(' ')
                  .filter((w) => !nameWords(base).has(w)),
              )
            : undefined)
        )
          ?.trim()
          .split(' ')
          .filter(
            (w) =>
              w.length >= 5 &&
              !nameWords(base).has(w) &&
              !findMentions(` ${w} `, base).length &&
              closestCard(w, base) !== null,
          ) ?? [])
      : [];
  // "Splahsyard", "lavalon": a message of a word or two that names nothing may be an archetype
  // mistyped.
  const bare =
    !context.typosRead &&
    result.include.length + result.counter.length + result.exclude.length === 0 &&
    result.archetypeRule === null &&
    result.archetype === null
      ? /^\s*([a-z][a-z'-]*(?: [a-z][a-z'-]*)?)\s*[?!.]*\s*$/.exec(text)?.[1]
      : undefined;
  const suspects = [
    ...result.notUnderstood,
    ...(deckPhrase && !result.notUnderstood.includes(deckPhrase) ? [deckPhrase] : []),
    ...besideNamed.filter((w) => !result.notUnderstood.includes(w)),
    ...(bare && bare !== deckPhrase && !result.notUnderstood.includes(bare) ? [bare] : []),
  ];
  if (!context.typosRead && (suspects.length || halfNamed.length)) {
    let corrected = text;
    const read: string[] = [];
    // Not a word of a card's name ("goblin" of "goblin wizard", a card that does not exist), nor
    // a tower troop's name ("cannoneer" is no mistyped Cannon).
    const misspelt = (words: string) =>
      !words.split(' ').every((w) => nameWords(base).has(w)) &&
      !towerTroopNamed(` ${words} `, base);
    for (const { typo, card } of halfNamed) {
      corrected = corrected.replace(
        new RegExp(`(?<![a-z0-9])${escapeRegExp(typo)}(?![a-z0-9])`),
        card.name.toLowerCase(),
      );
      read.push(`I read "${typo}" as ${card.name}.`);
    }
    for (const phrase of suspects) {
      if (halfNamed.some((h) => h.typo.includes(phrase) || phrase.includes(h.typo))) continue;
      const [first, second] = phrase.split(' ');
      const whole = misspelt(phrase) ? closestCard(phrase, base) : null;
      // The first word alone, when the second is no part of a card's name ("musketer and").
      const typo = whole
        ? phrase
        : first &&
            (!second || !nameWords(base).has(second)) &&
            misspelt(first) &&
            closestCard(first, base)
          ? first
          : null;
      const card = whole ?? (typo ? closestCard(typo, base) : null);
      if (!typo || !card) {
        const archetype = closestArchetypeAlias(phrase, base);
        const word = phrase.trim().replace(/\s+decks?$/, '');
        if (archetype && !read.some((r) => r.startsWith(`I read "${word}"`))) {
          corrected = corrected.replace(
            new RegExp(`(?<![a-z0-9])${escapeRegExp(word)}(?![a-z0-9])`),
            archetype.alias,
          );
          read.push(`I read "${word}" as ${archetype.name}.`);
        }
        continue;
      }
      corrected = corrected.replace(
        new RegExp(`(?<![a-z0-9])${escapeRegExp(typo)}(?![a-z0-9])`),
        card.name.toLowerCase(),
      );
      // "Muskateer deck" and "muskateer" are one typo, said once.
      if (!read.includes(`I read "${typo}" as ${card.name}.`))
        read.push(`I read "${typo}" as ${card.name}.`);
    }
    if (read.length) {
      const again = parseRequest(corrected, base, { ...context, typosRead: true });
      again.kept.unshift(...read);
      again.corrected = corrected;
      return again;
    }
  }
  return result;
}
