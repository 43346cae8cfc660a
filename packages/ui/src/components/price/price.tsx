import { formatPrice } from '../../lib/format-price';
import { useUiText } from '../ui-text/ui-text';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './price.module.css';

export interface PriceProps {
  /** Amount in rupees. */
  amount: number;
  /**
   * A sale: the amount before it, shown struck through after the amount and read as "Regular price" (only
   * when it is above `amount`).
   */
  regularAmount?: number | null;
  /**
   * What the amount is, e.g. "Price", "Sub Total", "Total Amount". Shown before the amount; with
   * `hideLabel` it is read by screen readers only.
   */
  label?: string;
  hideLabel?: boolean;
  /** docs/browsing.md §2 cards write `Rs: amount`; elsewhere it is `Rs amount`. */
  separator?: ' ' | ': ';
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/** A price in rupees, grouped the Nepali way; the machine-readable amount sits in `<data value>`. */
export function Price({
  amount,
  regularAmount,
  label,
  hideLabel = false,
  separator = ' ',
  size = 'medium',
  className,
}: PriceProps) {
  const text = useUiText();
  const classes = [styles.price, styles[size], className].filter(Boolean).join(' ');
  return (
    <span className={classes}>
      {label !== undefined &&
        (hideLabel ? (
          <VisuallyHidden>{`${label}: `}</VisuallyHidden>
        ) : (
          <span className={styles.label}>{`${label}:`}</span>
        ))}
      <data value={String(amount)}>
        {formatPrice(amount, { separator, locale: text.numberLocale, currency: text.currency })}
      </data>
      {regularAmount != null && regularAmount > amount && (
        <del className={styles.regular}>
          <VisuallyHidden>{`${text.regularPrice}: `}</VisuallyHidden>
          <data value={String(regularAmount)}>
            {formatPrice(regularAmount, { separator, locale: text.numberLocale, currency: text.currency })}
          </data>
        </del>
      )}
    </span>
  );
}
