// Screen-width rules in one place, and a hook that follows a media query.
import { useSyncExternalStore } from 'react';

/**
 * docs/browsing.md §9 "large 1224 px": the desktop layout from here up (filter column, main navigation);
 * below it the drawers and the mobile menu. docs/customer.md §4, §9: the enquiry popup and its button are
 * desktop only.
 */
export const LARGE_SCREEN = '(min-width: 1224px)';

/** Whether a media query matches now, following changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
