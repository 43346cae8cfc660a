import { type ChangeEvent, type InputHTMLAttributes, type Ref, useId, useState } from 'react';
import { Field, type FieldBaseProps } from '../field/field';
import fieldStyles from '../field/field.module.css';
import { useUiText } from '../ui-text/ui-text';

export interface FileFieldProps
  extends FieldBaseProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'id' | 'className' | 'required' | 'children' | 'type' | 'value'
    > {
  ref?: Ref<HTMLInputElement>;
}

/** A labelled file input (warranty card, billing card, résumé) that says which files were chosen. */
export function FileField({
  label,
  required,
  optional,
  hint,
  error,
  className,
  id,
  ref,
  onChange,
  'aria-describedby': describedBy,
  ...input
}: FileFieldProps) {
  const text = useUiText();
  const chosenId = `${useId()}-chosen`;
  const [chosen, setChosen] = useState<string[]>([]);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    setChosen(Array.from(event.target.files ?? [], (file) => file.name));
    onChange?.(event);
  };
  return (
    <Field
      label={label}
      required={required}
      optional={optional}
      hint={hint}
      error={error}
      className={className}
      id={id}
      describedBy={
        [chosen.length > 0 ? chosenId : undefined, describedBy].filter(Boolean).join(' ') || undefined
      }
    >
      {(control) => (
        <>
          <input
            {...input}
            {...control}
            ref={ref}
            type="file"
            onChange={handleChange}
            className={[fieldStyles.control, fieldStyles.file].join(' ')}
          />
          <p id={chosenId} className={fieldStyles.hint} aria-live="polite">
            {chosen.length > 0 ? text.chosen(chosen.join(', ')) : ''}
          </p>
        </>
      )}
    </Field>
  );
}
