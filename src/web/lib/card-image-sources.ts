import { z } from 'zod';
import type { Card } from '@shared/card';
import { browserStorage, readStoredJson, writeStoredJson, type StorageArea } from './storage';

/** docs/product.md §9 "Card image cache lifetime": a host that failed is skipped for 24 hours. */
export const IMAGE_FAILURE_TTL_MS = 24 * 60 * 60 * 1000;
const STORAGE_KEY = 'card-image-failures';
/** A public mirror of the card art, addressed by the card's slug. */
const MIRROR = 'https://royaleapi.github.io/cr-api-assets/cards';

export type CardArt = 'base' | 'evolution' | 'hero';

/** Image URLs to try, in order: the catalogue's own icon, then the community mirror by key. */
export function cardImageCandidates(
  card: Pick<Card, 'key' | 'iconUrl' | 'evolutionIconUrl' | 'heroIconUrl'>,
  art: CardArt,
): string[] {
  const official =
    art === 'evolution' ? card.evolutionIconUrl : art === 'hero' ? card.heroIconUrl : card.iconUrl;
  const mirror =
    art === 'evolution'
      ? `${MIRROR}/${card.key}-ev1.png`
      : art === 'hero'
        ? null
        : `${MIRROR}/${card.key}.png`;
  return [official, mirror].filter((url): url is string => Boolean(url));
}

const failureMapSchema = z.record(z.string(), z.number());
type FailureMap = z.infer<typeof failureMapSchema>;
type FailureStorage = Pick<StorageArea, 'getItem' | 'setItem'>;

const readFailures = (storage: FailureStorage): FailureMap =>
  readStoredJson(STORAGE_KEY, failureMapSchema, {}, storage);

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** Remembers failing image hosts so a broken host costs one miss, not one per tile. */
export function createImageFailureMemory(storage: FailureStorage, now: () => number = Date.now) {
  let failures = readFailures(storage);
  return {
    isHostDown(url: string): boolean {
      const at = failures[hostOf(url)];
      return at !== undefined && now() - at < IMAGE_FAILURE_TTL_MS;
    },
    markFailed(url: string) {
      failures = { ...readFailures(storage), [hostOf(url)]: now() };
      // Storage full or blocked: the memory still holds for this visit.
      writeStoredJson(STORAGE_KEY, failures, storage);
    },
  };
}

const memoryStorage = (): FailureStorage => {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
};

export const imageFailureMemory = createImageFailureMemory(browserStorage() ?? memoryStorage());
