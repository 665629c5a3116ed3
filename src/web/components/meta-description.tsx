import { createContext, useContext, useEffect } from 'react';

/** Set only while a page is rendered at build time: collects the description for the page's HTML. */
export const PrerenderHeadContext = createContext<((description: string) => void) | null>(null);

/**
 * A page's own meta description, put back to the site's (index.html's) when the page goes. Not
 * React's `<meta>`: that would add a second description tag beside index.html's instead of
 * replacing it. Pages without one keep the site's description; the tab title is each route's `<title>`.
 * At build time (src/web/app/prerender.tsx) the description goes into the page's HTML instead.
 */
export function MetaDescription({ content }: { content: string | undefined }) {
  const collectForPrerender = useContext(PrerenderHeadContext);
  if (collectForPrerender && content !== undefined) collectForPrerender(content);
  useEffect(() => {
    const meta = document.querySelector('meta[name="description"]');
    if (!meta || content === undefined) return;
    // A pre-rendered page arrives with its own description; the site's is kept beside it.
    const previous = meta.getAttribute('data-site-content') ?? meta.getAttribute('content');
    meta.setAttribute('content', content);
    return () => {
      if (previous === null) meta.removeAttribute('content');
      else meta.setAttribute('content', previous);
    };
  }, [content]);
  return null;
}
