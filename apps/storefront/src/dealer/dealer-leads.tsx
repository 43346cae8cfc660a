// docs/dealers.md "Leads": what the company's own widget brought, theirs only.
import { Trans } from '@lingui/react/macro';
import { useDealerLeadsQuery } from '@sajilo/store';
import { QueryState } from '../components/query-state.js';
import styles from '../customer/auth-page.module.css';
import { useOrderDates } from '../customer/order-format.js';
import own from './dealer.module.css';

export function DealerLeads() {
  const dates = useOrderDates();
  const { data, isLoading, error, refetch } = useDealerLeadsQuery();
  const leads = data?.leads ?? [];
  return (
    <section className={styles.card} aria-labelledby="dealer-leads-heading">
      <h2 id="dealer-leads-heading" className={styles.heading}>
        <Trans>Leads from your widget</Trans>
      </h2>
      <QueryState isLoading={isLoading} error={error} refetch={refetch}>
        {leads.length === 0 ? (
          <p className={own.muted}>
            <Trans>No lead yet: enquiries sent through the widget on your site are listed here.</Trans>
          </p>
        ) : (
          <ul className={own.list}>
            {leads.map((lead) => (
              <li key={lead.id} className={own.row}>
                <span>
                  <strong>{lead.name}</strong>{' '}
                  <span className={own.muted}>
                    {lead.email} {lead.phone}
                  </span>
                  <br />
                  {lead.message}
                </span>
                <span className={own.muted}>{dates.date(lead.date)}</span>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </section>
  );
}
