// A required choice among a few options shown at once (the job application's gender, docs/customer.md §3): a
// fieldset whose legend carries the asterisk, and the message beside it like the @sajilo/ui fields.
import { type InputHTMLAttributes, type Ref, useId } from 'react';
import styles from './radio-field.module.css';

export interface RadioFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'value' | 'className' | 'children'> {
  label: string;
  options: readonly string[];
  /** The words shown for an option (a catalogue message); the option itself is the value sent. */
  optionLabel?: (option: string) => string;
  required?: boolean;
  error?: string | readonly string[] | undefined;
  ref?: Ref<HTMLInputElement>;
}

export function RadioField({
  label,
  options,
  optionLabel = (option) => option,
  required,
  error,
  ref,
  ...input
}: RadioFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const messages = typeof error === 'string' ? [error] : (error ?? []);
  const invalid = messages.length > 0;
  return (
    <fieldset className={[styles.group, invalid ? styles.invalid : undefined].filter(Boolean).join(' ')}>
      <legend className={styles.legend}>
        {label}
        {required && (
          <span className={styles.asterisk} aria-hidden="true">
            *
          </span>
        )}
      </legend>
      <div className={styles.options}>
        {options.map((option) => (
          <label key={option} className={styles.option}>
            <input
              {...input}
              ref={ref}
              type="radio"
              value={option}
              required={required}
              aria-invalid={invalid || undefined}
              aria-describedby={invalid ? errorId : undefined}
            />
            {optionLabel(option)}
          </label>
        ))}
      </div>
      {invalid && (
        <p id={errorId} className={styles.error}>
          {messages.join(' ')}
        </p>
      )}
    </fieldset>
  );
}
