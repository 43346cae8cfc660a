import { useEffect, useRef } from 'react';
import type { FormStatus } from './use-widget-form';

interface FormAlertProps {
  status: FormStatus;
}

/**
 * The outcome of a submit, above the form's button: errors are announced at once (role="alert"), a
 * thank-you politely (role="status") and focused, because the form it replaces had the focus.
 */
export function FormAlert({ status }: FormAlertProps) {
  const ref = useRef<HTMLParagraphElement>(null);
  const sent = status.state === 'sent';
  useEffect(() => {
    if (sent) ref.current?.focus();
  }, [sent]);
  if (status.state === 'sent') {
    return (
      <p ref={ref} className="sjw-alert" data-tone="success" role="status" tabIndex={-1}>
        {status.message}
      </p>
    );
  }
  if (status.state === 'failed') {
    return (
      <p className="sjw-alert" data-tone="error" role="alert">
        {status.message}
      </p>
    );
  }
  return null;
}
