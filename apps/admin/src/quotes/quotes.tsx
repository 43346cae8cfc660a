// Quotes (docs/quotes.md "Who prices"): the buyers' requests and the quotes sent, filtered by status, the
// latest changed first.
import type { AdminComponents } from '@sajilo/api/admin';
import { formatPrice, SelectField } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import type { Column } from '../components/data-table.js';
import { ListScreen } from '../components/list-screen.js';
import { pagedList } from '../components/paged-list.js';
import styles from '../components/screens.module.css';
import { useListParams } from '../components/use-list-params.js';
import { QUOTE_STATUS_LABELS, type QuoteQuery, type QuoteStatus, useQuotesQuery } from './quotes-api.js';

type QuoteSummary = AdminComponents['schemas']['QuoteSummary'];

const STATUS_OPTIONS = [
  { value: '', label: 'Every status' },
  ...Object.entries(QUOTE_STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

const isStatus = (value: string | null): value is QuoteStatus =>
  value !== null && value in QUOTE_STATUS_LABELS;

const COLUMNS: Column<QuoteSummary, never>[] = [
  { label: 'Quote', kind: 'value', cell: (quote) => <Link to={`/quotes/${quote.id}`}>{quote.number}</Link> },
  { label: 'Project', cell: (quote) => quote.project_name },
  {
    label: 'Customer',
    cell: (quote) => (
      <>
        {quote.customer_name}
        <br />
        <span className={styles.muted}>{quote.email}</span>
      </>
    ),
  },
  { label: 'Status', cell: (quote) => QUOTE_STATUS_LABELS[quote.status] },
  { label: 'Asked', cell: (quote) => new Date(quote.created_at).toLocaleDateString('en-GB') },
  { label: 'Valid until', kind: 'value', cell: (quote) => quote.valid_until ?? '—' },
  {
    label: 'Total',
    kind: 'number',
    cell: (quote) => (quote.total_amount === null ? '—' : formatPrice(quote.total_amount)),
  },
];

export function QuotesScreen() {
  const list = useListParams([] as const);
  const { params } = list;
  const status = params.get('status');
  const query: QuoteQuery = { ...(isStatus(status) ? { status } : {}), page: list.page };
  const result = useQuotesQuery(query, { refetchOnMountOrArgChange: true });
  return (
    <ListScreen
      title="Quotes"
      filters={{
        fields: (
          <SelectField label="Status" name="status" options={STATUS_OPTIONS} defaultValue={status ?? ''} />
        ),
        submit: 'Show quotes',
        onSubmit: list.filter(['status']),
        formKey: params.toString(),
      }}
      tableLabel="Quotes"
      noun={['quote', 'quotes']}
      columns={COLUMNS}
      {...pagedList(list, result, (data) => data.quotes)}
    />
  );
}
