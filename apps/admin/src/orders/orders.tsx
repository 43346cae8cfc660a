// Orders: filtered by status, the days they were placed and the customer; newest first, or sorted by when
// they were placed or their total; the CSV of a range.
import type { AdminComponents } from '@sajilo/api/admin';
import { Button, formatPrice, SelectField, TextField } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link } from 'react-router-dom';
import type { Column } from '../components/data-table.js';
import { ListScreen } from '../components/list-screen.js';
import { pagedList } from '../components/paged-list.js';
import { saveFile } from '../components/save-file.js';
import styles from '../components/screens.module.css';
import { useListParams } from '../components/use-list-params.js';
import { useAdminStore } from '../store/store.js';
import { labelsFor, type OrderStatus, STATUS_LABELS } from './order-status.js';
import { exportOrders, type OrderQuery, useOrdersQuery } from './orders-api.js';

type OrderSummary = AdminComponents['schemas']['OrderSummary'];

const STATUS_OPTIONS = [
  { value: '', label: 'Every status' },
  ...Object.entries(STATUS_LABELS).map(([value, { label }]) => ({ value, label })),
];

const isStatus = (value: string | null): value is OrderStatus => value !== null && value in STATUS_LABELS;

/** docs/delivery.md "Collection at a showroom": delivered orders, or those collected at a showroom. */
const FULFILMENT_OPTIONS = [
  { value: '', label: 'Delivery and collection' },
  { value: 'delivery', label: 'Delivery' },
  { value: 'collect', label: 'Collect at a showroom' },
];
const isFulfilment = (value: string | null): value is 'delivery' | 'collect' =>
  value === 'delivery' || value === 'collect';

function ExportForm() {
  const { client } = useAdminStore();
  const today = new Date().toISOString().slice(0, 10);
  const [from, setFrom] = useState(`${today.slice(0, 8)}01`);
  const [to, setTo] = useState(today);
  const [busy, setBusy] = useState(false);
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const csv = await exportOrders(client, from, to);
      saveFile(new Blob([csv], { type: 'text/csv' }), `orders-${from}-to-${to}.csv`);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'The export failed. Please try again.');
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className={styles.formRow} onSubmit={submit} aria-label="Export orders">
      <TextField
        label="Export from"
        type="date"
        required
        value={from}
        onChange={(e) => setFrom(e.target.value)}
      />
      <TextField label="Export to" type="date" required value={to} onChange={(e) => setTo(e.target.value)} />
      <Button type="submit" variant="secondary" loading={busy} loadingLabel="Exporting">
        Export CSV
      </Button>
    </form>
  );
}

const SORTS = ['placed', 'total'] as const;

const COLUMNS: Column<OrderSummary, (typeof SORTS)[number]>[] = [
  { label: 'Order', kind: 'value', cell: (order) => <Link to={`/orders/${order.id}`}>{order.number}</Link> },
  {
    label: 'Placed',
    sort: 'placed',
    descendingFirst: true,
    cell: (order) => new Date(order.placed_at).toLocaleString('en-GB'),
  },
  {
    label: 'Customer',
    cell: (order) => (
      <>
        {order.customer_name}
        <br />
        <span className={styles.muted}>{order.email}</span>
      </>
    ),
  },
  { label: 'Status', cell: (order) => labelsFor(order.fulfilment)[order.status].label },
  {
    label: 'Fulfilment',
    cell: (order) => (order.fulfilment === 'collect' ? `Collect: ${order.collect_at ?? ''}` : 'Delivery'),
  },
  {
    label: 'Total',
    kind: 'number',
    sort: 'total',
    descendingFirst: true,
    cell: (order) => formatPrice(order.total_amount),
  },
];

export function OrdersScreen() {
  const list = useListParams(SORTS);
  const { params } = list;
  const status = params.get('status');
  const fulfilment = params.get('fulfilment');
  const query: OrderQuery = {
    ...(isStatus(status) ? { status } : {}),
    ...(params.get('from') ? { from: params.get('from') ?? '' } : {}),
    ...(params.get('to') ? { to: params.get('to') ?? '' } : {}),
    ...(params.get('q') ? { q: params.get('q') ?? '' } : {}),
    ...(isFulfilment(fulfilment) ? { fulfilment } : {}),
    ...(list.sort ? { sort: list.sort } : {}),
    page: list.page,
  };
  const result = useOrdersQuery(query, { refetchOnMountOrArgChange: true });

  return (
    <ListScreen
      title="Orders"
      filters={{
        fields: (
          <>
            <SelectField label="Status" name="status" options={STATUS_OPTIONS} defaultValue={status ?? ''} />
            <SelectField
              label="Fulfilment"
              name="fulfilment"
              options={FULFILMENT_OPTIONS}
              defaultValue={params.get('fulfilment') ?? ''}
            />
            <TextField label="Placed from" name="from" type="date" defaultValue={params.get('from') ?? ''} />
            <TextField label="Placed to" name="to" type="date" defaultValue={params.get('to') ?? ''} />
            <TextField
              label="Customer or number"
              name="q"
              type="search"
              defaultValue={params.get('q') ?? ''}
              hint="Name, email, phone or SJ-…"
            />
          </>
        ),
        submit: 'Show orders',
        onSubmit: list.filter(['status', 'fulfilment', 'from', 'to', 'q']),
        formKey: params.toString(),
      }}
      tableLabel="Orders"
      noun={['order', 'orders']}
      columns={COLUMNS}
      {...pagedList(list, result, (data) => data.orders, { defaultSort: '-placed' })}
    >
      <section className={styles.section} aria-labelledby="export-heading">
        <h2 id="export-heading">Export</h2>
        <ExportForm />
      </section>
    </ListScreen>
  );
}
