// What every widget form does on submit: check in the browser, send, then either thank the visitor and
// start a fresh form, or show the messages (per field and above the form) and keep what was typed.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { FieldErrors, FormId } from '@sajilo/api';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { explainFailure } from './api';
import type { WidgetConfig } from './config';
import { checkConstraints } from './validate';

export type FormStatus =
  | { state: 'idle' }
  | { state: 'sending' }
  | { state: 'sent'; message: string }
  | { state: 'failed'; message: string; refused: boolean };

export interface WidgetFormOptions {
  config: WidgetConfig;
  /** The widget's language (useLingui). */
  i18n: I18n;
  /** The contract operation the form sends: its rules are checked before sending. */
  contract: FormId;
  /** Sends the form; resolves to the server's thank-you message. */
  send: (form: HTMLFormElement) => Promise<string>;
  /** Checks the constraint attributes cannot express (files); resolves to messages per field. */
  check?: (form: HTMLFormElement) => Promise<FieldErrors>;
  /** The form field that shows a server field's messages, when their names differ. */
  fieldFor?: (serverField: string) => string;
}

export function useWidgetForm({
  config,
  i18n,
  contract,
  send,
  check,
  fieldFor = (name) => name,
}: WidgetFormOptions) {
  const formRef = useRef<HTMLFormElement>(null);
  const [status, setStatus] = useState<FormStatus>({ state: 'idle' });
  const [errors, setErrors] = useState<FieldErrors>({});
  // A new key gives a fresh form after a success (file inputs included, which reset() does not tidy).
  const [formKey, setFormKey] = useState(0);
  const [attempt, setAttempt] = useState(0);

  // After a rejected attempt, focus goes to the first field in error so keyboard and screen-reader users
  // land where the problem is.
  useEffect(() => {
    if (attempt === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    if (status.state === 'sending') return;
    const found = { ...checkConstraints(form, i18n, contract), ...(check ? await check(form) : {}) };
    if (Object.keys(found).length > 0) {
      setErrors(found);
      setStatus({
        state: 'failed',
        message: i18n._(msg`Please correct the fields marked below.`),
        refused: false,
      });
      setAttempt((n) => n + 1);
      return;
    }
    setErrors({});
    setStatus({ state: 'sending' });
    try {
      const message = await send(form);
      setStatus({ state: 'sent', message });
      setFormKey((key) => key + 1);
    } catch (error) {
      const failure = await explainFailure(error, config, i18n);
      const fields: FieldErrors = {};
      for (const [name, messages] of Object.entries(failure.fields)) {
        const field = fieldFor(name);
        fields[field] = [...(fields[field] ?? []), ...messages];
      }
      setErrors(fields);
      setStatus({ state: 'failed', message: failure.message, refused: failure.refused });
      setAttempt((n) => n + 1);
    }
  };

  /** The messages of one field, for a component's `error` prop. */
  const errorOf = (name: string): string[] | undefined => errors[name];

  return {
    formRef,
    formKey,
    status,
    errorOf,
    onSubmit,
    sending: status.state === 'sending',
    reset: () => setStatus({ state: 'idle' }),
  };
}
