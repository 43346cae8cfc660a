// docs/customer.md §2, §4: the submit button shows a spinner and is disabled while the request is in flight,
// so a double click sends once.
import { Button, type ButtonProps } from '@sajilo/ui';

export interface SubmitButtonProps extends Omit<ButtonProps, 'type' | 'loading'> {
  submitting: boolean;
}

export function SubmitButton({ submitting, children, loadingLabel = 'Sending', ...rest }: SubmitButtonProps) {
  return (
    <Button {...rest} type="submit" loading={submitting} loadingLabel={loadingLabel}>
      {children}
    </Button>
  );
}
