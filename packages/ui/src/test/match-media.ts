// jsdom has no matchMedia; tests choose which media queries match.
let matching = new Set<string>();

export function setMatchingMedia(...queries: string[]): void {
  matching = new Set(queries);
}

export function resetMatchMedia(): void {
  matching = new Set();
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: matching.has(query),
    media: query,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  });
}
