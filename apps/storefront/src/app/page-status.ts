// The HTTP status of a server-rendered page: a screen that says "not found" (an unknown path, a product,
// blog or job that does not exist) makes the page server answer 404. A screen whose own record has not
// answered yet says so ('undecided'): the page server waits longer for it than for the rest of the page, and
// answers 503 rather than claim a page exists that may not (entry-server.tsx). In the browser there is no
// status to set and the hook does nothing.
import { createContext, useContext } from 'react';

export interface PageStatus {
  code: number;
  /** A screen's own record (what decides whether the page exists) was still loading when it rendered. */
  undecided?: boolean;
}

export const PageStatusContext = createContext<PageStatus | null>(null);

/**
 * Marks the page being rendered on the server with `code` (e.g. 404), or as 'undecided' while the record
 * that decides it is loading; undefined leaves it.
 */
export function usePageStatus(code: number | 'undecided' | undefined): void {
  const status = useContext(PageStatusContext);
  if (!status || code === undefined) return;
  if (code === 'undecided') status.undecided = true;
  else status.code = code;
}

/** The status of a screen shown from one query: 404 when its record does not exist, undecided while loading. */
export const recordStatus = (
  data: unknown,
  error: unknown,
  notFound: boolean,
): 404 | 'undecided' | undefined =>
  notFound ? 404 : data === undefined && error === undefined ? 'undecided' : undefined;
