// Mount once inside the router (the shell): every `useLoginDialog()` below it opens this one dialog.
import { lazy, type ReactNode, Suspense, useMemo, useRef, useState } from 'react';
import { toast } from '../lib/toast.js';
import {
  LOGIN_SUCCESS,
  type LoginDialogApi,
  LoginDialogContext,
  type OpenLoginDialogOptions,
} from './login-dialog-context.js';

// The dialog and its form load the first time the dialog opens, not with every page.
const LoginDialog = lazy(() =>
  import('./login-dialog.js').then((module) => ({ default: module.LoginDialog })),
);

export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // Mounted from its first opening on, so it can animate closed and keep what was typed.
  const [opened, setOpened] = useState(false);
  // The action the customer tried (add to cart, wishlist) goes ahead after logging in.
  const pending = useRef<OpenLoginDialogOptions['onLoggedIn']>(undefined);

  const api = useMemo<LoginDialogApi>(
    () => ({
      open: (options) => {
        pending.current = options?.onLoggedIn;
        setOpened(true);
        setOpen(true);
      },
    }),
    [],
  );

  const close = () => {
    pending.current = undefined;
    setOpen(false);
  };

  return (
    <LoginDialogContext value={api}>
      {children}
      {opened ? (
        <Suspense fallback={null}>
          <LoginDialog
            open={open}
            onClose={close}
            onLoggedIn={(response) => {
              const next = pending.current;
              close();
              toast.success(response.message || LOGIN_SUCCESS);
              next?.();
            }}
          />
        </Suspense>
      ) : null}
    </LoginDialogContext>
  );
}
