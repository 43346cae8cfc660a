// What the page server hands the browser with a server-rendered page (src/entry-server.tsx): the API
// cache its render used and the router's state. Absent on pages rendered in the browser only.
import type { HydrationState } from 'react-router-dom';

export interface ServerRendered {
  api: unknown;
  router: HydrationState;
}

declare global {
  interface Window {
    __SAJILO_SSR__?: ServerRendered;
  }
}

export const SERVER_RENDERED_GLOBAL = '__SAJILO_SSR__';

export function serverRendered(): ServerRendered | undefined {
  return window.__SAJILO_SSR__;
}
