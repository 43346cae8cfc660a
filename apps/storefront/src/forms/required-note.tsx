// docs/customer.md §5: required fields are marked with an asterisk; this line says so once per form.
import { Trans } from '@lingui/react/macro';
import { VisuallyHidden } from '@sajilo/ui';
import styles from './form-layout.module.css';

export function RequiredNote() {
  return (
    <p className={styles.note}>
      <Trans>Fields marked</Trans> <span aria-hidden="true">*</span>
      <VisuallyHidden>
        <Trans>with an asterisk</Trans>
      </VisuallyHidden>{' '}
      <Trans>are required.</Trans>
    </p>
  );
}
