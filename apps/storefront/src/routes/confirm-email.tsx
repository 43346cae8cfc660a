// /confirm-email: the screen the registration mail's link opens (docs/customer.md §2.2 "Registration"). The
// token rides in the fragment (`/confirm-email#token=…`), which the browser never sends to a server, so no
// log or Referer keeps it; the screen sends it to the API once, says it is confirming, and then goes to
// /login with the confirmed email filled in and the server's answer in view. A link that does not work says
// why and lets the customer ask for a new one. Rendered in the browser only, like the other account screens,
// and kept out of search engines.
import { Trans, useLingui } from '@lingui/react/macro';
import { useConfirmEmailMutation } from '@sajilo/store';
import { Button, Spinner } from '@sajilo/ui';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import formStyles from '../customer/auth-form.module.css';
import styles from '../customer/auth-page.module.css';
import { CustomerPage } from '../customer/customer-page.js';
import { confirmStep } from '../customer/email-confirmation.js';
import { PATHS, type ReturnState, readLinkToken } from '../customer/paths.js';
import { ResendConfirmationForm } from '../customer/resend-confirmation-form.js';
import { asRequestError } from '../lib/request-errors.js';

export function Component() {
  const { t } = useLingui();
  const { hash } = useLocation();
  const navigate = useNavigate();
  // Followed: a second link opened in the same tab changes only the fragment, and the screen stays mounted.
  const token = readLinkToken(hash);
  const [confirm, { error }] = useConfirmEmailMutation();

  const send = useCallback(() => {
    confirm({ token })
      .unwrap()
      .then(
        (answer) => {
          const next: ReturnState = { email: answer.email, message: answer.message };
          // Replaced: Back does not return to a link that has been spent.
          navigate(PATHS.login, { replace: true, state: next });
        },
        // The failure is the mutation's state, which the screen shows.
        () => undefined,
      );
  }, [confirm, navigate, token]);

  // Once per token: a link works once, so a second request (a re-run effect) would only report it spent.
  const sentToken = useRef('');
  useEffect(() => {
    if (!token || sentToken.current === token) return;
    sentToken.current = token;
    send();
  }, [token, send]);

  const shown = confirmStep(token, error ? asRequestError(error) : undefined);

  return (
    <CustomerPage
      title={t`Confirm Email`}
      description={t`Confirm the email address of your new Sajilo account.`}
    >
      <meta name="robots" content="noindex" />
      <section
        className={`${styles.card} ${styles.single}`}
        aria-labelledby="confirm-heading"
        aria-busy={shown.step === 'confirming'}
      >
        <h2 id="confirm-heading" className={styles.heading}>
          <Trans>Finish creating your account</Trans>
        </h2>
        {shown.step === 'confirming' ? (
          <Spinner label={t`Confirming your email…`} block showLabel />
        ) : (
          <div className={formStyles.form}>
            <div className={formStyles.formError} role="alert">
              {shown.step === 'failed' ? (
                shown.message
              ) : (
                <Trans>This link has no confirmation code. Open the link from the email again.</Trans>
              )}
            </div>
            {shown.step === 'failed' && shown.retry ? (
              <Button variant="secondary" fullWidth onClick={send}>
                <Trans>Try again</Trans>
              </Button>
            ) : null}
            <h3 id="resend-heading" className={styles.subheading}>
              <Trans>Ask for a new link</Trans>
            </h3>
            <p className={styles.hint}>
              <Trans>
                Enter the email address you registered with. If its account still waits for confirmation, we
                will mail it a new link.
              </Trans>
            </p>
            <ResendConfirmationForm labelledBy="resend-heading" />
          </div>
        )}
      </section>
    </CustomerPage>
  );
}
