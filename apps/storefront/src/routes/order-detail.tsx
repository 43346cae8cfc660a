// docs/customer.md §2.7 "Order view" (/my-orders/{orderId}): the order as an invoice, with Print and, while
// the order is pending, Cancel; above it, a payment waiting or expired with the ways to pay, and the
// order's attempts with the gateways.
import { Trans, useLingui } from '@lingui/react/macro';
import type { QuickOrderResponse } from '@sajilo/api';
import { isRequestError, useOrderQuery } from '@sajilo/store';
import { Button, EmptyState } from '@sajilo/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { QueryState } from '../components/query-state.js';
import { AccountPage } from '../customer/account-page.js';
import { CancelOrderButton } from '../customer/cancel-order-button.js';
import { CollectionPanel } from '../customer/collection-panel.js';
import { DownloadInvoiceButton } from '../customer/download-invoice-button.js';
import { Invoice } from '../customer/invoice.js';
import styles from '../customer/invoice.module.css';
import { canCancel } from '../customer/order-format.js';
import { OrderReturns } from '../customer/order-returns.js';
import { PATHS } from '../customer/paths.js';
import { PaymentPanel } from '../customer/pay-order.js';
import { ReorderButton } from '../customer/reorder-button.js';
import { SameLotTopUp } from '../customer/same-lot.js';
import { QuickOrderReport } from '../quotes/quick-order-report.js';

export function Component() {
  const { t } = useLingui();
  const { orderId = '' } = useParams();
  const { data, isLoading, error, refetch } = useOrderQuery(orderId, { skip: !orderId });
  // docs/quotes.md "Reorder": what Order again added, and what it could not.
  const [reordered, setReordered] = useState<QuickOrderResponse | null>(null);
  const notFound = isRequestError(error) && error.status === 404;
  const name = data?.order.order_name ?? '';
  const title = data ? t`Order ${name}` : t`Order`;
  return (
    <AccountPage title={title} middle={{ label: t`My Order`, href: PATHS.myOrders }}>
      {notFound ? (
        <EmptyState
          title={t`No order found`}
          action={
            <Link to={PATHS.myOrders} className={styles.back}>
              <Trans>Back to My Order</Trans>
            </Link>
          }
        />
      ) : (
        <QueryState isLoading={isLoading} error={error} refetch={refetch} label={t`Loading your order`}>
          {data ? (
            <>
              <div className={styles.toolbar}>
                <Link to={PATHS.myOrders} className={styles.back}>
                  <Trans>
                    <span aria-hidden="true">←</span> My Order
                  </Trans>
                </Link>
                <div className={styles.toolbarButtons}>
                  {canCancel(data.order) ? <CancelOrderButton order={data.order} size="medium" /> : null}
                  <ReorderButton slug={data.order.slug} onReport={setReordered} />
                  <DownloadInvoiceButton order={data.order} invoice={data.invoice} />
                  <Button variant="primary" onClick={() => window.print()}>
                    <Trans>Print</Trans>
                  </Button>
                </div>
              </div>
              {reordered ? <QuickOrderReport report={reordered} /> : null}
              <CollectionPanel order={data.order} />
              <PaymentPanel order={data.order} attempts={data.payment_attempts ?? []} />
              <OrderReturns
                slug={data.order.slug}
                items={data.items}
                returns={data.returns ?? []}
                returnUntil={data.return_until ?? null}
              />
              <Invoice order={data.order} items={data.items} vat={data.invoice} />
              <SameLotTopUp order={data.order} items={data.items} />
            </>
          ) : null}
        </QueryState>
      )}
    </AccountPage>
  );
}
