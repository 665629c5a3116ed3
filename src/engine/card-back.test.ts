import { catalogue } from '@test/engine-fixtures';
import { describe, expect, it } from 'vitest';
import { cardBackAsSwap } from './card-back';
import { createCardBase } from './knowledge';

const base = createCardBase(catalogue);
const ids = (...names: string[]) =>
  names.map((n) => {
    const card = catalogue.find((c) => c.name === n);
    if (!card) throw new Error(n);
    return card.id;
  });
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
    // No deck before to undo.
    expect(cardBackAsSwap('put mirror back', deck, [], base)).toBe('put mirror back');
  });
});
