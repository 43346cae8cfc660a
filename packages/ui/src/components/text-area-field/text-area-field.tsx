import type { Ref, TextareaHTMLAttributes } from 'react';
import { Field, type FieldBaseProps } from '../field/field';
import fieldStyles from '../field/field.module.css';

export interface TextAreaFieldProps
  extends FieldBaseProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'className' | 'required' | 'children'> {
  ref?: Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input: messages, remarks, "about yourself". */
export function TextAreaField({
  label,
  required,
  optional,
  hint,
  error,
  className,
  id,
  ref,
  rows = 4,
  'aria-describedby': describedBy,
  ...textarea
}: TextAreaFieldProps) {
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
        <textarea {...textarea} {...control} ref={ref} rows={rows} className={fieldStyles.control} />
      )}
    </Field>
  );
}
