/**
 * Multi-turn conversations and what must hold after each turn, read the way a player would read
 * the answer. Shared by `conversation.test.ts` (every case must pass) and `npm run bench:engine`
 * (pass rate and time per turn).
 */
export interface TurnExpectation {
  /** The deck is exactly the previous turn's deck (questions never replace it). */
  deckUnchanged?: boolean;
  /** Cards that must be in the deck. */
  has?: string[];
  /** Cards that must not be in the deck. */
  lacks?: string[];
  /** At most this many cards differ from the previous turn's deck. */
  changedAtMost?: number;
  /** The previous deck's win conditions are all still there. */
  keepsWinConditions?: boolean;
  /** The analysis's archetype label. */
  archetype?: string;
  /** Average elixir bounds. */
  avgAtMost?: number;
  avgAtLeast?: number;
  /** At least this many troops or buildings that hit air. */
  airAtLeast?: number;
  /** No card of these rarities. */
  noRarity?: string[];
  /** The answer says these (regular expressions, case-insensitive). */
  says?: string[];
  /** The answer does not say these. */
  neverSays?: string[];
  /** The answer's second deck (e.g. the one without a card that cannot meet a bound). */
  secondDeck?: { lacks?: string[]; avgAtMost?: number; avgAtLeast?: number };
}

export interface ConversationCase {
  name: string;
  withPlayer?: boolean;
  turns: { say: string; expect: TurnExpectation }[];
}

const HOG_26 =
  'Here is my deck: hog, musk, cannon, ice golem, ice spirit, skeletons, fireball, log';
const NEVER_BLANKET = ['I changed your last deck as asked and kept the rest'];

const named: [string, string][] = [
  ['hog 2.6', 'Hog 2.6'],
  ['eq hog please', 'EQ Hog'],
  ['classic log bait', 'Log bait'],
  ['golem night witch', 'Golem Night Witch'],
  ['splashyard', 'Splashyard'],
  ['elixir golem healer', 'Elixir Golem Healer'],
  ['giant sparky', 'Giant Sparky'],
  ['lava miner', 'Lava Miner'],
  ['lavaloon', 'LavaLoon'],
  ['lumberloon', 'Lumberloon'],
  ['3m pump', '3M pump'],
  ['mortar bait', 'Mortar bait'],
  ['goblin drill cycle', 'Goblin Drill cycle'],
  ['royal hogs deck', 'Royal Hogs'],
  ['ram rider deck', 'Ram Rider'],
  ['pekka bridge spam', 'PEKKA bridge spam'],
  ['xbow cycle', 'X-Bow cycle'],
];

export const conversationCases: ConversationCase[] = [
  // Named archetypes resolve to real lists of that archetype.
  ...named.map(([say, archetype]): ConversationCase => ({
    name: `builds a real ${archetype} list`,
    turns: [{ say, expect: { archetype, says: ['real .+ list'] } }],
  })),

  // A deck the user gives becomes the current deck.
  {
    name: 'reads a pasted deck in nicknames',
    turns: [
      {
        say: HOG_26,
        expect: {
          has: [
            'Hog Rider',
            'Musketeer',
            'Cannon',
            'Ice Golem',
            'Ice Spirit',
            'Skeletons',
            'Fireball',
            'The Log',
          ],
          archetype: 'Hog 2.6',
          says: ['the deck you gave me'],
        },
      },
    ],
  },
  {
    name: 'reads a pasted in-game link',
    turns: [
      {
        say: 'rate this https://link.clashroyale.com/en/?clashroyale://copyDeck?deck=26000021;26000014;27000000;26000038;26000030;26000010;28000000;28000011&l=Royals',
        expect: {
          has: ['Hog Rider', 'Musketeer', 'Cannon', 'The Log'],
          says: ['the deck you gave me'],
        },
      },
    ],
  },
  {
    name: 'reads a pasted deck in Spanish',
    turns: [
      {
        say: 'mi mazo: montapuercos, mosquetera, cañón, gólem de hielo, espíritu de hielo, esqueletos, bola de fuego, tronco',
        expect: { has: ['Hog Rider', 'Musketeer', 'Cannon', 'Ice Golem', 'The Log'] },
      },
    ],
  },
  {
    name: 'a pasted deck then a question keeps it',
    turns: [
      { say: HOG_26, expect: { has: ['Hog Rider', 'Cannon'] } },
      {
        say: 'why musketeer?',
        expect: { deckUnchanged: true, says: ['Why Musketeer', 'hits air|air'] },
      },
    ],
  },

  // Questions answer and never replace the deck.
  ...[
    ['why musketeer?', ['Why Musketeer']],
    ['what does this deck struggle against?', ['struggles against']],
    [
      'is this good against mega knight?',
      ['against Mega Knight', 'corpus games|too few corpus games'],
    ],
    ['how do I play this deck?', ['How to play']],
    ['which card should i upgrade?', ['What to upgrade']],
    ['what are the weaknesses?', ['struggles against']],
    ['is it good vs balloon?', ['against Balloon']],
    ['why the log?', ['Why The Log']],
  ].map(([question, says]): ConversationCase => ({
    name: `answers "${String(question)}" without replacing the deck`,
    turns: [
      { say: HOG_26, expect: {} },
      { say: String(question), expect: { deckUnchanged: true, says: says as string[] } },
    ],
  })),
  {
    name: 'answers the upgrade question with the player levels',
    withPlayer: true,
    turns: [
      { say: HOG_26, expect: {} },
      {
        say: 'which card should I upgrade first?',
        expect: { deckUnchanged: true, says: ['What to upgrade', 'level|do not own'] },
      },
    ],
  },
  {
    name: 'several questions in a row keep the deck',
    turns: [
      { say: 'golem night witch', expect: { has: ['Golem', 'Night Witch'] } },
      { say: 'why night witch?', expect: { deckUnchanged: true } },
      { say: 'what beats this deck?', expect: { deckUnchanged: true } },
      {
        say: 'is it good against hog rider?',
        expect: { deckUnchanged: true, says: ['against Hog Rider'] },
      },
    ],
  },

  // Edits are pinned: exactly the swap asked for.
  ...[
    ['replace cannon with tesla', 'Cannon', 'Tesla'],
    ['swap the log for barbarian barrel', 'The Log', 'Barbarian Barrel'],
    ['replace musketeer with baby dragon', 'Musketeer', 'Baby Dragon'],
    ['switch fireball to poison', 'Fireball', 'Poison'],
    ['replace ice golem with knight', 'Ice Golem', 'Knight'],
    ['swap skeletons for bats', 'Skeletons', 'Bats'],
  ].map(([say, out, inCard]): ConversationCase => ({
    name: `"${say}" swaps exactly that`,
    turns: [
      { say: HOG_26, expect: {} },
      {
        say: say ?? '',
        expect: {
          has: [inCard ?? '', 'Hog Rider'],
          lacks: [out ?? ''],
          changedAtMost: 1,
          says: [`${out} → ${inCard}`],
          neverSays: NEVER_BLANKET,
        },
      },
    ],
  })),
  ...[
    ['replace cannon', 'Cannon'],
    ['replace the log', 'The Log'],
    ['swap out fireball', 'Fireball'],
    ['replace musketeer', 'Musketeer'],
  ].map(([say, out]): ConversationCase => ({
    name: `"${say}" picks one card for its job`,
    turns: [
      { say: HOG_26, expect: {} },
      {
        say: say ?? '',
        expect: {
          lacks: [out ?? ''],
          changedAtMost: 1,
          keepsWinConditions: true,
          says: [`${out} →`],
        },
      },
    ],
  })),
  {
    name: 'a swap to a card already in the deck changes nothing and says so',
    turns: [
      { say: HOG_26, expect: {} },
      {
        say: 'replace cannon with musketeer',
        expect: { deckUnchanged: true, says: ['already in this deck'] },
      },
    ],
  },

  // Cheaper / heavier keep the core and the win condition.
  ...[
    ['golem night witch', 'make it cheaper'],
    ['hog 2.6', 'make it heavier'],
    ['lavaloon', 'make it cheaper'],
    ['royal giant deck', 'a bit cheaper please'],
    ['pekka bridge spam', 'make it cheaper'],
  ].map(([first, edit]): ConversationCase => ({
    name: `"${edit}" on ${first} keeps the win condition and most cards`,
    turns: [
      { say: first ?? '', expect: {} },
      {
        say: edit ?? '',
        expect: {
          keepsWinConditions: true,
          changedAtMost: 3,
          says: ['Changed from your last deck|already fits'],
          neverSays: NEVER_BLANKET,
        },
      },
    ],
  })),

  // Counters build against their target, never the target itself.
  ...[
    ['deck to counter lavaloon', ['Lava Hound', 'Balloon']],
    ['a deck that beats log bait', ['Goblin Barrel']],
    ['counter golem', ['Golem']],
    ['what beats x-bow?', ['X-Bow']],
    ['counter mega knight', ['Mega Knight']],
    ['deck against hog rider', ['Hog Rider']],
  ].map(([say, targets]): ConversationCase => ({
    name: `"${String(say)}" does not build the target`,
    turns: [{ say: String(say), expect: { lacks: targets as string[], says: ['Asked to beat'] } }],
  })),

  // Limits within a request.
  {
    name: 'no legendaries also leaves champions out',
    turns: [
      {
        say: 'hog deck with no legendaries and no champions',
        expect: { noRarity: ['Legendary', 'Champion'], has: ['Hog Rider'] },
      },
    ],
  },
  {
    name: 'f2p',
    turns: [
      { say: 'f2p golem deck', expect: { noRarity: ['Legendary', 'Champion'], has: ['Golem'] } },
    ],
  },
  {
    name: 'under 3.0',
    turns: [{ say: 'a deck under 3.0 elixir', expect: { avgAtMost: 3.0 } }],
  },
  {
    name: 'over 4.0',
    turns: [{ say: 'beatdown deck with average elixir over 4', expect: { avgAtLeast: 4.0 } }],
  },
  {
    name: 'without a card',
    turns: [
      { say: 'hog 2.6 without fireball', expect: { lacks: ['Fireball'], has: ['Hog Rider'] } },
    ],
  },
  {
    name: 'Spanish win condition name',
    turns: [{ say: 'un mazo de montapuercos', expect: { has: ['Hog Rider'] } }],
  },
  {
    name: 'a card named by nickname',
    turns: [
      { say: 'deck with ebarbs and skellies', expect: { has: ['Elite Barbarians', 'Skeletons'] } },
    ],
  },
  {
    name: 'replacing a card that is not in the deck changes nothing and says so',
    turns: [
      { say: 'splashyard', expect: {} },
      {
        say: 'replace poison with fireball',
        expect: { deckUnchanged: true, says: ['Poison is not in this deck'] },
      },
    ],
  },
  {
    name: 'replacing with an unknown card changes nothing and names the word',
    turns: [
      { say: HOG_26, expect: {} },
      {
        say: 'replace hog with fnord',
        expect: { deckUnchanged: true, has: ['Hog Rider'], says: ['do not know "fnord"'] },
      },
    ],
  },
  {
    name: 'asking why about a card the deck lacks says so',
    turns: [
      { say: HOG_26, expect: {} },
      {
        say: 'why princess?',
        expect: { deckUnchanged: true, says: ['Princess is not in this deck'] },
      },
    ],
  },
  {
    name: 'a counter to an air deck holds real air defence',
    turns: [
      {
        say: 'deck to counter lavaloon',
        expect: { airAtLeast: 3, lacks: ['Lava Hound', 'Balloon'] },
      },
    ],
  },
  {
    name: 'a Spanish rarity limit holds',
    turns: [
      {
        say: 'mazo de montapuercos sin legendarias',
        expect: { has: ['Hog Rider'], noRarity: ['Legendary', 'Champion'] },
      },
    ],
  },
  {
    name: 'an understood limit is never also reported as not understood',
    turns: [
      {
        say: 'hog deck with no legendaries',
        expect: { neverSays: ['did not understand'], noRarity: ['Legendary'] },
      },
    ],
  },
  {
    name: 'compares two archetypes side by side without replacing the deck',
    turns: [
      { say: HOG_26, expect: {} },
      {
        say: 'compare hog 2.6 and log bait',
        expect: { deckUnchanged: true, says: ['Hog 2.6 vs Log bait', 'Head to head'] },
      },
    ],
  },
  {
    name: 'compares the current deck with an archetype',
    turns: [
      { say: 'golem night witch', expect: {} },
      {
        say: 'my deck vs lavaloon, which is better?',
        expect: { deckUnchanged: true, says: ['Your deck vs LavaLoon'] },
      },
    ],
  },
  {
    name: '"make it more defensive" changes a card and keeps the win condition',
    turns: [
      { say: 'pekka bridge spam', expect: {} },
      {
        say: 'make it more defensive',
        expect: {
          keepsWinConditions: true,
          changedAtMost: 2,
          says: ['Changed from your last deck'],
        },
      },
    ],
  },
  {
    name: 'a mode it does not build for is named, not ignored',
    turns: [
      {
        say: 'best 2v2 deck with hog',
        expect: { has: ['Hog Rider'], says: ['do not build for 2v2'] },
      },
    ],
  },
  {
    name: 'a bound the win condition cannot meet is named, with the nearest deck and one without it',
    turns: [
      {
        say: 'golem deck under 3.0 elixir',
        expect: {
          has: ['Golem'],
          avgAtLeast: 3.5,
          says: [
            'Real Golem .*decks start around 3\\.\\d elixir',
            'second deck below has no Golem',
          ],
          neverSays: ['Limits applied: average elixir at most 3\\.0'],
          secondDeck: { lacks: ['Golem'], avgAtMost: 3.0 },
        },
      },
    ],
  },
  {
    name: 'a lower bound a cycle win condition cannot meet is named too',
    turns: [
      {
        say: 'hog rider deck with average elixir over 5.5',
        expect: {
          has: ['Hog Rider'],
          says: ['Real Hog Rider .*decks top out around 4\\.\\d elixir'],
          secondDeck: { lacks: ['Hog Rider'], avgAtLeast: 5.0 },
        },
      },
    ],
  },
  {
    name: 'a bound within reach builds normally',
    turns: [
      {
        say: 'golem deck under 4.0 elixir',
        expect: { has: ['Golem'], avgAtMost: 4.0, neverSays: ['start around', 'second deck'] },
      },
    ],
  },
  {
    name: 'a rarity limit holds for later turns until it is lifted',
    turns: [
      { say: 'hog deck with no legendaries', expect: { noRarity: ['Legendary', 'Champion'] } },
      {
        say: 'now a graveyard deck',
        expect: {
          noRarity: ['Legendary', 'Champion'],
          says: ['Still applying from earlier in this chat: no Legendary cards'],
        },
      },
      {
        say: 'legendaries are fine now',
        expect: { deckUnchanged: true, says: ['No longer applying: no Legendary cards'] },
      },
    ],
  },
  {
    name: 'an excluded card stays out of later edits',
    turns: [
      { say: 'hog deck without the log', expect: { lacks: ['The Log'] } },
      { say: 'make it cheaper', expect: { lacks: ['The Log'], keepsWinConditions: true } },
    ],
  },
  {
    name: 'a matchup question about an archetype answers with its record and its win conditions',
    turns: [
      { say: HOG_26, expect: {} },
      {
        say: 'how does it do against lavaloon',
        expect: {
          deckUnchanged: true,
          says: [
            'Hog 2\\.6 against LavaLoon',
            'Against Balloon',
            'Cannon placed in the middle pulls it away',
          ],
        },
      },
      {
        say: 'and against log bait?',
        expect: {
          deckUnchanged: true,
          says: [
            'won \\d+% of [\\d,]+ corpus games against Log bait',
            "The Log kills Goblin Barrel's Goblins",
          ],
        },
      },
    ],
  },
  {
    name: 'how to play against a card names what the deck does about it',
    turns: [
      { say: HOG_26, expect: {} },
      {
        say: 'how do I play this against mega knight?',
        expect: {
          deckUnchanged: true,
          says: [
            'Mega Knight kills Skeletons in one hit',
            'send Hog Rider at the other bridge',
            'Cannon placed in the middle pulls it away',
          ],
          neverSays: ['cannot hit air, so Musketeer'],
        },
      },
    ],
  },
  {
    name: 'Path of Legends changes the deck: levels are not weighed there, and the answer says so',
    withPlayer: true,
    turns: [
      {
        say: 'path of legends deck with hog',
        expect: {
          has: ['Hog Rider'],
          says: ['Path of Legends caps card levels, so your levels were not weighed'],
          neverSays: ['did not understand', 'do not build for'],
        },
      },
    ],
  },
  {
    name: 'an unknown word is named back',
    turns: [
      {
        say: 'hog deck with flurbles',
        expect: { has: ['Hog Rider'], says: ['did not understand "flurbles"'] },
      },
    ],
  },
];
