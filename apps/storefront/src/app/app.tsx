import { createStore } from '@sajilo/store';
import { LinkProvider, Toaster } from '@sajilo/ui';
import { useState } from 'react';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { RouterLink } from '../components/router-link.js';
import { runtimeConfig } from '../lib/config.js';
import { preloadedFetch } from '../lib/preloaded-fetch.js';
import { createRouter } from './router.js';

export function App() {
  // One store and router for the page's life; the session persists in localStorage (seed 001 §3). The
  // first screen's data may already be in the page (serve.mjs): the store takes it from there.
  const [store] = useState(() =>
    createStore({ config: runtimeConfig(), storage: window.localStorage, fetch: preloadedFetch() }),
  );
  const [router] = useState(createRouter);
  return (
    <Provider store={store}>
      <LinkProvider component={RouterLink}>
        <RouterProvider router={router} />
      </LinkProvider>
      <Toaster />
    </Provider>
  );
}
