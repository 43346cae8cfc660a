// One quote (docs/quotes.md "Who prices"): the buyer and project, each line with the asked price and today's,
// the revisions sent, the messages, and the form that prices it (a unit price a line, a discount, delivery, the
// last valid day) and sends it to the buyer as a new revision.
import type { AdminComponents } from '@sajilo/api/admin';
import type { RequestError } from '@sajilo/store';
import { Button, formatPrice, Spinner, TextAreaField, TextField } from '@sajilo/ui';
import { type FormEvent, useState } from 'react';
import toast from 'react-hot-toast';
import { Link, useParams } from 'react-router-dom';
import { Failed } from '../components/failed.js';
import styles from '../components/screens.module.css';
import { TableRegion } from '../components/table-region.js';
import {
  QUOTE_STATUS_LABELS,
  usePriceQuoteMutation,
  useQuoteQuery,
  useSendQuoteMessageMutation,
} from './quotes-api.js';

type Quote = AdminComponents['schemas']['Quote'];

/** A whole number of rupees as typed, or NaN (the server refuses anything else). */
const rupees = (text: string) => (/^\d{1,12}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** Thirty days from today, the validity a new revision starts with. */
function inThirtyDays(): string {
  const day = new Date(Date.now() + 30 * 86_400_000);
  return day.toISOString().slice(0, 10);
}

function PriceForm({ quote }: { quote: Quote }) {
  const [price, { isLoading }] = usePriceQuoteMutation();
  const latest = quote.revisions.at(-1);
  const [prices, setPrices] = useState<Record<number, string>>(() =>
    Object.fromEntries(quote.items.map((item) => [item.id, String(item.unit_price ?? item.asked_price)])),
  );
  const [discount, setDiscount] = useState(String(latest?.discount ?? 0));
  const [delivery, setDelivery] = useState(String(latest?.delivery_charge ?? 0));
  const [validUntil, setValidUntil] = useState(latest?.valid_until ?? inThirtyDays());
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const goods = quote.items.reduce(
    (sum, item) => sum + (rupees(prices[item.id] ?? '') || 0) * item.quantity,
    0,
  );
  const total = goods - (rupees(discount) || 0) + (rupees(delivery) || 0);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await price({
      id: quote.id,
      revision_seen: latest?.revision ?? 0,
      prices: quote.items.map((item) => ({ line_id: item.id, unit_price: rupees(prices[item.id] ?? '') })),
      discount: rupees(discount),
      delivery_charge: rupees(delivery),
      valid_until: validUntil,
      ...(message.trim() ? { message: message.trim() } : {}),
    });
    if ('error' in result && result.error) {
      const error = result.error as RequestError;
      setErrors(error.fieldErrors);
      toast.error(
        Object.keys(error.fieldErrors).length ? 'Check the prices: see each field.' : error.message,
      );
      return;
    }
    setErrors({});
    setMessage('');
    toast.success(result.data?.message ?? 'Sent.');
  }

  const lineError = (index: number) =>
    errors[`prices.${index}.unit_price`] ?? errors[`prices/${index}/unit_price`];
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Price and send">
      <TableRegion label="Prices">
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" className={styles.number}>
                Quantity
              </th>
              <th scope="col" className={styles.number}>
                Asked at
              </th>
              <th scope="col" className={styles.number}>
                Sells at today
              </th>
              <th scope="col">Unit price (Rs)</th>
            </tr>
          </thead>
          <tbody>
            {quote.items.map((item, index) => (
              <tr key={item.id}>
                <td>
                  {item.product_name}
                  <br />
                  <span className={styles.muted}>{item.product_code}</span>
                </td>
                <td className={styles.number}>{item.quantity}</td>
                <td className={styles.number}>{formatPrice(item.asked_price)}</td>
                <td className={styles.number}>{formatPrice(item.list_price)}</td>
                <td>
                  <TextField
                    label={`Unit price of ${item.product_name}`}
                    inputMode="numeric"
                    required
                    value={prices[item.id] ?? ''}
                    onChange={(e) => setPrices({ ...prices, [item.id]: e.target.value })}
                    error={lineError(index)}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableRegion>
      <div className={styles.formRow}>
        <TextField
          label="Discount off the goods (Rs)"
          inputMode="numeric"
          required
          value={discount}
          onChange={(e) => setDiscount(e.target.value)}
          error={errors.discount}
        />
        <TextField
          label="Delivery charge (Rs)"
          inputMode="numeric"
          required
          value={delivery}
          onChange={(e) => setDelivery(e.target.value)}
          error={errors.delivery_charge}
        />
        <TextField
          label="Valid until"
          type="date"
          required
          value={validUntil}
          onChange={(e) => setValidUntil(e.target.value)}
          error={errors.valid_until}
        />
      </div>
      <TextAreaField
        label="Message to the buyer"
        optional
        rows={3}
        value={message}
        onChange={(e) => setMessage(e.target.value)}
        error={errors.message}
      />
      <p>
        Total to the buyer:{' '}
        <strong data-testid="price-total">{Number.isNaN(total) ? '—' : formatPrice(total)}</strong>{' '}
        <span className={styles.muted}>
          (VAT and delivery included; the server works out the final figures)
        </span>
      </p>
      <div className={styles.buttons}>
        <Button type="submit" loading={isLoading} loadingLabel="Sending">
          {latest ? `Send revision ${latest.revision + 1}` : 'Price and send'}
        </Button>
      </div>
    </form>
  );
}

function MessageForm({ id }: { id: number }) {
  const [send, { isLoading }] = useSendQuoteMessageMutation();
  const [body, setBody] = useState('');
  const [error, setError] = useState<string[] | undefined>();
  async function submit(event: FormEvent) {
    event.preventDefault();
    const result = await send({ id, body: body.trim() });
    if ('error' in result && result.error) {
      const failure = result.error as RequestError;
      setError(failure.fieldErrors.body ?? [failure.message]);
      return;
    }
    setBody('');
    setError(undefined);
    toast.success(result.data?.message ?? 'Sent.');
  }
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label="Write to the buyer">
      <TextAreaField
        label="Write to the buyer (mailed to them)"
        required
        rows={3}
        value={body}
        onChange={(e) => setBody(e.target.value)}
        error={error}
      />
      <div className={styles.buttons}>
        <Button type="submit" variant="secondary" loading={isLoading}>
          Send message
        </Button>
      </div>
    </form>
  );
}

export function QuoteScreen() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const { data, error, isLoading, refetch } = useQuoteQuery(id, { skip: !valid });
  if (!valid) return <h1>Page not found</h1>;
  const quote = data?.quote;
  const open =
    quote && (quote.status === 'requested' || quote.status === 'priced' || quote.status === 'expired');
  return (
    <div className={styles.page}>
      <p>
        <Link to="/quotes">← Quotes</Link>
      </p>
      {isLoading ? <Spinner label="Loading the quote" /> : null}
      {error ? <Failed error={error} retry={refetch} /> : null}
      {quote ? (
        <>
          <h1>
            Quote {quote.number}: {QUOTE_STATUS_LABELS[quote.status]}
          </h1>
          <p className={styles.muted}>
            Asked {new Date(quote.created_at).toLocaleString('en-GB')}
            {quote.valid_until ? `; valid until ${quote.valid_until}` : ''}
            {quote.order_id ? (
              <>
                {' '}
                · <Link to={`/orders/${quote.order_id}`}>Its order</Link>
              </>
            ) : null}
          </p>
          <section className={styles.section} aria-labelledby="project-heading">
            <h2 id="project-heading">Project</h2>
            <p>
              {quote.project_name}, {quote.site}
              {quote.wanted_by ? ` (wanted by ${quote.wanted_by})` : ''}
              <br />
              {quote.customer_name}, {quote.email}, {quote.phone_number}
            </p>
            {quote.note ? <p>Note: {quote.note}</p> : null}
          </section>
          <section className={styles.section} aria-labelledby="price-heading">
            <h2 id="price-heading">{open ? 'Price and send' : 'Lines'}</h2>
            {open ? (
              <PriceForm key={quote.revisions.length} quote={quote} />
            ) : (
              <ul>
                {quote.items.map((item) => (
                  <li key={item.id}>
                    {item.product_name}: {item.quantity} × {formatPrice(item.unit_price ?? item.asked_price)}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section className={styles.section} aria-labelledby="revisions-heading">
            <h2 id="revisions-heading">Revisions sent</h2>
            {quote.revisions.length === 0 ? (
              <p className={styles.muted}>Not priced yet.</p>
            ) : (
              <ol>
                {quote.revisions.map((revision) => (
                  <li key={revision.revision}>
                    Revision {revision.revision}, {new Date(revision.at).toLocaleString('en-GB')} by{' '}
                    {revision.staff_email ?? 'a former staff member'}: {formatPrice(revision.total_amount)},
                    valid until {revision.valid_until}
                  </li>
                ))}
              </ol>
            )}
          </section>
          <section className={styles.section} aria-labelledby="messages-heading">
            <h2 id="messages-heading">Messages</h2>
            {quote.messages.length === 0 ? <p className={styles.muted}>No messages yet.</p> : null}
            <ol>
              {quote.messages.map((message) => (
                <li key={`${message.at}-${message.body}`}>
                  <strong>
                    {message.from === 'staff' ? `${message.author} (shop)` : message.author},{' '}
                    {new Date(message.at).toLocaleString('en-GB')}:
                  </strong>{' '}
                  <span style={{ whiteSpace: 'pre-wrap' }}>{message.body}</span>
                </li>
              ))}
            </ol>
            {open ? <MessageForm id={quote.id} /> : null}
          </section>
        </>
      ) : null}
    </div>
  );
}
