import { describe, expect, it } from 'vitest';
import { emptyCardFilterForm, toCardFilters } from './card-filter-rules';

describe('card filter rules', () => {
  it('sends nothing for the empty form', () => {
    expect(toCardFilters(emptyCardFilterForm)).toEqual({});
  });

  it('applies search only from 2 characters, trimmed', () => {
    expect(toCardFilters({ ...emptyCardFilterForm, search: ' h ' })).toEqual({});
    expect(toCardFilters({ ...emptyCardFilterForm, search: ' ho ' })).toEqual({ q: 'ho' });
  });

  it('applies the elixir range only when it is narrower than 1–10', () => {
    expect(toCardFilters({ ...emptyCardFilterForm, elixir: [1, 10] })).toEqual({});
    expect(toCardFilters({ ...emptyCardFilterForm, elixir: [2, 10] })).toEqual({
      minElixir: 2,
      maxElixir: 10,
    });
    expect(toCardFilters({ ...emptyCardFilterForm, elixir: [1, 4] })).toEqual({
      minElixir: 1,
      maxElixir: 4,
    });
  });

  it('maps type and the two checkboxes', () => {
    expect(
      toCardFilters({
        ...emptyCardFilterForm,
        type: 'Spell',
        championsOnly: true,
        hasEvolution: true,
      }),
    ).toEqual({
      type: 'Spell',
      champion: 'true',
      evolution: 'true',
    });
  });
});
