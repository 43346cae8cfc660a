// The page's entry script (added by the server-rendered page's inline script after its first paint, or named
// by index.html for the pages the browser renders). It loads the app in stages, each evaluated in a task of
// its own with a pause between them, so the browser can handle input and paint in between: evaluated at once,
// React DOM, react-router and the app were one task of 300 ms and more on a slow phone (4× CPU), the longest
// of the page's load (Lighthouse's total blocking time; docs/storefront.md "Speed"). The stages' files are
// preloaded with the entry (src/entry-server.tsx preloads src/start.tsx and its imports), so the pauses cost
// no round trip.
import '@sajilo/ui/style.css';
import './app/global.css';

const pause = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

// Each stage names one export it loads, so the bundler keeps only what the app uses of each package.
async function boot() {
  await pause();
  const { hydrateRoot } = await import('react-dom/client');
  await pause();
  const { createBrowserRouter } = await import('react-router-dom');
  await pause();
  const { createStore } = await import('@sajilo/store');
  await pause();
  if (!hydrateRoot || !createBrowserRouter || !createStore) return;
  const { start } = await import('./start.js');
  start();
}

void boot();
