// docs/dealers.md "Accounts": the company's quotes for its owner, each with the buyer who asked it. The owner
// opens each on its quote page and acts on it as the buyer could.
import { Trans, useLingui } from '@lingui/react/macro';
import { useDealerQuotesQuery } from '@sajilo/store';
import { Price } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import { useOrderDates } from '../customer/order-format.js';
import { quotePath } from '../customer/paths.js';
import { QuoteStatusBadge } from '../quotes/quote-status.js';
import own from './dealer.module.css';
import { DealerTableCard } from './dealer-table-card.js';

export function DealerQuotes() {
  const { t } = useLingui();
  const dates = useOrderDates();
  const { data, isLoading, error, refetch } = useDealerQuotesQuery();
  const quotes = data?.quotes ?? [];
  return (
    <DealerTableCard
      id="dealer-quotes-heading"
      title={t`Company quotes`}
      empty={<Trans>No quote yet.</Trans>}
      isEmpty={quotes.length === 0}
      isLoading={isLoading}
      error={error}
      refetch={refetch}
    >
      <thead>
        <tr>
          <th scope="col">
            <Trans>Quote</Trans>
          </th>
          <th scope="col">
            <Trans>Project</Trans>
          </th>
          <th scope="col">
            <Trans>Buyer</Trans>
          </th>
          <th scope="col">
            <Trans>Status</Trans>
          </th>
          <th scope="col" className={own.number}>
            <Trans>Total</Trans>
          </th>
          <th scope="col">
            <Trans>Valid until</Trans>
          </th>
        </tr>
      </thead>
      <tbody>
        {quotes.map((quote) => (
          <tr key={quote.slug} data-quote={quote.number}>
            <td>
              <Link to={quotePath(quote.slug)}>{quote.number}</Link>
              <br />
              <span className={own.muted}>{dates.date(quote.created_at)}</span>
            </td>
            <td data-label={t`Project`}>{quote.project_name}</td>
            <td data-label={t`Buyer`}>{quote.buyer}</td>
            {/* One element, so a phone's card puts the badge beside its label. */}
            <td data-label={t`Status`}>
              <span>
                <QuoteStatusBadge status={quote.status} />
              </span>
            </td>
            <td className={own.number} data-label={t`Total`}>
              {quote.total_amount === null ? (
                <span className={own.muted}>
                  <Trans>Not priced yet</Trans>
                </span>
              ) : (
                <Price amount={quote.total_amount} />
              )}
            </td>
            <td data-label={t`Valid until`}>{quote.valid_until ? dates.date(quote.valid_until) : '—'}</td>
          </tr>
        ))}
      </tbody>
    </DealerTableCard>
  );
}
