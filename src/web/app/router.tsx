import type { ComponentType } from 'react';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { reportPageView } from '@web/lib/page-views';
import { AppShell } from './layouts/app-shell';
import { RouteError } from './layouts/route-error';
import { ROUTE_TABLE, type RouteEntry } from './route-table';
import { SESSION_GATES } from './session-gates';

/** Each screen module in routes/, loaded only when its route is opened (one chunk per screen). */
const screens = import.meta.glob<Record<string, ComponentType>>('./routes/*.tsx');

/** A lazy route for a row of the route table: the screen module's named component. */
function routeFor(entry: RouteEntry): RouteObject {
  const load = screens[`./routes/${entry.module}.tsx`];
  if (!load) throw new Error(`No screen module routes/${entry.module}.tsx`);
  return {
    path: entry.path,
    lazy: async () => {
      const Component = (await load())[entry.component];
      if (!Component) throw new Error(`routes/${entry.module}.tsx exports no ${entry.component}`);
      return { Component };
    },
  };
}

/**
 * Every route of docs/product.md §2, from the one route table the build's page plugin also reads.
 * Route modules are thin and load lazily. Routes outside the shell: /, /auth, /reset-password and
 * the legal pages. The routes of SESSION_GATES sit under their `RequireSession` layout route.
 */
const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    // Shown while the first screen's code loads (instead of a blank page).
    HydrateFallback: AppLoading,
    children: [
      ...ROUTE_TABLE.filter((r) => !r.shell).map(routeFor),
      {
        element: <AppShell />,
        children: ROUTE_TABLE.filter((r) => r.shell)
          .map(routeFor)
          .map((route) => {
            const gate = route.path ? SESSION_GATES.get(route.path) : undefined;
            return gate ? { element: gate, children: [route] } : route;
          }),
      },
    ],
  },
]);

// docs/product.md §7 "Other": every client-side navigation is reported, without blocking it.
reportPageView(router.state.location.pathname);
router.subscribe((state) => reportPageView(state.location.pathname));

function AppLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-label="Loading">
      <img src="/favicon.svg" alt="" width={48} height={48} className="size-12 animate-pulse" />
    </div>
  );
}

export function AppRouter() {
  return <RouterProvider router={router} />;
}
