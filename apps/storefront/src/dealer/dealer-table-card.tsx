// A card of the Dealer area holding one table (docs/dealers.md "Accounts"): its heading, the request's
// state, a line when there is nothing yet, else the table, each row a card of labelled cells on a phone
// (CardTable, docs/development.md "Tables on phones").
import { CardTable } from '@sajilo/ui';
import type { ReactNode } from 'react';
import { QueryState, type QueryStateProps } from '../components/query-state.js';
import styles from '../customer/auth-page.module.css';
import own from './dealer.module.css';
import { ScrollRegion } from './scroll-region.js';

export interface DealerTableCardProps extends Omit<QueryStateProps, 'label' | 'children'> {
  /** The heading's id, naming the card's landmark. */
  id: string;
  title: string;
  /** Said instead of the table when it has no row. */
  empty: ReactNode;
  isEmpty: boolean;
  /** The table's head and body. */
  children: ReactNode;
}

export function DealerTableCard({ id, title, empty, isEmpty, children, ...query }: DealerTableCardProps) {
  return (
    <section className={styles.card} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <QueryState {...query}>
        {isEmpty ? (
          <p className={own.muted}>{empty}</p>
        ) : (
          <ScrollRegion label={title}>
            <CardTable className={own.table}>{children}</CardTable>
          </ScrollRegion>
        )}
      </QueryState>
    </section>
  );
}
