// docs/dealers.md "Accounts": the page an owner's invitation opens (/dealer/join?token=…). Logged in (the
// session guard sends a visitor to log in or register first, and back), the customer joins the company.
import { Trans, useLingui } from '@lingui/react/macro';
import { useJoinDealerMutation } from '@sajilo/store';
import { Button } from '@sajilo/ui';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { AccountPage } from '../customer/account-page.js';
import styles from '../customer/auth-page.module.css';
import { toastErrors } from '../lib/request-errors.js';
import { toast } from '../lib/toast.js';

export function Component() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [join, { isLoading }] = useJoinDealerMutation();
  const token = params.get('token') ?? '';
  return (
    <AccountPage title={t`Join a dealer company`}>
      <section className={styles.card} aria-labelledby="dealer-join-heading">
        <h2 id="dealer-join-heading" className={styles.heading}>
          <Trans>You are invited to buy for a dealer company</Trans>
        </h2>
        <p className={styles.lead}>
          <Trans>Join to buy at the company's prices and on its account.</Trans>
        </p>
        <Button
          loading={isLoading}
          disabled={!token}
          onClick={() =>
            join(token)
              .unwrap()
              .then((answer) => {
                toast.success(answer.message ?? '');
                navigate('/dealer');
              }, toastErrors)
          }
        >
          <Trans>Join the company</Trans>
        </Button>
      </section>
    </AccountPage>
  );
}
