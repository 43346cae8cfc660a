// Orders: filtered by status, the days they were placed and the customer; newest first; the CSV of a range.

import { Button, formatPrice, SelectField, Spinner, TextField } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useSearchParams } from 'react-router-dom';
import { Failed } from '../components/failed.js';
import { Pager } from '../components/pager.js';
import { saveFile } from '../components/save-file.js';
import styles from '../components/screens.module.css';
import { TableRegion } from '../components/table-region.js';
import { useAdminStore } from '../store/store.js';
import { type OrderStatus, STATUS_LABELS } from './order-status.js';
import { exportOrders, useOrdersQuery } from './orders-api.js';

const STATUS_OPTIONS = [
  { value: '', label: 'Every status' },
  ...Object.entries(STATUS_LABELS).map(([value, { label }]) => ({ value, label })),
];

const isStatus = (value: string | null): value is OrderStatus => value !== null && value in STATUS_LABELS;

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

export function OrdersScreen() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status');
  const query = {
    ...(isStatus(status) ? { status } : {}),
    ...(params.get('from') ? { from: params.get('from') ?? '' } : {}),
    ...(params.get('to') ? { to: params.get('to') ?? '' } : {}),
    ...(params.get('q') ? { q: params.get('q') ?? '' } : {}),
    page: Number(params.get('page') ?? 1) || 1,
  };
  const { data, error, isLoading, isFetching, refetch } = useOrdersQuery(query, {
    refetchOnMountOrArgChange: true,
  });

  function filter(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const next = new URLSearchParams();
    for (const name of ['status', 'from', 'to', 'q']) {
      const value = String(form.get(name) ?? '').trim();
      if (value) next.set(name, value);
    }
    setParams(next);
  }
  const goTo = (page: number) => {
    const next = new URLSearchParams(params);
    next.set('page', String(page));
    setParams(next);
  };

  return (
    <div className={styles.page}>
      <h1>Orders</h1>
      <section className={styles.section} aria-label="Filters">
        <form className={styles.formRow} onSubmit={filter} key={params.toString()}>
          <SelectField label="Status" name="status" options={STATUS_OPTIONS} defaultValue={status ?? ''} />
          <TextField label="Placed from" name="from" type="date" defaultValue={params.get('from') ?? ''} />
          <TextField label="Placed to" name="to" type="date" defaultValue={params.get('to') ?? ''} />
          <TextField
            label="Customer or number"
            name="q"
            type="search"
            defaultValue={params.get('q') ?? ''}
            hint="Name, email, phone or SJ-…"
          />
          <Button type="submit">Show orders</Button>
        </form>
      </section>
      {isLoading ? <Spinner label="Loading the orders" /> : null}
      {error ? <Failed error={error} retry={refetch} /> : null}
      {data ? (
        <section className={styles.section} aria-label="Orders found" aria-busy={isFetching}>
          <p className={styles.muted}>
            {data.total} {data.total === 1 ? 'order' : 'orders'}; page {data.page} of {data.pages}
          </p>
          <TableRegion label="Orders">
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Placed</th>
                  <th scope="col">Customer</th>
                  <th scope="col">Status</th>
                  <th scope="col" className={styles.number}>
                    Total
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.orders.map((order) => (
                  <tr key={order.id}>
                    <td>
                      <Link to={`/orders/${order.id}`}>{order.number}</Link>
                    </td>
                    <td>{new Date(order.placed_at).toLocaleString('en-GB')}</td>
                    <td>
                      {order.customer_name}
                      <br />
                      <span className={styles.muted}>{order.email}</span>
                    </td>
                    <td>{STATUS_LABELS[order.status].label}</td>
                    <td className={styles.number}>{formatPrice(order.total_amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableRegion>
          <Pager of="orders" page={data.page} pages={data.pages} onPage={goTo} />
        </section>
      ) : null}
      <section className={styles.section} aria-labelledby="export-heading">
        <h2 id="export-heading">Export</h2>
        <ExportForm />
      </section>
    </div>
  );
}
