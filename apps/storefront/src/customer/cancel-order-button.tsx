// docs/customer.md §2, §4: Cancel shows on a pending order; after a successful cancel the lists reload (the
// mutation invalidates the orders and the dashboard). Asked once more first: an order is not undone.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@sajilo/api';
import { useCancelOrderMutation } from '@sajilo/store';
import { Button, Modal } from '@sajilo/ui';
import { useState } from 'react';
import { toastErrors } from '../lib/request-errors.js';
import { toast } from '../lib/toast.js';
import styles from './orders-table.module.css';

export interface CancelOrderButtonProps {
  order: Pick<Order, 'slug' | 'order_name'>;
  size?: 'small' | 'medium';
}

export function CancelOrderButton({ order, size = 'small' }: CancelOrderButtonProps) {
  const { t } = useLingui();
  const [asking, setAsking] = useState(false);
  const [cancel, { isLoading }] = useCancelOrderMutation();

  const confirm = () =>
    cancel(order.slug)
      .unwrap()
      .then(
        (answer) => {
          setAsking(false);
          toast.success(answer.message);
        },
        (error: unknown) => {
          setAsking(false);
          toastErrors(error);
        },
      );

  return (
    <>
      <Button
        variant="secondary"
        size={size}
        className={styles.cancel}
        onClick={() => setAsking(true)}
        aria-label={t`Cancel order ${order.order_name}`}
      >
        <Trans>Cancel</Trans>
      </Button>
      <Modal
        open={asking}
        onClose={() => setAsking(false)}
        title={t`Cancel order ${order.order_name}?`}
        description={t`The order will not be delivered. This cannot be undone.`}
        size="small"
        footer={
          <div className={styles.modalButtons}>
            <Button variant="secondary" onClick={() => setAsking(false)} disabled={isLoading} data-autofocus>
              <Trans>Keep order</Trans>
            </Button>
            <Button onClick={confirm} loading={isLoading} loadingLabel={t`Cancelling`}>
              <Trans>Cancel order</Trans>
            </Button>
          </div>
        }
      >
        {null}
      </Modal>
    </>
  );
}
