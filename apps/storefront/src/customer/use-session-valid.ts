// docs/customer.md §4: a session counts while it has a token and its expiry is in the future. The store's
// session slice is the one source of truth; this reads it for a screen.
import { isSessionValid, useAppSelector } from '@sajilo/store';

export function useSessionValid(): boolean {
  const session = useAppSelector((state) => state.session);
  return isSessionValid(session);
}
