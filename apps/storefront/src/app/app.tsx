import { type AppStore, loadSession, sessionRestored } from '@sajilo/store';
import { LinkProvider, Toaster } from '@sajilo/ui';
import { type ReactNode, useEffect } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { RouterLink } from '../components/router-link.js';
import type { createRouter } from './router.js';

/** What every render of the shop sits in, in the browser and on the page server alike. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <Provider store={store}>
      <LinkProvider component={RouterLink}>{children}</LinkProvider>
      <Toaster />
    </Provider>
  );
}

export interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createRouter>;
  /**
   * A server-rendered page was rendered logged out, so the browser hydrates logged out too and takes the
   * session kept in localStorage (docs/customer.md §3) right after.
   */
  restoreSession?: boolean;
}

export function App({ store, router, restoreSession = false }: AppProps) {
  useEffect(() => {
    if (!restoreSession) return;
    const session = loadSession(window.localStorage);
    if (session.isLoggedIn) store.dispatch(sessionRestored(session));
  }, [store, restoreSession]);
  return (
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
