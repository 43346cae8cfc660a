// docs/customer.md §2, §4: the submit button shows a spinner and is disabled while the request is in flight,
// so a double click sends once.
import { useLingui } from '@lingui/react/macro';
import { Button, type ButtonProps } from '@sajilo/ui';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'loading'> {
  submitting: boolean;
}

export function SubmitButton({ submitting, children, loadingLabel, ...rest }: SubmitButtonProps) {
  const { t } = useLingui();
  return (
    <Button {...rest} type="submit" loading={submitting} loadingLabel={loadingLabel ?? t`Sending`}>
      {children}
    </Button>
  );
}
