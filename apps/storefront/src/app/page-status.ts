// The HTTP status of a server-rendered page: a screen that says "not found" (an unknown path, a product,
// blog or job that does not exist) makes the page server answer 404. In the browser there is no status to
// set and the hook does nothing.
import { createContext, useContext } from 'react';

export interface PageStatus {
  code: number;
}

export const PageStatusContext = createContext<PageStatus | null>(null);

/** Marks the page being rendered on the server with `code` (e.g. 404); undefined leaves it. */
export function usePageStatus(code: number | undefined): void {
  const status = useContext(PageStatusContext);
  if (status && code !== undefined) status.code = code;
}
