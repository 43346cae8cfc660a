// seed 001 §2 "Order view": an invoice with date, invoice number, bill-to name and address, line items
// (serial, product name and image, quantity, item price, amount), payment method and total amount. It is
// the only thing on the page when printed (invoice.module.css).
import type { Order, OrderItem } from '@sajilo/api';
import { Price, ResponsiveImage } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import styles from './invoice.module.css';
import { formatOrderDate } from './order-format.js';
import { OrderStatus } from './order-status.js';
import { productPath } from './paths.js';

export interface InvoiceProps {
  order: Order;
  items: readonly OrderItem[];
}

export function Invoice({ order, items }: InvoiceProps) {
  return (
    <article className={styles.invoice} aria-labelledby="invoice-heading" data-print-root>
      <header className={styles.top}>
        <div>
          <p className={styles.shop}>Sajilo</p>
          <p className={styles.shopLine}>
            Bathroom, sanitaryware, tiles, bath ware and lighting · Kathmandu, Nepal
          </p>
        </div>
        <div className={styles.titleBlock}>
          <h2 id="invoice-heading" className={styles.title}>
            Invoice
          </h2>
          <OrderStatus order={order} />
        </div>
      </header>

      <div className={styles.meta}>
        <section aria-labelledby="bill-to-heading" className={styles.billTo}>
          <h3 id="bill-to-heading" className={styles.label}>
            Bill To
          </h3>
          <p className={styles.name}>{order.name}</p>
          {order.company_name ? <p>{order.company_name}</p> : null}
          <p>{order.address}</p>
          <p>{order.phone_number}</p>
          <p>{order.email}</p>
        </section>
        <dl className={styles.facts}>
          <div>
            <dt>Invoice Number</dt>
            <dd>{order.order_name}</dd>
          </div>
          <div>
            <dt>Date</dt>
            <dd>
              <time dateTime={order.date}>{formatOrderDate(order.date)}</time>
            </dd>
          </div>
          <div>
            <dt>Payment Method</dt>
            <dd>{order.payment}</dd>
          </div>
        </dl>
      </div>

      <table className={styles.items}>
        <caption className={styles.srOnly}>Items</caption>
        <thead>
          <tr>
            <th scope="col">S.N.</th>
            <th scope="col">Product</th>
            <th scope="col" className={styles.number}>
              Quantity
            </th>
            <th scope="col" className={styles.number}>
              Item Price
            </th>
            <th scope="col" className={styles.number}>
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => (
            <tr key={item.product_slug}>
              <td className={styles.serial}>{index + 1}</td>
              <td>
                <span className={styles.product}>
                  <span className={styles.thumb}>
                    <ResponsiveImage image={item.image} alt="" sizes="48px" fit="cover" />
                  </span>
                  <Link to={productPath(item.product_slug)} className={styles.productName}>
                    {item.product_name}
                  </Link>
                </span>
              </td>
              <td className={styles.number} data-label="Quantity">
                {item.quantity}
              </td>
              <td className={styles.number} data-label="Item Price">
                <Price amount={item.amount} />
              </td>
              <td className={styles.number} data-label="Amount">
                <Price amount={item.total} />
              </td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" colSpan={4} className={styles.totalLabel}>
              Total Amount
            </th>
            <td className={`${styles.number} ${styles.totalValue}`}>
              <Price amount={order.total_amount} size="large" />
            </td>
          </tr>
        </tfoot>
      </table>

      {order.note ? (
        <section className={styles.note} aria-labelledby="note-heading">
          <h3 id="note-heading" className={styles.label}>
            Note
          </h3>
          <p>{order.note}</p>
        </section>
      ) : null}
      <p className={styles.thanks}>Thank you for shopping with Sajilo.</p>
    </article>
  );
}
