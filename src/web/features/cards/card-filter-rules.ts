import type { CardType } from '@shared/card';
import type { CardFilters } from './api/get-cards';

/** Spec §9: search applies after 300 ms without typing, and only from 2 characters. */
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
 * Turns the form into the API filters with the spec's rules: search only from 2 characters; the
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
