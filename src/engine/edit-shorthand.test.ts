import { cardIdOf, catalogue } from '@test/engine-fixtures';
import { describe, expect, it } from 'vitest';
import { bareSwap, cardAsVerb, cardBackAsSwap, shortNameInDeck } from './edit-shorthand';
import { createCardBase } from './knowledge';

const base = createCardBase(catalogue);
const ids = (...names: string[]) => names.map(cardIdOf);
const before = ids(
  'Royal Giant',
  'Wizard',
  'Prince',
  'Mirror',
  'Rocket',
  'Arrows',
  'Tombstone',
  'Barbarians',
);
const deck = ids(
  'Royal Giant',
  'Wizard',
  'Prince',
  'Zap',
  'Fireball',
  'Arrows',
  'Tombstone',
  'Barbarians',
);

describe('cardBackAsSwap', () => {
  it('reads "put X back" of a card the last change took out as the swap undone', () => {
    expect(cardBackAsSwap('put mirror back', deck, before, base)).toBe('swap Zap for Mirror');
    expect(cardBackAsSwap('No, keep the Rocket', deck, before, base)).toBe(
      'swap Fireball for Rocket',
    );
    expect(cardBackAsSwap('mirror back please', deck, before, base)).toBe('swap Zap for Mirror');
  });

  it('leaves every other message as it is', () => {
    // A card still in the deck, one the deck never had, more than a card, more than "back".
    for (const message of [
      'keep arrows',
      'put hog rider back',
      'put mirror and rocket back',
      'keep mirror but make it cheaper',
      'make it cheaper',
    ])
      expect(cardBackAsSwap(message, deck, before, base)).toBe(message);
    // No deck before to undo, or one built anew (the decks share fewer than five cards).
    expect(cardBackAsSwap('put mirror back', deck, [], base)).toBe('put mirror back');
    const other = ids(
      'Golem',
      'Night Witch',
      'Baby Dragon',
      'Lumberjack',
      'Tornado',
      'Lightning',
      'Mega Minion',
      'Mirror',
    );
    expect(cardBackAsSwap('put mirror back', deck, other, base)).toBe('put mirror back');
  });
});

describe('bareSwap', () => {
  it('reads two cards and an arrow as a swap', () => {
    expect(bareSwap('zap to the log', base)).toBe('swap Zap for The Log');
    expect(bareSwap('Fireball -> Poison', base)).toBe('swap Fireball for Poison');
    expect(bareSwap('fireball → rocket', base)).toBe('swap Fireball for Rocket');
    // A side that does not fit the deck is for the swap's reader to say.
    expect(bareSwap('poison to fireball', base)).toBe('swap Poison for Fireball');
    expect(bareSwap('zap to arrows', base)).toBe('swap Zap for Arrows');
  });

  it('leaves every other message as it is', () => {
    for (const message of [
      'zap to zap',
      'counter for hog rider',
      'prince to level 15',
      'zap to the log and make it cheaper',
      'fireball for poison', // "for" and "into" may weigh two cards: no swap
      'fireball into poison',
    ])
      expect(bareSwap(message, base)).toBe(message);
  });
});

describe('shortNameInDeck', () => {
  const lava = ids(
    'Inferno Dragon',
    'Valkyrie',
    'Balloon',
    'Lava Hound',
    'Zap',
    'Guards',
    'Skeleton Dragons',
    'Fireball',
  );
  const none = () => [];
  it('reads "inferno" as the Inferno Dragon a deck plays without an Inferno Tower', () => {
    expect(shortNameInDeck('remove the inferno', lava, base, none)).toBe(
      'remove the Inferno Dragon',
    );
    // With no deck, the archetype the message names decides.
    expect(shortNameInDeck('lavaloon no inferno', [], base, () => lava)).toBe(
      'lavaloon no Inferno Dragon',
    );
  });

  it('leaves "inferno" as Inferno Tower elsewhere, and a longer name or a typo of one alone', () => {
    expect(shortNameInDeck('add inferno', deck, base, none)).toBe('add inferno');
    // The opponent's inferno, and a card to add, are never the one the deck holds.
    expect(shortNameInDeck('how do i beat inferno', lava, base, none)).toBe(
      'how do i beat inferno',
    );
    expect(shortNameInDeck('add inferno', lava, base, none)).toBe('add inferno');
    expect(shortNameInDeck('lavaloon with inferno drgon', [], base, () => lava)).toBe(
      'lavaloon with inferno drgon',
    );
    expect(shortNameInDeck('no inferno tower', lava, base, none)).toBe('no inferno tower');
  });
});

describe('cardAsVerb', () => {
  it('reads a card named right after "when do I" as when to play it', () => {
    expect(cardAsVerb('when do i rocket', base)).toBe('when should i use rocket');
    expect(cardAsVerb('When to use the Log?', base)).toBe('when should i use log?');
    expect(cardAsVerb('when should i be using the fireball', base)).toBe(
      'when should i use fireball',
    );
  });

  it('leaves every other message as it is', () => {
    for (const message of ['when do i push', 'when do i play this deck', 'rocket when?'])
      expect(cardAsVerb(message, base)).toBe(message);
  });
});
