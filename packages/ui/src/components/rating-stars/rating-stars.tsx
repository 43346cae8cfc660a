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
  const shown = value.toLocaleString(text.numberLocale, { maximumFractionDigits: 1 });
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
          ({count.toLocaleString(text.numberLocale)})
        </span>
      )}
    </span>
  );
}
