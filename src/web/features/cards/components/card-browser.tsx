import { ArrowLeftIcon, FilterIcon, RefreshCwIcon, SearchIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { cardTypes } from '@shared/card';
import { CardTile } from '@web/components/card-tile';
import { Button } from '@web/components/ui/button';
import { Checkbox } from '@web/components/ui/checkbox';
import { Field } from '@web/components/ui/field';
import { Input } from '@web/components/ui/input';
import { Label } from '@web/components/ui/label';
import { Skeleton } from '@web/components/ui/skeleton';
import { Slider } from '@web/components/ui/slider';
import { useCards } from '../api/get-cards';
import {
  activeFilterCount,
  ELIXIR_MAX,
  ELIXIR_MIN,
  cardFilterFormFrom,
  cardFilterSearchParams,
  emptyCardFilterForm,
  SEARCH_DEBOUNCE_MS,
  toCardFilters,
  type CardFilterForm,
} from '../card-filter-rules';
import { useDebouncedValue } from '@web/hooks/use-debounced-value';
import { useIsNarrow } from '@web/hooks/use-media-query';

/** docs/product.md §2 /cards: the filters (kept in the address) and the infinite card list. */
export function CardBrowser() {
  // The filters live in the address too, so a filtered catalogue can be shared or reloaded.
  const [searchParams, setSearchParams] = useSearchParams();
  const [form, setForm] = useState<CardFilterForm>(() => cardFilterFormFrom(searchParams));
  const search = useDebouncedValue(form.search, SEARCH_DEBOUNCE_MS);
  const filters = toCardFilters({ ...form, search });
  const address = cardFilterSearchParams({ ...form, search }).toString();
  const inUrl = searchParams.toString();
  const written = useRef(address);
  useEffect(() => {
    // The address changed from outside (the nav's Cards link, back / forward): follow it.
    if (inUrl !== written.current) {
      written.current = inUrl;
      setForm(cardFilterFormFrom(new URLSearchParams(inUrl)));
    }
  }, [inUrl]);
  useEffect(() => {
    // The filters changed here: write them to the address.
    if (address !== written.current) {
      written.current = address;
      setSearchParams(new URLSearchParams(address), { replace: true });
    }
  }, [address, setSearchParams]);
  const cards = useCards(filters);
  const topRef = useRef<HTMLDivElement>(null);
  const sentinelRef = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = cards;

  // docs/product.md §4 "Cards list": load the next page when the bottom sentinel shows, if any and none loading.
  useEffect(() => {
    const sentinel = sentinelRef.current;
    if (!sentinel) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && hasNextPage && !isFetchingNextPage)
          void fetchNextPage();
      },
      { rootMargin: '400px' },
    );
    observer.observe(sentinel);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage]);

  const items = cards.data?.pages.flatMap((p) => p.items) ?? [];
  const total = cards.data?.pages[0]?.total ?? 0;
  const update = (patch: Partial<CardFilterForm>) => setForm((f) => ({ ...f, ...patch }));
  // On a phone only the search shows until "Filters" is tapped; the button counts what is set.
  const narrow = useIsNarrow();
  const [moreOpen, setMoreOpen] = useState(false);
  const setCount = activeFilterCount(form);

  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-5 p-4 md:p-8">
      <div ref={topRef} className="flex items-center justify-between gap-2">
        <Button variant="ghost" size="sm" asChild className="-ml-2">
          <Link to="/app">
            <ArrowLeftIcon /> Back
          </Link>
        </Button>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={narrow ? moreOpen : undefined}
          aria-controls={narrow ? 'card-filters-more' : undefined}
          onClick={() => {
            // docs/product.md §2: the button scrolls to the top; on a phone it also opens or
            // closes the filters kept folded there, so the cards are the first thing seen.
            if (narrow) setMoreOpen((open) => !open);
            topRef.current?.scrollIntoView({ behavior: 'smooth' });
          }}
        >
          <FilterIcon /> Filters
          {setCount > 0 && (
            <span className="bg-primary text-primary-foreground rounded-full px-1.5 text-xs leading-5">
              {setCount}
              <span className="sr-only"> set</span>
            </span>
          )}
        </Button>
      </div>
      <div>
        <h1 className="text-2xl font-bold tracking-tight md:text-3xl">Card Collection</h1>
        <p className="text-muted-foreground text-sm md:text-base">
          Every card in the game, with its rarity, cost and evolution.
        </p>
      </div>

      <section
        aria-label="Filters"
        // On a phone the search sits on the page itself, so the first screen shows more cards.
        className="md:bg-card grid gap-4 md:grid-cols-2 md:rounded-lg md:border md:p-4 lg:grid-cols-[minmax(17rem,2fr)_1fr_1fr_1fr]"
      >
        <Field id="card-search" label="Search" className="md:col-span-2 lg:col-span-1">
          {(control) => (
            <div className="relative">
              <SearchIcon
                className="text-muted-foreground pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2"
                aria-hidden="true"
              />
              <Input
                {...control}
                type="search"
                placeholder="Search cards, e.g. Hog Rider"
                className="pl-9"
                value={form.search}
                maxLength={50}
                onChange={(e) => update({ search: e.target.value })}
              />
            </div>
          )}
        </Field>
        <div id="card-filters-more" className={narrow && !moreOpen ? 'hidden' : 'contents'}>
          <Field id="card-type" label="Card Type">
            {(control) => (
              // A native select: the phone's own picker, and no popover code on the first load.
              <select
                {...control}
                className="border-input bg-background focus-visible:border-ring focus-visible:ring-ring/50 h-10 w-full rounded-md border px-3 text-base shadow-xs outline-none focus-visible:ring-[3px] md:text-sm"
                value={form.type}
                onChange={(e) => update({ type: e.target.value as CardFilterForm['type'] })}
              >
                <option value="any">Any Type</option>
                {cardTypes.map((type) => (
                  <option key={type} value={type}>
                    {type}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <div className="flex flex-col gap-3">
            <div className="flex items-center justify-between">
              <span id="elixir-label" className="text-sm font-medium">
                Elixir Cost
              </span>
              <span className="text-muted-foreground text-sm" aria-live="polite">
                {form.elixir[0]} - {form.elixir[1]}
              </span>
            </div>
            <Slider
              aria-labelledby="elixir-label"
              min={ELIXIR_MIN}
              max={ELIXIR_MAX}
              step={1}
              minStepsBetweenThumbs={0}
              value={form.elixir}
              onValueChange={(value) =>
                update({ elixir: [value[0] ?? ELIXIR_MIN, value[1] ?? ELIXIR_MAX] })
              }
              thumbLabels={['Minimum elixir', 'Maximum elixir']}
              className="py-2"
            />
          </div>
          <div className="flex flex-col justify-center gap-3">
            <div className="flex items-center gap-2">
              <Checkbox
                id="champions-only"
                checked={form.championsOnly}
                onCheckedChange={(v) => update({ championsOnly: v === true })}
              />
              <Label htmlFor="champions-only">Champions only</Label>
            </div>
            <div className="flex items-center gap-2">
              <Checkbox
                id="has-evolution"
                checked={form.hasEvolution}
                onCheckedChange={(v) => update({ hasEvolution: v === true })}
              />
              <Label htmlFor="has-evolution">Has Evolution</Label>
            </div>
          </div>
        </div>
      </section>

      {cards.isPending ? (
        <ul
          aria-label="Loading cards"
          aria-busy="true"
          className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-6"
        >
          {Array.from({ length: 12 }, (_, i) => (
            <li key={i}>
              <Skeleton className="aspect-[5/7] w-full" data-testid="card-skeleton" />
            </li>
          ))}
        </ul>
      ) : cards.isError && items.length === 0 ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-3 rounded-lg border p-8 text-center"
        >
          <h2 className="text-lg font-semibold">Failed to load cards</h2>
          <p className="text-muted-foreground">Please check your connection and try again.</p>
          <Button variant="outline" onClick={() => void cards.refetch()}>
            <RefreshCwIcon /> Try again
          </Button>
        </div>
      ) : items.length === 0 ? (
        <div className="flex flex-col items-center gap-3 rounded-lg border p-8 text-center">
          <h2 className="text-lg font-semibold">No cards match these filters</h2>
          <Button variant="outline" onClick={() => setForm(emptyCardFilterForm)}>
            Clear filters
          </Button>
        </div>
      ) : (
        <>
          <p className="text-muted-foreground text-sm" aria-live="polite" data-testid="card-count">
            {total} {total === 1 ? 'card' : 'cards'}
          </p>
          <ul className="grid grid-cols-3 gap-3 sm:grid-cols-4 md:grid-cols-5 lg:grid-cols-6">
            {items.map((card) => (
              <li key={card.id}>
                {/* Every tile of a row as tall as the row, its art toggles at the foot. */}
                <CardTile card={card} className="h-full" />
              </li>
            ))}
          </ul>
        </>
      )}
      <div ref={sentinelRef} aria-hidden="true" className="h-px" />
      <div className="text-muted-foreground pb-4 text-center text-sm" aria-live="polite">
        {isFetchingNextPage && <p>Loading more cards...</p>}
        {cards.isError && items.length > 0 && (
          <p>
            Failed to load cards.{' '}
            <Button variant="link" size="sm" onClick={() => void fetchNextPage()}>
              Try again
            </Button>
          </p>
        )}
        {!cards.isPending && !hasNextPage && items.length > 0 && (
          <p>You&apos;ve seen all {total} cards!</p>
        )}
      </div>
    </div>
  );
}
