// A search box on the search page itself: to start a search when /search has no words, and to change the
// words without reaching back to the header. A new search starts without filters, on page 1.
import { Trans, useLingui } from '@lingui/react/macro';
import { Button, VisuallyHidden } from '@sajilo/ui';
import { type FormEvent, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { emptyListingState, listingSearch } from './listing-params';
import styles from './search-form.module.css';

export interface SearchFormProps {
  initial?: string;
  /** Drawn on the green page band. */
  onDark?: boolean;
}

export function SearchForm({ initial = '', onDark = false }: SearchFormProps) {
  const { t } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const [words, setWords] = useState(initial);
  const inputRef = useRef<HTMLInputElement>(null);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const query = words.trim();
    if (query === '') {
      inputRef.current?.focus();
      return;
    }
    navigate({ pathname: '/search', search: listingSearch(emptyListingState, query) });
  };

  return (
    <search className={[styles.form, onDark ? styles.onDark : undefined].filter(Boolean).join(' ')}>
      <form onSubmit={submit}>
        <VisuallyHidden as="label" htmlFor={id}>
          <Trans>Search products</Trans>
        </VisuallyHidden>
        <div className={styles.row}>
          <input
            ref={inputRef}
            id={id}
            type="search"
            name="query"
            className={styles.input}
            value={words}
            onChange={(event) => setWords(event.target.value)}
            placeholder={t`Tiles, basins, faucets…`}
            maxLength={200}
            autoComplete="off"
            enterKeyHint="search"
          />
          <Button type="submit" className={styles.button}>
            <Trans>Search</Trans>
          </Button>
        </div>
      </form>
    </search>
  );
}
