import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import type { Card } from '@shared/card';
import { averageElixir } from '@shared/deck-rules';
import { escapeAttribute } from '@shared/html';
import { rarityTable } from '@shared/rarity';

/** The Open Graph image size most link previews expect (1.91:1). */
export const DECK_IMAGE_WIDTH = 1200;
export const DECK_IMAGE_HEIGHT = 630;

/** The bundled font (DejaVu Sans, from the dejavu-fonts-ttf package): no system font is needed. */
const require = createRequire(import.meta.url);
const FONT_FILES = ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf'].map((file) =>
  require.resolve(`dejavu-fonts-ttf/ttf/${file}`),
);

/** The rarity colours of the app's card tiles (src/web/components/card-tile.tsx), as fills. */
const RARITY_FILL = {
  blue: { fill: '#0c4a6e', edge: '#38bdf8' },
  green: { fill: '#064e3b', edge: '#34d399' },
  purple: { fill: '#4c1d95', edge: '#a78bfa' },
  orange: { fill: '#78350f', edge: '#fbbf24' },
  red: { fill: '#881337', edge: '#fb7185' },
} as const;

/** A card name in at most two lines of about `perLine` characters (long words are not cut). */
function nameLines(name: string, perLine: number): string[] {
  const lines: string[] = [];
  for (const word of name.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= perLine)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.length <= 2 ? lines : [lines[0] ?? '', lines.slice(1).join(' ')];
}

/**
 * The deck as an SVG: its name and average elixir, the eight cards as rarity-coloured tiles with
 * their elixir cost and name (as the app's tiles draw a card whose art is not at hand), the tower
 * troop, and the unofficial-content line.
 */
export function deckImageSvg(input: {
  cards: readonly Card[];
  title: string | null;
  towerTroop: string | null;
}): string {
  const { cards } = input;
  const avg = averageElixir(cards);
  const tileW = 255;
  const tileH = 180;
  const gap = 24;
  const left = (DECK_IMAGE_WIDTH - (4 * tileW + 3 * gap)) / 2;
  const top = 150;
  const tiles = cards.map((card, i) => {
    const x = left + (i % 4) * (tileW + gap);
    const y = top + Math.floor(i / 4) * (tileH + gap);
    const colour = RARITY_FILL[rarityTable[card.rarity].colour];
    const lines = nameLines(card.name, 13);
    const size = lines.some((l) => l.length > 13) ? 26 : 30;
    const text = lines
      .map(
        (line, n) =>
          `<text x="${x + tileW / 2}" y="${y + 118 + n * (size + 6) - (lines.length - 1) * 14}" font-size="${size}" font-weight="bold" fill="#ffffff" text-anchor="middle">${escapeAttribute(line)}</text>`,
      )
      .join('');
    return [
      `<rect x="${x}" y="${y}" width="${tileW}" height="${tileH}" rx="22" fill="${colour.fill}" stroke="${colour.edge}" stroke-width="4"/>`,
      `<circle cx="${x + 38}" cy="${y + 38}" r="24" fill="#c026d3" stroke="#f5d0fe" stroke-width="3"/>`,
      `<text x="${x + 38}" y="${y + 48}" font-size="28" font-weight="bold" fill="#ffffff" text-anchor="middle">${card.elixirCost ?? '?'}</text>`,
      text,
    ].join('');
  });
  const heading = input.title
    ? `${input.title} · ${avg.toFixed(1)} elixir`
    : `${avg.toFixed(1)} average elixir`;
  const footer = [
    input.towerTroop ? `Tower troop: ${input.towerTroop}` : null,
    'Unofficial fan-made deck builder · not affiliated with Supercell',
  ]
    .filter(Boolean)
    .join('   ·   ');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${DECK_IMAGE_WIDTH}" height="${DECK_IMAGE_HEIGHT}" viewBox="0 0 ${DECK_IMAGE_WIDTH} ${DECK_IMAGE_HEIGHT}" font-family="DejaVu Sans">`,
    '<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1e1036"/><stop offset="1" stop-color="#3b0764"/></linearGradient></defs>',
    `<rect width="${DECK_IMAGE_WIDTH}" height="${DECK_IMAGE_HEIGHT}" fill="url(#bg)"/>`,
    `<text x="${left}" y="70" font-size="30" font-weight="bold" fill="#c4b5fd">ElixirLab</text>`,
    `<text x="${left}" y="118" font-size="40" font-weight="bold" fill="#ffffff">${escapeAttribute(heading)}</text>`,
    ...tiles,
    `<text x="${DECK_IMAGE_WIDTH / 2}" y="${DECK_IMAGE_HEIGHT - 28}" font-size="20" fill="#ddd6fe" text-anchor="middle">${escapeAttribute(footer)}</text>`,
    '</svg>',
  ].join('');
}

/** The deck image as a PNG (a few milliseconds; the route remembers recent ones). */
export function renderDeckImage(input: Parameters<typeof deckImageSvg>[0]): Buffer {
  const svg = deckImageSvg(input);
  const png = new Resvg(svg, {
    font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'DejaVu Sans' },
  })
    .render()
    .asPng();
  return Buffer.from(png);
}
