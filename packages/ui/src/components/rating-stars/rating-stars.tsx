import { formatAmount } from '../../lib/format-price';
import { useUiText } from '../ui-text/ui-text';
import styles from './rating-stars.module.css';

export interface RatingStarsProps {
  /** From 0 to 5; a fraction fills part of a star. */
  average: number;
  /** How many reviews: written beside the stars, e.g. `(12)`, when given. */
  count?: number;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/**
 * The average to one decimal, `4.5` or `4` (never `4.0`), in the page's digits. Written with the shop's own
 * number writer rather than `toLocaleString`: a listing shows stars on every card, and a page's first Intl
 * number formatter costs the main thread 15–40 ms in the middle of hydration (docs/storefront.md "Speed").
 */
function averageText(value: number, locale: string): string {
  const tenths = Math.round(value * 10);
  const whole = formatAmount(Math.trunc(tenths / 10), locale);
  return tenths % 10 === 0 ? whole : `${whole}.${formatAmount(tenths % 10, locale)}`;
}

const STAR = 'M10 1.5l2.6 5.6 6.1.7-4.5 4.2 1.2 6-5.4-3-5.4 3 1.2-6L1.3 7.8l6.1-.7z';

function Row() {
  return (
    <>
      {[0, 1, 2, 3, 4].map((i) => (
        <svg key={i} viewBox="0 0 20 20" aria-hidden="true" focusable="false" className={styles.star}>
          <path d={STAR} />
        </svg>
      ))}
    </>
  );
}

/**
 * A product's stars (docs/browsing.md §2.3): five outlined stars, filled to the average, read by a
 * screen reader as one sentence ("Rated 4.5 out of 5, 12 reviews").
 */
export function RatingStars({ average, count, size = 'medium', className }: RatingStarsProps) {
  const text = useUiText();
  const value = Math.max(0, Math.min(5, average));
  const shown = averageText(value, text.numberLocale);
  return (
    <span
      className={[styles.rating, styles[size], className].filter(Boolean).join(' ')}
      role="img"
      aria-label={text.rating(shown, count)}
    >
      <span className={styles.stars}>
        <Row />
        <span className={styles.filled} style={{ width: `${(value / 5) * 100}%` }}>
          <Row />
        </span>
      </span>
      {count !== undefined && (
        <span className={styles.count} aria-hidden="true">
          ({formatAmount(count, text.numberLocale)})
        </span>
      )}
    </span>
  );
}
