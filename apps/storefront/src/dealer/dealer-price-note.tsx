// Under a product page's price for a dealer (docs/dealers.md "Prices"): the price is theirs, and the volume
// breaks their tier takes off a line on top.
import { Trans } from '@lingui/react/macro';
import { useDealerPricesQuery } from '@sajilo/store';
import styles from './dealer.module.css';

export function DealerPriceNote({ slug }: { slug: string }) {
  const { data } = useDealerPricesQuery([slug]);
  const breaks = data?.breaks ?? [];
  return (
    <p className={styles.note} data-testid="dealer-price-note">
      <Trans>Your dealer price; the shop's price is struck through.</Trans>{' '}
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
