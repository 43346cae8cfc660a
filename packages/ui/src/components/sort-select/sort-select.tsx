import { useId } from 'react';
import { useUiText } from '../ui-text/ui-text';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './sort-select.module.css';

/** docs/browsing.md §9: sort values; the server's default is `desc`. */
export type SortOrder = 'asc' | 'desc';

/** docs/browsing.md §2: the dropdown's options, in order; "Filter By" means "no explicit sort". */
export const SORT_OPTIONS: ReadonlyArray<{ value: SortOrder | ''; label: string }> = [
  { value: '', label: 'Filter By' },
  { value: 'asc', label: 'Price low to high' },
  { value: 'desc', label: 'Price high to low' },
];

export interface SortSelectProps {
  value: SortOrder | undefined;
  onChange: (value: SortOrder | undefined) => void;
  label?: string;
  /** Show the label text; by default it is for screen readers only. */
  showLabel?: boolean;
  className?: string;
}

export function SortSelect({
  value,
  onChange,
  label: labelProp,
  showLabel = false,
  className,
}: SortSelectProps) {
  const id = useId();
  const text = useUiText();
  const label = labelProp ?? text.sortProducts;
  const optionLabel = { '': text.filterBy, asc: text.priceLowToHigh, desc: text.priceHighToLow } as const;
  return (
    <div className={[styles.sort, className].filter(Boolean).join(' ')}>
      {showLabel ? (
        <label htmlFor={id} className={styles.label}>
          {label}
        </label>
      ) : (
        <VisuallyHidden as="label" htmlFor={id}>
          {label}
        </VisuallyHidden>
      )}
      <select
        id={id}
        className={styles.select}
        value={value ?? ''}
        onChange={(event) => {
          const next = event.target.value;
          onChange(next === 'asc' || next === 'desc' ? next : undefined);
        }}
      >
        {SORT_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {optionLabel[option.value]}
          </option>
        ))}
      </select>
    </div>
  );
}
