import { apiStateHydrated, createStore, initialSessionState } from '@sajilo/store';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './app/app.js';
import { createRouter, routes } from './app/router.js';
import { createI18n } from './i18n/i18n.js';
import { basenameOf, localeOfPath, numeralsOfSearch } from './i18n/locale.js';
import { runtimeConfig } from './lib/config.js';
import { hydrationStarts } from './lib/early-clicks.js';
import { ROOT_ID, type ServerRendered, serverRendered } from './lib/server-rendered.js';

// docs/nepal.md "Languages": the page's language is in its address (`/ne/…` Nepali); the router runs under
// its prefix, and only that language's catalogue is loaded.
const locale = localeOfPath(window.location.pathname);
const basename = basenameOf(locale);
document.documentElement.lang = locale;
const i18nReady = createI18n(locale, numeralsOfSearch(window.location.search));
/** The API in the page's language: the server writes its messages (toasts, field messages) in it. */
const apiConfig = () => ({ ...runtimeConfig(), language: locale });

/**
 * The page's lazily loaded route modules, loaded before hydrating: the router would otherwise render
 * nothing for them at first, and the server's HTML would not match.
 */
async function loadMatchedRoutes() {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches
      .filter((match) => match.route.lazy)
      .map(async ({ route }) => {
        const loaded = await (route.lazy as () => Promise<Record<string, unknown>>)();
        Object.assign(route, { ...loaded, lazy: undefined });
      }),
  );
}

/** A pause that lets the browser handle input and paint between steps, so none of them adds up to one long task. */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function hydrate(root: HTMLElement, rendered: ServerRendered) {
  const [i18n] = await Promise.all([i18nReady, loadMatchedRoutes()]);
  // No Intl number or date formatter runs while a public page loads: the first on a page sets up ICU's
  // data, 15–40 ms on the development machine and four times that on Lighthouse's phone. Prices, counts and
  // dates are written by hand (@sajilo/ui's formatAmount, src/i18n/numbers.ts, @sajilo/nepal's dates).
  await yieldToBrowser();
  // The server rendered logged out: so does the first render here (App restores the session after).
  const store = createStore({
    config: apiConfig(),
    storage: window.localStorage,
    preloadedState: { session: initialSessionState },
  });
  await yieldToBrowser();
  // The answers the server's render used: the page asks for none of them again.
  store.dispatch(apiStateHydrated(rendered.api));
  await yieldToBrowser();
  const router = createRouter(rendered.router, basename);
  // Each step above takes 3–12 ms on the development machine (the store, its cache, the router); together
  // they made one task of 12–21 ms, blocking on Lighthouse's 4× slower phone. Apart, none is.
  await yieldToBrowser();
  // Hydrating in a transition lets React hydrate in slices that yield to the browser between them (a
  // plain hydrateRoot hydrates the whole page in one long task: Lighthouse's total blocking time). The
  // page is already painted from the server's HTML, so nothing waits on it.
  hydrationStarts();
  startTransition(() => {
    hydrateRoot(
      root,
      <StrictMode>
        <App store={store} i18n={i18n} router={router} restoreSession />
      </StrictMode>,
      {
        // A page that differs from the server's is a bug (test/e2e/ssr.test.ts fails on this line).
        onRecoverableError(error, info) {
          console.error('Sajilo hydration error:', error, info.componentStack ?? '');
        },
      },
    );
  });
}

/** Hydrates the server's page, or renders a page the server left to the browser (src/main.tsx calls it). */
export function start() {
  // The page's HTML whole first: the handed-over state follows #root (src/lib/server-rendered.ts).
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', start, { once: true });
    return;
  }
  const root = document.getElementById(ROOT_ID);
  const rendered = serverRendered();
  if (root && rendered) {
    void hydrate(root, rendered);
    return;
  }
  if (!root) return;
  // A page rendered in the browser only (the customer's own pages).
  const store = createStore({ config: apiConfig(), storage: window.localStorage });
  const router = createRouter(undefined, basename);
  void i18nReady.then((i18n) => {
    // A transition lets React render the first page in slices that yield to the browser between them,
    // instead of one long task that blocks input on a slow phone (Lighthouse's total blocking time).
    startTransition(() => {
      createRoot(root).render(
        <StrictMode>
          <App store={store} i18n={i18n} router={router} />
        </StrictMode>,
      );
    });
  });
}
