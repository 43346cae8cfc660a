// Where eSewa and Khalti send the shopper back (/payments/esewa, /payments/khalti, and
// /payments/failed for eSewa's failure page). What the gateway put in the address is handed to the server,
// which verifies it with the gateway's status API; this page only shows the answer, and the ways to pay
// again while the order can still be paid. Sent once per visit.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '@sajilo/api';
import {
  useAbandonPaymentMutation,
  useConfirmEsewaPaymentMutation,
  useConfirmKhaltiPaymentMutation,
} from '@sajilo/store';
import { Spinner } from '@sajilo/ui';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import styles from '../customer/confirmation.module.css';
import { CustomerPage } from '../customer/customer-page.js';
import { orderPath, PATHS } from '../customer/paths.js';
import { canPay, PayChoices } from '../customer/pay-order.js';
import { asRequestError } from '../lib/request-errors.js';

interface Outcome {
  message: string;
  slug: string | null;
  paid: boolean;
  /** The order, when its payment can be made again (expired or still waiting). */
  payable?: Order;
}

export function Component() {
  const { t } = useLingui();
  const { gateway = '' } = useParams();
  const [params] = useSearchParams();
  const [confirmEsewa] = useConfirmEsewaPaymentMutation();
  const [confirmKhalti] = useConfirmKhaltiPaymentMutation();
  const [abandon] = useAbandonPaymentMutation();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const slug = params.get('order');
    const data = params.get('data');
    const pidx = params.get('pidx');
    const request =
      gateway === 'esewa' && data
        ? confirmEsewa({ data }).unwrap()
        : gateway === 'khalti' && pidx
          ? confirmKhalti({ pidx }).unwrap()
          : gateway === 'failed' && slug
            ? abandon(slug).unwrap()
            : null;
    if (!request) {
      setOutcome({ message: t`This payment address is not complete.`, slug, paid: false });
      return;
    }
    request.then(
      (answer) =>
        setOutcome({
          message: answer.message,
          slug: answer.order.slug,
          paid: answer.order.payment_status === 'paid',
          ...(canPay(answer.order) ? { payable: answer.order } : {}),
        }),
      (error: unknown) => setOutcome({ message: asRequestError(error).message, slug, paid: false }),
    );
  }, [gateway, params, confirmEsewa, confirmKhalti, abandon, t]);

  return (
    <CustomerPage title={t`Payment`} middle={{ label: t`My Order`, href: PATHS.myOrders }}>
      <div className={styles.confirmation}>
        {outcome ? (
          <>
            <p className={styles.message} role="status" data-paid={outcome.paid || undefined}>
              {outcome.message}
            </p>
            {outcome.payable ? <PayChoices order={outcome.payable} /> : null}
            <p>
              {outcome.slug ? (
                <Link to={orderPath(outcome.slug)}>
                  <Trans>View your order</Trans>
                </Link>
              ) : (
                <Link to={PATHS.myOrders}>
                  <Trans>My orders</Trans>
                </Link>
              )}
              {' · '}
              <Link to={PATHS.carts}>
                <Trans>Cart</Trans>
              </Link>
            </p>
          </>
        ) : (
          <Spinner label={t`Checking your payment with the gateway`} />
        )}
      </div>
    </CustomerPage>
  );
}
