// docs/customer.md §2, §4: a cart or wishlist action tried without a valid session opens the login dialog.
import { createContext, use } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { PATHS } from './paths.js';

/** docs/customer.md §4, §8: the toast after a login, when the server's answer carries no message. */
export const LOGIN_SUCCESS = 'You are successfully Loggedin';

export interface OpenLoginDialogOptions {
  /** Runs once the customer has logged in through the dialog: the action they tried goes ahead. */
  onLoggedIn?: () => void;
}

export interface LoginDialogApi {
  open: (options?: OpenLoginDialogOptions) => void;
}

export const LoginDialogContext = createContext<LoginDialogApi | null>(null);

/**
 * Opens the login dialog of the nearest LoginDialogProvider; where none is mounted, goes to the login
 * screen instead and comes back here after logging in.
 */
export function useLoginDialog(): LoginDialogApi {
  const dialog = use(LoginDialogContext);
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  if (dialog) return dialog;
  return { open: () => navigate(PATHS.login, { state: { from: `${pathname}${search}${hash}` } }) };
}
