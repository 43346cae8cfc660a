import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useUiText } from '../ui-text/ui-text';
import styles from './quantity-spinner.module.css';

export interface QuantitySpinnerProps {
  value: number;
  onChange: (value: number) => void;
  /** docs/browsing.md §9 / docs/customer.md §9: 1 to 10 in steps of 1 on the product page. */
  min?: number;
  max?: number;
  step?: number;
  /** Names the input; the buttons read "Decrease quantity" / "Increase quantity". */
  label?: string;
  disabled?: boolean;
  className?: string;
  name?: string;
}

/** − / + buttons around a number input; every value it reports is within min…max. */
export function QuantitySpinner({
  value,
  onChange,
  min = 1,
  max = 10,
  step = 1,
  label: labelProp,
  disabled = false,
  className,
  name,
}: QuantitySpinnerProps) {
  const text = useUiText();
  const label = labelProp ?? text.quantity;
  const id = useId();
  const [draft, setDraft] = useState(String(value));
  const clamp = (next: number) => Math.min(max, Math.max(min, next));

  useEffect(() => {
    setDraft(String(value));
  }, [value]);

  const commit = (next: number) => {
    const clamped = clamp(Math.round(next / step) * step);
    setDraft(String(clamped));
    if (clamped !== value) onChange(clamped);
  };

  const commitDraft = () => {
    const parsed = Number.parseInt(draft, 10);
    commit(Number.isNaN(parsed) ? value : parsed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const moves: Record<string, number> = {
      ArrowUp: value + step,
      ArrowDown: value - step,
      PageUp: value + step * 5,
      PageDown: value - step * 5,
      Home: min,
      End: max,
    };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      commit(target);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      commitDraft();
    }
  };

  const lower = text.decrease(label);
  const higher = text.increase(label);
  return (
    <fieldset className={[styles.spinner, className].filter(Boolean).join(' ')} aria-label={label}>
      <button
        type="button"
        className={styles.step}
        aria-label={lower}
        aria-controls={`${id}-input`}
        disabled={disabled || value <= min}
        onClick={() => commit(value - step)}
      >
        <span aria-hidden="true">−</span>
      </button>
      <input
        id={`${id}-input`}
        className={styles.input}
        type="number"
        inputMode="numeric"
        name={name}
        aria-label={label}
        min={min}
        max={max}
        step={step}
        value={draft}
        disabled={disabled}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commitDraft}
        onKeyDown={onKeyDown}
      />
      <button
        type="button"
        className={styles.step}
        aria-label={higher}
        aria-controls={`${id}-input`}
        disabled={disabled || value >= max}
        onClick={() => commit(value + step)}
      >
        <span aria-hidden="true">+</span>
      </button>
    </fieldset>
  );
}
