// docs/customer.md §5: required fields are marked with an asterisk; this line says so once per form.
import { VisuallyHidden } from '@sajilo/ui';
import styles from './form-layout.module.css';

export function RequiredNote() {
  return (
    <p className={styles.note}>
      Fields marked <span aria-hidden="true">*</span>
      <VisuallyHidden>with an asterisk</VisuallyHidden> are required.
    </p>
  );
}
