// The one way every form of seed 001 works (react-hook-form underneath):
// - required fields carry an asterisk (seed 001 §5) and the browser's checks run first, with the server's
//   wording (validation.ts); the first field in error gets the focus;
// - the server's per-field messages (seed 001 §8) show beside their fields and as one error toast each;
//   a plain error message is one toast;
// - on any error nothing typed is lost; on success the form resets and the server's message is a success
//   toast (seed 001 §4, §8);
// - `submitting` is true exactly while the request is in flight (no artificial wait, DESIGN.md).
import { errorMessages, isRequestError } from '@sajilo/store';
import { toast } from '@sajilo/ui';
import { useRef, useState } from 'react';
import { type DefaultValues, type FieldPath, type FieldValues, useForm } from 'react-hook-form';
import { type FieldRules, trimText, validateValue } from './validation.js';

export interface SentReply {
  message: string;
}

export interface ServerFormOptions<V extends FieldValues> {
  defaultValues: DefaultValues<V>;
  /** Sends the checked values (text trimmed); resolves with the server's reply, rejects with a RequestError. */
  send: (values: V) => Promise<SentReply>;
  /** Server field names that differ from the form's own, e.g. the enquiry's `name` is first + last name. */
  serverFields?: Readonly<Record<string, FieldPath<V>>>;
  /** Called after a success, once the form has reset (the enquiry popup closes). */
  onSent?: (reply: SentReply) => void;
}

export function useServerForm<V extends FieldValues>({
  defaultValues,
  send,
  serverFields = {},
  onSent,
}: ServerFormOptions<V>) {
  const form = useForm<V>({ defaultValues, mode: 'onSubmit', reValidateMode: 'onChange' });
  const { formState } = form;
  const names = useRef(new Set<string>());
  // File inputs keep their own "Chosen: …" line; a new generation remounts them empty after a reset.
  const [generation, setGeneration] = useState(0);

  const isField = (name: string): name is FieldPath<V> => names.current.has(name);

  /** Everything a @sajilo/ui field needs: registration, the asterisk and the message beside it. */
  const field = (name: FieldPath<V>, rules: FieldRules = {}) => {
    names.current.add(name);
    return {
      ...form.register(name, {
        validate: (value: unknown) => validateValue(value, rules),
        setValueAs: trimText,
      }),
      required: rules.required ?? false,
      // Several server messages for one field travel joined by line breaks and show as a list.
      error: form.getFieldState(name, formState).error?.message?.split('\n'),
    };
  };

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const reply = await send(values);
      form.reset();
      setGeneration((current) => current + 1);
      toast.success(reply.message);
      onSent?.(reply);
    } catch (error: unknown) {
      if (!isRequestError(error)) {
        toast.error('Something went wrong. Please try again.');
        return;
      }
      let focused = false;
      for (const [serverField, messages] of Object.entries(error.fieldErrors)) {
        const target = serverFields[serverField] ?? (isField(serverField) ? serverField : undefined);
        if (!target) continue;
        form.setError(target, { type: 'server', message: messages.join('\n') }, { shouldFocus: !focused });
        focused = true;
      }
      for (const message of errorMessages(error)) toast.error(message);
    }
  });

  return { form, field, onSubmit, submitting: formState.isSubmitting, generation };
}
