// The page server put the first screen's public API answers into the page (preload.mjs). The store's
// client fetches through this: the first GET of each of those URLs is answered from the page, every other
// call (and any later one for the same URL) goes to the network as usual.
declare global {
  interface Window {
    __SAJILO_PRELOADED__?: Record<string, unknown>;
  }
}

export function preloadedFetch(
  preloaded: Record<string, unknown> = window.__SAJILO_PRELOADED__ ?? {},
  network: typeof fetch = (...args) => fetch(...args),
): typeof fetch {
  const left = new Map(Object.entries(preloaded));
  return (input, init) => {
    const request = new Request(input, init);
    const body = request.method === 'GET' ? left.get(request.url) : undefined;
    if (body === undefined) return network(request);
    left.delete(request.url);
    return Promise.resolve(
      new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
  };
}
