// docs/customer.md §4: logout calls the server, shows a confirmation for 3 seconds (with a link to go on at
// once, docs/design.md "Deliberate differences"), then clears the session and goes to /login.
import { Trans, useLingui } from '@lingui/react/macro';
import { useLogoutMutation } from '@sajilo/store';
import { Modal, Spinner } from '@sajilo/ui';
import { type MouseEvent, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { asRequestError, toastErrors } from '../lib/request-errors.js';
import { POST_LOGOUT_REDIRECT_MS } from '../lib/timing.js';
import styles from './confirmation.module.css';
import { PATHS } from './paths.js';
import { useSessionExit } from './session-exit-context.js';

export function LogoutButton({ className }: { className?: string }) {
  const { t } = useLingui();
  const exit = useSessionExit();
  const [logout, { isLoading }] = useLogoutMutation();
  const [message, setMessage] = useState<string | null>(null);
  const { finish } = exit;
  // The server's words when it answers (in the page's language); these when it cannot.
  const loggedOut = t`You have been logged out.`;

  const start = () => {
    exit.begin();
    logout()
      .unwrap()
      .then(
        (response) => setMessage(response.message || loggedOut),
        (error: unknown) => {
          // Unreachable server: nothing happened, the customer stays logged in and can try again.
          if (asRequestError(error).status === 0) {
            toastErrors(error);
            exit.cancel();
            return;
          }
          // A 401: the token was already revoked or expired; the customer is logged out either way.
          setMessage(loggedOut);
        },
      );
  };

  useEffect(() => {
    if (message === null) return;
    const timer = window.setTimeout(finish, POST_LOGOUT_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [message, finish]);

  const goNow = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    finish();
  };

  return (
    <>
      <button
        type="button"
        className={className}
        onClick={start}
        disabled={isLoading}
        aria-busy={isLoading || undefined}
      >
        {isLoading ? <Spinner size="small" label={t`Logging out`} /> : null}
        <Trans>Logout</Trans>
      </button>
      <Modal
        open={message !== null}
        onClose={finish}
        title={t`Logged out`}
        size="small"
        staticBackdrop
        hideCloseButton
      >
        <div className={styles.confirmation}>
          <p className={styles.message} role="status">
            {message}
          </p>
          <p className={styles.next}>
            {t`Taking you to the login page in ${POST_LOGOUT_REDIRECT_MS / 1000} seconds.`}
          </p>
          <Link to={PATHS.login} onClick={goNow} className={styles.go} data-autofocus>
            <Trans>Go to login now</Trans>
          </Link>
        </div>
      </Modal>
    </>
  );
}
