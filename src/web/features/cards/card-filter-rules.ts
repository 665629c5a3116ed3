import { cardTypes, type CardType } from '@shared/card';
import type { CardFilters } from './api/get-cards';

/** docs/product.md §9: search applies after 300 ms without typing, and only from 2 characters. */
export const SEARCH_DEBOUNCE_MS = 300;
export const SEARCH_MIN_LENGTH = 2;
export const ELIXIR_MIN = 1;
export const ELIXIR_MAX = 10;

export interface CardFilterForm {
  search: string;
  type: CardType | 'any';
  elixir: [number, number];
  championsOnly: boolean;
  hasEvolution: boolean;
}

export const emptyCardFilterForm: CardFilterForm = {
  search: '',
  type: 'any',
  elixir: [ELIXIR_MIN, ELIXIR_MAX],
  championsOnly: false,
  hasEvolution: false,
};

/**
 * Turns the form into the API filters with the product's rules (docs/product.md §5 "Card search and filters"): search only from 2 characters; the
 * elixir filter only when the low bound is above 1 or the high bound below 10.
 */
export function toCardFilters(form: CardFilterForm): CardFilters {
  const search = form.search.trim();
  const [low, high] = form.elixir;
  const elixirActive = low > ELIXIR_MIN || high < ELIXIR_MAX;
  return {
    ...(search.length >= SEARCH_MIN_LENGTH ? { q: search } : {}),
    ...(form.type !== 'any' ? { type: form.type } : {}),
    ...(form.championsOnly ? { champion: 'true' as const } : {}),
    ...(form.hasEvolution ? { evolution: 'true' as const } : {}),
    ...(elixirActive ? { minElixir: low, maxElixir: high } : {}),
  };
}

/** The filters in the page's address (`/cards?q=hog&type=Troop&min=3&max=5&champion=1&evo=1`). */
export function cardFilterSearchParams(form: CardFilterForm): URLSearchParams {
  const params = new URLSearchParams();
  const search = form.search.trim();
  if (search) params.set('q', search);
  if (form.type !== 'any') params.set('type', form.type);
  if (form.elixir[0] > ELIXIR_MIN) params.set('min', String(form.elixir[0]));
  if (form.elixir[1] < ELIXIR_MAX) params.set('max', String(form.elixir[1]));
  if (form.championsOnly) params.set('champion', '1');
  if (form.hasEvolution) params.set('evo', '1');
  return params;
}

/** The form a shared address describes; anything unreadable falls back to no filter. */
export function cardFilterFormFrom(params: URLSearchParams): CardFilterForm {
  const type = params.get('type');
  const bound = (key: string, fallback: number) => {
    const n = Number(params.get(key));
    return params.has(key) && Number.isInteger(n) && n >= ELIXIR_MIN && n <= ELIXIR_MAX
      ? n
      : fallback;
  };
  const low = bound('min', ELIXIR_MIN);
  const high = bound('max', ELIXIR_MAX);
  return {
    search: (params.get('q') ?? '').slice(0, 100),
    type: cardTypes.find((t) => t === type) ?? 'any',
    elixir: low <= high ? [low, high] : [ELIXIR_MIN, ELIXIR_MAX],
    championsOnly: params.get('champion') === '1',
    hasEvolution: params.get('evo') === '1',
  };
}

/** How many filters besides the search are set: the phone's collapsed "Filters" button shows it. */
export function activeFilterCount(form: CardFilterForm): number {
  return [
    form.type !== 'any',
    form.elixir[0] > ELIXIR_MIN || form.elixir[1] < ELIXIR_MAX,
    form.championsOnly,
    form.hasEvolution,
  ].filter(Boolean).length;
}
