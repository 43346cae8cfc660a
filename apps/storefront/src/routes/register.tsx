// seed 001 §2 "Register" (/register): first name, last name, phone number, email, password, confirm
// password. Success goes to /login (the email carried over); a logged-in customer goes to the dashboard.
import { useRegisterMutation } from '@sajilo/store';
import { Button, TextField, toast } from '@sajilo/ui';
import { Link, Navigate, useLocation, useNavigate } from 'react-router-dom';
import formStyles from '../customer/auth-form.module.css';
import styles from '../customer/auth-page.module.css';
import { CustomerPage } from '../customer/customer-page.js';
import { PASSWORD_HINT } from '../customer/password-rules.js';
import { PATHS, type ReturnState, returnPath } from '../customer/paths.js';
import { useServerForm } from '../customer/use-server-form.js';
import { useSessionValid } from '../customer/use-session-valid.js';

const EMPTY = {
  first_name: '',
  last_name: '',
  phone_number: '',
  email: '',
  password: '',
  password_confirmation: '',
};

export function Component() {
  const { state } = useLocation();
  const navigate = useNavigate();
  const loggedIn = useSessionValid();
  const [register] = useRegisterMutation();
  const form = useServerForm(EMPTY);

  if (loggedIn) return <Navigate to={returnPath(state)} replace />;

  const submit = form.onSubmit(
    (values) =>
      register({
        first_name: values.first_name.trim(),
        last_name: values.last_name.trim(),
        phone_number: values.phone_number.trim(),
        email: values.email.trim(),
        password: values.password,
        password_confirmation: values.password_confirmation,
      }).unwrap(),
    (response) => {
      toast.success(response.message);
      const next: ReturnState = { email: form.values.email.trim() };
      const from = returnPath(state);
      if (from !== PATHS.dashboard) next.from = from;
      form.reset();
      navigate(PATHS.login, { state: next });
    },
  );

  return (
    <CustomerPage title="Register" description="Create your Sajilo account." width="wide">
      <section className={`${styles.card} ${styles.single}`} aria-labelledby="register-heading">
        <h2 id="register-heading" className={styles.heading}>
          Create new account
        </h2>
        <p className={styles.lead}>It takes a minute; then log in to keep a cart and a wishlist.</p>
        <form className={formStyles.form} onSubmit={submit} noValidate aria-labelledby="register-heading">
          <div className={formStyles.grid}>
            <TextField {...form.field('first_name')} label="First Name" autoComplete="given-name" required />
            <TextField {...form.field('last_name')} label="Last Name" autoComplete="family-name" required />
            <TextField
              {...form.field('phone_number')}
              label="Phone Number"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              required
            />
            <TextField {...form.field('email')} label="Email" type="email" autoComplete="email" required />
            <TextField
              {...form.field('password')}
              label="Password"
              type="password"
              autoComplete="new-password"
              hint={PASSWORD_HINT}
              required
            />
            <TextField
              {...form.field('password_confirmation')}
              label="Confirm Password"
              type="password"
              autoComplete="new-password"
              required
            />
          </div>
          {form.formError ? (
            <p className={formStyles.formError} role="alert">
              {form.formError}
            </p>
          ) : null}
          <Button type="submit" fullWidth loading={form.submitting} loadingLabel="Creating your account">
            Register
          </Button>
          <p className={formStyles.alternative}>
            Already have an account?{' '}
            <Link to={PATHS.login} state={state} className={formStyles.link}>
              Login
            </Link>
          </p>
        </form>
      </section>
    </CustomerPage>
  );
}
