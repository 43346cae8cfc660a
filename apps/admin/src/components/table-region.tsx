import type { ReactNode } from 'react';
import styles from './screens.module.css';

/**
 * A table that may scroll sideways on a narrow screen: a named region that takes the keyboard's focus, so
 * the columns off screen are reachable without a pointer (axe: scrollable-region-focusable).
 */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be focusable to scroll by keyboard.
    <section className={styles.tableWrap} aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
