import { Button } from '@sajilo/ui';
import styles from './screens.module.css';

export interface PagerProps {
  /** What the pages are of, for the navigation's name ("Pages of orders"). */
  of: string;
  page: number;
  pages: number;
  onPage: (page: number) => void;
  /** While the next page loads, both buttons wait. */
  busy?: boolean;
  /** The buttons' words: lists newest first say Newer/Older; the product list says Previous/Next page. */
  labels?: readonly [previous: string, next: string];
}

/** The back office's one pager under a list: the page it shows, and a button either way. */
export function Pager({ of, page, pages, onPage, busy = false, labels = ['Newer', 'Older'] }: PagerProps) {
  if (pages <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={`Pages of ${of}`}>
      <Button variant="secondary" size="small" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
        {labels[0]}
      </Button>
      <span className={styles.pagerPosition}>
        Page {page} of {pages}
      </span>
      <Button
        variant="secondary"
        size="small"
        disabled={page >= pages || busy}
        onClick={() => onPage(page + 1)}
      >
        {labels[1]}
      </Button>
    </nav>
  );
}
