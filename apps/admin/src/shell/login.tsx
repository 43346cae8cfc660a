// Staff login: email and password; field messages beside the fields, the server's sentence above them.
import type { RequestError } from '@sajilo/store';
import { Button, TextField } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import styles from '../components/screens.module.css';
import { loggedIn } from '../store/session.js';
import { useAdminDispatch, useAdminSelector } from '../store/store.js';
import { safeNext } from './safe-next.js';
import { useLoginMutation } from './shell-api.js';

export function LoginScreen() {
  const [params] = useSearchParams();
  const token = useAdminSelector((state) => state.session.token);
  const [login, { isLoading, error }] = useLoginMutation();
  const dispatch = useAdminDispatch();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const next = safeNext(params.get('next'));
  if (token) return <Navigate to={next} replace />;

  const failure = error as RequestError | undefined;
  const fields = failure?.fieldErrors ?? {};
  const sentence = failure && Object.keys(fields).length === 0 ? failure.message : undefined;

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await login({ email, password });
    if ('data' in result && result.data) {
      dispatch(loggedIn({ token: result.data.token, validitySeconds: result.data.token_validity }));
      navigate(next, { replace: true });
    }
  }

  return (
    <main className={styles.login}>
      <div className={styles.loginCard}>
        <h1>Sajilo back office</h1>
        <p className={styles.muted}>Log in with your staff account.</p>
        {sentence ? (
          <p role="alert" className={styles.error}>
            {sentence}
          </p>
        ) : null}
        <form className={styles.form} onSubmit={submit} noValidate>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            required
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            error={fields.email}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            required
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={fields.password}
          />
          <Button type="submit" loading={isLoading} loadingLabel="Logging in" fullWidth>
            Log in
          </Button>
        </form>
      </div>
    </main>
  );
}
