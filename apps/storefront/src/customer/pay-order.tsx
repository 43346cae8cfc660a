// docs/customer.md §2.7: an order whose online payment is waiting or expired is never a dead end. From My
// Orders and the order page the shopper pays again (eSewa or Khalti, a fresh attempt at the server's
// amount) or switches to cash on delivery; the server asks the gateway first, so an order is paid once.
import { Trans, useLingui } from '@lingui/react/macro';
import type { components, Order } from '@sajilo/api';
import { usePayOrderMutation } from '@sajilo/store';
import { Button, Modal, Price } from '@sajilo/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { toastErrors } from '../lib/request-errors.js';
import { toast } from '../lib/toast.js';
import { useOrderDates } from './order-format.js';
import styles from './pay-order.module.css';
import { usePaymentLabel } from './payment-label.js';
import { goToGateway } from './payment-redirect.js';

type PaymentMethod = Exclude<components['schemas']['PaymentMethod'], 'account'>;
type Attempt = components['schemas']['PaymentAttempt'];

const ATTEMPT_LABELS: Record<Attempt['method'], string> = {
  esewa: 'eSewa',
  khalti: 'Khalti',
  fonepay: 'Fonepay QR',
};

/** A pending order (status 0) whose online payment waits or expired: it can be paid again. */
export const canPay = (order: Pick<Order, 'status' | 'payment_status'>) =>
  order.status === 0 && (order.payment_status === 'pending' || order.payment_status === 'expired');

/** The ways on: eSewa, Khalti (each leaves for the gateway), a Fonepay QR (our page) or cash on delivery. */
export function PayChoices({ order, onDone }: { order: Pick<Order, 'slug'>; onDone?: () => void }) {
  const { t } = useLingui();
  const [pay, { isLoading, originalArgs }] = usePayOrderMutation();
  const navigate = useNavigate();
  const choose = (payment_method: PaymentMethod) =>
    pay({ slug: order.slug, payment_method })
      .unwrap()
      .then(
        (answer) => {
          if (answer.payment) {
            goToGateway(answer.payment, navigate);
            onDone?.();
            return;
          }
          toast.success(answer.message);
          onDone?.();
        },
        (error: unknown) => {
          toastErrors(error);
          onDone?.();
        },
      );
  const busy = (method: PaymentMethod) => isLoading && originalArgs?.payment_method === method;
  return (
    <div className={styles.choices}>
      <Button
        onClick={() => choose('esewa')}
        loading={busy('esewa')}
        loadingLabel={t`Opening eSewa`}
        disabled={isLoading}
      >
        <Trans>Pay with eSewa</Trans>
      </Button>
      <Button
        onClick={() => choose('khalti')}
        loading={busy('khalti')}
        loadingLabel={t`Opening Khalti`}
        disabled={isLoading}
      >
        <Trans>Pay with Khalti</Trans>
      </Button>
      <Button
        onClick={() => choose('fonepay')}
        loading={busy('fonepay')}
        loadingLabel={t`Making your Fonepay QR`}
        disabled={isLoading}
      >
        <Trans>Pay with Fonepay QR</Trans>
      </Button>
      <Button
        variant="secondary"
        onClick={() => choose('cod')}
        loading={busy('cod')}
        loadingLabel={t`Switching to cash on delivery`}
        disabled={isLoading}
      >
        <Trans>Cash on delivery</Trans>
      </Button>
    </div>
  );
}

/** What stands: waiting for the gateway, or expired (until when it can still be paid). */
export function usePaymentNote(): (
  order: Pick<Order, 'payment' | 'payment_method' | 'payment_status' | 'pay_by'>,
) => string {
  const { t } = useLingui();
  const dates = useOrderDates();
  const paymentLabel = usePaymentLabel();
  return (order) => {
    const until = order.pay_by ? dates.time(order.pay_by) : '';
    const method = paymentLabel(order);
    if (order.payment_status === 'expired') {
      return until
        ? t`Payment expired — pay again or choose cash on delivery by ${until}; after that the order is cancelled.`
        : t`Payment expired — pay again or choose cash on delivery.`;
    }
    return t`Your ${method} payment is not confirmed yet. If it did not go through, pay again or choose cash on delivery.`;
  };
}

/** My Orders' button: the choices in a dialog. */
export function PayOrderButton({
  order,
}: {
  order: Pick<Order, 'slug' | 'order_name' | 'payment' | 'payment_status' | 'pay_by'>;
}) {
  const { t } = useLingui();
  const note = usePaymentNote();
  const [open, setOpen] = useState(false);
  const expired = order.payment_status === 'expired';
  const name = order.order_name;
  return (
    <>
      {/* The visible word starts the accessible name (WCAG 2.5.3), the order's number tells rows apart. */}
      <Button
        size="small"
        onClick={() => setOpen(true)}
        aria-label={expired ? t`Pay again for order ${name}` : t`Pay for order ${name}`}
      >
        {expired ? <Trans>Pay again</Trans> : <Trans>Pay</Trans>}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t`Pay for order ${name}`}
        description={note(order)}
        size="small"
      >
        <PayChoices order={order} onDone={() => setOpen(false)} />
      </Modal>
    </>
  );
}

/** The order page's notice: what stands, the choices, and each attempt with a gateway. */
export function PaymentPanel({ order, attempts }: { order: Order; attempts: readonly Attempt[] }) {
  const { t } = useLingui();
  const dates = useOrderDates();
  const note = usePaymentNote();
  const status: Record<Attempt['status'], string> = {
    pending: t`Waiting`,
    paid: t`Paid`,
    failed: t`Not completed`,
    expired: t`Expired`,
    duplicate: t`Paid twice: the shop refunds this one`,
  };
  if (!canPay(order) && attempts.length === 0) return null;
  return (
    <section className={styles.panel} aria-label={t`Payment`} data-payment={order.payment_status}>
      {canPay(order) ? (
        <>
          <p className={styles.note} role="status">
            {note(order)}
          </p>
          <PayChoices order={order} />
        </>
      ) : null}
      {attempts.length > 0 ? (
        <details
          className={styles.attempts}
          open={canPay(order) || attempts.some((a) => a.status === 'duplicate')}
        >
          <summary>
            <Trans>Payment attempts ({attempts.length})</Trans>
          </summary>
          <ol>
            {attempts.map((attempt) => (
              <li key={attempt.date} data-status={attempt.status}>
                <span>{ATTEMPT_LABELS[attempt.method]}</span>
                <Price amount={attempt.amount} />
                <span className={styles.attemptStatus}>
                  {/* An attempt left at the gateway when the order moved on (paid again, cash on delivery). */}
                  {attempt.status === 'pending' && order.payment_status !== 'pending'
                    ? status.failed
                    : status[attempt.status]}
                </span>
                <time dateTime={attempt.date}>{dates.time(attempt.date)}</time>
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </section>
  );
}
