import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SUPPORT_EMAIL } from '@shared/support-email';
import type { AppEnv } from './app-env';
import { mountSpa } from './spa';

const dist = mkdtempSync(join(tmpdir(), 'spa-'));
afterAll(() => rmSync(dist, { recursive: true, force: true }));
const page = (body: string) =>
  `<!doctype html><html><head><title>ElixirLab</title><meta property="og:title" content="ElixirLab" /><meta property="og:image" content="/icons/icon-512.png" /><meta name="twitter:card" content="summary" /></head><body><div id="root">${body}</div></body></html>`;
writeFileSync(join(dist, 'index.html'), page(''));
mkdirSync(join(dist, 'pages'));
writeFileSync(
  join(dist, 'pages/privacy.html'),
  page(`<a href="mailto:${DEFAULT_SUPPORT_EMAIL}">x</a>`),
);
writeFileSync(join(dist, 'pages/deck.html'), page(''));
writeFileSync(
  join(dist, 'pages.json'),
  JSON.stringify({ '/privacy': 'pages/privacy.html', '/deck/:ids': 'pages/deck.html' }),
);

function app(options: Parameters<typeof mountSpa>[2]) {
  const hono = new Hono<AppEnv>();
  mountSpa(hono, dist, options);
  return hono;
}

describe('the built pages as served', () => {
  it('carry the configured support address where the build wrote the default one', async () => {
    const html = await (await app({ supportEmail: 'help@example.org' }).request('/privacy')).text();
    expect(html).toContain('mailto:help@example.org');
    expect(html).not.toContain(DEFAULT_SUPPORT_EMAIL);
  });

  it('give a path its own title and preview image, escaped', async () => {
    const html = await (
      await app({
        headFor: (path) =>
          path.startsWith('/deck/')
            ? {
                title: 'Hog "2.6" <deck>',
                image: {
                  url: 'https://x.app/og/deck/1.png?tt=2&a=b',
                  width: 1200,
                  height: 630,
                  alt: 'A & B',
                },
              }
            : undefined,
      }).request('/deck/1-2-3')
    ).text();
    expect(html).toContain('<title>Hog &quot;2.6&quot; &lt;deck&gt; · ElixirLab</title>');
    expect(html).toContain(
      '<meta property="og:image" content="https://x.app/og/deck/1.png?tt=2&amp;a=b" />',
    );
    expect(html).toContain('<meta property="og:image:alt" content="A &amp; B" />');
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
    // Other paths keep the site's preview.
    const other = await (await app({ headFor: () => undefined }).request('/privacy')).text();
    expect(other).toContain('<meta property="og:image" content="/icons/icon-512.png" />');
  });
});
