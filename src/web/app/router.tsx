import type { ComponentType } from 'react';
import { createBrowserRouter, matchPath, RouterProvider, type RouteObject } from 'react-router';
import { reportPageView } from '@web/lib/page-views';
import { RouteError } from './layouts/route-error';
import { ROUTE_TABLE, type RouteEntry } from './route-table';
import { loadScreen } from './screens';
import { SESSION_GATES } from './session-gates';

/** Screens already loaded before the router was made (the first page, when it was pre-rendered). */
const loadedScreens = new Map<RouteEntry, ComponentType>();

/** A route for a row of the route table: the screen module's named component, loaded lazily. */
function routeFor(entry: RouteEntry): RouteObject {
  const Component = loadedScreens.get(entry);
  if (Component) return { path: entry.path, Component };
  return { path: entry.path, lazy: async () => ({ Component: await loadScreen(entry) }) };
}

/**
 * Every route of docs/product.md §2, from the one route table the build's page plugin also reads.
 * Route modules are thin and load lazily. Routes outside the shell: /, /auth, /reset-password and
 * the legal pages. The routes of SESSION_GATES sit under their `RequireSession` layout route.
 *
 * When the page arrived pre-rendered (`loadFirstScreen`), its screen is loaded before the router is
 * made, so the first render draws that screen over the same markup instead of the loading fallback.
 */
export async function createAppRouter({ loadFirstScreen }: { loadFirstScreen: boolean }) {
  const first = loadFirstScreen
    ? ROUTE_TABLE.find((r) => r.path !== '*' && matchPath(r.path, window.location.pathname))
    : undefined;
  if (first) {
    // A screen that fails to load here fails again in its lazy route, which shows the route error.
    const Component = await loadScreen(first).catch(() => undefined);
    if (Component) loadedScreens.set(first, Component);
  }
  const router = createBrowserRouter([
    {
      errorElement: <RouteError />,
      // Shown while the first screen's code loads (instead of a blank page).
      HydrateFallback: AppLoading,
      children: [
        ...ROUTE_TABLE.filter((r) => !r.shell).map(routeFor),
        {
          // The shell (sidebar, bottom bar, drawers) loads with the first screen inside it, so the
          // landing and legal pages do not carry it.
          lazy: async () => ({ Component: (await import('./layouts/app-shell')).AppShell }),
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
  return router;
}

export type AppRouterInstance = Awaited<ReturnType<typeof createAppRouter>>;

function AppLoading() {
  return (
    <div className="flex min-h-dvh items-center justify-center" role="status" aria-label="Loading">
      <img src="/favicon.svg" alt="" width={48} height={48} className="size-12 animate-pulse" />
    </div>
  );
}

export function AppRouter({ router }: { router: AppRouterInstance }) {
  return <RouterProvider router={router} />;
}
