// docs/dealers.md "Credit": the statement of account, oldest first, with the running balance and what is
// overdue by the company's terms.
import { Trans, useLingui } from '@lingui/react/macro';
import { useDealerStatementQuery } from '@sajilo/store';
import { Price } from '@sajilo/ui';
import { QueryState } from '../components/query-state.js';
import styles from '../customer/auth-page.module.css';
import { useOrderDates } from '../customer/order-format.js';
import own from './dealer.module.css';
import { ScrollRegion } from './scroll-region.js';

export function DealerStatement() {
  const { t } = useLingui();
  const dates = useOrderDates();
  const { data, isLoading, error, refetch } = useDealerStatementQuery();
  const statement = data?.statement;
  return (
    <section className={styles.card} aria-labelledby="dealer-statement-heading">
      <h2 id="dealer-statement-heading" className={styles.heading}>
        <Trans>Statement of account</Trans>
      </h2>
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        {statement ? (
          <>
            <dl className={own.facts}>
              <div>
                <dt>
                  <Trans>Balance owed</Trans>
                </dt>
                <dd data-testid="statement-balance">
                  <Price amount={statement.balance} />
                </dd>
              </div>
              <div>
                <dt>
                  <Trans>Overdue</Trans>
                </dt>
                <dd className={statement.overdue > 0 ? own.overdue : undefined}>
                  <Price amount={statement.overdue} />
                </dd>
              </div>
            </dl>
            <ScrollRegion label={t`Statement of account`}>
              <table className={own.table}>
                <caption className={own.muted}>{t`Orders on account and payments, oldest first`}</caption>
                <thead>
                  <tr>
                    <th scope="col">
                      <Trans>Date</Trans>
                    </th>
                    <th scope="col">
                      <Trans>Reference</Trans>
                    </th>
                    <th scope="col" className={own.number}>
                      <Trans>Debit</Trans>
                    </th>
                    <th scope="col" className={own.number}>
                      <Trans>Credit</Trans>
                    </th>
                    <th scope="col" className={own.number}>
                      <Trans>Balance</Trans>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {statement.entries.map((entry) => (
                    <tr key={`${entry.kind}-${entry.reference}-${entry.date}`}>
                      <td>{dates.date(entry.date)}</td>
                      <td>
                        {entry.reference}
                        {entry.overdue && entry.due ? (
                          <span className={own.overdue}>
                            {' '}
                            <Trans>overdue since {dates.date(entry.due)}</Trans>
                          </span>
                        ) : null}
                      </td>
                      <td className={own.number}>{entry.debit ? <Price amount={entry.debit} /> : null}</td>
                      <td className={own.number}>{entry.credit ? <Price amount={entry.credit} /> : null}</td>
                      <td className={own.number}>
                        <Price amount={entry.balance} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          </>
        ) : null}
      </QueryState>
    </section>
  );
}
