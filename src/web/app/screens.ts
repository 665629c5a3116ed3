import type { ComponentType } from 'react';
import type { RouteEntry } from './route-table';

/** Each screen module in routes/, loaded only when its route is opened (one chunk per screen). */
const screens = import.meta.glob<Record<string, ComponentType>>('./routes/*.tsx');

/**
 * A route table row's screen: the named component of its module in routes/. The router loads it
 * lazily; the build's pre-render (prerender.tsx) loads it to render the page to HTML.
 */
export async function loadScreen(entry: RouteEntry): Promise<ComponentType> {
  const load = screens[`./routes/${entry.module}.tsx`];
  if (!load) throw new Error(`No screen module routes/${entry.module}.tsx`);
  const Component = (await load())[entry.component];
  if (!Component) throw new Error(`routes/${entry.module}.tsx exports no ${entry.component}`);
  return Component;
}
