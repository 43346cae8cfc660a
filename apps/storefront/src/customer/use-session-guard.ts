// docs/customer.md §4: "A cart action that finds the expiry missing or past clears the session and opens the
// login dialog." With a valid session the action runs at once (no artificial 2.5 s wait, docs/design.md).
import { endSession, isSessionValid, useAppDispatch, useAppStore } from '@sajilo/store';
import { useCallback } from 'react';
import { useLoginDialog } from './login-dialog-context.js';

/** Wraps a customer action: runs it with a valid session, otherwise asks the customer to log in first. */
export function useSessionGuard(): (action: () => void) => void {
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const loginDialog = useLoginDialog();
  return useCallback(
    (action: () => void) => {
      const { session } = store.getState();
      if (isSessionValid(session)) {
        action();
        return;
      }
      if (session.token || session.isLoggedIn) endSession()(dispatch);
      loginDialog.open({ onLoggedIn: action });
    },
    [store, dispatch, loginDialog],
  );
}
