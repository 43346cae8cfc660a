// docs/customer.md §2: the login dialog: static backdrop (a stray click outside keeps what was typed),
// closable by its own × button; titled Login.
import { useLingui } from '@lingui/react/macro';

import type { LoginResponse } from '@sajilo/api';
import { Modal } from '@sajilo/ui';
import { LoginForm } from './login-form.js';

export interface LoginDialogProps {
  open: boolean;
  onClose: () => void;
  onLoggedIn: (response: LoginResponse) => void;
}

export function LoginDialog({ open, onClose, onLoggedIn }: LoginDialogProps) {
  const { t } = useLingui();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t`Login`}
      description={t`Log in to keep a cart and a wishlist.`}
      size="small"
      staticBackdrop
    >
      <LoginForm onLoggedIn={onLoggedIn} onLeave={onClose} autoFocus />
    </Modal>
  );
}
