// Under a product page's price for a dealer (docs/dealers.md "Prices"): whether the price is theirs (only
// then is the shop's struck through), and the volume breaks their tier takes off a line on top.
import { Trans } from '@lingui/react/macro';
import { useDealerPricesQuery } from '@sajilo/store';
import styles from './dealer.module.css';

export function DealerPriceNote({ slug }: { slug: string }) {
  const { data } = useDealerPricesQuery([slug]);
  const own = data?.prices.find((p) => p.slug === slug);
  // Only a price of the dealer's own is drawn with the shop's struck through: a product no rule of the tier
  // reaches shows the shop's price alone, and only the volume breaks are the dealer's.
  const struck = own !== undefined && own.price !== own.shop_price;
  const breaks = data?.breaks ?? [];
  if (!struck && breaks.length === 0) return null;
  return (
    <p className={styles.note} data-testid="dealer-price-note">
      {struck ? (
        <>
          <Trans>Your dealer price; the shop's price is struck through.</Trans>{' '}
        </>
      ) : null}
      {breaks.map((b) => (
        <span key={b.min_quantity}>
          <Trans>
            {b.min_quantity}+ in one line: −{b.percent_off} %.
          </Trans>{' '}
        </span>
      ))}
    </p>
  );
}
