// docs/customer.md §2.6 "Checkout": the order summary: the lines, Sub Total, delivery to the chosen address
// with the expected dates (docs/delivery.md), and Total Amount, all from the server.
import { Trans, useLingui } from '@lingui/react/macro';
import type { Cart, CollectPoint, components } from '@sajilo/api';
import { Price, ResponsiveImage } from '@sajilo/ui';
import { useLocalized } from '../i18n/localized.js';
import { usePageDigits } from '../i18n/numbers.js';
import { useSampleName } from '../product/sample-name.js';
import { TileFigures } from '../product/tile-figures.js';
import styles from './checkout.module.css';
import deliveryStyles from './delivery.module.css';
import { type Place, useDeliveryDates, useDeliveryQuote } from './delivery-quote.js';
import { useReadyWhen } from './fulfilment-choice.js';
import { LotChoice } from './lot-choice.js';
import { PromotionLines } from './promotion-code.js';

/**
 * Collection at a showroom (docs/delivery.md): the showroom chosen, whether any showroom can take the cart,
 * and the cart's totals and promotions as a collected order records them (no delivery, no free delivery).
 */
export interface CollectSummary {
  point: CollectPoint | undefined;
  possible: boolean;
  totals: components['schemas']['OrderTotals'];
  promotions: components['schemas']['AppliedPromotion'][];
}

export function OrderSummary({
  cart,
  place,
  collect,
}: {
  cart: Cart;
  place: Place;
  collect?: CollectSummary | undefined;
}) {
  const { t } = useLingui();
  const pageDigits = usePageDigits();
  const sampleName = useSampleName();
  const localized = useLocalized();
  const readyWhen = useReadyWhen();
  const quote = useDeliveryQuote(cart, collect ? { district: '' } : place);
  const dates = useDeliveryDates();
  // The quote for this address, once it has come back (not an earlier address's while the new one loads).
  const answer = !collect && place.district && !quote.isFetching ? quote.data : undefined;
  const served = answer?.served ? answer : undefined;
  const when = served ? dates(served) : null;
  return (
    <section className={styles.summary} aria-labelledby="order-summary-heading">
      <h2 id="order-summary-heading" className={styles.heading}>
        <Trans>Order Summary</Trans>
      </h2>
      <ul className={styles.lines}>
        {cart.products.map((line) => (
          <li key={line.id} className={styles.line}>
            <span className={styles.lineThumb}>
              <ResponsiveImage image={line.image} alt="" sizes="56px" fit="cover" />
              <span className={styles.lineQty} aria-hidden="true">
                {line.qty}
              </span>
            </span>
            <span className={styles.lineTitle}>
              {line.sample
                ? sampleName(localized(line.title, line.title_ne))
                : localized(line.title, line.title_ne)}
              {/* A tile's boxes, pieces and m² as the cart and the invoice say them (docs/tiles.md "The cart
                  keeps the area"); a sample is one sample (docs/tiles.md "Samples"). */}
              {line.sample ? (
                <span className={styles.lineMeta}>{pageDigits(t`1 sample`)}</span>
              ) : line.tile ? (
                <TileFigures tile={line.tile} className={styles.lineMeta} />
              ) : (
                <span className={styles.lineMeta}>{t`Quantity ${line.qty}`}</span>
              )}
            </span>
            {line.sample && line.subtotal === 0 ? (
              <span className={styles.lineAmount}>{t`Free`}</span>
            ) : (
              /* A dealer's line: the shop's price for the same quantity struck through (docs/dealers.md). */
              <Price
                amount={line.subtotal}
                regularAmount={line.shop_price ? line.shop_price * line.qty : null}
                className={styles.lineAmount}
              />
            )}
            {/* The lot choice takes the line's whole width: beside the thumbnail and the amount it would be a
                narrow column on a phone (docs/tiles.md "Split lots and top-ups"). */}
            <div className={styles.lineLots}>
              <LotChoice line={line} quantity={line.qty} />
            </div>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>
            <Trans>Sub Total</Trans>
          </dt>
          <dd>
            <Price amount={cart.subtotal ?? cart.totalAmount} />
          </dd>
        </div>
        {/* docs/promotions.md: the promotions the order will take, with the address's free delivery. */}
        <PromotionLines promotions={collect?.promotions ?? served?.promotions ?? cart.promotions ?? []} />
        {collect ? (
          <>
            <div data-testid="delivery-charge">
              <dt>
                {collect.point ? (
                  <Trans>Collect at {localized(collect.point.title, collect.point.title_ne)}</Trans>
                ) : (
                  <Trans>Collect at a showroom</Trans>
                )}
              </dt>
              <dd>
                {collect.possible ? (
                  <Trans>Free</Trans>
                ) : (
                  <Trans>Not possible for this cart: choose delivery</Trans>
                )}
              </dd>
            </div>
            {collect.point ? (
              <div data-testid="delivery-dates">
                <dt>
                  <Trans>Ready to collect</Trans>
                </dt>
                <dd>{readyWhen(collect.point)}</dd>
              </div>
            ) : null}
          </>
        ) : (
          <div data-testid="delivery-charge">
            <dt>
              {served?.zone ? (
                <Trans>Delivery ({localized(served.zone.name, served.zone.name_ne)})</Trans>
              ) : (
                <Trans>Delivery</Trans>
              )}
            </dt>
            <dd>
              {served ? (
                served.delivery_charge ? (
                  <Price amount={served.delivery_charge} />
                ) : (
                  <Trans>Free</Trans>
                )
              ) : place.district ? (
                '…'
              ) : (
                <Trans>Choose your address</Trans>
              )}
            </dd>
          </div>
        )}
        {when && !collect ? (
          <div data-testid="delivery-dates">
            <dt>
              <Trans>Expected delivery</Trans>
            </dt>
            <dd>{when}</dd>
          </div>
        ) : null}
        <div className={styles.grand}>
          <dt>
            <Trans>Total Amount</Trans>
          </dt>
          <dd>
            <Price
              amount={collect?.totals.total_amount ?? served?.totals?.total_amount ?? cart.totalAmount}
              size="large"
            />
          </dd>
        </div>
      </dl>
      {answer && !answer.served ? (
        <p className={deliveryStyles.refused} role="alert">
          {answer.message}
        </p>
      ) : null}
    </section>
  );
}
