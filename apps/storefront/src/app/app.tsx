import type { I18n } from '@lingui/core';
import { type AppStore, loadSession, sessionRestored } from '@sajilo/store';
import { LinkProvider } from '@sajilo/ui';
import { type ReactNode, useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { RouterLink } from '../components/router-link.js';
import { LocaleProvider } from '../i18n/locale-provider.js';
import { StorefrontUiText } from '../i18n/ui-text-provider.js';
import { replayEarlyClicks } from '../lib/early-clicks.js';
import { LazyToaster } from '../lib/toast.js';
import type { createRouter } from './router.js';

/** What every render of the shop sits in, in the browser and on the page server alike. */
export function AppProviders({
  store,
  i18n,
  children,
}: {
  store: AppStore;
  i18n: I18n;
  children: ReactNode;
}) {
  return (
    <LocaleProvider i18n={i18n}>
      <Provider store={store}>
        <StorefrontUiText>
          <LinkProvider component={RouterLink}>{children}</LinkProvider>
        </StorefrontUiText>
        <LazyToaster />
      </Provider>
    </LocaleProvider>
  );
}

export interface AppProps {
  store: AppStore;
  /** The page's language (its catalogue loaded): docs/nepal.md "Languages". */
  i18n: I18n;
  router: ReturnType<typeof createRouter>;
  /**
   * A server-rendered page was rendered logged out, so the browser hydrates logged out too and takes the
   * session kept in localStorage (docs/customer.md §3) right after.
   */
  restoreSession?: boolean;
}

export function App({ store, i18n, router, restoreSession = false }: AppProps) {
  useEffect(() => {
    if (!restoreSession) return;
    const session = loadSession(window.localStorage);
    if (session.isLoggedIn) store.dispatch(sessionRestored(session));
  }, [store, restoreSession]);
  // The page answers input from here on (a server-rendered page is painted before its script takes it over):
  // `<html data-hydrated>`, which the browser tests wait for before timing a reaction to a click.
  // Buttons pressed before it are pressed again now (src/lib/early-clicks.ts).
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    replayEarlyClicks();
  }, []);
  return (
    <AppProviders store={store} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
