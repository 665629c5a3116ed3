import { describe, expect, it } from 'vitest';
import { buildDeckLink, DeckLinkError, SAVED_DECK_LABEL } from './deck-link';

const ids = [26000021, 26000014, 26000038, 26000030, 26000010, 27000000, 28000000, 28000011];
const plain = ids.map((id) => ({ id }));

describe('buildDeckLink', () => {
  it('builds the exact copy-deck URL with the default tower troop', () => {
    expect(buildDeckLink(plain, { label: SAVED_DECK_LABEL })).toBe(
      'https://link.clashroyale.com/en/?clashroyale://copyDeck?deck=26000021;26000014;26000038;26000030;26000010;27000000;28000000;28000011&l=Royals&tt=159000000',
    );
  });

  it('uses the tower troop and locale given', () => {
    expect(buildDeckLink(plain, { label: 'Royals', towerTroopId: 159000002, locale: 'de' })).toBe(
      'https://link.clashroyale.com/de/?clashroyale://copyDeck?deck=26000021;26000014;26000038;26000030;26000010;27000000;28000000;28000011&l=Royals&tt=159000002',
    );
  });

  it('puts the (first two) evolution cards first, in slot order', () => {
    const cards = plain.map((c, i) =>
      i === 3 ? { ...c, evolutionLevel: 1 } : i === 5 || i === 6 ? { ...c, hasEvolution: true } : c,
    );
    const url = buildDeckLink(cards, { label: 'Royals' });
    expect(url).toContain(
      'deck=26000030;27000000;26000021;26000014;26000038;26000010;28000000;28000011&',
    );
  });

  it('refuses anything but 8 cards', () => {
    expect(() => buildDeckLink(plain.slice(0, 7), { label: 'Royals' })).toThrow(
      new DeckLinkError('Deck must contain exactly 8 cards'),
    );
    expect(() => buildDeckLink([...plain, { id: 1 }], { label: 'Royals' })).toThrow(
      'Deck must contain exactly 8 cards',
    );
  });

  it('refuses more than 2 slots and positions outside 0–7', () => {
    expect(() => buildDeckLink(plain, { label: 'Royals', evolutionSlots: [0, 1, 2] })).toThrow(
      'Maximum 2 evolution slots allowed',
    );
    expect(() => buildDeckLink(plain, { label: 'Royals', evolutionSlots: [8] })).toThrow(
      'Evolution slots must be between 0 and 7',
    );
    expect(() => buildDeckLink(plain, { label: 'Royals', evolutionSlots: [-1] })).toThrow(
      'Evolution slots must be between 0 and 7',
    );
  });

  it('encodes the label', () => {
    expect(buildDeckLink(plain, { label: 'My deck & co' })).toContain('&l=My%20deck%20%26%20co&');
  });
});
