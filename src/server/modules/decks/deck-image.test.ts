import { describe, expect, it } from 'vitest';
import type { Card } from '@shared/card';
import { readCatalogueSnapshot } from '../cards/cards.repository';
import { DECK_IMAGE_HEIGHT, DECK_IMAGE_WIDTH, deckImageSvg, renderDeckImage } from './deck-image';

const catalogue = readCatalogueSnapshot();
const byId = new Map(catalogue.map((c) => [c.id, c]));
// Hog Rider, Musketeer, Ice Golem, Ice Spirit, Skeletons, Cannon, Fireball, The Log.
const HOG_26 = [26000021, 26000014, 26000038, 26000030, 26000010, 27000000, 28000000, 28000011];
const hog = HOG_26.map((id) => byId.get(id)).filter((c): c is Card => c !== undefined);

describe('the deck preview image', () => {
  it('draws every card with its cost, the deck name, average elixir and tower troop', () => {
    const svg = deckImageSvg({ cards: hog, title: 'Hog 2.6', towerTroop: 'Dagger Duchess' });
    for (const card of hog) expect(svg).toContain(`>${card.elixirCost}</text>`);
    for (const word of ['Hog Rider', 'Musketeer', 'Ice Golem', 'Cannon', 'The Log'])
      expect(svg).toContain(word);
    expect(svg).toContain('Hog 2.6 · 2.6 elixir');
    expect(svg).toContain('Tower troop: Dagger Duchess');
    expect(svg).toContain('not affiliated with Supercell');
  });

  it('escapes names and splits long ones over two lines', () => {
    const odd = { ...hog[0], name: 'P.E.K.K.A <&> Goblin Demolisher' } as Card;
    const svg = deckImageSvg({ cards: [odd, ...hog.slice(1)], title: null, towerTroop: null });
    expect(svg).not.toContain('<&>');
    expect(svg).toContain('&lt;&amp;&gt;');
    expect(svg).toContain('2.6 average elixir');
  });

  it('is a PNG of the Open Graph size', () => {
    const png = renderDeckImage({ cards: hog, title: 'Hog 2.6', towerTroop: null });
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The IHDR chunk: width and height, big-endian, at bytes 16 and 20.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([
      DECK_IMAGE_WIDTH,
      DECK_IMAGE_HEIGHT,
    ]);
  });
});
