import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { PrerenderHeadContext } from '@web/components/meta-description';
import type { RouteEntry } from './route-table';
import { loadScreen } from './screens';

export interface PrerenderedPage {
  /** The markup of `#root`, as the first client render draws it for a visitor. */
  body: string;
  /** The page's `<title>` and the elements React hoists with it, for the document head. */
  head: string;
  /** The page's own meta description, when it sets one. */
  description: string | undefined;
}

/**
 * Renders a static route at build time (scripts/vite-route-pages.ts), as a visitor's first client
 * render draws it: no session, the public config's defaults, no catalogue yet. The page's content
 * is then in its HTML, so a phone paints it before any script has run; the client renders the same
 * markup over it once the screen's code is loaded (src/web/main.tsx).
 */
export async function prerender(entry: RouteEntry): Promise<PrerenderedPage> {
  const Component = await loadScreen(entry);
  // Nothing is fetched while rendering to a string: queries stay pending, as on the first paint.
  const queryClient = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
  let description: string | undefined;
  const collectDescription = (content: string) => {
    description = content;
  };
  const html = renderToString(
    <PrerenderHeadContext value={collectDescription}>
      <QueryClientProvider client={queryClient}>
        <StaticRouter location={entry.path}>
          <Component />
        </StaticRouter>
      </QueryClientProvider>
    </PrerenderHeadContext>,
  );
  // React writes the hoistable elements (the page's <title>, image preloads) ahead of its markup.
  const head: string[] = [];
  const body = html.replace(/^(?:<title>[^<]*<\/title>|<(?:meta|link) [^>]*>)+/, (tags) => {
    head.push(tags);
    return '';
  });
  return { body, head: head.join(''), description };
}
