// The titled groups of the long forms: the job application's Personal Details, Address Details and
// Education & Experience Detail (docs/customer.md §2), the support ticket's groups.
import type { ReactNode } from 'react';
import styles from './form-layout.module.css';

export interface FormSectionProps {
  title: string;
  children: ReactNode;
}

export function FormSection({ title, children }: FormSectionProps) {
  return (
    <fieldset className={styles.section}>
      <legend className={styles.legend}>{title}</legend>
      <div className={styles.grid}>{children}</div>
    </fieldset>
  );
}
