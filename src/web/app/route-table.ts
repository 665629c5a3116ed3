/**
 * Every client route (docs/product.md §2): its path, the screen module in `routes/` behind it and
 * that module's component, and whether it sits in the app shell. The router builds its routes from
 * this table, and the build's page plugin (scripts/vite-route-pages.ts) writes each route's HTML from it,
 * so the two can never drift apart.
 */
export interface RouteEntry {
  path: string;
  /** The file in src/web/app/routes/, without `.tsx`. */
  module: string;
  /** The component that module exports. */
  component: string;
  /** Inside the app shell (sidebar, bottom bar) or a page of its own. */
  shell: boolean;
  /**
   * Rendered at build time into its HTML (static content that is the same for every visitor), so
   * it paints before any script runs: src/web/app/prerender.tsx.
   */
  prerender?: true;
}

export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '/', module: 'landing', component: 'LandingRoute', shell: false, prerender: true },
  { path: '/auth', module: 'auth', component: 'AuthRoute', shell: false },
  {
    path: '/reset-password',
    module: 'reset-password',
    component: 'ResetPasswordRoute',
    shell: false,
  },
  { path: '/privacy', module: 'privacy', component: 'PrivacyRoute', shell: false, prerender: true },
  { path: '/terms', module: 'terms', component: 'TermsRoute', shell: false, prerender: true },
  { path: '/support', module: 'support', component: 'SupportRoute', shell: false, prerender: true },
  { path: '/app', module: 'home', component: 'HomeRoute', shell: true },
  { path: '/ai-builder', module: 'ai-builder', component: 'AiBuilderRoute', shell: true },
  { path: '/deck-builder', module: 'deck-builder', component: 'DeckBuilderRoute', shell: true },
  { path: '/cards', module: 'cards', component: 'CardsRoute', shell: true },
  { path: '/browse', module: 'browse-player', component: 'BrowsePlayerRoute', shell: true },
  { path: '/browse-player', module: 'browse-player', component: 'BrowsePlayerRoute', shell: true },
  { path: '/profile', module: 'profile', component: 'ProfileRoute', shell: true },
  { path: '/saved-decks', module: 'saved-decks', component: 'SavedDecksRoute', shell: true },
  { path: '/deck/:ids', module: 'deck', component: 'DeckRoute', shell: true },
  { path: '*', module: 'not-found', component: 'NotFoundRoute', shell: true },
];
