import { type ChangeEvent, type InputHTMLAttributes, type Ref, useId, useState } from 'react';
import { Field, type FieldBaseProps } from '../field/field';
import fieldStyles from '../field/field.module.css';
import { useUiText } from '../ui-text/ui-text';
import hidden from '../visually-hidden/visually-hidden.module.css';

export interface FileFieldProps
  extends FieldBaseProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'id' | 'className' | 'required' | 'children' | 'type' | 'value'
    > {
  ref?: Ref<HTMLInputElement>;
}

/**
 * A labelled file input (warranty card, billing card, résumé, photos, a CSV) that says which files were
 * chosen. The browser's own button and "No file chosen" are in the browser's language, not the page's
 * (docs/nepal.md "The storefront"): the native input is kept for the keyboard, assistive tech and forms, but
 * visually hidden, and a label styled as a button opens it, in the page's words.
 */
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
  'aria-invalid': invalid,
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
            // A form that shows a refused upload's message itself (as an alert beside the field) still marks
            // the input invalid; the field's own error wins.
            aria-invalid={control['aria-invalid'] ?? invalid}
            ref={ref}
            type="file"
            onChange={handleChange}
            className={[hidden.visuallyHidden, fieldStyles.fileInput].join(' ')}
          />
          <span className={fieldStyles.filePicker}>
            {/* The field's label names the input; this one only opens it, so its words stay out of the name. */}
            <label htmlFor={control.id} className={fieldStyles.fileButton}>
              <span aria-hidden="true">{input.multiple ? text.chooseFiles : text.chooseFile}</span>
            </label>
            <span id={chosenId} className={fieldStyles.fileChosen} aria-live="polite">
              {chosen.length > 0 ? text.chosen(chosen.join(', ')) : text.noFileChosen}
            </span>
          </span>
        </>
      )}
    </Field>
  );
}
