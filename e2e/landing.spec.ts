import { expect, expectAccessible, test } from './fixtures';
import { E2E_PORT } from './e2e-env';

test.describe('landing and legal pages', () => {
  test('landing shows the pitch, structured data, the beta dialog and the disclaimer', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/ElixirLab/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /deck/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /ElixirLab/);
    const jsonLd = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}',
    );
    expect(jsonLd['@type']).toBe('WebApplication');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Clash Royale decks');
    // The sample chat: a real prompt and the eight cards the engine answers it with.
    const sample = page.getByRole('figure', { name: /^Sample chat: “A Hog Rider cycle deck/ });
    await expect(sample).toBeVisible();
    await expect(sample.locator('ul[aria-label="Deck cards"] > li')).toHaveCount(8);
    await expect(page.getByRole('heading', { name: 'AI Deck Builder', level: 3 })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Game API Integration', level: 3 }),
    ).toBeVisible();
    await expect(page.getByText(/not affiliated with, endorsed/)).toBeVisible();
    await expect(
      page.getByRole('link', { name: 'Supercell’s Fan Content Policy' }),
    ).toHaveAttribute('href', 'https://supercell.com/en/fan-content-policy/');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Join the Beta' }).click();
    const dialog = page.getByRole('dialog', { name: 'Join the ElixirLab beta' });
    await expect(dialog.getByText('Join the tester group')).toBeVisible();
    await dialog.getByRole('tab', { name: 'iOS' }).click();
    await expect(dialog.getByRole('link', { name: 'TestFlight', exact: true })).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      /^mailto:support@elixirlab\.app/,
    );
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    await page.getByRole('link', { name: 'Build a deck now' }).click();
    await expect(page).toHaveURL(/\/ai-builder$/);
  });

  test('the first paint needs no extra request and the strict CSP lets the inlined theme run', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'dark');
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI}`),
      );
      // The theme class must be set by the inline script, before the app's own code runs.
      new MutationObserver((_records, observer) => {
        if (document.head?.querySelector('script[type="module"]')) {
          (window as unknown as { darkBeforeApp: boolean }).darkBeforeApp =
            document.documentElement.classList.contains('dark');
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const stylesheets: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'stylesheet' || r.url().endsWith('/theme-init.js'))
        stylesheets.push(r.url());
    });
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(stylesheets).toEqual([]);
    expect(await page.locator('head > style').count()).toBeGreaterThan(0);
    expect(
      await page.evaluate(() => (window as unknown as { darkBeforeApp?: boolean }).darkBeforeApp),
    ).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations),
    ).toEqual([]);
  });

  for (const [path, title] of [
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms of Service'],
    ['/support', 'Support'],
  ] as const) {
    test(`${path} has the legal facts, header links and footer`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.getByText('Last updated January 2025')).toBeVisible();
      const nav = page.getByRole('navigation', { name: 'Legal pages' });
      await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
      await expect(page.getByText(`© ${new Date().getFullYear()} ElixirLab`)).toBeVisible();
      await expect(page.getByText(/not affiliated with, endorsed/)).toBeVisible();
      await expectAccessible(page);
    });
  }

  test('the legal pages carry the spec facts', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page.getByText('at least 13 years old')).toBeVisible();
    await expect(page.getByText(/row-level security/)).toBeVisible();
    await expect(page.getByText(/24–48 hours/)).toBeVisible();
    await expect(page.getByText(/landing page/)).toBeVisible();
    await page.goto('/support');
    await expect(page.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      /^mailto:support@elixirlab\.app/,
    );
  });
});

test.describe('installed app', () => {
  test.use({ serviceWorkers: 'allow' });
  test('standalone: / sends visitors to /auth and signed-in users to /app', async ({
    page,
    user,
  }) => {
    await page.addInitScript(() => {
      const original = window.matchMedia.bind(window);
      window.matchMedia = (query: string) =>
        query.includes('display-mode: standalone')
          ? ({ ...original(query), matches: true, media: query } as MediaQueryList)
          : original(query);
    });
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth$/);
    await page.request.post('/api/auth/sign-in/email', {
      data: { email: user.email, password: user.password },
    });
    await page.goto('/');
    await expect(page).toHaveURL(/\/app$/);
  });

  test('manifest and icons are served', async ({ request }) => {
    const manifest = await (await request.get('/manifest.webmanifest')).json();
    expect(manifest.display).toBe('standalone');
    for (const icon of manifest.icons) {
      expect((await request.get(icon.src)).status()).toBe(200);
    }
    // The build's own manifest (every chunk's name) is not served: the app shell answers instead.
    const buildManifest = await request.get('/.vite/manifest.json');
    expect(buildManifest.headers()['content-type']).toContain('text/html');
  });

  test('after one visit, /cards reloads offline from the service worker', async ({
    page,
    context,
  }) => {
    await page.goto('/cards');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect(
      page
        .getByRole('heading', { name: 'Knight', exact: true })
        .or(page.getByText('Archer Queen'))
        .first(),
    ).toBeVisible();
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Card Collection' })).toBeVisible();
    await expect(page.getByText('Archer Queen').first()).toBeVisible();
    await context.setOffline(false);
  });

  test('page views are counted without blocking navigation', async ({ page, request }) => {
    // Record what the beacon carries (Playwright cannot read beacon bodies), then let it go out.
    await page.addInitScript(() => {
      const sent: string[] = [];
      (window as unknown as { beacons: string[] }).beacons = sent;
      const original = navigator.sendBeacon.bind(navigator);
      navigator.sendBeacon = (url, data) => {
        if (data instanceof Blob) void data.text().then((t) => sent.push(`${String(url)} ${t}`));
        return original(url, data);
      };
    });
    const reported = page.waitForResponse((r) => r.url().endsWith('/api/page-views'));
    await page.goto('/support');
    expect((await reported).status()).toBe(204);
    await page.getByRole('link', { name: 'Privacy Policy' }).first().click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { beacons: string[] }).beacons))
      .toEqual(['/api/page-views {"path":"/support"}', '/api/page-views {"path":"/privacy"}']);
    expect((await request.post('/api/page-views', { data: { path: '/nope?x=1' } })).status()).toBe(
      400,
    );
  });
});

test('the landing and legal pages arrive rendered, and the app takes over without a loading screen', async ({
  browser,
  page,
}) => {
  const pages = [
    [
      '/',
      'Clash Royale decks built for your cards',
      'AI deck builder for Clash Royale · ElixirLab',
    ],
    ['/privacy', 'Privacy Policy', 'Privacy Policy · ElixirLab'],
    ['/terms', 'Terms of Service', 'Terms of Service · ElixirLab'],
    ['/support', 'Support', 'Support · ElixirLab'],
  ] as const;
  // Without scripts: the build put each page's content, title and description in its HTML.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const bare = await noScript.newPage();
  for (const [path, heading, title] of pages) {
    await bare.goto(path);
    await expect(bare.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    await expect(bare, path).toHaveTitle(title);
  }
  await expect(bare.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^Get help with ElixirLab/,
  );
  await noScript.close();

  // With scripts: the client draws the same page over it, never the loading fallback in between.
  await page.addInitScript(() => {
    const flags = { sawLoading: false };
    (window as unknown as { prerenderFlags: typeof flags }).prerenderFlags = flags;
    new MutationObserver(() => {
      if (document.querySelector('[role="status"][aria-label="Loading"]')) flags.sawLoading = true;
    }).observe(document, { childList: true, subtree: true });
  });
  for (const [path, heading] of pages) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(heading);
    // Every screen's code and first requests are in: the app has drawn the page.
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(
        () => (window as unknown as { prerenderFlags: { sawLoading: boolean } }).prerenderFlags,
      ),
      path,
    ).toEqual({ sawLoading: false });
  }
  // Leaving a pre-rendered page puts the site's description back, not that page's.
  await page.goto('/privacy');
  await page
    .getByRole('navigation', { name: 'Legal pages' })
    .getByRole('link', { name: 'Home' })
    .click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages[0][1]);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /^ElixirLab is an unofficial, fan-made deck-building companion/,
  );
});

test('each route is served the page the build wrote for it, preloading its own screen', async ({
  page,
}) => {
  // The build writes the pages from the route table the router reads (no second list to drift).
  for (const [path, screen] of [
    ['/reset-password', 'reset-password'],
    ['/deck/26000021-26000014-26000038-26000030-26000010-27000000-28000000-28000011', 'deck'],
    ['/no-such-page', 'not-found'],
  ] as const) {
    const html = await (await page.request.get(path)).text();
    expect(html, path).toMatch(
      new RegExp(`rel="modulepreload" crossorigin href="/assets/${screen}-`),
    );
    expect(html, path).toContain('<style>');
  }
  // The app shell loads with the screens inside it, not with the landing and legal pages.
  const shellPreload = /rel="modulepreload" crossorigin href="\/assets\/app-shell-/;
  expect(await (await page.request.get('/cards')).text()).toMatch(shellPreload);
  expect(await (await page.request.get('/privacy')).text()).not.toMatch(shellPreload);
  // A pre-rendered page paints from its HTML: no preload competes with it on a slow link.
  for (const path of ['/', '/privacy'])
    expect(await (await page.request.get(path)).text(), path).not.toContain('rel="modulepreload"');
});

test('a shared deck page tells link previews its deck and serves the eight cards as an image', async ({
  page,
}) => {
  const ids = '26000021-26000014-26000038-26000030-26000010-27000000-28000000-28000011';
  // Link previews run no script: the served HTML itself names the deck and its image.
  const html = await (await page.request.get(`/deck/${ids}?tt=159000001`)).text();
  expect(html).toMatch(/<title>Hog 2\.6 deck: Hog Rider, Musketeer, [^<]+ · ElixirLab<\/title>/);
  expect(html).toContain('<meta name="twitter:card" content="summary_large_image" />');
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
  expect(image).toBe(`http://127.0.0.1:${E2E_PORT}/og/deck/${ids}.png?tt=159000001`);
  const png = await page.request.get(image ?? '');
  expect(png.headers()['content-type']).toBe('image/png');
  // Any other page keeps the site's own preview.
  expect(await (await page.request.get('/cards')).text()).toContain(
    '<meta property="og:image" content="/icons/icon-512.png" />',
  );
});

test('every route passes the axe check', async ({ page }) => {
  for (const path of [
    '/app',
    '/cards',
    '/ai-builder',
    '/deck-builder',
    '/browse',
    '/saved-decks',
    '/profile',
    '/auth',
    '/nope',
    '/deck/26000021-26000014-26000038-26000030-26000010-27000000-28000000-28000011',
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectAccessible(page);
  }
});
