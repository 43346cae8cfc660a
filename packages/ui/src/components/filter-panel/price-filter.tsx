import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { type PriceProblem, UI_TEXT_EN, useUiText } from '../ui-text/ui-text';
import styles from './filter-panel.module.css';

export interface PriceRange {
  min: number | null;
  max: number | null;
}

export interface PriceFilterProps extends PriceRange {
  /** Called when Go is pressed with a valid range (docs/browsing.md §4: pressing Go re-queries). */
  onApply: (range: PriceRange) => void;
}

const toText = (value: number | null): string => (value === null ? '' : String(value));

function parse(text: string): number | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : Number(trimmed);
}

/** docs/browsing.md §5: price inputs are numbers, the lower at least 0 and the upper at least 1. */
export function validatePriceRange(
  { min, max }: PriceRange,
  messages: Record<PriceProblem, string> = UI_TEXT_EN.priceErrors,
): { field: 'min' | 'max'; message: string } | null {
  if (min !== null && (!Number.isFinite(min) || min < 0)) {
    return { field: 'min', message: messages.minNegative };
  }
  if (max !== null && (!Number.isFinite(max) || max < 1)) {
    return { field: 'max', message: messages.maxTooSmall };
  }
  if (min !== null && max === null && min > 0) {
    return { field: 'max', message: messages.maxMissing };
  }
  if (min !== null && max !== null && min > max) {
    return { field: 'min', message: messages.minAboveMax };
  }
  return null;
}

/** Min and max price inputs with a Go button. */
export function PriceFilter({ min, max, onApply }: PriceFilterProps) {
  const id = useId();
  const text = useUiText();
  const [minText, setMinText] = useState(toText(min));
  const [maxText, setMaxText] = useState(toText(max));
  const [error, setError] = useState<{ field: 'min' | 'max'; message: string } | null>(null);
  const minRef = useRef<HTMLInputElement>(null);
  const maxRef = useRef<HTMLInputElement>(null);

  // A chip removed elsewhere or a URL change resets what the inputs show.
  useEffect(() => {
    setMinText(toText(min));
    setMaxText(toText(max));
    setError(null);
  }, [min, max]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const range = { min: parse(minText), max: parse(maxText) };
    const problem = validatePriceRange(range, text.priceErrors);
    setError(problem);
    if (problem) {
      (problem.field === 'min' ? minRef : maxRef).current?.focus();
      return;
    }
    onApply(range);
  };

  const errorId = `${id}-error`;
  return (
    <form className={styles.price} onSubmit={submit} noValidate aria-label={text.priceRange}>
      <label className={styles.priceField}>
        {text.minPrice}
        <input
          ref={minRef}
          type="number"
          inputMode="numeric"
          name="min"
          min={0}
          step="any"
          placeholder="0"
          value={minText}
          onChange={(event) => setMinText(event.target.value)}
          aria-invalid={error?.field === 'min' || undefined}
          aria-describedby={error?.field === 'min' ? errorId : undefined}
        />
      </label>
      <label className={styles.priceField}>
        {text.maxPrice}
        <input
          ref={maxRef}
          type="number"
          inputMode="numeric"
          name="max"
          min={1}
          step="any"
          placeholder={text.anyPrice}
          value={maxText}
          onChange={(event) => setMaxText(event.target.value)}
          aria-invalid={error?.field === 'max' || undefined}
          aria-describedby={error?.field === 'max' ? errorId : undefined}
        />
      </label>
      <button type="submit" className={styles.go}>
        {text.go}
      </button>
      {error && (
        <p id={errorId} className={styles.error} role="alert">
          {error.message}
        </p>
      )}
    </form>
  );
}
