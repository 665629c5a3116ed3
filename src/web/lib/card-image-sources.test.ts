import { describe, expect, it } from 'vitest';
import {
  cardImageCandidates,
  createImageFailureMemory,
  IMAGE_FAILURE_TTL_MS,
} from './card-image-sources';

const card = {
  key: 'hog-rider',
  iconUrl: 'https://api-assets.clashroyale.com/cards/300/hog.png',
  evolutionIconUrl: null,
  heroIconUrl: null,
};

describe('card image sources', () => {
  it('tries the catalogue icon first, then the mirror by key', () => {
    expect(cardImageCandidates(card, 'base')).toEqual([
      'https://api-assets.clashroyale.com/cards/300/hog.png',
      'https://royaleapi.github.io/cr-api-assets/cards/hog-rider.png',
    ]);
    expect(cardImageCandidates(card, 'hero')).toEqual([]);
  });

  it('remembers a failed host for 24 hours, across instances sharing storage', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
    };
    let now = 1_000;
    const memory = createImageFailureMemory(storage, () => now);
    expect(memory.isHostDown(card.iconUrl)).toBe(false);
    memory.markFailed(card.iconUrl);
    expect(memory.isHostDown('https://api-assets.clashroyale.com/cards/300/other.png')).toBe(true);
    expect(memory.isHostDown('https://royaleapi.github.io/x.png')).toBe(false);
    expect(createImageFailureMemory(storage, () => now).isHostDown(card.iconUrl)).toBe(true);
    now += IMAGE_FAILURE_TTL_MS + 1;
    expect(memory.isHostDown(card.iconUrl)).toBe(false);
  });
});
