import { useEffect, useRef } from 'react';
import type { FilterChip } from '../../lib/filter-selection';
import { useUiText } from '../ui-text/ui-text';
import styles from './filter-chips.module.css';

export interface FilterChipsProps {
  /** The applied filters, e.g. from `filterChips(selected, options)`. */
  chips: readonly FilterChip[];
  /** docs/browsing.md §4: removing a chip clears the matching filter. */
  onRemove: (chipId: string) => void;
  onClearAll: () => void;
  label?: string;
}

/** Removable chips for the applied filters, and Clear all. */
export function FilterChips({ chips, onRemove, onClearAll, label: labelProp }: FilterChipsProps) {
  const text = useUiText();
  const label = labelProp ?? text.appliedFilters;
  const listRef = useRef<HTMLUListElement>(null);
  const clearRef = useRef<HTMLButtonElement>(null);
  // After a chip goes, focus the chip that took its place (or Clear all), not the page body.
  const removedAt = useRef<number | null>(null);

  useEffect(() => {
    const index = removedAt.current;
    if (index === null) return;
    removedAt.current = null;
    const buttons = listRef.current?.querySelectorAll('button');
    const next = buttons?.[Math.min(index, buttons.length - 1)];
    (next ?? clearRef.current)?.focus();
  });

  if (chips.length === 0) return null;

  return (
    <div className={styles.chips}>
      <ul ref={listRef} className={styles.list} aria-label={label}>
        {chips.map((chip, index) => (
          <li key={chip.id}>
            <button
              type="button"
              className={styles.chip}
              aria-label={text.removeFilter(chip.group, chip.label)}
              onClick={() => {
                removedAt.current = index;
                onRemove(chip.id);
              }}
            >
              {chip.label}
              <span className={styles.remove} aria-hidden="true">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button ref={clearRef} type="button" className={styles.clear} onClick={onClearAll}>
        {text.clearAll}
      </button>
    </div>
  );
}
