import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/providers';
import { AppRouter, createAppRouter } from './app/router';
import './styles.css';

// The installable app: the service worker caches the shell and the catalogue (production builds only).
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener('load', () => {
    navigator.serviceWorker
      .register('/sw.js')
      .catch((err: unknown) => console.warn('service worker', err));
  });
}

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
// A pre-rendered page (landing, legal, support) already shows its content: the client draws the
// same screen over it once that screen's code is in, never the loading fallback in between.
void createAppRouter({ loadFirstScreen: root.hasChildNodes() }).then((router) => {
  // Shown again once the app draws (an installed app hid the pre-rendered page meanwhile).
  root.removeAttribute('data-prerendered');
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <AppRouter router={router} />
      </AppProviders>
    </StrictMode>,
  );
});
