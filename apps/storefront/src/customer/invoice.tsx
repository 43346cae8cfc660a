// docs/customer.md §2.7 "Order view": an invoice with date, invoice number, bill-to name and address, line
// items (serial, product name and image, quantity, item price, amount), payment method and total amount. It
// is the only thing on the page when printed (invoice.module.css), on A4. As a VAT invoice when the server
// sends one (docs/nepal.md "VAT invoice"): the seller's and buyer's PAN, the number in the fiscal year's
// series, the dates in AD and BS, taxable amount, 13 % VAT, the total in English and Nepali words.
import { Trans, useLingui } from '@lingui/react/macro';
import type { components, Order, OrderItem } from '@sajilo/api';
import { nepaliDigits } from '@sajilo/nepal';
import { CardTable, Price, ResponsiveImage, VisuallyHidden } from '@sajilo/ui';
import { Link } from 'react-router-dom';
import { useNumerals } from '../i18n/locale-provider.js';
import { useContentText, useIsNepali, useLocalized } from '../i18n/localized.js';
import { useCounted } from '../i18n/numbers.js';
import { useSampleName } from '../product/sample-name.js';
import { TileFigures } from '../product/tile-figures.js';
import { useDeliveryDates } from './delivery-quote.js';
import styles from './invoice.module.css';
import { useOrderDates } from './order-format.js';
import { OrderStatus } from './order-status.js';
import { productPath } from './paths.js';
import { usePaymentLabel } from './payment-label.js';
import { PromotionSaving } from './promotion-saving.js';
import { ItemLots } from './same-lot.js';

type VatInvoice = components['schemas']['VatInvoice'];

export interface InvoiceProps {
  order: Order;
  items: readonly OrderItem[];
  vat?: VatInvoice | undefined;
}

/** Rupees with paisa and lakh grouping: 43,362.83. */
const rupees = (amount: number) =>
  amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function Invoice({ order, items, vat }: InvoiceProps) {
  const { t } = useLingui();
  const paymentLabel = usePaymentLabel();
  const sampleName = useSampleName();
  const localized = useLocalized();
  // The seller's Nepali address on /ne, the English marked as such where none is entered.
  const contentText = useContentText();
  const sellerAddress = vat ? contentText(vat.seller.address, vat.seller.address_ne) : null;
  const nepali = useIsNepali();
  // The server writes the Nepali dates in Latin digits, the Nepali pages' default; a visitor who chose
  // Devanagari digits reads them so, as every other date and figure (docs/nepal.md "Languages").
  const [digits] = useNumerals();
  // Serial numbers and quantities in the page's digits too, as the figures beside them.
  const counted = useCounted();
  const count = (value: number) => counted(value).count;
  const nepaliDate = (text: string) => (nepali && digits === 'deva' ? nepaliDigits(text) : text);
  const dates = useOrderDates();
  const zone = localized(order.delivery_zone ?? '', order.delivery_zone_ne);
  const deliveryVat = vat?.lines.find((line) => line.kind === 'delivery')?.vat;
  // docs/delivery.md "The quote and the checkout": the days promised at checkout, while the order is on its
  // way (pending, processing, shipping); a collection's ready day is told by its own status.
  const deliveryDates = useDeliveryDates();
  const expected =
    order.fulfilment !== 'collect' && order.status <= 2 && order.delivery_earliest
      ? deliveryDates({ earliest: order.delivery_earliest, latest: order.delivery_latest ?? null })
      : null;
  // The order's discount that no promotion row above explains: a quote's (docs/quotes.md "Accepting").
  const promoted = (order.promotions ?? []).length > 0;
  const orderDiscount = promoted ? 0 : (order.discount ?? 0);
  const paymentStatus: Record<string, string> = {
    unpaid: t`Not paid yet`,
    pending: t`Awaiting payment`,
    paid: t`Paid`,
    expired: t`Payment not completed`,
    refunded: t`Refunded`,
  };
  return (
    <article className={styles.invoice} aria-labelledby="invoice-heading" data-print-root>
      <header className={styles.top}>
        <div>
          <p className={styles.shop}>{vat?.seller.name ?? 'Sajilo'}</p>
          {sellerAddress ? (
            <p className={styles.shopLine} lang={sellerAddress.lang}>
              {sellerAddress.text}
            </p>
          ) : (
            <p className={styles.shopLine}>
              {t`Bathroom, sanitaryware, tiles, bath ware and lighting · Kathmandu, Nepal`}
            </p>
          )}
          {vat?.seller.pan ? <p className={styles.shopLine}>{t`PAN/VAT No. ${vat.seller.pan}`}</p> : null}
        </div>
        <div className={styles.titleBlock}>
          <h2 id="invoice-heading" className={styles.title}>
            {vat?.number ? t`Tax Invoice` : t`Invoice`}
          </h2>
          <OrderStatus order={order} />
        </div>
      </header>

      <div className={styles.meta}>
        <section aria-labelledby="bill-to-heading" className={styles.billTo}>
          <h3 id="bill-to-heading" className={styles.label}>
            <Trans>Bill To</Trans>
          </h3>
          <p className={styles.name}>{order.name}</p>
          {order.company_name ? <p>{order.company_name}</p> : null}
          {/* docs/delivery.md "Collection at a showroom": the showroom where the address would be. */}
          <p>
            {order.collect_at
              ? t`Collect at ${localized(order.collect_at.title, order.collect_at.title_ne)}`
              : localized(order.address, order.address_ne)}
          </p>
          <p>{order.phone_number}</p>
          <p>{order.email}</p>
          {vat?.buyer_pan ? <p>{t`Buyer's PAN ${vat.buyer_pan}`}</p> : null}
        </section>
        <dl className={styles.facts}>
          <div>
            <dt>{vat ? t`Order Number` : t`Invoice Number`}</dt>
            <dd>{order.order_name}</dd>
          </div>
          {vat ? (
            <div>
              <dt>
                <Trans>VAT Invoice No.</Trans>
              </dt>
              <dd>{vat.number ?? t`Issued once paid`}</dd>
            </div>
          ) : null}
          {vat ? (
            <div>
              <dt>
                <Trans>Fiscal Year</Trans>
              </dt>
              <dd>{vat.fiscal_year}</dd>
            </div>
          ) : null}
          <div>
            <dt>
              <Trans>Date</Trans>
            </dt>
            <dd>
              {/* On a Nepali page both dates in Nepali; on an English one AD, BS and BS in Nepali. */}
              <time dateTime={order.date}>
                {vat ? (nepali ? nepaliDate(vat.date_ad_ne) : vat.date_ad) : dates.date(order.date)}
              </time>
              {vat ? (
                <>
                  {nepali ? null : (
                    <>
                      <br />
                      <span>{vat.date_bs}</span>
                    </>
                  )}
                  <br />
                  <span lang="ne">{nepaliDate(vat.date_bs_ne)}</span>
                </>
              ) : null}
            </dd>
          </div>
          <div>
            <dt>
              <Trans>Payment Method</Trans>
            </dt>
            <dd>
              {paymentLabel(order)}
              {order.payment_status
                ? ` · ${paymentStatus[order.payment_status] ?? order.payment_status}`
                : ''}
            </dd>
          </div>
          {expected ? (
            <div data-testid="invoice-expected-delivery">
              <dt>
                <Trans>Expected delivery</Trans>
              </dt>
              <dd>{expected}</dd>
            </div>
          ) : null}
        </dl>
      </div>

      <CardTable className={styles.items}>
        <VisuallyHidden as="caption">
          <Trans>Items</Trans>
        </VisuallyHidden>
        <thead>
          <tr>
            <th scope="col">S.N.</th>
            <th scope="col">
              <Trans>Product</Trans>
            </th>
            <th scope="col" className={styles.number}>
              <Trans>Quantity</Trans>
            </th>
            <th scope="col" className={styles.number}>
              <Trans>Item Price</Trans>
            </th>
            <th scope="col" className={styles.number}>
              <Trans>Amount</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item, index) => {
            // The line's name as sold, in Nepali on /ne when it had one (docs/nepal.md "Orders in Nepali").
            const name = contentText(item.product_name, item.product_name_ne);
            return (
              <tr key={item.id ?? `${item.product_slug}-${index}`}>
                <td className={styles.serial}>{count(index + 1)}</td>
                <td>
                  <span className={styles.product}>
                    <span className={styles.thumb}>
                      <ResponsiveImage image={item.image} alt="" sizes="48px" fit="cover" />
                    </span>
                    <span className={styles.productText}>
                      <Link
                        to={productPath(item.product_slug)}
                        className={styles.productName}
                        lang={item.sample ? undefined : name.lang}
                      >
                        {item.sample ? sampleName(name.text) : name.text}
                      </Link>
                      {item.tile ? <TileFigures tile={item.tile} className={styles.tile} /> : null}
                      <ItemLots item={item} className={styles.tile} />
                    </span>
                  </span>
                </td>
                <td className={styles.number} data-label={t`Quantity`}>
                  {count(item.quantity)}
                </td>
                <td className={styles.number} data-label={t`Item Price`}>
                  {item.sample && item.amount === 0 ? (
                    t`Free`
                  ) : (
                    <Price amount={item.amount} regularAmount={item.shop_amount ?? null} />
                  )}
                </td>
                <td className={styles.number} data-label={t`Amount`}>
                  <Price amount={item.total} />
                </td>
              </tr>
            );
          })}
          {order.delivery_zone ? (
            // docs/delivery.md: delivery is a line of its own, with the VAT it carries.
            <tr data-testid="invoice-delivery">
              <td className={styles.serial}>{count(items.length + 1)}</td>
              <td>
                {t`Delivery (${zone})`}
                {deliveryVat !== undefined ? (
                  <span className={styles.deliveryVat}>{t`incl. VAT Rs ${rupees(deliveryVat)}`}</span>
                ) : null}
              </td>
              <td className={styles.number} data-label={t`Quantity`}>
                {count(1)}
              </td>
              <td className={styles.number} data-label={t`Item Price`}>
                {order.delivery_charge ? <Price amount={order.delivery_charge} /> : <Trans>Free</Trans>}
              </td>
              <td className={styles.number} data-label={t`Amount`}>
                {order.delivery_charge ? <Price amount={order.delivery_charge} /> : <Trans>Free</Trans>}
              </td>
            </tr>
          ) : null}
        </tbody>
        <tfoot>
          {/* docs/promotions.md "On the invoice": each promotion used, and what it saved. */}
          {(order.promotions ?? []).map((p) => (
            <tr key={`${p.code ?? ''}${p.name}`} data-testid="invoice-promotion">
              <th scope="row" colSpan={4} className={styles.totalLabel}>
                {localized(p.name, p.name_ne)}
                {p.code ? ` (${p.code})` : ''}
              </th>
              <td className={styles.number}>
                <PromotionSaving promotion={p} />
              </td>
            </tr>
          ))}
          {/* docs/quotes.md "Accepting": a quote's own discount off the goods (its order takes no promotion),
          so the table's lines and delivery add up to the total. */}
          {orderDiscount > 0 ? (
            <tr data-testid="invoice-order-discount">
              <th scope="row" colSpan={4} className={styles.totalLabel}>
                <Trans>Discount</Trans>
              </th>
              <td className={styles.number}>
                − <Price amount={orderDiscount} />
              </td>
            </tr>
          ) : null}
          <tr>
            <th scope="row" colSpan={4} className={styles.totalLabel}>
              <Trans>Total Amount</Trans>
            </th>
            <td className={`${styles.number} ${styles.totalValue}`}>
              <Price amount={order.total_amount} size="large" />
            </td>
          </tr>
        </tfoot>
      </CardTable>

      {vat ? (
        <section className={styles.vat} aria-labelledby="vat-heading">
          <h3 id="vat-heading" className={styles.label}>
            <Trans>VAT</Trans>
          </h3>
          <dl className={styles.vatFigures}>
            {/* docs/promotions.md "On the invoice": the discount comes off before VAT. */}
            {vat.subtotal_amount !== undefined ? (
              <div>
                <dt>
                  <Trans>Sub Total</Trans>
                </dt>
                <dd>{t`Rs ${rupees(vat.subtotal_amount)}`}</dd>
              </div>
            ) : null}
            {vat.discount_amount !== undefined ? (
              <div data-testid="invoice-discount">
                <dt>
                  <Trans>Discount</Trans>
                </dt>
                <dd>{t`− Rs ${rupees(vat.discount_amount)}`}</dd>
              </div>
            ) : null}
            <div>
              <dt>
                <Trans>Taxable Amount</Trans>
              </dt>
              <dd>{t`Rs ${rupees(vat.taxable_amount)}`}</dd>
            </div>
            <div>
              <dt>{t`VAT (${vat.vat_rate} %)`}</dt>
              <dd>{t`Rs ${rupees(vat.vat_amount)}`}</dd>
            </div>
            <div>
              <dt>
                <Trans>Total (incl. VAT)</Trans>
              </dt>
              <dd>{t`Rs ${rupees(vat.total_amount)}`}</dd>
            </div>
          </dl>
          <p className={styles.words}>
            <span>
              <Trans>In words:</Trans>{' '}
            </span>
            {/* The English words beside the Nepali ones (docs/nepal.md "VAT invoice"), marked as English on /ne. */}
            <span lang={nepali ? 'en' : undefined}>{vat.total_in_words}</span>
          </p>
          <p className={styles.words} lang="ne">
            <span>
              <Trans>अक्षरमा:</Trans>{' '}
            </span>
            {vat.total_in_words_ne}
          </p>
        </section>
      ) : null}

      {order.note ? (
        <section className={styles.note} aria-labelledby="note-heading">
          <h3 id="note-heading" className={styles.label}>
            <Trans>Note</Trans>
          </h3>
          <p>{order.note}</p>
        </section>
      ) : null}
      <p className={styles.thanks}>
        <Trans>Thank you for shopping with Sajilo.</Trans>
      </p>
    </article>
  );
}
