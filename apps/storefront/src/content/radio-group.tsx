// A labelled group of radio buttons (a fieldset with a legend) for the feedback form's choices (seed 001
// §9). @sajilo/ui has text, select and file fields but no radio group yet, so it lives here.
import { useId } from 'react';
import styles from './radio-group.module.css';

export interface RadioGroupProps<V extends string> {
  legend: string;
  name: string;
  options: readonly V[];
  value: V | undefined;
  onChange: (value: V) => void;
  error?: readonly string[] | undefined;
}

export function RadioGroup<V extends string>({
  legend,
  name,
  options,
  value,
  onChange,
  error,
}: RadioGroupProps<V>) {
  const id = useId();
  const errorId = `${id}-error`;
  const invalid = error !== undefined && error.length > 0;
  return (
    <fieldset
      className={styles.group}
      aria-describedby={invalid ? errorId : undefined}
      aria-invalid={invalid || undefined}
    >
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option} className={styles.option}>
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className={styles.input}
            />
            <span>{option}</span>
          </label>
        ))}
      </div>
      {invalid ? (
        <p id={errorId} className={styles.error}>
          {error.join(' ')}
        </p>
      ) : null}
    </fieldset>
  );
}
