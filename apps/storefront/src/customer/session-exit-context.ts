// docs/customer.md §4: "Logout calls the server, then after 3 seconds clears the session and redirects to
// login." While the confirmation shows, RequireSession must not send the customer to /login on its own.
import { createContext, use } from 'react';

export interface SessionExit {
  /** The logout confirmation is showing: the session checks pause. */
  leaving: boolean;
  begin: () => void;
  /** Clears the session and goes to /login. */
  finish: () => void;
  /** The logout did not happen after all (the server could not be reached). */
  cancel: () => void;
}

export const SessionExitContext = createContext<SessionExit | null>(null);

export function useSessionExit(): SessionExit {
  const exit = use(SessionExitContext);
  if (!exit) throw new Error('useSessionExit needs RequireSession above it');
  return exit;
}
