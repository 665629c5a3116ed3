import { QUICK_PROMPTS } from '@shared/chat';

/**
 * The prompt set behind the validity test and benchmark: the quick prompts (docs/product.md §9) plus requests for
 * every archetype, constraint and follow-up kind. `followUp` is sent after `message` in the same thread.
 */
export interface ValidityPrompt {
  message: string;
  followUp?: string;
  withPlayer?: boolean;
}

const base: string[] = [
  ...QUICK_PROMPTS,
  'build me a hog cycle deck',
  'golem beatdown',
  'lavaloon deck',
  'x-bow siege deck',
  'mortar bait',
  'log bait deck under 3.2 elixir',
  'bridge spam with pekka',
  'ebarbs deck',
  'mk deck without fireball',
  'graveyard control no champions',
  'spawner deck',
  'royal giant deck',
  '3m deck with pump',
  'a cheap cycle deck',
  'heavy beatdown deck',
  'deck under 3.0 elixir',
  'deck with average elixir over 4',
  'f2p deck',
  'no legendaries, with musketeer',
  'counter mega knight',
  'a deck that beats lavaloon?',
  'counter x-bow and hog',
  'a deck without the log or zap',
  'balloon freeze',
  'goblin drill cycle',
  'miner poison control',
  'electro giant deck no evolutions',
  'deck with golden knight and archer queen',
  'sparky and goblin giant',
  'wall breakers and royal hogs',
  'air defence heavy deck with inferno dragon',
  'build me a deck with skeleton king',
  'control deck with a building',
  'give me something fun with mirror',
  'use my cards',
  'deck with goblinstein',
  'rune giant deck',
  'no epics no legendaries cycle',
  'bait deck with princess and goblin gang',
  'siege deck with mortar under 3.5',
  'lavaloon without fireball, no legendaries',
  'golem beatdown, no epics',
  'f2p deck with mega knight and the log',
  'sparky deck no legendaries',
  'lavaloon under 3.0',
  'golem deck under 3.4 elixir',
  'pekka deck under 3.0',
  'x-bow deck over 4.0',
];

const followUps: [string, string][] = [
  ['build me a hog cycle deck', 'make it cheaper'],
  ['golem beatdown', 'swap the Tornado'],
  ['x-bow siege deck', 'replace Tesla with air defence'],
  ['lavaloon deck', 'make it heavier'],
  ['bridge spam with pekka', 'swap the Zap and add a building'],
  ['log bait deck', 'remove goblin barrel'],
  ['miner control', 'more air defence please'],
  ['royal giant deck', 'without fireball'],
];

const personal: string[] = [
  'Suggest a deck using my highest level cards',
  'Build me a balanced deck for my arena',
  'Help me improve my win rate.',
  'a hog deck with my cards',
  'improve my deck',
  'counter mega knight with cards i own',
];

export const validityPrompts: ValidityPrompt[] = [
  ...base.map((message) => ({ message })),
  ...followUps.map(([message, followUp]) => ({ message, followUp })),
  ...personal.map((message) => ({ message, withPlayer: true })),
  ...base.slice(0, 12).map((message) => ({ message, withPlayer: true })),
  ...followUps.slice(0, 3).map(([message, followUp]) => ({ message, followUp, withPlayer: true })),
];
