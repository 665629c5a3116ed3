import { createBrowserRouter, RouterProvider } from 'react-router';
import { reportPageView } from '@web/lib/page-views';
import { AppShell } from './layouts/app-shell';
import { RouteError } from './layouts/route-error';

/**
 * Every route of docs/product.md §2. Route modules are thin and load lazily, so each screen's code is fetched
 * only when it is opened. Routes outside the shell: /, /auth and the legal pages.
 */
const router = createBrowserRouter([
  {
    errorElement: <RouteError />,
    // Shown while the first screen's code loads (instead of a blank page).
    HydrateFallback: AppLoading,
    children: [
      {
        path: '/',
        lazy: () => import('./routes/landing').then((m) => ({ Component: m.LandingRoute })),
      },
      {
        path: '/auth',
        lazy: () => import('./routes/auth').then((m) => ({ Component: m.AuthRoute })),
      },
      {
        path: '/reset-password',
        lazy: () =>
          import('./routes/reset-password').then((m) => ({ Component: m.ResetPasswordRoute })),
      },
      {
        path: '/privacy',
        lazy: () => import('./routes/privacy').then((m) => ({ Component: m.PrivacyRoute })),
      },
      {
        path: '/terms',
        lazy: () => import('./routes/terms').then((m) => ({ Component: m.TermsRoute })),
      },
      {
        path: '/support',
        lazy: () => import('./routes/support').then((m) => ({ Component: m.SupportRoute })),
      },
      {
        element: <AppShell />,
        children: [
          {
            path: '/app',
            lazy: () => import('./routes/home').then((m) => ({ Component: m.HomeRoute })),
          },
          {
            path: '/ai-builder',
            lazy: () =>
              import('./routes/ai-builder').then((m) => ({ Component: m.AiBuilderRoute })),
          },
          {
            path: '/deck-builder',
            lazy: () =>
              import('./routes/deck-builder').then((m) => ({ Component: m.DeckBuilderRoute })),
          },
          {
            path: '/cards',
            lazy: () => import('./routes/cards').then((m) => ({ Component: m.CardsRoute })),
          },
          {
            path: '/browse',
            lazy: () =>
              import('./routes/browse-player').then((m) => ({ Component: m.BrowsePlayerRoute })),
          },
          {
            path: '/browse-player',
            lazy: () =>
              import('./routes/browse-player').then((m) => ({ Component: m.BrowsePlayerRoute })),
          },
          {
            path: '/profile',
            lazy: () => import('./routes/profile').then((m) => ({ Component: m.ProfileRoute })),
          },
          {
            path: '/saved-decks',
            lazy: () =>
              import('./routes/saved-decks').then((m) => ({ Component: m.SavedDecksRoute })),
          },
          {
            path: '/deck/:ids',
            lazy: () => import('./routes/deck').then((m) => ({ Component: m.DeckRoute })),
          },
          {
            path: '*',
            lazy: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundRoute })),
          },
        ],
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
