// The forms of the customer side (seed 001 §5, §8): the server is the one judge of the input. Its field
// messages appear beside their fields and as one error toast each; a rejected form keeps everything the
// user typed; a success resets the form (unless the screen leaves, e.g. login).
import type { FieldErrors } from '@sajilo/api';
import type { RequestError } from '@sajilo/store';
import { type ChangeEvent, type FormEvent, useCallback, useRef, useState } from 'react';
import { toastErrors } from './request-errors.js';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

export interface BoundField {
  name: string;
  value: string;
  onChange: (event: ChangeEvent<Control>) => void;
  error: string[] | undefined;
}

export interface ServerForm<K extends string> {
  values: Record<K, string>;
  errors: FieldErrors;
  /** A message that belongs to no field (wrong password, expired link), shown above the button. */
  formError: string | undefined;
  submitting: boolean;
  /** Props for a TextField / TextAreaField / SelectField of @sajilo/ui. */
  field: (name: K) => BoundField;
  setValues: (update: (values: Record<K, string>) => Record<K, string>) => void;
  reset: () => void;
  /**
   * A submit handler: runs `send`, and on failure shows the messages (beside the fields, as toasts) and
   * keeps the values. `onSuccess` gets what `send` resolved to.
   */
  onSubmit: <T>(
    send: (values: Record<K, string>) => Promise<T>,
    onSuccess: (result: T) => void,
    onFailure?: (error: RequestError) => void,
  ) => (event: FormEvent<HTMLFormElement>) => void;
}

export function useServerForm<K extends string>(initial: Record<K, string>): ServerForm<K> {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | undefined>();
  const [submitting, setSubmitting] = useState(false);
  // A second click before React re-renders must not send again (one order per click, seed 001 §2).
  const inFlight = useRef(false);

  const field = (name: K): BoundField => ({
    name,
    value: values[name],
    onChange: (event) => {
      const { value } = event.target;
      setValues((current) => ({ ...current, [name]: value }));
    },
    error: errors[name],
  });

  // `initial` is a fresh literal on every render; the first one is the form's empty state.
  const empty = useRef(initial);
  const reset = useCallback(() => {
    setValues(empty.current);
    setErrors({});
    setFormError(undefined);
  }, []);

  const onSubmit: ServerForm<K>['onSubmit'] = (send, onSuccess, onFailure) => (event) => {
    event.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    setSubmitting(true);
    send(values).then(
      (result) => {
        inFlight.current = false;
        setSubmitting(false);
        setErrors({});
        setFormError(undefined);
        onSuccess(result);
      },
      (error: unknown) => {
        inFlight.current = false;
        setSubmitting(false);
        const failure = toastErrors(error);
        const fields = failure.fieldErrors;
        setErrors(fields);
        // Messages about a field this form does not show (e.g. the reset token) go above the button.
        const unplaced = Object.entries(fields)
          .filter(([name]) => !(name in initial))
          .flatMap(([, messages]) => messages);
        const general = Object.keys(fields).length === 0 ? [failure.message] : unplaced;
        setFormError(general.length > 0 ? general.join(' ') : undefined);
        onFailure?.(failure);
      },
    );
  };

  return { values, errors, formError, submitting, field, setValues, reset, onSubmit };
}
