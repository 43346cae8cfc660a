import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Let several sections be open at once; by default opening one closes the other. */
  multiple?: boolean;
  /** Ids open at first. */
  defaultOpen?: readonly string[];
  headingLevel?: 2 | 3 | 4 | 5;
  onToggle?: (id: string, open: boolean) => void;
  className?: string;
}

/** docs/browsing.md §2.15 FAQs: question buttons (aria-expanded) that show and hide their answers. */
export function Accordion({
  items,
  multiple = false,
  defaultOpen = [],
  headingLevel = 3,
  onToggle,
  className,
}: AccordionProps) {
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(defaultOpen));
  const triggers = useRef<Array<HTMLButtonElement | null>>([]);
  const Heading = `h${headingLevel}` as const;

  const toggle = (itemId: string) => {
    const willOpen = !open.has(itemId);
    const next = new Set(multiple ? open : []);
    if (willOpen) next.add(itemId);
    else next.delete(itemId);
    setOpen(next);
    onToggle?.(itemId, willOpen);
  };

  // Optional keys of the APG accordion: up/down between headers, Home/End.
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const moves: Record<string, number> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    triggers.current[target]?.focus();
  };

  return (
    <div className={[styles.accordion, className].filter(Boolean).join(' ')}>
      {items.map((item, index) => {
        const expanded = open.has(item.id);
        // Item ids may hold spaces; ARIA id references may not.
        const triggerId = `${id}-trigger-${index}`;
        const panelId = `${id}-panel-${index}`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button
                ref={(element) => {
                  triggers.current[index] = element;
                }}
                type="button"
                id={triggerId}
                className={styles.trigger}
                aria-expanded={expanded}
                aria-controls={panelId}
                onClick={() => toggle(item.id)}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                <span>{item.title}</span>
                <span className={styles.icon} aria-hidden="true">
                  +
                </span>
              </button>
            </Heading>
            {/* biome-ignore lint/a11y/useSemanticElements: WAI-ARIA's accordion pattern, a region named by its trigger whose heading stands outside it; a <section> without a heading of its own is what the HTML checker (W3C Nu) warns about. */}
            <div
              role="region"
              id={panelId}
              aria-labelledby={triggerId}
              hidden={!expanded}
              className={styles.panel}
            >
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
