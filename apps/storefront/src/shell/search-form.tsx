// docs/customer.md §2: the search modal and the mobile menu's search field submit to /search?query=….
import { Trans, useLingui } from '@lingui/react/macro';
import { VisuallyHidden } from '@sajilo/ui';
import { type FormEvent, type Ref, useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Icon } from './icon.js';
import { searchHref } from './navigation.js';
import styles from './search-form.module.css';

export interface SearchFormProps {
  /** Called after the search was submitted (the modal or the menu closes). */
  onSearched?: () => void;
  inputRef?: Ref<HTMLInputElement>;
  /** The larger field of the modal, or the compact one of the menu. */
  size?: 'large' | 'compact';
}

export function SearchForm({ onSearched, inputRef, size = 'large' }: SearchFormProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const id = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (!trimmed) return;
    navigate(searchHref(trimmed));
    onSearched?.();
  };

  return (
    <search className={styles.search}>
      <form action="/search" className={[styles.form, styles[size]].join(' ')} onSubmit={onSubmit}>
        <VisuallyHidden as="label" htmlFor={id}>
          <Trans>Search product</Trans>
        </VisuallyHidden>
        <Icon name="search" size={20} className={styles.icon} />
        <input
          ref={inputRef}
          id={id}
          className={styles.input}
          type="search"
          name="query"
          placeholder={t`Search product ...`}
          autoComplete="off"
          enterKeyHint="search"
          required
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        <button type="submit" className={styles.submit}>
          <Trans>Search</Trans>
        </button>
      </form>
    </search>
  );
}
