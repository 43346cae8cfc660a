// docs/dealers.md "Accounts": the owner invites buyers by email and removes them.
import { Trans, useLingui } from '@lingui/react/macro';
import type { DealerAccount } from '@sajilo/api';
import { useInviteDealerBuyerMutation, useRemoveDealerBuyerMutation } from '@sajilo/store';
import { Button, TextField } from '@sajilo/ui';
import styles from '../customer/auth-page.module.css';
import { toastErrors } from '../lib/request-errors.js';
import { toast } from '../lib/toast.js';
import { useServerForm } from '../lib/use-server-form.js';
import own from './dealer.module.css';

type Account = NonNullable<DealerAccount['dealer']>;

export function DealerBuyers({ account }: { account: Account }) {
  const { t } = useLingui();
  const [invite] = useInviteDealerBuyerMutation();
  const [remove, { isLoading: removing }] = useRemoveDealerBuyerMutation();
  const { field, onSubmit, submitting } = useServerForm({
    defaultValues: { email: '' },
    send: ({ email }) =>
      invite(email)
        .unwrap()
        .then((answer) => ({ ...answer, message: answer.message ?? '' })),
    checks: 'server',
  });
  return (
    <section className={styles.card} aria-labelledby="dealer-buyers-heading">
      <h2 id="dealer-buyers-heading" className={styles.heading}>
        <Trans>Buyers</Trans>
      </h2>
      <ul className={own.list}>
        {account.members.map((member) => (
          <li key={member.id} className={own.row}>
            <span>
              <strong>{member.name}</strong> <span className={own.muted}>{member.email}</span>
            </span>
            {member.role === 'owner' ? (
              <span className={own.muted}>
                <Trans>Owner</Trans>
              </span>
            ) : (
              <Button
                variant="secondary"
                size="small"
                loading={removing}
                onClick={() =>
                  remove(member.id)
                    .unwrap()
                    .then((answer) => toast.success(answer.message ?? ''), toastErrors)
                }
              >
                <Trans>Remove</Trans>
              </Button>
            )}
          </li>
        ))}
        {account.invites.map((invitation) => (
          <li key={`i${invitation.id}`} className={own.row}>
            <span className={own.muted}>{invitation.email}</span>
            <span className={own.muted}>
              <Trans>Invited</Trans>
            </span>
          </li>
        ))}
      </ul>
      <form className={own.invite} onSubmit={onSubmit} noValidate aria-label={t`Invite a buyer`}>
        <TextField {...field('email', { required: true })} label={t`Invite a buyer by email`} type="email" />
        <Button type="submit" loading={submitting} loadingLabel={t`Sending`}>
          <Trans>Invite</Trans>
        </Button>
      </form>
    </section>
  );
}
