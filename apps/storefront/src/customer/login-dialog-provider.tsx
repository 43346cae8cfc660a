// Mount once inside the router (the shell): every `useLoginDialog()` below it opens this one dialog.
import { toast } from '@sajilo/ui';
import { type ReactNode, useMemo, useRef, useState } from 'react';
import { LoginDialog } from './login-dialog.js';
import {
  type LoginDialogApi,
  LoginDialogContext,
  type OpenLoginDialogOptions,
} from './login-dialog-context.js';
import { LOGIN_SUCCESS } from './login-form.js';

export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  // The action the customer tried (add to cart, wishlist) goes ahead after logging in.
  const pending = useRef<OpenLoginDialogOptions['onLoggedIn']>(undefined);

  const api = useMemo<LoginDialogApi>(
    () => ({
      open: (options) => {
        pending.current = options?.onLoggedIn;
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
    </LoginDialogContext>
  );
}
