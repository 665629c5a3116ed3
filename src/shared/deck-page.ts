import { DECK_SIZE } from './deck-rules';

/**
 * The shareable deck page, `/deck/<eight ids>?tt=<tower troop id>`: one definition of its path for
 * the links that point at it and the page that reads it.
 */
export function deckPagePath(cardIds: readonly number[], towerTroopId?: number | null): string {
  const query = towerTroopId ? `?tt=${towerTroopId}` : '';
  return `/deck/${cardIds.join('-')}${query}`;
}

/** The full link to a deck page on this site. */
export function deckPageUrl(
  origin: string,
  cardIds: readonly number[],
  towerTroopId?: number | null,
): string {
  return `${origin}${deckPagePath(cardIds, towerTroopId)}`;
}

/** The eight ids of a deck page's path segment (`26000021-26000014-…`), or null when malformed. */
export function deckPageIds(param: string | undefined): number[] | null {
  const ids = (param ?? '').split(/[-,;]/).map(Number);
  return ids.length === DECK_SIZE && ids.every((n) => Number.isInteger(n) && n > 0) ? ids : null;
}

/** The `tt` query value as a card id, or null when absent or not a positive whole number. */
export function deckPageTowerTroop(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}
