import type { InputHTMLAttributes, Ref } from 'react';
import { Field, type FieldBaseProps } from '../field/field';
import fieldStyles from '../field/field.module.css';

export interface TextFieldProps
  extends FieldBaseProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'required' | 'children'> {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input (text, email, tel, password, date, number…). */
export function TextField({
  label,
  required,
  optional,
  hint,
  error,
  className,
  id,
  ref,
  type = 'text',
  'aria-describedby': describedBy,
  ...input
}: TextFieldProps) {
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
      {(control) => <input {...input} {...control} ref={ref} type={type} className={fieldStyles.control} />}
    </Field>
  );
}
