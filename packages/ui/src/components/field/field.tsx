import { type ReactNode, useId } from 'react';
import { useUiText } from '../ui-text/ui-text';
import styles from './field.module.css';

export interface FieldBaseProps {
  label: ReactNode;
  /**
   * docs/customer.md §5: required fields carry an asterisk; the control gets `required` for assistive tech.
   */
  required?: boolean;
  /** Checkout marks company name and note "(optional)" (docs/customer.md §2). */
  optional?: boolean;
  hint?: ReactNode;
  /** Server or client messages for this field; the control is marked invalid and described by them. */
  error?: string | readonly string[];
  className?: string;
  id?: string;
}

export interface FieldControlProps {
  id: string;
  required: boolean | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

interface FieldProps extends FieldBaseProps {
  /** Renders the control with the ids and ARIA that tie it to the label, hint and error. */
  children: (control: FieldControlProps) => ReactNode;
  describedBy?: string;
}

/** Label, control, hint and error laid out and wired together; shared by every form field. */
export function Field({
  label,
  required,
  optional,
  hint,
  error,
  className,
  id,
  describedBy,
  children,
}: FieldProps) {
  const text = useUiText();
  const generated = useId();
  const controlId = id ?? `${generated}-control`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const messages = error === undefined ? [] : typeof error === 'string' ? [error] : error;
  const invalid = messages.length > 0;
  const describedByIds =
    [hint === undefined ? undefined : hintId, invalid ? errorId : undefined, describedBy]
      .filter(Boolean)
      .join(' ') || undefined;
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        {required && (
          <span className={styles.asterisk} aria-hidden="true">
            *
          </span>
        )}
        {optional && !required && (
          <>
            {' '}
            <span className={styles.optional}>{text.optional}</span>
          </>
        )}
      </label>
      {children({
        id: controlId,
        required: required || undefined,
        'aria-invalid': invalid || undefined,
        'aria-describedby': describedByIds,
      })}
      {hint !== undefined && (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      )}
      {invalid &&
        (messages.length === 1 ? (
          <p id={errorId} className={styles.error}>
            {messages[0]}
          </p>
        ) : (
          <ul id={errorId} className={styles.error}>
            {messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </ul>
        ))}
    </div>
  );
}
