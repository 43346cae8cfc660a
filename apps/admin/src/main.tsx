import '@sajilo/ui/style.css';
import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { createAdminRouter } from './app.js';
import { readConfig } from './config.js';
import { createAdminStore } from './store/store.js';

const store = createAdminStore({ apiBaseUrl: readConfig().apiBaseUrl, storage: window.localStorage });
const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <Provider store={store}>
      <RouterProvider router={createAdminRouter()} />
    </Provider>
  </StrictMode>,
);
