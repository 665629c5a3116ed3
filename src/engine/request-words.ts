import type { CardRole } from '@shared/deck-analysis';
import type { Archetype } from './knowledge';

/**
 * The words the request parser reads that are not card or archetype names (those live in
 * data/card-knowledge.json and data/archetype-rules.json): families, roles, and filler words that
 * are never reported as "not understood".
 */

export const ARCHETYPE_WORDS: [RegExp, Archetype][] = [
  [/\blava ?loon\b|\blavaloon\b|\bair deck\b|\bair beatdown\b/, 'air'],
  [/\bbridge ?spam\b/, 'bridge_spam'],
  [/\blog ?bait\b|\bbait\b/, 'bait'],
  [/\bsiege\b/, 'siege'],
  [/\bbeat ?down\b|\bbeatdown\b/, 'beatdown'],
  [/\bcycle\b|\bfast cycle\b/, 'cycle'],
  [
    /\bcontrol\b|(?<!\b(?:not|no|hate playing|hate|instead of|don'?t want)(?: an?)? )\bdefensive (?:deck|play ?style|build|list)\b/,
    'control',
  ],
  [/\bgraveyard deck\b|\bgy deck\b|\bgraveyard control\b/, 'graveyard'],
  [/\bspawner\b|\bspawners\b|\bhut deck\b/, 'spawner'],
];

/** "Is it meta?", "is X popular?", "is it used a lot?": how much a card or deck is played. */
export const PLAY_WORDS =
  /\bmeta\b|\bpopular\b|\bhow common\b|\b(?:used|played) (?:a lot|much|often)\b|\bhow (?:often|much) (?:is|are)\b/;

/** "A better spell", "swap Rocket for a cheaper spell": a spell for a spell, said how. */
export const SPELL_ASK =
  /\b(better|bigger|stronger|heavier|cheaper|smaller|lighter|different|other)\s+spells?\b/;

/** What flies, as a player names it after "against", "weak to", "can't deal with". */
const AIR_TARGET = String.raw`(?:the )?(?:air|fliers|flyers|flying troops|air troops|air decks|air units)\b`;

export const ROLE_WORDS: [RegExp, CardRole][] = [
  [
    new RegExp(
      String.raw`\bair (?:defen[cs]e|def|support|counter|targeting)\b|\banti[- ]air\b|\bsomething (?:that|to) (?:hits|shoots|kills|targets|handles|deals with) (?:the )?air\b|\b(?:better|stronger|tougher|safer) (?:against|vs\.?|versus|at defending(?: against)?) ${AIR_TARGET}|\b(?:something|anything|help|stuff) (?:for|against|vs\.?|versus|to (?:stop|deal with|handle|counter)) ${AIR_TARGET}|\b(?:struggl\w*|weak|bad|los\w*|trouble|vulnerable) (?:against|vs\.?|versus|to|with) ${AIR_TARGET}|\bcan'?t (?:deal with|handle|stop|beat|defend(?: against)?) ${AIR_TARGET}`,
    ),
    'air_defence',
  ],
  [/\bbuilding\b|\bdefensive building\b/, 'building'],
  [
    /\bair splash\b|\bsplash (?:that |which |to )?(?:hits|targets|shoots|kills|reaches|for) (?:the )?air\b|\banti[- ]air splash\b|\bsplash (?:against|vs\.?|versus) (?:the )?air\b/,
    'air_splash',
  ],
  [/\bsplash\b/, 'splash'],
  [
    /\btank killer\b|\banti[- ]tank\b|\bdps\b|\b(?:kills?|killing|shreds?|melts?) (?:the |a |big )?tanks?\b|\btank[- ]killing\b/,
    'tank_killer',
  ],
  [/\bsmall spell\b|\bcheap spell\b|\b(?:smaller|lighter) spell\b/, 'small_spell'],
  [/\bbig spell\b|\bheavy spell\b|\b(?:bigger|stronger|heavier) spell\b/, 'big_spell'],
  [/\bwin ?con(?:dition)?\b/, 'win_condition'],
  // "Tank killer" is its own role, not a tank.
  // Not "something that kills a tank": that is a tank killer.
  [
    /(?<!\b(?:kills?|killing|shreds?|melts?|beats?|counters?) (?:the |a |big )?)\btank\b(?! killers?\b)|\btanky\b|\btankier\b/,
    'tank',
  ],
  [/\breset\b|\bstun\b/, 'reset'],
  // "Need more range", "something with range", "a ranged troop", "outranges" (never "the 3.5
  // range" of elixir).
  [
    /(?<=\b(?:more|some|longer|long|extra|with|need|add|lacks?|no|of)[\s-])range\b|\branged\b|\boutrang\w*/,
    'ranged',
  ],
];

/** Words after "with / without / counter" that are not a card and need no "did not understand". */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  // "mk counter pls": politeness, never a card.
  'pls',
  'plz',
  'please',
  'thanks',
  'thx',
  'bro',
  // "Need more range": a role word, never a mistyped Rage.
  'range',
  'ranged',
  // "A troop that kills tanks": the kind of card a swap asks for.
  'troop',
  'asap',
  'rn',
  'no',
  'wait',
  'without',
  'only',
  'good',
  'great',
  'strong',
  'a',
  'an',
  'the',
  'my',
  'it',
  'me',
  'cards',
  'card',
  'deck',
  'decks',
  'legendaries',
  'legendary',
  'champion',
  'champions',
  'epics',
  'epic',
  'evos',
  'evo',
  'evolution',
  'evolutions',
  'spells',
  'spell',
  'air',
  'building',
  'buildings',
  'splash',
  'tank',
  'more',
  'less',
  'something',
  'popular',
  'meta',
  'good',
  'that',
  'this',
  'one',
  'any',
  'win',
  'high',
  'low',
  'cheap',
  'elixir',
  'cycle',
  'beatdown',
  'bait',
  'siege',
  'control',
  'bridge',
  'level',
  'levels',
  'highest',
  'each',
  'other',
  'them',
  'those',
  'these',
  'what',
  'which',
  'some',
  'small',
  'big',
  'heavy',
  'fast',
  'lava',
  'graveyard',
  'rarity',
  'rares',
  'commons',
  'common',
  'i',
  'you',
  'us',
  'and',
  'or',
  'to',
  'for',
  'of',
  'in',
  'on',
  'at',
  'by',
  'all',
  'every',
  'new',
  'current',
  'strong',
  'best',
  'under',
  'over',
]);

/**
 * Game modes the engine does not build for: the decks are 1v1 ladder / Path of Legends decks, and
 * the answer says so rather than pretending the mode was taken into account.
 */
export const MODES_NOT_HANDLED: [RegExp, string][] = [
  [/\b2v2\b|\b2 ?vs ?2\b|\bdouble battle\b/, '2v2'],
  [/\btriple elixir\b|\b3x elixir\b/, 'Triple Elixir'],
  [/\bdraft\b/, 'draft modes'],
  [/\btouchdown\b/, 'Touchdown'],
  [/\bmirror mode\b|\bmirror battle\b/, 'Mirror battles'],
];

/** The words a message opens with when it asks rather than tells ("is this deck good?"). */
const QUESTION_OPENERS =
  "what|what's|whats|wat|wats|which|why|whys|how|how's|hows|is|are|does|do|has|have|can|could|should|would|will";
/** A message that opens as a question. */
export const OPENS_AS_QUESTION = new RegExp(`^\\s*(?:${QUESTION_OPENERS})\\b`);
/** A message that asks about the deck: a question, or "explain / rate / walk me through it". */
export const ASKS_ABOUT_DECK = new RegExp(
  `^\\s*(?:${QUESTION_OPENERS}|and against|against|explain|describe|analy[sz]e|rate|review|tell me (?:about|more)|walk me through|break (?:it|this|that) down)\\b`,
);

/** Path of Legends (Ranked): card levels are capped there, so the player's levels are not weighed. */
export const PATH_OF_LEGENDS = /\bpath of legends?\b|\bpol\b|\branked\b|\branked mode\b/;

/** "Make 3 swaps", "do more changes": an improve asked by its number of swaps, never a question. */
export const MORE_SWAPS =
  /\b(?:make|do|try|give me|suggest|want)\s+(?:(?:\d|one|two|three|four|five|more|a few|some)\s+)+(?:swaps?|changes?)\b|^\s*(?:(?:please|pls|can you|could you)\s+)?(?:swap|change|replace|switch)\s+(?:\d|one|two|three|four|five)\s+cards?(?:\s+(?:in|of|from)\s+(?:my|this|the|that|your)\s+deck|\s+in it)?\s*(?:please|pls)?\s*[.!?]*\s*$|^\s*(?:(?:\d|two|three|four|five|more|a few|some)\s+)+(?:more\s+)?(?:swaps?|changes?)\s*(?:please|pls|plz)?\s*[.!?]*\s*$/;

/**
 * "Getting wrecked by Mega Knight", "keep dying to Graveyard", "3 crowned by LavaLoon": the card
 * after these words beats the player; it is a threat, never a card to add.
 */
export const BEATEN_BY =
  /\b(?:wreck(?:ed|s)?|destroy(?:ed|s)?|crush(?:ed|es)?|smash(?:ed|es)?|roll(?:ed|s)?|own(?:ed|s)?|counter(?:ed|s)?|(?:3|three)[- ]?crown(?:ed|s)?|beaten|bullied|farmed) by|\b(?:dy(?:ing|es)|die) (?:to|against)/;

/**
 * Right after a card of the user's deck: a complaint about it ("the Zap feels weak", "Tombstone is
 * useless", "my Guards suck"), which asks for it out. Not "weak to Mini P.E.K.K.A", "bad against
 * air" (about a matchup) nor "bad at defending".
 */
export const COMPLAINED_AFTER =
  /^(?:'s|\s+(?:(?:just|really|so|kinda|kind of|too|very|honestly)\s+)*(?:feels?|is|are|seems?|looks?|has been|have been))\s+(?:(?:so|really|kinda|kind of|too|very|pretty|super|way too|totally|completely|just)\s+)*(?:weak|bad|trash|useless|mid|awful|terrible|garbage|pointless|underwhelming|worthless|not (?:good|great|working|worth it|doing anything))\b(?!\s+(?:to|against|vs\.?|versus|at|into)\s+(?!me\b|us\b))|^\s+(?:is|are|feels?)\s+(?:way\s+)?too\s+(?:slow|clunky)\b|^\s+(?:sucks?|never works?|does ?n'?t work|do ?n'?t work|does nothing|do nothing|is ?n'?t (?:working|doing (?:anything|much))|underperforms?|keeps? (?:dying|getting (?:killed|destroyed|countered|outvalued))|always (?:dies|gets (?:killed|countered)))\b/;

/** "Keep", "don't change", "do not touch": the verbs that pin a card. */
export const KEEP_VERB = String.raw`keep|(?:do ?n'?t|do not|never) (?:touch|change|swap|remove|cut|drop|replace)`;

/**
 * "Keep the Log", "don't change my Arrows", "leave the Log in": a card pinned, never one to swap.
 * Runs to the end of its clause.
 */
export const KEEP_CLAUSE = new RegExp(
  String.raw`\b(?:${KEEP_VERB}|leave)\s+(?:the\s+|my\s+|your\s+)?[a-z][\w.' -]*?(?:\s+in)?(?=\s*(?:[,.;!?]|\band\b|\bbut\b|$))`,
  'g',
);

/** What comes right before a card in "what is Tornado for?", "what's the point of the Log?". */
const PURPOSE_BEFORE =
  /\bwhat(?:'s|\s+is|\s+are|\s+does)\s+(?:the\s+|my\s+|this\s+|that\s+|an?\s+)?$|\bwhat(?:'s|\s+is)\s+(?:the\s+)?(?:point|job|role|purpose|use)\s+of\s+(?:the\s+|my\s+|an?\s+)?$/;

/**
 * "What is Tornado for?", "what does the Elixir Collector do?", "what's the point of Lightning?":
 * the card whose job is asked (the text between the words is the card's name and nothing more),
 * or undefined.
 */
export function purposeAsked<T>(
  text: string,
  mentions: readonly { start: number; end: number; card: T }[],
): T | undefined {
  return mentions.find((m) => {
    const before = text.slice(0, m.start);
    const after = text.slice(m.end);
    if (!PURPOSE_BEFORE.test(before)) return false;
    const point = /\b(?:point|job|role|purpose|use)\s+of\s+(?:the\s+|my\s+|an?\s+)?$/.test(before);
    return point
      ? /^\s*(?:here|in (?:this|my|the) deck)?\s*[?.!]*\s*$/.test(after)
      : /\bdoes\s+(?:the\s+|my\s+|this\s+|that\s+|an?\s+)?$/.test(before)
        ? /^\s*do\b/.test(after)
        : /^\s*(?:used\s+)?for\b/.test(after);
  })?.card;
}

/**
 * Words players use for one of several cards ("swap the hut", "spirit to bats"): `word` as typed,
 * `of` matched against a card's lower-case name.
 */
export const FAMILY_WORDS: readonly { word: RegExp; of: RegExp }[] = [
  { word: /huts?/, of: /\bhut$/ },
  { word: /spirits?/, of: /\bspirit$/ },
  { word: /barrels?/, of: /\bbarrel$/ },
  { word: /drag(?:on)?s?/, of: /\bdragons?$/ },
  { word: /cage/, of: /\bcage$/ },
  { word: /gang/, of: /\bgang$/ },
  { word: /army/, of: /\barmy$/ },
  { word: /machine/, of: /\bmachine$/ },
  { word: /cart/, of: /\bcart$/ },
];

/** The cards of a deck a family word fits ("spirit": Ice Spirit and Electro Spirit). */
export function cardsOfFamily<C extends { name: string }>(
  family: { of: RegExp },
  cards: readonly C[],
): C[] {
  return cards.filter((c) => family.of.test(c.name.toLowerCase()));
}

/**
 * The family word a phrase is, as typed without its article ("the spirit": "spirit"), with what
 * it matches, or null.
 */
export function familyWordOf(phrase: string): { word: string; of: RegExp } | null {
  const bare = phrase.replace(/^(?:the|my|a|an|your)\s+/, '').trim();
  const found = FAMILY_WORDS.find((f) => new RegExp(`^(?:${f.word.source})$`).test(bare));
  return found ? { word: bare, of: found.of } : null;
}

/** "Show me my evos", "give me my heroes": the list of the player's forms, asked alone. */
export const FORMS_LIST =
  /^\s*(?:show|list|tell|give)(?: me)?(?: all)?(?: of)? my (?:evo(?:lution)?s|heroe?s)\s*[?.!]*\s*$/;
