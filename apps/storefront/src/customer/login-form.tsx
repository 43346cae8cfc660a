// seed 001 §2 "Login dialog and login screen": Email Address and Password, a Forget password link and a
// Create new account link. Shared by the dialog and the /login screen. The session updates in place as
// soon as the server answers (no 2.5 s wait, no page reload: DESIGN.md "Deliberate differences").
import type { LoginResponse } from '@sajilo/api';
import { sessionStarted, useAppDispatch, useLoginMutation } from '@sajilo/store';
import { Button, TextField } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import styles from './auth-form.module.css';
import { PATHS } from './paths.js';
import { useServerForm } from './use-server-form.js';

/** seed 001 §8: the login screen's success message. */
export const LOGIN_SUCCESS = 'You are successfully Loggedin';

export interface LoginFormProps {
  /** Prefills the email, e.g. just after registering. */
  initialEmail?: string;
  onLoggedIn: (response: LoginResponse) => void;
  /** Called when a link leads away (the dialog closes). */
  onLeave?: () => void;
  /** Marks the email field as the dialog's first focus. */
  autoFocus?: boolean;
}

export function LoginForm({ initialEmail = '', onLoggedIn, onLeave, autoFocus = false }: LoginFormProps) {
  const dispatch = useAppDispatch();
  const [login] = useLoginMutation();
  const form = useServerForm({ email: initialEmail, password: '' });

  const submit = form.onSubmit(
    (values) => login({ email: values.email.trim(), password: values.password }).unwrap(),
    (response) => {
      // The mutation starts the session too; doing it here as well guarantees the store holds the token
      // before `onLoggedIn` runs (the dialog then goes on with the cart or wishlist action).
      dispatch(sessionStarted({ token: response.token, tokenValidity: response.token_validity }));
      form.reset();
      onLoggedIn(response);
    },
  );

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Login">
      <TextField
        {...form.field('email')}
        label="Email Address"
        type="email"
        autoComplete="email"
        inputMode="email"
        required
        data-autofocus={autoFocus || undefined}
      />
      <TextField
        {...form.field('password')}
        label="Password"
        type="password"
        autoComplete="current-password"
        required
      />
      <div className={styles.inlineLinks}>
        <Link to={PATHS.forgetPassword} onClick={onLeave} className={styles.link}>
          Forget password?
        </Link>
      </div>
      {form.formError ? (
        <p className={styles.formError} role="alert">
          {form.formError}
        </p>
      ) : null}
      <Button type="submit" fullWidth loading={form.submitting} loadingLabel="Logging in">
        Login
      </Button>
      <p className={styles.alternative}>
        New to Sajilo?{' '}
        <Link to={PATHS.register} onClick={onLeave} className={styles.link}>
          Create new account
        </Link>
      </p>
    </form>
  );
}
