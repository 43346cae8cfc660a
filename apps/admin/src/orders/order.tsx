// One order: the customer, the lines, the history, and the next steps of its workflow (the server decides
// which; a cancellation or rejection takes a reason the customer is told).

import type { RequestError } from '@sajilo/store';
import { Button, CardTable, formatPrice, Spinner, TextAreaField, TextField } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router-dom';
import { Failed } from '../components/failed.js';
import styles from '../components/screens.module.css';
import { TableRegion } from '../components/table-region.js';
import { labelsFor, NEEDS_REASON, type OrderStatus } from './order-status.js';
import { OrderTotalRows } from './order-totals.js';
import { useHandOverOrderMutation, useOrderQuery, useSetOrderStatusMutation } from './orders-api.js';
import { tileText } from './tile-figures.js';
import tileStyles from './tile-figures.module.css';

/**
 * The hand-over at the showroom (docs/delivery.md "Collection at a showroom"): staff type the code the
 * customer shows; a wrong one is refused beside the field and changes nothing.
 */
function HandOver({ id }: { id: number }) {
  const [handOver, { isLoading }] = useHandOverOrderMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string[] | undefined>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!code.trim()) {
      setError(['Type the code the customer shows.']);
      return;
    }
    const result = await handOver({ id, code: code.trim() });
    if ('error' in result && result.error) {
      const failure = result.error as RequestError;
      setError(failure.fieldErrors.code ?? [failure.message]);
      return;
    }
    toast.success(result.data?.message ?? 'Collected.');
    setCode('');
    setError(undefined);
  }
  return (
    <form className={`${styles.form} ${styles.below}`} onSubmit={submit} noValidate aria-label="Hand over">
      <TextField
        label="The customer's collection code"
        required
        value={code}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        maxLength={20}
        onChange={(e) => setCode(e.target.value)}
        error={error}
        hint="Six letters and digits, from the customer's SMS, mail or My Orders."
      />
      <div className={styles.buttons}>
        <Button type="submit" loading={isLoading}>
          Hand over
        </Button>
      </div>
    </form>
  );
}

function Workflow({
  id,
  status,
  next,
  fulfilment,
}: {
  id: number;
  status: OrderStatus;
  next: readonly OrderStatus[];
  fulfilment: 'delivery' | 'collect' | undefined;
}) {
  const STATUS_LABELS = labelsFor(fulfilment);
  const [setStatus, { isLoading }] = useSetOrderStatusMutation();
  const [ending, setEnding] = useState<OrderStatus | null>(null);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string[] | undefined>();

  async function move(to: OrderStatus, why?: string) {
    const result = await setStatus({ id, from: status, status: to, ...(why ? { reason: why } : {}) });
    if ('error' in result && result.error) {
      const error = result.error as RequestError;
      if (error.fieldErrors.reason) setReasonError(error.fieldErrors.reason);
      else toast.error(error.message);
      return;
    }
    toast.success(result.data?.message ?? 'Saved.');
    setEnding(null);
    setReason('');
    setReasonError(undefined);
  }

  function submitReason(event: FormEvent) {
    event.preventDefault();
    if (ending) void move(ending, reason.trim());
  }

  if (next.length === 0) return <p className={styles.muted}>{STATUS_LABELS[status].label} is final.</p>;
  return (
    <div>
      {fulfilment === 'collect' && status === 'dispatched' ? <HandOver id={id} /> : null}
      <div className={styles.buttons}>
        {next.map((to) => (
          <Button
            key={to}
            variant={NEEDS_REASON.includes(to) ? 'secondary' : 'primary'}
            loading={isLoading && ending === null}
            onClick={() => (NEEDS_REASON.includes(to) ? setEnding(to) : move(to))}
          >
            {STATUS_LABELS[to].action}
          </Button>
        ))}
      </div>
      {ending ? (
        <form
          className={`${styles.form} ${styles.below}`}
          onSubmit={submitReason}
          noValidate
          aria-label={`${STATUS_LABELS[ending].action}: the reason`}
        >
          <TextAreaField
            label={`Why is the order ${ending}? The customer is told.`}
            required
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            error={reasonError}
          />
          <div className={styles.buttons}>
            <Button type="submit" loading={isLoading}>
              {STATUS_LABELS[ending].action}
            </Button>
            <Button variant="secondary" onClick={() => setEnding(null)}>
              Keep the order
            </Button>
          </div>
        </form>
      ) : null}
    </div>
  );
}

export function OrderScreen() {
  const id = Number(useParams().id);
  const { data, error, isLoading, refetch } = useOrderQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  if (!Number.isInteger(id) || id < 1) return <h1>Page not found</h1>;
  const order = data?.order;
  const STATUS_LABELS = labelsFor(order?.fulfilment);
  return (
    <div className={styles.page}>
      <p>
        <Link to="/orders">← Orders</Link>
      </p>
      {isLoading ? <Spinner label="Loading the order" /> : null}
      {error ? <Failed error={error} retry={refetch} /> : null}
      {order ? (
        <>
          <h1>
            Order {order.number}: {STATUS_LABELS[order.status].label}
          </h1>
          <p className={styles.muted}>
            Placed {new Date(order.placed_at).toLocaleString('en-GB')}; the customer sees “
            {STATUS_LABELS[order.status].customer}”.{' '}
            <Link to={`/orders/${order.id}/invoice`}>Printable invoice</Link> ·{' '}
            <Link to={`/orders/${order.id}/pick-list`}>Pick list</Link>
          </p>
          <section className={styles.section} aria-labelledby="workflow-heading">
            <h2 id="workflow-heading">Next step</h2>
            <Workflow
              id={order.id}
              status={order.status}
              next={order.next_statuses}
              fulfilment={order.fulfilment}
            />
          </section>
          <section className={styles.section} aria-labelledby="customer-heading">
            <h2 id="customer-heading">Customer</h2>
            <p>
              {order.customer_name}
              {order.company_name ? `, ${order.company_name}` : ''}
              <br />
              {order.email}, {order.phone_number}
              <br />
              {order.fulfilment === 'collect' ? (
                <strong data-testid="fulfilment">Collect at {order.collect_at ?? 'a showroom'}</strong>
              ) : (
                <span data-testid="order-address">{order.address}</span>
              )}
            </p>
            {order.note ? <p>Note: {order.note}</p> : null}
            <p className={styles.muted}>Payment: {order.payment}</p>
          </section>
          <section className={styles.section} aria-labelledby="lines-heading">
            <h2 id="lines-heading">Lines</h2>
            <TableRegion label="Order lines">
              <CardTable className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">Product</th>
                    <th scope="col" className={styles.number}>
                      Quantity
                    </th>
                    <th scope="col" className={styles.number}>
                      Unit price
                    </th>
                    <th scope="col" className={styles.number}>
                      Total
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {order.items.map((item) => (
                    <tr key={`${item.product_slug}-${item.sample ? 'sample' : item.quantity}-${item.total}`}>
                      <td>
                        {item.sample ? `Sample — ${item.product_name}` : item.product_name}
                        {item.tile ? (
                          <small className={tileStyles.tile} data-testid="tile-figures">
                            {tileText(item.tile)}
                          </small>
                        ) : null}
                      </td>
                      <td className={styles.number} data-label="Quantity">
                        {item.quantity}
                      </td>
                      <td className={styles.number} data-label="Unit price">
                        {formatPrice(item.amount)}
                      </td>
                      <td className={styles.number} data-label="Total">
                        {formatPrice(item.total)}
                      </td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <OrderTotalRows order={order} span={3} valueClassName={styles.number} />
                </tfoot>
              </CardTable>
            </TableRegion>
          </section>
          <section className={styles.section} aria-labelledby="history-heading">
            <h2 id="history-heading">History</h2>
            {order.events.length === 0 ? (
              <p className={styles.muted}>Not moved in the back office yet.</p>
            ) : (
              <ol>
                {order.events.map((event) => (
                  <li key={`${event.at}-${event.to}`}>
                    {new Date(event.at).toLocaleString('en-GB')}: {STATUS_LABELS[event.from].label} →{' '}
                    {STATUS_LABELS[event.to].label} by {event.staff_email ?? 'a former staff member'}
                    {event.reason ? ` (${event.reason})` : ''}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      ) : null}
    </div>
  );
}
