import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.js';
import '@sajilo/ui/style.css';
import './app/global.css';

const root = document.getElementById('root');
if (root) {
  // A transition lets React render the first page in slices that yield to the browser between them,
  // instead of one long task that blocks input on a slow phone (Lighthouse's total blocking time).
  startTransition(() => {
    createRoot(root).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
}
