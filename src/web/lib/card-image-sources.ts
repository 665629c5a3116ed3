import type { Card } from '@shared/card';

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

type FailureMap = Record<string, number>;

function readFailures(storage: Pick<Storage, 'getItem'>): FailureMap {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as FailureMap) : {};
  } catch {
    return {};
  }
}

const hostOf = (url: string) => {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
};

/** Remembers failing image hosts so a broken host costs one miss, not one per tile. */
export function createImageFailureMemory(
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  now: () => number = Date.now,
) {
  let failures = readFailures(storage);
  return {
    isHostDown(url: string): boolean {
      const at = failures[hostOf(url)];
      return at !== undefined && now() - at < IMAGE_FAILURE_TTL_MS;
    },
    markFailed(url: string) {
      failures = { ...readFailures(storage), [hostOf(url)]: now() };
      try {
        storage.setItem(STORAGE_KEY, JSON.stringify(failures));
      } catch {
        // Storage full or blocked: the memory still holds for this visit.
      }
    },
  };
}

const memoryStorage = (): Pick<Storage, 'getItem' | 'setItem'> => {
  const map = new Map<string, string>();
  return { getItem: (k) => map.get(k) ?? null, setItem: (k, v) => void map.set(k, v) };
};

export const imageFailureMemory = createImageFailureMemory(
  typeof localStorage === 'undefined' ? memoryStorage() : localStorage,
);
