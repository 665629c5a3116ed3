import type { PageViewRequest } from '@shared/page-view';

let last: string | null = null;

/**
 * Reports a client-side navigation without blocking it: a beacon (or a keepalive fetch), no
 * cookies, only the path. Repeated reports of the same path in a row are dropped.
 */
export function reportPageView(pathname: string): void {
  if (pathname === last) return;
  last = pathname;
  const body: PageViewRequest = {
    path: pathname.replace(/[^A-Za-z0-9/_-]/g, '').slice(0, 200) || '/',
  };
  const json = JSON.stringify(body);
  try {
    if (navigator.sendBeacon?.('/api/page-views', new Blob([json], { type: 'application/json' })))
      return;
    void fetch('/api/page-views', {
      method: 'POST',
      body: json,
      keepalive: true,
      credentials: 'omit',
      headers: { 'Content-Type': 'application/json' },
    }).catch(() => undefined);
  } catch {
    // analytics must never break navigation
  }
}
