// docs/dealers.md: the Dealer area of the customer account (/dealer): the application, or the company with
// its credit, buyers, orders, quotes, statement and leads.
import { useLingui } from '@lingui/react/macro';
import { useDealerAccountQuery } from '@sajilo/store';
import { QueryState } from '../components/query-state.js';
import { AccountPage } from '../customer/account-page.js';
import own from '../dealer/dealer.module.css';
import { DealerApplyForm } from '../dealer/dealer-apply-form.js';
import { DealerBuyers } from '../dealer/dealer-buyers.js';
import { DealerCompany } from '../dealer/dealer-company.js';
import { DealerLeads } from '../dealer/dealer-leads.js';
import { DealerOrders } from '../dealer/dealer-orders.js';
import { DealerQuotes } from '../dealer/dealer-quotes.js';
import { DealerStatement } from '../dealer/dealer-statement.js';

export function Component() {
  const { t } = useLingui();
  const { data, isLoading, error, refetch } = useDealerAccountQuery();
  const account = data?.dealer ?? null;
  const approved = account?.company.status === 'approved';
  const owner = account?.company.role === 'owner';
  return (
    <AccountPage title={t`Dealer`}>
      <QueryState
        isLoading={isLoading}
        error={error}
        refetch={refetch}
        label={t`Loading your dealer account`}
      >
        {data ? (
          <div className={own.stack}>
            {account ? <DealerCompany company={account.company} /> : <DealerApplyForm />}
            {account && approved && owner ? <DealerStatement /> : null}
            {account && approved ? <DealerOrders /> : null}
            {account && approved && owner ? <DealerQuotes /> : null}
            {account && approved && owner ? <DealerBuyers account={account} /> : null}
            {account && approved && owner ? <DealerLeads /> : null}
          </div>
        ) : null}
      </QueryState>
    </AccountPage>
  );
}
