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

/**
 * GET /api/og/deck/<eight ids>.png[?tt=<tower troop>]: the deck page's Open Graph image (the eight
 * cards, the deck's archetype and average elixir), public and cacheable. Rendering costs a few
 * milliseconds of CPU, so only renders count against a per-client limit; remembered ones do not.
 */
export function deckImageRoutes(
  deps: DeckImageDeps & { limiter: RateLimiter; perMinute: number; trustProxy: number },
) {
  const rule = {
    name: 'deck-image',
    max: deps.perMinute,
    windowMs: 60_000,
    message: 'Too many deck images.',
  };
  const remembered = new Map<string, Buffer>();
  return new Hono<AppEnv>().get('/:file', async (c) => {
    const file = /^([\d-]+)\.png$/.exec(c.req.param('file'));
    const deck = deckOf(file?.[1], c.req.query('tt'), deps);
    if (!deck) throw new AppError('not_found', 'No such deck image: name 8 legal card ids.');
    const key = `${deck.ids.join('-')}:${deck.towerTroop?.id ?? ''}`;
    let png = remembered.get(key);
    if (!png) {
      await deps.limiter.consume(rule, `ip:${clientIp(c, deps.trustProxy)}`);
      png = renderDeckImage({
        cards: deck.cards,
        title: deps.engine().analyze(deck.ids).archetype,
        towerTroop: deck.towerTroop?.name ?? null,
      });
      if (remembered.size >= REMEMBERED_IMAGES) remembered.clear();
      remembered.set(key, png);
    }
    return c.body(new Uint8Array(png), 200, {
      'Content-Type': 'image/png',
      'Cache-Control': 'public, max-age=86400',
    });
  });
}

/**
 * The head of a shared deck page (`/deck/<ids>`), for link previews that read no script: its own
 * title and its Open Graph image. Undefined for any other path or a deck that is not legal.
 */
export function deckPageHead(
  path: string,
  tt: string | undefined,
  deps: DeckImageDeps & { publicUrl: string },
): PageHead | undefined {
  const match = /^\/deck\/([^/]+)$/.exec(path);
  const deck = match ? deckOf(match[1], tt, deps) : null;
  if (!deck) return undefined;
  const archetype = deps.engine().analyze(deck.ids).archetype;
  const query = deck.towerTroop ? `?tt=${deck.towerTroop.id}` : '';
  return {
    title: `${archetype ?? 'Clash Royale'} deck: ${deck.cards.map((card) => card.name).join(', ')}`,
    image: {
      url: `${deps.publicUrl}/api/og/deck/${deck.ids.join('-')}.png${query}`,
      width: DECK_IMAGE_WIDTH,
      height: DECK_IMAGE_HEIGHT,
      alt: `The eight cards of the deck: ${deck.cards.map((card) => card.name).join(', ')}`,
    },
  };
}
