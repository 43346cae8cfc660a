// The storefront's own origin (canonical links, share links). In the browser it is the page's; the page
// server renders with the origin the request came to (src/entry-server.tsx), so both renders agree.
import { createContext, useContext } from 'react';

export const SiteOriginContext = createContext<string | null>(null);

export function useSiteOrigin(): string {
  return useContext(SiteOriginContext) ?? window.location.origin;
}
