/**
 * `npx tsx scripts/build-icons.ts`: draws the app icons (the favicon's elixir drop on the purple
 * gradient) as PNGs for the web manifest and iOS, with no downloaded art and no image library:
 * pixels are computed here and encoded with node:zlib. Output: src/web/public/icons/.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const b of bytes) c = (CRC_TABLE[(c ^ b) & 0xff] ?? 0) ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}
function png(
  size: number,
  pixel: (x: number, y: number) => [number, number, number, number],
): Buffer {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const [r, g, b, a] = pixel(x, y);
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = r;
      raw[o + 1] = g;
      raw[o + 2] = b;
      raw[o + 3] = a;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const mix = (a: number, b: number, t: number) => Math.round(a + (b - a) * t);

/** The icon in a 64-unit design space: rounded square (or full bleed), gradient, white drop. */
function icon(size: number, options: { maskable: boolean }) {
  const scale = 64 / size;
  // Maskable icons keep the drop inside the 80% safe zone.
  const shrink = options.maskable ? 0.78 : 1;
  return png(size, (px, py) => {
    const x = (px + 0.5) * scale;
    const y = (py + 0.5) * scale;
    const radius = options.maskable ? 0 : 14;
    const cx = Math.min(Math.max(x, radius), 64 - radius);
    const cy = Math.min(Math.max(y, radius), 64 - radius);
    if (Math.hypot(x - cx, y - cy) > radius && radius > 0) return [0, 0, 0, 0];
    const t = (x + y) / 128;
    let rgb: [number, number, number] = [
      mix(0xc0, 0x6d, t),
      mix(0x26, 0x28, t),
      mix(0xd3, 0xd9, t),
    ];
    // The drop: a circle of radius 14 at (32, 36) merged with a cone up to (32, 10).
    const dx = (x - 32) / shrink;
    const dy = (y - 32) / shrink + 32;
    const inCircle = Math.hypot(dx, dy - 36) <= 14;
    const inCone = dy >= 10 && dy <= 36 && Math.abs(dx) <= ((dy - 10) / 26) * 13;
    if (inCircle || inCone) rgb = [0xf7, 0xf3, 0xfb];
    if (Math.hypot(dx - -5, dy - 36) <= 4) rgb = [0xe8, 0x79, 0xf9];
    return [...rgb, 255];
  });
}

const out = new URL('../src/web/public/icons/', import.meta.url);
mkdirSync(out, { recursive: true });
for (const [name, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['maskable-512.png', 512, true],
  ['apple-touch-icon.png', 180, true],
] as const) {
  writeFileSync(new URL(name, out), icon(size, { maskable }));
  console.log(`wrote src/web/public/icons/${name}`);
}
