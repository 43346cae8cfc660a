// docs/quotes.md "Asking for a quote" (/my-quotes): the customer's quotes, newest first, with their status,
// latest total and validity; empty: how to ask for one.
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuotesQuery } from '@sajilo/store';
import { EmptyState, Price } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import { QueryState } from '../components/query-state.js';
import { AccountPage } from '../customer/account-page.js';
import { PATHS, quotePath } from '../customer/paths.js';
import { QuoteStatusBadge } from '../quotes/quote-status.js';
import styles from '../quotes/quotes.module.css';

export function Component() {
  const { t } = useLingui();
  const { data, isLoading, error, refetch } = useQuotesQuery();
  return (
    <AccountPage title={t`My Quotes`}>
      <div className={styles.links}>
        <Link to={PATHS.quickOrder} className={styles.number}>
          <Trans>Quick order by product code</Trans>
        </Link>
      </div>
      <QueryState isLoading={isLoading} error={error} refetch={refetch} label={t`Loading your quotes`}>
        {data && data.quotes.length > 0 ? (
          <ul className={styles.list} aria-label={t`My Quotes`}>
            {data.quotes.map((quote) => (
              <li key={quote.slug} className={styles.card} data-quote={quote.number}>
                <div className={styles.cardHead}>
                  <Link to={quotePath(quote.slug)} className={styles.number}>
                    {quote.number} · {quote.project_name}
                  </Link>
                  <QuoteStatusBadge status={quote.status} />
                </div>
                <dl className={styles.meta}>
                  <div>
                    <dt>
                      <Trans>Asked</Trans>
                    </dt>
                    <dd>{quote.created_at.slice(0, 10)}</dd>
                  </div>
                  <div>
                    <dt>
                      <Trans>Products</Trans>
                    </dt>
                    <dd>{quote.lines}</dd>
                  </div>
                  {quote.total_amount !== null ? (
                    <div>
                      <dt>
                        <Trans>Total</Trans>
                      </dt>
                      <dd>
                        <Price amount={quote.total_amount} />
                      </dd>
                    </div>
                  ) : null}
                  {quote.valid_until ? (
                    <div>
                      <dt>
                        <Trans>Valid until</Trans>
                      </dt>
                      <dd>{quote.valid_until}</dd>
                    </div>
                  ) : null}
                </dl>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState
            title={t`No quote yet`}
            description={t`Fill your cart, then ask for a quote for your project at the bottom of the cart.`}
            action={
              <Link to={PATHS.carts} className={styles.number}>
                <Trans>Go to your cart</Trans>
              </Link>
            }
          />
        )}
      </QueryState>
    </AccountPage>
  );
}
