import type { ComponentPropsWithoutRef } from 'react';
import styles from './card-table.module.css';

export type CardTableProps = ComponentPropsWithoutRef<'table'> & {
  /** Cards with a border and a shadow, apart from each other (a cart's lines); rows divided by a rule otherwise. */
  boxed?: boolean;
  /** A class for the region the table measures its room in. */
  regionClassName?: string;
};

/**
 * A table that shows each row as a card when its region is a phone's width (docs/development.md "Tables on
 * phones"): the headers are visually hidden but still read, and each cell with a `data-label` shows that
 * label beside its figure. Rows and cells stay a table's for assistive technology.
 */
export function CardTable({ boxed = false, className, regionClassName, ...rest }: CardTableProps) {
  const classes = [styles.cards, boxed ? styles.boxed : undefined, className].filter(Boolean).join(' ');
  return (
    <div className={[styles.region, regionClassName].filter(Boolean).join(' ')}>
      <table className={classes} {...rest} />
    </div>
  );
}
