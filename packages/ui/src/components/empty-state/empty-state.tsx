import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  /**
   * The wording of docs/browsing.md §8 and docs/customer.md §8, e.g. "No product found", "No Blog Found",
   * "Product Not Found".
   */
  title: string;
  description?: ReactNode;
  /** A way on, e.g. a "Continue shopping" link or a "Try again" button. */
  action?: ReactNode;
  icon?: ReactNode;
  className?: string;
}

/** What a list shows when it has nothing to show. */
export function EmptyState({ title, description, action, icon, className }: EmptyStateProps) {
  return (
    <div className={[styles.emptyState, className].filter(Boolean).join(' ')}>
      {icon !== undefined && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <p className={styles.title}>{title}</p>
      {description !== undefined && <p className={styles.description}>{description}</p>}
      {action}
    </div>
  );
}
