import type { Ref, SelectHTMLAttributes } from 'react';
import { Field, type FieldBaseProps } from '../field/field';
import fieldStyles from '../field/field.module.css';
import { useUiText } from '../ui-text/ui-text';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps
  extends FieldBaseProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | 'required' | 'children'> {
  options: readonly SelectOption[];
  /** A first, empty choice such as "Select FAQ type". */
  placeholder?: string;
  /** Options loaded from the server are on their way: docs/customer.md shows "Loading". */
  loading?: boolean;
  /** Shown when there are no options (docs/customer.md §8: `No data found`). */
  emptyText?: string;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({
  label,
  required,
  optional,
  hint,
  error,
  className,
  id,
  ref,
  options,
  placeholder,
  loading = false,
  emptyText: emptyTextProp,
  disabled,
  'aria-describedby': describedBy,
  ...select
}: SelectFieldProps) {
  const text = useUiText();
  const unavailable = loading || options.length === 0;
  return (
    <Field
      label={label}
      required={required}
      optional={optional}
      hint={hint}
      error={error}
      className={className}
      id={id}
      describedBy={describedBy}
    >
      {(control) => (
        <select
          {...select}
          {...control}
          ref={ref}
          disabled={disabled || unavailable}
          aria-busy={loading || undefined}
          className={fieldStyles.control}
        >
          {unavailable ? (
            <option value="">{loading ? text.loading : (emptyTextProp ?? text.noData)}</option>
          ) : (
            <>
              {placeholder !== undefined && <option value="">{placeholder}</option>}
              {options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </>
          )}
        </select>
      )}
    </Field>
  );
}
