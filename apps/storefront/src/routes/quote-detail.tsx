// docs/quotes.md (/my-quotes/{slug}): one quote: its lines at the latest revision's prices and the totals,
// the messages with the shop, Download PDF, Decline (or Withdraw before it is priced), and Accept and order,
// which opens the checkout's own form and places the order at the quote's prices.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Quote } from '@sajilo/api';
import {
  isRequestError,
  useAcceptQuoteMutation,
  useDeclineQuoteMutation,
  useProfileQuery,
  useQuotePdfMutation,
  useQuoteQuery,
  useSendQuoteMessageMutation,
} from '@sajilo/store';
import { Button, EmptyState, Price, TextAreaField } from '@sajilo/ui';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { QueryState } from '../components/query-state.js';
import { AccountPage } from '../customer/account-page.js';
import formStyles from '../customer/auth-form.module.css';
import { CheckoutConfirmation } from '../customer/checkout-confirmation.js';
import { CheckoutForm, type PlacedOrder } from '../customer/checkout-form.js';
import { orderPath, PATHS } from '../customer/paths.js';
import { useLocalized } from '../i18n/localized.js';
import { useCounted } from '../i18n/numbers.js';
import { toastErrors } from '../lib/request-errors.js';
import { toast } from '../lib/toast.js';
import { useServerForm } from '../lib/use-server-form.js';
import { QuoteStatusBadge } from '../quotes/quote-status.js';
import styles from '../quotes/quotes.module.css';

export function Component() {
  const { t } = useLingui();
  const { quoteId = '' } = useParams();
  const { data, isLoading, error, refetch } = useQuoteQuery(quoteId, { skip: !quoteId });
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const notFound = isRequestError(error) && error.status === 404;
  const title = data ? `${data.quote.number} · ${data.quote.project_name}` : t`Quote`;
  return (
    <AccountPage title={title} middle={{ label: t`My Quotes`, href: PATHS.myQuotes }}>
      {placed ? (
        <CheckoutConfirmation slug={placed.slug} message={placed.message} />
      ) : notFound ? (
        <EmptyState
          title={t`No quote found`}
          action={
            <Link to={PATHS.myQuotes} className={styles.number}>
              <Trans>Back to My Quotes</Trans>
            </Link>
          }
        />
      ) : (
        <QueryState isLoading={isLoading} error={error} refetch={refetch} label={t`Loading your quote`}>
          {data ? <QuoteView quote={data.quote} onPlaced={setPlaced} /> : null}
        </QueryState>
      )}
    </AccountPage>
  );
}

function QuoteView({ quote, onPlaced }: { quote: Quote; onPlaced: (placed: PlacedOrder) => void }) {
  const { t } = useLingui();
  const localized = useLocalized();
  const counted = useCounted();
  const [declineQuote, declining] = useDeclineQuoteMutation();
  const [download, downloading] = useQuotePdfMutation();
  const [accepting, setAccepting] = useState(false);
  const open = quote.status === 'requested' || quote.status === 'priced' || quote.status === 'expired';
  const priced = quote.totals !== null;

  const decline = () => {
    const question = quote.status === 'requested' ? t`Withdraw this quote request?` : t`Decline this quote?`;
    if (!window.confirm(question)) return;
    declineQuote(quote.slug)
      .unwrap()
      .then((answer) => toast.success(answer.message ?? ''), toastErrors);
  };
  const save = () =>
    download(quote.slug)
      .unwrap()
      .then((url) => {
        const link = document.createElement('a');
        link.href = url;
        link.download = `${quote.number}-r${quote.revision ?? 0}.pdf`;
        document.body.append(link);
        link.click();
        link.remove();
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
      }, toastErrors);

  return (
    <>
      <div className={styles.cardHead}>
        <Link to={PATHS.myQuotes} className={styles.number}>
          <Trans>
            <span aria-hidden="true">←</span> My Quotes
          </Trans>
        </Link>
        <div className={styles.actions}>
          {priced ? (
            <Button
              variant="secondary"
              onClick={save}
              loading={downloading.isLoading}
              loadingLabel={t`Preparing PDF`}
            >
              <Trans>Download PDF</Trans>
            </Button>
          ) : null}
          {open ? (
            <Button variant="secondary" onClick={decline} loading={declining.isLoading}>
              {quote.status === 'requested' ? <Trans>Withdraw</Trans> : <Trans>Decline</Trans>}
            </Button>
          ) : null}
        </div>
      </div>

      <section className={styles.section} aria-labelledby="quote-heading">
        <div className={styles.cardHead}>
          <h2 id="quote-heading" className={styles.heading}>
            <Trans>Quote {quote.number}</Trans>
          </h2>
          <QuoteStatusBadge status={quote.status} />
        </div>
        <dl className={styles.meta}>
          {quote.mine ? null : (
            // A company's quote its dealer owner opens: whose it is (docs/dealers.md "Accounts").
            <div>
              <dt>
                <Trans>Asked by</Trans>
              </dt>
              <dd>{quote.buyer}</dd>
            </div>
          )}
          <div>
            <dt>
              <Trans>Site</Trans>
            </dt>
            <dd>{quote.site}</dd>
          </div>
          {quote.wanted_by ? (
            <div>
              <dt>
                <Trans>Wanted by</Trans>
              </dt>
              <dd>{quote.wanted_by}</dd>
            </div>
          ) : null}
          {quote.revision !== null ? (
            <div>
              <dt>
                <Trans>Revision</Trans>
              </dt>
              <dd>{quote.revision}</dd>
            </div>
          ) : null}
          {quote.valid_until ? (
            <div>
              <dt>
                <Trans>Valid until</Trans>
              </dt>
              <dd>{quote.valid_until}</dd>
            </div>
          ) : null}
        </dl>
        {quote.status === 'requested' ? (
          <p className={styles.notice}>
            <Trans>We are pricing your quote. We will mail you when it is ready.</Trans>
          </p>
        ) : null}
        {quote.status === 'expired' ? (
          <p className={styles.notice} role="status">
            <Trans>This quote has expired. Write to us below and we will price it again.</Trans>
          </p>
        ) : null}
        {quote.order_slug ? (
          <p className={styles.notice}>
            <Trans>
              You accepted this quote.{' '}
              <Link to={orderPath(quote.order_slug)} className={styles.number}>
                See your order
              </Link>
            </Trans>
          </p>
        ) : null}
        <ul className={styles.lines} aria-label={t`Products`}>
          {quote.items.map((item) => (
            <li key={item.id} className={styles.line}>
              <div>
                <div className={styles.lineName}>{localized(item.product_name, item.product_name_ne)}</div>
                <div className={styles.lineFigures}>
                  <span className={styles.code}>{item.product_code}</span> · {counted(item.quantity).count} ×{' '}
                  <Price amount={item.unit_price ?? item.asked_price} />
                </div>
              </div>
              <div className={styles.lineTotal}>
                {item.total !== null ? <Price amount={item.total} /> : <Trans>To be priced</Trans>}
              </div>
            </li>
          ))}
        </ul>
        {quote.totals ? (
          <dl className={styles.totals} data-testid="quote-totals">
            <div>
              <dt>
                <Trans>Subtotal</Trans>
              </dt>
              <dd>
                <Price amount={quote.totals.subtotal} />
              </dd>
            </div>
            {quote.totals.discount > 0 ? (
              <div>
                <dt>
                  <Trans>Discount</Trans>
                </dt>
                <dd>
                  − <Price amount={quote.totals.discount} />
                </dd>
              </div>
            ) : null}
            <div>
              <dt>
                <Trans>Delivery</Trans>
              </dt>
              <dd>
                {quote.totals.delivery_charge > 0 ? (
                  <Price amount={quote.totals.delivery_charge} />
                ) : (
                  <Trans>Free</Trans>
                )}
              </dd>
            </div>
            <div className={styles.grand}>
              <dt>
                <Trans>Total (VAT included)</Trans>
              </dt>
              <dd>
                <Price amount={quote.totals.total_amount} />
              </dd>
            </div>
          </dl>
        ) : null}
        {quote.status === 'priced' && !accepting ? (
          <div className={styles.actions}>
            <Button onClick={() => setAccepting(true)}>
              <Trans>Accept and order</Trans>
            </Button>
          </div>
        ) : null}
      </section>

      {quote.status === 'priced' && accepting && quote.revision !== null ? (
        <AcceptSection quote={quote} revision={quote.revision} onPlaced={onPlaced} />
      ) : null}

      <Messages quote={quote} open={open} />
    </>
  );
}

function AcceptSection({
  quote,
  revision,
  onPlaced,
}: {
  quote: Quote;
  revision: number;
  onPlaced: (placed: PlacedOrder) => void;
}) {
  const { t } = useLingui();
  const profile = useProfileQuery();
  const [acceptQuote] = useAcceptQuoteMutation();
  return (
    <section className={`${styles.section} ${styles.card}`} aria-label={t`Accept and order`}>
      <p className={styles.notice}>
        <Trans>
          The order is placed at this quote's prices. Choose where it goes and how you pay, as at checkout.
        </Trans>
      </p>
      <CheckoutForm
        profile={profile.data?.user}
        onPlaced={onPlaced}
        onEmptyCart={() => undefined}
        // Delivered to the address: the quote's form offers no collection, so the address is always there
        // (the server says which field is missing otherwise).
        send={({ state = '', city = '', street_address = '', ...body }) =>
          acceptQuote({ slug: quote.slug, revision, state, city, street_address, ...body }).unwrap()
        }
        submitLabel={t`Place the order`}
      />
    </section>
  );
}

function Messages({ quote, open }: { quote: Quote; open: boolean }) {
  const { t } = useLingui();
  const [send] = useSendQuoteMessageMutation();
  const { field, onSubmit, submitting, formError } = useServerForm({
    defaultValues: { body: '' },
    send: ({ body }) =>
      send({ slug: quote.slug, body })
        .unwrap()
        .then((answer) => ({ message: answer.message ?? '' })),
    checks: 'server',
  });
  return (
    <section className={styles.section} aria-labelledby="messages-heading">
      <h2 id="messages-heading" className={styles.heading}>
        <Trans>Messages</Trans>
      </h2>
      {quote.messages.length > 0 ? (
        <ul className={styles.messages}>
          {quote.messages.map((message) => (
            <li key={message.at + message.body} className={styles.message} data-from={message.from}>
              <span className={styles.messageBy}>
                {message.from === 'staff' ? t`Sajilo` : t`You`} · {message.at.slice(0, 10)}
              </span>
              {message.body}
            </li>
          ))}
        </ul>
      ) : (
        <p>
          <Trans>No messages yet.</Trans>
        </p>
      )}
      {open ? (
        <form className={styles.form} onSubmit={onSubmit} noValidate aria-label={t`Write to us`}>
          <TextAreaField
            {...field('body', { required: true })}
            label={t`Write to us about this quote`}
            rows={3}
          />
          {formError ? (
            <p className={formStyles.formError} role="alert">
              {formError}
            </p>
          ) : null}
          <div className={styles.actions}>
            <Button type="submit" variant="secondary" loading={submitting} loadingLabel={t`Sending`}>
              <Trans>Send</Trans>
            </Button>
          </div>
        </form>
      ) : null}
    </section>
  );
}
