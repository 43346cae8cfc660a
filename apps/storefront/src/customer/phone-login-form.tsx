// docs/customer.md "Phone-number accounts": log in, or register, with a Nepali mobile number and a 6-digit
// code sent by SMS, or (on the profile) add the number to the account. First the number (and, registering,
// the name), then the code, with a timer before a new code can be asked for and a way back to change the
// number. Nothing typed is lost on an error.
import { Trans, useLingui } from '@lingui/react/macro';
import type { LoginResponse } from '@sajilo/api';
import {
  sessionStarted,
  useAppDispatch,
  useLoginWithPhoneMutation,
  useSendPhoneCodeMutation,
  useVerifyPhoneMutation,
} from '@sajilo/store';
import { Button, TextField } from '@sajilo/ui';
import { useEffect, useState } from 'react';
import { usePageDigits } from '../i18n/numbers.js';
import { useServerForm } from '../lib/use-server-form.js';
import styles from './auth-form.module.css';

/** The shape of a Nepali mobile number, the same in both languages (digits and X, no words). */
const MOBILE_EXAMPLE = '98XXXXXXXX';

export type PhoneLoginFormProps = (
  | {
      /** `register`: the register page asks for the name too, and registers the number. */
      purpose?: 'login' | 'register';
      onLoggedIn: (response: LoginResponse) => void;
    }
  | {
      /** The profile: the logged-in customer adds the number to the account. */
      purpose: 'verify';
      /** With the server's message. */
      onVerified: (message: string) => void;
    }
) & {
  /** Marks the number field as the dialog's first focus. */
  autoFocus?: boolean;
};

/** Whole seconds left until `until` (ms since the epoch), ticking every second. */
function useCountdown(until: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= Date.now()) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return Math.max(0, Math.ceil((until - now) / 1000));
}

export function PhoneLoginForm(props: PhoneLoginFormProps) {
  const pageDigits = usePageDigits();
  const { autoFocus = false } = props;
  const purpose = props.purpose ?? 'login';
  const register = purpose === 'register';
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const [sendCode] = useSendPhoneCodeMutation();
  const [loginWithPhone] = useLoginWithPhoneMutation();
  const [verifyPhone] = useVerifyPhoneMutation();
  /** The number a code was sent to (E.164), and the message saying so; null while the number is asked. */
  const [sent, setSent] = useState<{ phone: string; message: string } | null>(null);
  const [resendAt, setResendAt] = useState(0);
  const wait = useCountdown(resendAt);

  const numberForm = useServerForm({
    defaultValues: { phone_number: '', name: '' },
    send: (values) => sendCode({ phone_number: values.phone_number }).unwrap(),
    checks: 'server',
    toastOnSuccess: false,
    resetOnSuccess: false,
    onSent: (reply) => {
      setSent({ phone: reply.phone_number, message: reply.message });
      setResendAt(Date.now() + reply.resend_in * 1000);
    },
    onFailure: (failure) => {
      // Asked again too soon: the timer shows how long is left.
      if (failure.retryAfter) setResendAt(Date.now() + failure.retryAfter * 1000);
    },
  });

  const codeForm = useServerForm({
    defaultValues: { code: '' },
    send: async (values): Promise<LoginResponse | { message: string }> => {
      const phone_number = sent?.phone ?? '';
      if (props.purpose === 'verify') return verifyPhone({ phone_number, code: values.code }).unwrap();
      const name = numberForm.form.getValues('name').trim();
      return loginWithPhone({
        phone_number,
        code: values.code,
        ...(register && name ? { name } : {}),
      }).unwrap();
    },
    checks: 'server',
    toastOnSuccess: false,
    onSent: (response) => {
      if (props.purpose === 'verify') {
        props.onVerified(response.message);
      } else if ('token' in response) {
        dispatch(sessionStarted({ token: response.token, tokenValidity: response.token_validity }));
        props.onLoggedIn(response);
      }
    },
  });

  const resend = async () => {
    try {
      const reply = await sendCode({ phone_number: sent?.phone ?? '' }).unwrap();
      setSent({ phone: reply.phone_number, message: reply.message });
      setResendAt(Date.now() + reply.resend_in * 1000);
    } catch (failure) {
      const retry = (failure as { retryAfter?: number }).retryAfter;
      if (retry) setResendAt(Date.now() + retry * 1000);
    }
  };

  if (!sent) {
    return (
      <form
        className={styles.form}
        onSubmit={numberForm.onSubmit}
        noValidate
        aria-label={
          purpose === 'register'
            ? t`Register with your mobile number`
            : purpose === 'verify'
              ? t`Add your mobile number`
              : t`Log in with your mobile number`
        }
      >
        {register ? (
          <TextField
            {...numberForm.field('name', { required: true })}
            label={t`Full Name`}
            autoComplete="name"
          />
        ) : null}
        <TextField
          {...numberForm.field('phone_number', { required: true })}
          label={t`Mobile Number`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder={MOBILE_EXAMPLE}
          hint={pageDigits(t`We send a 6-digit code to it by SMS.`)}
          data-autofocus={autoFocus || undefined}
        />
        {numberForm.formError ? (
          <p className={styles.formError} role="alert">
            {numberForm.formError}
          </p>
        ) : null}
        <Button type="submit" fullWidth loading={numberForm.submitting} loadingLabel={t`Sending the code`}>
          <Trans>Send the code</Trans>
        </Button>
      </form>
    );
  }

  return (
    <form className={styles.form} onSubmit={codeForm.onSubmit} noValidate aria-label={t`Enter the code`}>
      <p className={styles.notice} role="status">
        {sent.message}
      </p>
      <TextField
        {...codeForm.field('code', { required: true })}
        label={pageDigits(t`6-digit code`)}
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={6}
        autoFocus
      />
      {codeForm.formError ? (
        <p className={styles.formError} role="alert">
          {codeForm.formError}
        </p>
      ) : null}
      <Button
        type="submit"
        fullWidth
        loading={codeForm.submitting}
        loadingLabel={
          purpose === 'register'
            ? t`Creating your account`
            : purpose === 'verify'
              ? t`Checking`
              : t`Logging in`
        }
      >
        {purpose === 'register' ? (
          <Trans>Register</Trans>
        ) : purpose === 'verify' ? (
          <Trans>Verify the number</Trans>
        ) : (
          <Trans>Login</Trans>
        )}
      </Button>
      <div className={styles.actions}>
        <Button type="button" variant="secondary" disabled={wait > 0} onClick={resend}>
          {wait > 0 ? t`Send a new code in ${wait} s` : t`Send a new code`}
        </Button>
        <Button type="button" variant="link" onClick={() => setSent(null)}>
          <Trans>Change the number</Trans>
        </Button>
      </div>
    </form>
  );
}
