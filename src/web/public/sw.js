/* ElixirLab service worker: the app shell and the card catalogue work offline after one visit.
 * - navigations: network first, the cached shell (/index.html) when offline;
 * - /assets/* (hashed, immutable): cache first;
 * - GET /api/cards*: network first, the last answer when offline;
 * - card art from the two image hosts: stale-while-revalidate in its own cache, at most
 *   ART_LIMIT images (the oldest go first), so the installed app shows art offline;
 * - everything else (auth, chat, user data): network only, never cached. */
/** The shell cache's name: the build writes its own id here, so each build's assets get a fresh cache
 * and the activate step deletes the previous one (vite.config.ts, swBuildId). */
const VERSION = 'elixirlab-__BUILD_ID__';
const ART_CACHE = 'elixirlab-art-v1';
const ART_LIMIT = 400;
/** The card image hosts (the same list as the server's img-src, security-headers.ts). */
const ART_HOSTS = ['api-assets.clashroyale.com', 'royaleapi.github.io'];
const SHELL = [
  // The plain entry page: pre-rendered pages (landing, legal) would paint their content over any
  // route opened offline, so navigations fall back to this one, never to what they last fetched.
  '/index.html',
  '/manifest.webmanifest',
  '/favicon.svg',
  '/theme-init.js',
  '/icons/icon-192.png',
];

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(VERSION)
      .then((cache) => cache.addAll(SHELL))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((k) => k !== VERSION && k !== ART_CACHE).map((k) => caches.delete(k)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function offlineShell() {
  const cached = await (await caches.open(VERSION)).match('/index.html');
  return cached ?? Response.error();
}

async function networkFirst(request) {
  const cache = await caches.open(VERSION);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(request);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(VERSION);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

/** Card art: the cached image at once, refreshed in the background; a bounded cache. */
async function staleWhileRevalidate(event) {
  const cache = await caches.open(ART_CACHE);
  const cached = await cache.match(event.request);
  const refresh = fetch(event.request)
    .then(async (response) => {
      // Cross-origin images without CORS arrive opaque (status 0): still the image.
      if (response.ok || response.type === 'opaque') {
        await cache.put(event.request, response.clone());
        const keys = await cache.keys();
        for (const old of keys.slice(0, Math.max(0, keys.length - ART_LIMIT)))
          await cache.delete(old);
      }
      return response;
    })
    .catch((error) => {
      if (cached) return cached;
      throw error;
    });
  if (cached) {
    event.waitUntil(refresh.catch(() => undefined));
    return cached;
  }
  return refresh;
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (ART_HOSTS.includes(url.host) && url.protocol === 'https:') {
    event.respondWith(staleWhileRevalidate(event));
    return;
  }
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    event.respondWith(fetch(request).catch(() => offlineShell()));
  } else if (url.pathname.startsWith('/assets/')) {
    event.respondWith(cacheFirst(request));
  } else if (url.pathname === '/api/cards' || url.pathname.startsWith('/api/cards/')) {
    event.respondWith(networkFirst(request));
  } else if (SHELL.includes(url.pathname)) {
    event.respondWith(networkFirst(request));
  }
});
