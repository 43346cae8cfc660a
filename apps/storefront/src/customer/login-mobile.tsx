// docs/customer.md "Phone-number accounts": on the profile, the number the account logs in with, or a way to
// add one (the code sent by SMS proves it is the customer's); an account with a number can replace it.
import { Trans, useLingui } from '@lingui/react/macro';
import { nepaliMobileNational } from '@sajilo/nepal';
import { Button } from '@sajilo/ui';
import { useState } from 'react';
import { toast } from '../lib/toast.js';
import styles from './auth-page.module.css';
import { PhoneLoginForm } from './phone-login-form.js';

export function LoginMobile({ mobile }: { mobile: string | null }) {
  const { t } = useLingui();
  const [replacing, setReplacing] = useState(false);
  const national = mobile ? nepaliMobileNational(mobile) : '';
  return (
    <section className={styles.card} aria-labelledby="login-mobile-heading">
      <h2 id="login-mobile-heading" className={styles.heading}>
        <Trans>Log in with your mobile number</Trans>
      </h2>
      <p className={styles.lead}>
        {mobile ? (
          <Trans>You can log in with {national} and a code we send to it by SMS.</Trans>
        ) : (
          <Trans>
            Add your mobile number to log in with a code we send to it by SMS, without a password.
          </Trans>
        )}
      </p>
      {mobile && !replacing ? (
        <Button type="button" variant="secondary" onClick={() => setReplacing(true)}>
          <Trans>Use another number</Trans>
        </Button>
      ) : (
        <PhoneLoginForm
          purpose="verify"
          onVerified={(message) => {
            toast.success(message);
            setReplacing(false);
          }}
        />
      )}
      {replacing ? (
        <Button type="button" variant="link" onClick={() => setReplacing(false)}>
          {t`Keep ${national}`}
        </Button>
      ) : null}
    </section>
  );
}
