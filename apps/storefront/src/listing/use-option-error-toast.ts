// docs/browsing.md §8: failed fetches of the colour and size filter options show an error toast carrying the
// message. One toast per failure (the toast id dedupes repeats and StrictMode's double effects).
import { isRequestError } from '@sajilo/store';
import { useEffect } from 'react';
import { toast } from '../lib/toast.js';

/** `what` names the options in the toast, e.g. "colour", "size", "colour and size". */
export function useOptionErrorToast(error: unknown, what: string, id: string): void {
  const message = describe(error);
  useEffect(() => {
    if (message !== null) toast.error(`The ${what} filters could not be loaded: ${message}`, { id });
  }, [message, what, id]);
}

function describe(error: unknown): string | null {
  if (error === undefined || error === null) return null;
  // The listing's own 404 already says the page is missing; no second message about its filters.
  if (isRequestError(error) && error.status === 404) return null;
  const message = isRequestError(error) ? error.message.trim() : '';
  return message !== '' ? message : 'Something went wrong. Please try again.';
}
