// TEMPORARY dev harness (deleted before hand-off).
import { createStore } from '@sajilo/store';
import { LinkProvider, Toaster } from '@sajilo/ui';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router-dom';
import '@sajilo/ui/style.css';
import '../../app/global.css';
import { routes } from '../../app/router.js';
import { RouterLink } from '../../components/router-link.js';
import { runtimeConfig } from '../../lib/config.js';
import { LoginDialogProvider } from '../login-dialog-provider.js';
import { ProductActions } from '../product-actions.js';

const store = createStore({ config: runtimeConfig(), storage: window.localStorage });
const router = createBrowserRouter([
  {
    element: (
      <LoginDialogProvider>
        <Outlet />
      </LoginDialogProvider>
    ),
    children: [
      {
        path: '/zz-harness.html',
        element: (
          <div style={{ padding: 40, maxWidth: 480 }}>
            <ProductActions slug="philips-ceiling-star-pendant-light-e27-white" title="Philips Ceiling Star" />
          </div>
        ),
      },
      ...routes,
    ],
  },
]);
const root = document.getElementById('root');
if (root)
  createRoot(root).render(
    <StrictMode>
      <Provider store={store}>
        <LinkProvider component={RouterLink}>
          <RouterProvider router={router} />
        </LinkProvider>
        <Toaster />
      </Provider>
    </StrictMode>,
  );
