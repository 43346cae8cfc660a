// docs/nepal.md "Payments": the Fonepay QR page. After placing the order (or paying it again) the shopper
// scans this QR with a bank or wallet app; the page shows the amount, the order's number and the time left,
// and asks the server every few seconds. Only the server decides it was paid (it asks Fonepay); two tabs
// asking at once pay the order once. Once the payment failed or expired, the ways on are offered. The QR
// library is imported by this route's chunk only.
import { Trans, useLingui } from '@lingui/react/macro';
import type { components } from '@sajilo/api';
import { useConfirmFonepayPaymentMutation } from '@sajilo/store';
import { Price, Spinner } from '@sajilo/ui';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import confirmation from '../customer/confirmation.module.css';
import { CustomerPage } from '../customer/customer-page.js';
import { orderPath, PATHS } from '../customer/paths.js';
import { canPay, PayChoices } from '../customer/pay-order.js';
import { asRequestError } from '../lib/request-errors.js';
import { FONEPAY_POLL_MS } from '../lib/timing.js';
import { FonepayMark } from '../payments/fonepay-mark.js';
import styles from '../payments/fonepay-payment.module.css';
import { QrCode } from '../payments/qr-code.js';

type Answer = components['schemas']['FonepayPaymentResult'];

/** Minutes and seconds, `29:05`. */
const clock = (ms: number) => {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

/** Now, once a second (the countdown). */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function Component() {
  const { t } = useLingui();
  const [params] = useSearchParams();
  // Paying again from this page comes back to it: a new location, a new QR to wait for.
  const { key } = useLocation();
  const slug = params.get('order') ?? '';
  const [confirm] = useConfirmFonepayPaymentMutation();
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const now = useNow();

  useEffect(() => {
    if (!slug || !key) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const ask = () => {
      confirm({ order: slug })
        .unwrap()
        .then(
          (found) => {
            if (stopped) return;
            setAnswer(found);
            setFailure(null);
            if (found.order.payment_status === 'pending') timer = setTimeout(ask, FONEPAY_POLL_MS);
          },
          (error: unknown) => {
            if (stopped) return;
            const refused = asRequestError(error);
            setFailure(refused.message);
            // Fonepay not answering for a moment (502) or the network: asked again; anything else is final.
            if (refused.status >= 500 || refused.status === 0) timer = setTimeout(ask, FONEPAY_POLL_MS * 2);
          },
        );
    };
    ask();
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [slug, key, confirm]);

  const order = answer?.order;
  const qr = answer?.qr ?? null;
  const left = qr ? new Date(qr.expires_at).getTime() - now : 0;
  const name = order?.order_name ?? '';
  const time = clock(left);

  return (
    <CustomerPage title={t`Pay with Fonepay QR`} middle={{ label: t`My Order`, href: PATHS.myOrders }}>
      <div className={styles.layout}>
        <FonepayMark />
        {!answer && !failure ? <Spinner label={t`Making your Fonepay QR`} /> : null}
        {order && qr ? (
          <section className={styles.card} aria-label={t`Fonepay QR for order ${name}`}>
            <QrCode
              className={styles.qr}
              text={qr.qr_message}
              label={t`Fonepay QR code to scan with your bank or wallet app`}
            />
            <dl className={styles.facts}>
              <dt>
                <Trans>Amount</Trans>
              </dt>
              <dd>
                <Price amount={qr.amount} />
              </dd>
              <dt>
                <Trans>Order</Trans>
              </dt>
              <dd>{name}</dd>
              <dt>
                <Trans>Time left</Trans>
              </dt>
              <dd className={styles.countdown} data-expires={qr.expires_at}>
                {left > 0 ? time : t`The time to scan has passed`}
              </dd>
            </dl>
            <p className={styles.status} role="status" data-payment="pending">
              <Trans>Waiting for your payment…</Trans>
            </p>
            <p className={styles.hint}>
              <Trans>
                Open your bank's or wallet's app, choose Scan and pay, and scan this code. This page updates
                by itself once Fonepay confirms the payment.
              </Trans>
            </p>
          </section>
        ) : null}
        {order && !qr ? (
          <>
            <p
              className={confirmation.message}
              role="status"
              data-payment={order.payment_status}
              data-paid={order.payment_status === 'paid' || undefined}
            >
              {answer?.message}
            </p>
            {canPay(order) ? <PayChoices order={order} /> : null}
          </>
        ) : null}
        {failure ? (
          <p className={confirmation.next} role="alert">
            {failure}
          </p>
        ) : null}
        <p>
          {order ? (
            <Link to={orderPath(order.slug)}>
              <Trans>View your order</Trans>
            </Link>
          ) : (
            <Link to={PATHS.myOrders}>
              <Trans>My orders</Trans>
            </Link>
          )}
        </p>
      </div>
    </CustomerPage>
  );
}
