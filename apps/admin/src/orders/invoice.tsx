// The printable invoice of an order: the page alone (no navigation), and a Print button hidden on paper.

import { Button, formatPrice, Spinner } from '@sajilo/ui';
import { Link, useParams } from 'react-router-dom';
import { Failed } from '../components/failed.js';
import styles from './invoice.module.css';
import { labelsFor } from './order-status.js';
import { OrderTotalRows } from './order-totals.js';
import { useOrderQuery } from './orders-api.js';
import { tileText } from './tile-figures.js';
import tileStyles from './tile-figures.module.css';

export function InvoiceScreen() {
  const id = Number(useParams().id);
  const { data, error, isLoading, refetch } = useOrderQuery(id, { skip: !Number.isInteger(id) || id < 1 });
  const order = data?.order;
  return (
    <main className={styles.sheet}>
      <p className={styles.screenOnly}>
        <Link to={`/orders/${id}`}>← Back to the order</Link>{' '}
        <Button size="small" onClick={() => window.print()}>
          Print
        </Button>
      </p>
      {isLoading ? <Spinner label="Loading the invoice" /> : null}
      {error ? <Failed error={error} retry={refetch} /> : null}
      {order ? (
        <article aria-label="Invoice">
          <header className={styles.head}>
            <div>
              <h1>Invoice {order.number}</h1>
              <p>Sajilo, Kathmandu, Nepal</p>
            </div>
            <dl>
              <dt>Date</dt>
              <dd>{new Date(order.placed_at).toLocaleDateString('en-GB')}</dd>
              <dt>Status</dt>
              <dd>{labelsFor(order.fulfilment)[order.status].label}</dd>
              <dt>Payment</dt>
              <dd>{order.payment}</dd>
            </dl>
          </header>
          <section aria-label="Bill to">
            <h2>Bill to</h2>
            <p>
              {order.customer_name}
              {order.company_name ? `, ${order.company_name}` : ''}
              <br />
              {order.fulfilment === 'collect'
                ? `Collect at ${order.collect_at ?? 'a showroom'}`
                : order.address}
              <br />
              {order.phone_number}, {order.email}
            </p>
          </section>
          <table className={styles.lines}>
            <thead>
              <tr>
                <th scope="col">Item</th>
                <th scope="col">Qty</th>
                <th scope="col">Rate</th>
                <th scope="col">Amount</th>
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
                  <td>{item.quantity}</td>
                  <td>{formatPrice(item.amount)}</td>
                  <td>{formatPrice(item.total)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <OrderTotalRows order={order} span={3} />
            </tfoot>
          </table>
        </article>
      ) : null}
    </main>
  );
}
