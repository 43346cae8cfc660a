// docs/dealers.md "Credit": the statement of account, oldest first, with the running balance and what is
// overdue by the company's terms. A payment's method comes as its own field and is worded here in the page's
// language, its reference beside it; on a phone each entry is a card of labelled figures (dealer.module.css).
import { Trans, useLingui } from '@lingui/react/macro';
import type { DealerStatement as Statement } from '@sajilo/api';
import { useDealerStatementQuery } from '@sajilo/store';
import { CardTable, Price } from '@sajilo/ui';
import { QueryState } from '../components/query-state.js';
import styles from '../customer/auth-page.module.css';
import { useOrderDates } from '../customer/order-format.js';
import own from './dealer.module.css';

type Method = NonNullable<Statement['entries'][number]['method']>;

export function DealerStatement() {
  const { t } = useLingui();
  const methods: Record<Method, string> = {
    cash: t`Cash`,
    cheque: t`Cheque`,
    bank_transfer: t`Bank transfer`,
    esewa: t`eSewa`,
    khalti: t`Khalti`,
    other: t`Other payment`,
  };
  const labels = {
    date: t`Date`,
    reference: t`Reference`,
    debit: t`Debit`,
    credit: t`Credit`,
    balance: t`Balance`,
  };
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
            <CardTable className={own.table}>
              <caption className={own.muted}>{t`Orders on account and payments, oldest first`}</caption>
              <thead>
                <tr>
                  <th scope="col">{labels.date}</th>
                  <th scope="col">{labels.reference}</th>
                  <th scope="col" className={own.number}>
                    {labels.debit}
                  </th>
                  <th scope="col" className={own.number}>
                    {labels.credit}
                  </th>
                  <th scope="col" className={own.number}>
                    {labels.balance}
                  </th>
                </tr>
              </thead>
              <tbody>
                {statement.entries.map((entry) => (
                  <tr key={`${entry.kind}-${entry.reference}-${entry.date}`}>
                    <td data-label={labels.date}>{dates.date(entry.date)}</td>
                    <td data-label={labels.reference}>
                      <span>
                        {[entry.method ? methods[entry.method] : null, entry.reference]
                          .filter(Boolean)
                          .join(' · ')}
                        {entry.overdue && entry.due ? (
                          <span className={own.overdue}>
                            {' '}
                            <Trans>overdue since {dates.date(entry.due)}</Trans>
                          </span>
                        ) : null}
                      </span>
                    </td>
                    <td data-label={labels.debit} className={own.number}>
                      {entry.debit ? <Price amount={entry.debit} /> : null}
                    </td>
                    <td data-label={labels.credit} className={own.number}>
                      {entry.credit ? <Price amount={entry.credit} /> : null}
                    </td>
                    <td data-label={labels.balance} className={own.number}>
                      <Price amount={entry.balance} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </CardTable>
          </>
        ) : null}
      </QueryState>
    </section>
  );
}
