// A screen that is a list: its heading (with the screen's actions beside it), a line under it, the filters,
// the list (./list.tsx), and what follows it (an export, a form that adds a row).
import { Button } from '@sajilo/ui';
import type { FormEvent, ReactNode } from 'react';
import { List, type ListProps } from './list.js';
import own from './list.module.css';
import styles from './screens.module.css';

export interface ListFilters {
  /** The section's name ("Filters"). */
  label?: string;
  /** The form's fields. */
  fields: ReactNode;
  /** The submit button's words ("Show orders"). */
  submit: string;
  /** The submit handler (useListParams().filter). */
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Draws the form afresh when the address changes (its fields show the address's values). */
  formKey: string;
  /** After the submit button (Export CSV). */
  extra?: ReactNode;
}

export interface ListScreenProps<R extends { id: number }, K extends string> extends ListProps<R, K> {
  /** The screen's heading (h1), which names the document too. */
  title: string;
  /** Beside the heading (New product). */
  actions?: ReactNode;
  /** Under the heading, before the filters. */
  intro?: ReactNode;
  filters?: ListFilters;
  /** Under the list. */
  children?: ReactNode;
}

export function ListScreen<R extends { id: number }, K extends string = never>({
  title,
  actions,
  intro,
  filters,
  children,
  ...list
}: ListScreenProps<R, K>) {
  return (
    <div className={styles.page}>
      {actions ? (
        <div className={own.headingRow}>
          <h1>{title}</h1>
          {actions}
        </div>
      ) : (
        <h1>{title}</h1>
      )}
      {intro}
      {filters ? (
        <section className={styles.section} aria-label={filters.label ?? 'Filters'}>
          <form className={styles.formRow} onSubmit={filters.onSubmit} key={filters.formKey}>
            {filters.fields}
            <Button type="submit">{filters.submit}</Button>
            {filters.extra}
          </form>
        </section>
      ) : null}
      <List {...list} />
      {children}
    </div>
  );
}
