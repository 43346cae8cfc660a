// Dealer leads (docs/dealers.md "Leads"): every enquiry and ticket a dealer's widget brought, newest first,
// 50 a page, filtered by company; each may be given to another company, or to none (the shop keeps it).
import { Button, SelectField, VisuallyHidden } from '@sajilo/ui';
import { useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import { showError } from '../catalog/catalog-shared.js';
import type { Column } from '../components/data-table.js';
import { ListScreen } from '../components/list-screen.js';
import { pagedList } from '../components/paged-list.js';
import styles from '../components/screens.module.css';
import { useListParams } from '../components/use-list-params.js';
import own from './dealers.module.css';
import {
  type Dealer,
  type DealerLead,
  useDealerLeadsQuery,
  useDealersQuery,
  useReassignDealerLeadMutation,
} from './dealers-api.js';

const KINDS: Record<string, string> = {
  customer_enquiry: 'Customer enquiry',
  dealer_enquiry: 'Dealer enquiry',
  support_ticket: 'Support ticket',
  contact: 'Contact message',
  feedback: 'Feedback',
  faq_question: 'Question',
  job_application: 'Job application',
};

/** The choice of a company to give a lead to: none keeps it with the shop. */
const NONE = 'none';

function Reassign({ lead, dealers }: { lead: DealerLead; dealers: Dealer[] }) {
  const [reassign, { isLoading }] = useReassignDealerLeadMutation();
  const [to, setTo] = useState(lead.dealer_id === null ? NONE : String(lead.dealer_id));
  const who = lead.name || lead.email || `lead ${lead.id}`;
  async function send() {
    const result = await reassign({ id: lead.id, dealer_id: to === NONE ? null : Number(to) });
    if ('data' in result && result.data) toast.success(result.data.message);
    else showError(result.error);
  }
  return (
    <div className={`${styles.buttons} ${own.reassign}`}>
      <SelectField
        label={<VisuallyHidden>{`Give the lead from ${who} to`}</VisuallyHidden>}
        options={[
          { value: NONE, label: 'No dealer (the shop)' },
          ...dealers.map((d) => ({ value: String(d.id), label: d.name })),
        ]}
        value={to}
        onChange={(e) => setTo(e.target.value)}
      />
      <Button
        size="small"
        variant="secondary"
        loading={isLoading}
        loadingLabel="Reassigning"
        disabled={to === (lead.dealer_id === null ? NONE : String(lead.dealer_id))}
        aria-label={`Reassign the lead from ${who}`}
        onClick={() => void send()}
      >
        Reassign
      </Button>
    </div>
  );
}

function columns(dealers: Dealer[]): Column<DealerLead>[] {
  return [
    {
      label: 'Received',
      kind: 'value',
      cell: (l) => new Date(l.date).toLocaleString('en-GB', { dateStyle: 'medium', timeStyle: 'short' }),
    },
    { label: 'Kind', cell: (l) => KINDS[l.kind] ?? l.kind },
    {
      label: 'From',
      cell: (l) => (
        <span className={styles.note}>
          <strong>{l.name || 'No name'}</strong>
          {l.email ? (
            <>
              <br />
              {l.email}
            </>
          ) : null}
          {l.phone ? (
            <>
              <br />
              {l.phone}
            </>
          ) : null}
        </span>
      ),
    },
    { label: 'Message', cell: (l) => <span className={styles.note}>{l.message}</span> },
    { label: 'Partner key', cell: (l) => l.partner ?? 'None' },
    {
      label: 'Dealer',
      cell: (l) =>
        l.dealer_id === null ? 'None' : <Link to={`/dealers/${l.dealer_id}`}>{l.dealer_name}</Link>,
    },
    {
      label: 'Reassign',
      cell: (l) => <Reassign key={`${l.id}-${l.dealer_id}`} lead={l} dealers={dealers} />,
    },
  ];
}

export function DealerLeadsScreen() {
  const list = useListParams();
  const dealerParam = Number(list.params.get('dealer_id'));
  const dealerId = Number.isInteger(dealerParam) && dealerParam > 0 ? dealerParam : undefined;
  const result = useDealerLeadsQuery(
    { ...(dealerId ? { dealer_id: dealerId } : {}), page: list.page },
    { refetchOnMountOrArgChange: true },
  );
  const dealers = useDealersQuery(undefined);
  const companies = (dealers.data?.dealers ?? []).filter((d) => d.status === 'approved');
  return (
    <ListScreen
      title="Dealer leads"
      intro={
        <p className={styles.muted}>
          What came through a dealer’s partner key: enquiries and support tickets, newest first. A lead given
          to a company is in its owner’s Dealer area; every reassignment is in the audit log.{' '}
          <Link to="/dealers">Dealers</Link> · <Link to="/price-tiers">Price tiers</Link>
        </p>
      }
      filters={{
        label: 'Filter',
        fields: (
          <SelectField
            label="Dealer"
            name="dealer_id"
            placeholder="Every dealer"
            options={companies.map((d) => ({ value: String(d.id), label: d.name }))}
            defaultValue={dealerId ? String(dealerId) : ''}
          />
        ),
        submit: 'Show leads',
        onSubmit: list.filter(['dealer_id']),
        formKey: `${dealerId ?? ''}-${companies.length}`,
      }}
      tableLabel="Leads"
      noun={['lead', 'leads']}
      columns={columns(companies)}
      {...pagedList(list, result, (data) => data.leads)}
    />
  );
}
