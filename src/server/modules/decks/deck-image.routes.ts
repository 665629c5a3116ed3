import { Hono } from 'hono';
import type { DeckEngine } from '@engine/deck-engine';
import { deckPageIds, deckPageTowerTroop } from '@shared/deck-page';
import { deckProblems } from '@shared/deck-validity';
import type { Card } from '@shared/card';
import { AppError } from '../../http/app-error';
import type { AppEnv } from '../../http/app-env';
import { clientIp } from '../../http/client-ip';
import type { PageHead } from '../../http/spa';
import type { RateLimiter } from '../../http/rate-limiter';
import type { CardsService } from '../cards/cards.service';
import { DECK_IMAGE_HEIGHT, DECK_IMAGE_WIDTH, renderDeckImage } from './deck-image';

/** How many rendered images the process keeps (a shared deck is fetched by every preview bot). */
const REMEMBERED_IMAGES = 200;

interface DeckImageDeps {
  cards: CardsService;
  engine: () => DeckEngine;
}

/** A deck page's cards and tower troop, when its path and `tt` name a legal deck. */
function deckOf(
  idsText: string | undefined,
  tt: string | undefined,
  deps: DeckImageDeps,
): { ids: number[]; cards: Card[]; towerTroop: Card | undefined } | null {
  const ids = deckPageIds(idsText);
  if (!ids || deckProblems(ids, deps.cards.byId).length) return null;
  const cards = ids.map((id) => deps.cards.byId(id)).filter((c) => c !== undefined);
  const ttId = deckPageTowerTroop(tt ?? null);
  const tower = ttId === null ? undefined : deps.cards.byId(ttId);
  return { ids, cards, towerTroop: tower?.type === 'Tower' ? tower : undefined };
}

/** Deck names remembered for previews (the page's head and its image ask for the same decks). */
const REMEMBERED_NAMES = 1_000;

/**
 * A shared deck's link preview: `GET /og/deck/<eight ids>.png[?tt=<tower troop>]` (outside /api,
 * which robots.txt keeps crawlers out of), the eight cards, the deck's archetype and average
 * elixir, public and cacheable; and the head of `/deck/<ids>` that points at it. Rendering costs a
 * few milliseconds of CPU, so only renders count against a per-client limit; remembered images
 * and deck names cost nothing.
 */
export function createDeckPreviews(
  deps: DeckImageDeps & {
    limiter: RateLimiter;
    perMinute: number;
    trustProxy: number;
    publicUrl: string;
  },
) {
  const rule = {
    name: 'deck-image',
    max: deps.perMinute,
    windowMs: 60_000,
    message: 'Too many deck images.',
  };
  const images = new Map<string, Buffer>();
  const archetypes = new Map<string, string | null>();
  /** The deck's archetype name, from the engine's analysis, remembered per eight cards. */
  const archetypeOf = (ids: readonly number[]): string | null => {
    const key = ids.join('-');
    const known = archetypes.get(key);
    if (known !== undefined) return known;
    const name = deps.engine().analyze([...ids]).archetype;
    if (archetypes.size >= REMEMBERED_NAMES) archetypes.clear();
    archetypes.set(key, name);
    return name;
  };

  const routes = new Hono<AppEnv>().get('/:file', async (c) => {
    const file = /^([\d-]+)\.png$/.exec(c.req.param('file'));
    const deck = deckOf(file?.[1], c.req.query('tt'), deps);
    if (!deck) throw new AppError('not_found', 'No such deck image: name 8 legal card ids.');
    const key = `${deck.ids.join('-')}:${deck.towerTroop?.id ?? ''}`;
    let png = images.get(key);
    if (!png) {
      await deps.limiter.consume(rule, `ip:${clientIp(c, deps.trustProxy)}`);
      png = renderDeckImage({
        cards: deck.cards,
        title: archetypeOf(deck.ids),
        towerTroop: deck.towerTroop?.name ?? null,
      });
      // The last 200 images, started over when full.
      if (images.size >= REMEMBERED_IMAGES) images.clear();
      images.set(key, png);
    }
    return c.body(new Uint8Array(png), 200, {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=86400',
    });
  });

  /**
   * The head of a shared deck page (`/deck/<ids>`), for link previews that read no script: its
   * own title and its Open Graph image. Undefined for any other path or a deck that is not legal.
   */
  const head = (path: string, tt: string | undefined): PageHead | undefined => {
    const match = /^\/deck\/([^/]+)$/.exec(path);
    const deck = match ? deckOf(match[1], tt, deps) : null;
    if (!deck) return undefined;
    const query = deck.towerTroop ? `?tt=${deck.towerTroop.id}` : '';
    const names = deck.cards.map((card) => card.name).join(', ');
    return {
      title: `${archetypeOf(deck.ids) ?? 'Clash Royale'} deck: ${names}`,
      image: {
        url: new URL(`/og/deck/${deck.ids.join('-')}.png${query}`, deps.publicUrl).toString(),
        width: DECK_IMAGE_WIDTH,
        height: DECK_IMAGE_HEIGHT,
        alt: `The eight cards of the deck: ${names}`,
      },
    };
  };

  return { routes, head };
}
