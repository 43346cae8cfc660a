// The one way every form of the storefront holds its state (docs/customer.md §2.8), on react-hook-form:
// - required fields carry an asterisk (docs/customer.md §5). By default the browser checks first, with the
//   server's rules and wording (validation.ts), and the first field in error gets the focus; the customer
//   side's forms leave the judging to the server (`checks: 'server'`) and only mark their required fields;
// - the server's per-field messages (docs/customer.md §8) show beside their fields (server names that differ
//   are mapped by `serverFields`) and as one error toast each; a message that belongs to no field the form
//   shows (a wrong password, an expired reset link) is `formError`, shown above the submit button;
// - the error toasts of a failed send go when the form is sent again: they speak of what was typed then, and
//   beside the next answer ("Thank you for contacting us!") they would contradict it;
// - on any error nothing typed is lost; on success the form resets (unless `resetOnSuccess: false`, e.g.
//   a screen that leaves or a profile whose values are now the saved ones) and the server's message is a
//   success toast (unless `toastOnSuccess: false`, where the screen confirms in its own way);
// - a second click while the request is in flight sends nothing, and `submitting` is true exactly while
//   the request is in flight (no artificial wait, docs/design.md).
import type { RequestError } from '@sajilo/store';
import { type BaseSyntheticEvent, useRef, useState } from 'react';
import { type DefaultValues, type FieldPath, type FieldValues, useForm } from 'react-hook-form';
import { asRequestError, showErrorToasts } from './request-errors.js';
import { toast } from './toast.js';
import { type FieldRules, trimText, type ValidationWords, validateValue } from './validation.js';
import { useValidationWords } from './validation-words.js';

export interface SentReply {
  message: string;
}

export interface ServerFormOptions<V extends FieldValues, R extends SentReply> {
  defaultValues: DefaultValues<V>;
  /** Sends the values (text trimmed); resolves with the server's reply, rejects with a RequestError. */
  send: (values: V) => Promise<R>;
  /** Server field names that differ from the form's own, e.g. the enquiry's `name` is first + last name. */
  serverFields?: Readonly<Record<string, FieldPath<V>>>;
  /**
   * Who checks the input before it counts: 'browser' (default) runs the field rules before anything is
   * sent; 'server' sends as typed and lets the server judge (`required` then only marks the field).
   */
  checks?: 'browser' | 'server';
  /** Empty the form after a success (default true). */
  resetOnSuccess?: boolean;
  /** Show the server's message as a success toast (default true). */
  toastOnSuccess?: boolean;
  /** Called after a success, once the form has reset; gets the reply and the values that were sent. */
  onSent?: (reply: R, values: V) => void;
  /** Called after a failure, once its messages are shown. */
  onFailure?: (failure: RequestError) => void;
  /** Words of the browser's checks this form gives itself (the rest are useValidationWords', in the page's language). */
  words?: Partial<ValidationWords>;
}

export interface FieldOptions extends FieldRules {
  /** Trim the value before it is checked and sent (default true); passwords are sent exactly as typed. */
  trim?: boolean;
}

/** Where a rejected form's messages go. */
export interface PlacedErrors<N extends string> {
  /** The messages of each field the form shows, joined by line breaks (several show as a list). */
  fields: [N, string][];
  /** The messages that belong to no field the form shows, or the plain message of an error without fields. */
  formError: string | undefined;
}

/** Sorts a failure's messages: beside the form's own fields (`place` names them), the rest above the button. */
export function placeErrors<N extends string>(
  failure: RequestError,
  place: (serverField: string) => N | undefined,
): PlacedErrors<N> {
  const fields = new Map<N, string[]>();
  const unplaced: string[] = [];
  const entries = Object.entries(failure.fieldErrors);
  for (const [serverField, messages] of entries) {
    const name = place(serverField);
    if (name === undefined) unplaced.push(...messages);
    else fields.set(name, [...(fields.get(name) ?? []), ...messages]);
  }
  const general = entries.length === 0 ? [failure.message] : unplaced;
  return {
    fields: [...fields].map(([name, messages]) => [name, messages.join('\n')]),
    formError: general.length > 0 ? general.join(' ') : undefined,
  };
}

/**
 * Runs a task unless the previous one is still running: a second click before the first request has
 * settled sends nothing (one order per double click, docs/customer.md §2). A plain flag, not React state,
 * which would only change at the next render, after a fast second click.
 */
export function createInFlightGuard() {
  let running = false;
  return async (task: () => Promise<void>): Promise<void> => {
    if (running) return;
    running = true;
    try {
      await task();
    } finally {
      running = false;
    }
  };
}

export function useServerForm<V extends FieldValues, R extends SentReply = SentReply>({
  defaultValues,
  send,
  serverFields = {},
  checks = 'browser',
  resetOnSuccess = true,
  toastOnSuccess = true,
  onSent,
  onFailure,
  words,
}: ServerFormOptions<V, R>) {
  const pageWords = useValidationWords();
  const checkWords: ValidationWords = words ? { ...pageWords, ...words } : pageWords;
  const form = useForm<V>({ defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { formState } = form;
  const names = useRef(new Set<string>());
  const [guard] = useState(createInFlightGuard);
  const [submitting, setSubmitting] = useState(false);
  const [formError, setFormError] = useState<string | undefined>();
  /** The error toasts of the last failed send, still to take away when the form is sent again. */
  const failureToasts = useRef<string[]>([]);
  // File inputs keep their own "Chosen: …" line; a new generation remounts them empty after a reset.
  const [generation, setGeneration] = useState(0);

  const isField = (name: string): name is FieldPath<V> => names.current.has(name);
  const place = (serverField: string) =>
    serverFields[serverField] ?? (isField(serverField) ? serverField : undefined);

  /** Everything a @sajilo/ui field needs: registration, the asterisk and the message beside it. */
  const field = (name: FieldPath<V>, { trim = true, ...rules }: FieldOptions = {}) => {
    names.current.add(name);
    return {
      ...form.register(name, {
        validate:
          checks === 'browser' ? (value: unknown) => validateValue(value, rules, checkWords) : undefined,
        setValueAs: trim ? trimText : undefined,
      }),
      required: rules.required ?? false,
      // Several server messages for one field travel joined by line breaks and show as a list.
      error: form.getFieldState(name, formState).error?.message?.split('\n'),
    };
  };

  const sendValues = async (values: V) => {
    setSubmitting(true);
    let reply: R;
    try {
      reply = await send(values);
    } catch (error: unknown) {
      setSubmitting(false);
      const failure = asRequestError(error);
      failureToasts.current = showErrorToasts(failure);
      const placed = placeErrors(failure, place);
      placed.fields.forEach(([name, message], index) => {
        form.setError(name, { type: 'server', message }, { shouldFocus: index === 0 });
      });
      setFormError(placed.formError);
      onFailure?.(failure);
      return;
    }
    setSubmitting(false);
    setFormError(undefined);
    if (resetOnSuccess) {
      form.reset();
      setGeneration((current) => current + 1);
    }
    if (toastOnSuccess) toast.success(reply.message);
    onSent?.(reply, values);
  };

  const onSubmit = (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    return guard(() => {
      for (const id of failureToasts.current.splice(0)) toast.dismiss(id);
      return form.handleSubmit(sendValues)(event);
    });
  };

  return { form, field, onSubmit, submitting, formError, generation };
}
