import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface TabsProps {
  items: readonly TabItem[];
  /** Names the tab list, e.g. "Product information". */
  label: string;
  /** Controlled selection. */
  selectedIndex?: number;
  /** Uncontrolled start; docs/browsing.md §4: the FAQ tab index starts at the first. */
  defaultIndex?: number;
  onChange?: (index: number) => void;
  className?: string;
}

/** WAI-ARIA tabs: arrow keys move between tabs (and select them), Home/End jump, Tab goes to the panel. */
export function Tabs({ items, label, selectedIndex, defaultIndex = 0, onChange, className }: TabsProps) {
  const id = useId();
  const [internalIndex, setInternalIndex] = useState(defaultIndex);
  const tabRefs = useRef<Array<HTMLButtonElement | null>>([]);
  const requested = selectedIndex ?? internalIndex;
  const active = Math.min(Math.max(0, requested), items.length - 1);

  const select = (index: number) => {
    if (selectedIndex === undefined) setInternalIndex(index);
    if (index !== active) onChange?.(index);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: active === last ? 0 : active + 1,
      ArrowLeft: active === 0 ? last : active - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
    tabRefs.current[target]?.focus();
  };

  if (items.length === 0) return null;

  return (
    <div className={[styles.tabs, className].filter(Boolean).join(' ')}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(element) => {
              tabRefs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${index}`}
            aria-selected={index === active}
            aria-controls={`${id}-panel-${index}`}
            tabIndex={index === active ? 0 : -1}
            className={styles.tab}
            onClick={() => select(index)}
          >
            {item.title}
          </button>
        ))}
      </div>
      {items.map((item, index) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          hidden={index !== active}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: the APG tabs pattern makes the panel focusable
          tabIndex={0}
          className={styles.panel}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
