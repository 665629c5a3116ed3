import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  cardFilterFormFrom,
  cardFilterSearchParams,
  emptyCardFilterForm,
  toCardFilters,
  type CardFilterForm,
} from './card-filter-rules';

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

  it('writes the filters to the address and reads the same form back', () => {
    const form: CardFilterForm = {
      search: 'hog',
      type: 'Troop',
      elixir: [3, 5],
      championsOnly: true,
      hasEvolution: true,
    };
    const params = cardFilterSearchParams(form);
    expect(params.toString()).toBe('q=hog&type=Troop&min=3&max=5&champion=1&evo=1');
    expect(cardFilterFormFrom(params)).toEqual(form);
    expect(cardFilterSearchParams(emptyCardFilterForm).toString()).toBe('');
    expect(cardFilterFormFrom(new URLSearchParams())).toEqual(emptyCardFilterForm);
  });

  it('ignores what an address cannot mean', () => {
    const form = cardFilterFormFrom(new URLSearchParams('type=Dragon&min=0&max=99&champion=yes'));
    expect(form).toEqual(emptyCardFilterForm);
    expect(cardFilterFormFrom(new URLSearchParams('min=7&max=3')).elixir).toEqual([1, 10]);
  });

  it('counts the filters set besides the search', () => {
    expect(activeFilterCount({ ...emptyCardFilterForm, search: 'hog' })).toBe(0);
    expect(
      activeFilterCount({
        ...emptyCardFilterForm,
        type: 'Spell',
        elixir: [1, 9],
        championsOnly: true,
        hasEvolution: true,
      }),
    ).toBe(4);
    expect(activeFilterCount({ ...emptyCardFilterForm, elixir: [2, 10] })).toBe(1);
  });
});
