// Returns and exchanges (docs/returns.md "Staff steps"): the list, newest first, by status; each opens its
// own page with its steps.
import type { AdminComponents } from '@sajilo/api/admin';
import { formatPrice, SelectField } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import type { Column } from '../components/data-table.js';
import { ListScreen } from '../components/list-screen.js';
import { pagedList } from '../components/paged-list.js';
import styles from '../components/screens.module.css';
import { useListParams } from '../components/use-list-params.js';
import {
  PAID_WITH,
  REASON_LABELS,
  type ReturnsQuery,
  STATUS_LABELS,
  useReturnsQuery,
} from './returns-api.js';

type Summary = AdminComponents['schemas']['ReturnSummary'];
const STATUSES = Object.keys(STATUS_LABELS) as (keyof typeof STATUS_LABELS)[];
const isStatus = (value: string | null): value is NonNullable<ReturnsQuery['status']> =>
  STATUSES.some((s) => s === value);

const COLUMNS: Column<Summary, never>[] = [
  {
    label: 'Return',
    kind: 'value',
    cell: (r) => <Link to={`/returns/${r.id}`}>{r.number}</Link>,
  },
  {
    label: 'Order',
    kind: 'value',
    cell: (r) => <Link to={`/orders/${r.order_id}`}>{r.order_number}</Link>,
  },
  { label: 'Customer', cell: (r) => r.customer_name },
  {
    label: 'What',
    cell: (r) => (
      <>
        {r.kind === 'exchange' ? 'Exchange' : 'Refund'}
        <br />
        <span className={styles.muted}>{REASON_LABELS[r.reason]}</span>
      </>
    ),
  },
  { label: 'Status', cell: (r) => STATUS_LABELS[r.status] },
  {
    label: 'Refund',
    kind: 'number',
    cell: (r) => (
      <>
        {formatPrice(r.refund_amount)}
        <br />
        <span className={styles.muted}>{PAID_WITH[r.payment_method]}</span>
      </>
    ),
  },
  {
    label: 'Asked',
    kind: 'value',
    cell: (r) => new Date(r.requested_at).toLocaleDateString('en-GB', { timeZone: 'Asia/Kathmandu' }),
  },
];

export function ReturnsScreen() {
  const list = useListParams();
  const { params } = list;
  const status = params.get('status');
  const query: ReturnsQuery = { ...(isStatus(status) ? { status } : {}), page: list.page };
  const result = useReturnsQuery(query, { refetchOnMountOrArgChange: true });
  return (
    <ListScreen
      title="Returns"
      intro={
        <p className={styles.muted}>
          Customers ask within the return window. <Link to="/refunds">Refunds owed</Link> ·{' '}
          <Link to="/returns/rules">Return rules</Link>
        </p>
      }
      filters={{
        fields: (
          <SelectField
            label="Status"
            name="status"
            options={[
              { value: '', label: 'Every status' },
              ...STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] })),
            ]}
            defaultValue={isStatus(status) ? status : ''}
          />
        ),
        submit: 'Show',
        onSubmit: list.filter(['status']),
        formKey: params.toString(),
      }}
      label="Returns and exchanges"
      tableLabel="Returns"
      noun={['return', 'returns']}
      columns={COLUMNS}
      {...pagedList(list, result, (d) => d.returns)}
    />
  );
}
