// docs/customer.md §2.1 "Login dialog and login screen": Email Address and Password, a Forget password link
// and a Create new account link. Shared by the dialog and the /login screen. The session updates in place as
// soon as the server answers (no 2.5 s wait, no page reload: docs/design.md "Deliberate differences"). An
// account whose email is not confirmed yet is told so, with a button that mails the link again
// (docs/customer.md §2.2 "Registration"); what was typed stays.
import { Trans, useLingui } from '@lingui/react/macro';
import type { LoginResponse } from '@sajilo/api';
import { sessionStarted, useAppDispatch, useLoginMutation } from '@sajilo/store';
import { Button, TextField } from '@sajilo/ui';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useServerForm } from '../lib/use-server-form.js';
import styles from './auth-form.module.css';
import { awaitsConfirmation } from './email-confirmation.js';
import { PATHS } from './paths.js';
import { PhoneLoginForm } from './phone-login-form.js';
import { ResendLinkButton } from './resend-link-button.js';

/** docs/customer.md §8: the login screen's success message. */

export interface LoginFormProps {
  /** Prefills the email, e.g. just after registering. */
  initialEmail?: string;
  /** A message kept in view above the fields, e.g. the server's answer to the registration. */
  notice?: string;
  onLoggedIn: (response: LoginResponse) => void;
  /** Called when a link leads away (the dialog closes). */
  onLeave?: () => void;
  /** Marks the email field as the dialog's first focus. */
  autoFocus?: boolean;
}

export function LoginForm({
  initialEmail = '',
  notice,
  onLoggedIn,
  onLeave,
  autoFocus = false,
}: LoginFormProps) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const [login] = useLoginMutation();
  const [unconfirmed, setUnconfirmed] = useState(false);
  // docs/customer.md "Phone-number accounts": a mobile number and a code by SMS instead of email and password.
  const [byPhone, setByPhone] = useState(false);
  const { form, field, onSubmit, submitting, formError } = useServerForm({
    defaultValues: { email: initialEmail, password: '' },
    send: (values) => login(values).unwrap(),
    checks: 'server',
    // The screen says it in its own way: a toast on /login, the cart or wishlist action in the dialog.
    toastOnSuccess: false,
    onSent: (response) => {
      // The mutation starts the session too; doing it here as well guarantees the store holds the token
      // before `onLoggedIn` runs (the dialog then goes on with the cart or wishlist action).
      dispatch(sessionStarted({ token: response.token, tokenValidity: response.token_validity }));
      onLoggedIn(response);
    },
    onFailure: (failure) => setUnconfirmed(awaitsConfirmation(failure)),
  });

  if (byPhone) {
    return (
      <div className={styles.form}>
        <PhoneLoginForm onLoggedIn={onLoggedIn} autoFocus={autoFocus} />
        <Button type="button" variant="link" onClick={() => setByPhone(false)}>
          <Trans>Use email and password</Trans>
        </Button>
      </div>
    );
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Login`}>
      {notice ? (
        <p className={styles.notice} role="status">
          {notice}
        </p>
      ) : null}
      <TextField
        {...field('email', { required: true })}
        label={t`Email Address`}
        type="email"
        autoComplete="email"
        inputMode="email"
        data-autofocus={autoFocus || undefined}
      />
      <TextField
        {...field('password', { required: true, trim: false })}
        label={t`Password`}
        type="password"
        autoComplete="current-password"
      />
      <div className={styles.inlineLinks}>
        <Link to={PATHS.forgetPassword} onClick={onLeave} className={styles.link}>
          <Trans>Forget password?</Trans>
        </Link>
      </div>
      {formError ? (
        <p className={styles.formError} role="alert">
          {formError}
        </p>
      ) : null}
      {unconfirmed ? <ResendLinkButton email={() => form.getValues('email').trim()} /> : null}
      <Button type="submit" fullWidth loading={submitting} loadingLabel={t`Logging in`}>
        <Trans>Login</Trans>
      </Button>
      <Button type="button" variant="secondary" fullWidth onClick={() => setByPhone(true)}>
        <Trans>Use phone number</Trans>
      </Button>
      <p className={styles.alternative}>
        <Trans>New to Sajilo?</Trans>{' '}
        <Link to={PATHS.register} onClick={onLeave} className={styles.link}>
          <Trans>Create new account</Trans>
        </Link>
      </p>
    </form>
  );
}
