// What the page server hands the browser with a server-rendered page (src/entry-server.tsx): the API
// cache its render used and the router's state, as a JSON data block at the end of the body (read with
// JSON.parse when the page hydrates, not compiled as a script while the HTML is parsed: 65 KB on the home
// page). Absent on pages rendered in the browser only.
import type { HydrationState } from 'react-router-dom';

export interface ServerRendered {
  api: unknown;
  router: HydrationState;
}

/** The id of the element the app renders into (index.html's and the page server's). */
export const ROOT_ID = 'root';

/** The id of the `<script type="application/json">` that holds it. */
export const SERVER_RENDERED_ID = 'sajilo-ssr';

export function serverRendered(): ServerRendered | undefined {
  const block = document.getElementById(SERVER_RENDERED_ID);
  return block?.textContent ? (JSON.parse(block.textContent) as ServerRendered) : undefined;
}
