// The back office's one list: a card with its heading (or name), the spinner while it loads, what failed with
// a way to try again, the count, what may be done to the chosen rows, the table and the pager. Every list of
// records is drawn by it (docs/back-office.md "Lists"); ListScreen puts it on a screen of its own with filters.
import { Spinner } from '@sajilo/ui';
import { type ReactNode, useId, useState } from 'react';
import { type Column, DataTable } from './data-table.js';
import { Failed } from './failed.js';
import own from './list.module.css';
import { Pager } from './pager.js';
import styles from './screens.module.css';
import type { SortState } from './use-list-params.js';

/** What RTK Query says of the list's request. */
export interface ListResult {
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ListProps<R extends { id: number }, K extends string = never> {
  /** The card's name for a screen reader when it has no heading; "Orders found" for a table of Orders. */
  label?: string;
  /** The card's heading (an h2, which names it); `count` puts the count there instead. */
  heading?: string;
  /** Beside the heading (New page). */
  headingActions?: ReactNode;
  /** The name of the region the table scrolls in ("Orders"). */
  tableLabel: string;
  /** What a row is, one and many: the count's words ("1 order", "25 orders"). */
  noun: readonly [one: string, many: string];
  /** The count as a line above the table (the default), or as the heading ("16 pages"). */
  count?: 'line' | 'heading';
  result: ListResult;
  rows: readonly R[] | undefined;
  columns: readonly Column<R, K>[];
  /** A paged list: which page of how many, of how many rows in all. Without it the rows are the whole list. */
  paging?: {
    page: number;
    pages: number;
    total: number;
    onPage(page: number): void;
    /** The pager's words when the list is not newest first. */
    labels?: readonly [previous: string, next: string];
    /** What the pages are of, for the pager's name; the noun's plural without it. */
    of?: string;
  };
  /** The order the rows came in, and how to ask for another (the server sorts: the admin API's `sort`). */
  sort?: { current: SortState<K> | undefined; onSort(next: SortState<K>): void };
  /**
   * A list whose rows may be chosen: a checkbox a row (and one for the page), and what may be done to the
   * chosen rows above the table. The choice is of the rows shown: another page, filter or order starts afresh.
   */
  selection?: {
    name: (row: R) => string;
    allName: string;
    actions: (chosen: readonly number[], clear: () => void) => ReactNode;
  };
  /** In the card, after the list (a form that adds a row). */
  footer?: ReactNode;
  /** A card a row on a phone (DataTable's `cards`). */
  cards?: boolean;
}

/** The chosen rows, forgotten when the rows shown change (a key of their ids). */
function useChoice(ids: readonly number[]) {
  const key = ids.join(',');
  const [choice, setChoice] = useState<{ key: string; chosen: ReadonlySet<number> }>({
    key,
    chosen: new Set(),
  });
  const chosen = choice.key === key ? choice.chosen : new Set<number>();
  const set = (next: ReadonlySet<number>) => setChoice({ key, chosen: next });
  return {
    chosen,
    toggle: (id: number) => {
      const next = new Set(chosen);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      set(next);
    },
    toggleAll: () => set(ids.length > 0 && ids.every((id) => chosen.has(id)) ? new Set() : new Set(ids)),
    clear: () => set(new Set()),
  };
}

export function List<R extends { id: number }, K extends string = never>({
  label,
  heading,
  headingActions,
  tableLabel,
  noun,
  count = 'line',
  result,
  rows,
  columns,
  paging,
  sort,
  selection,
  footer,
  cards = false,
}: ListProps<R, K>) {
  const headingId = useId();
  const choice = useChoice(rows?.map((row) => row.id) ?? []);
  const total = paging?.total ?? rows?.length ?? 0;
  const counted = `${total} ${total === 1 ? noun[0] : noun[1]}`;
  const title = count === 'heading' ? (rows ? counted : heading) : heading;
  const chosen = [...choice.chosen];
  return (
    <section
      className={styles.section}
      aria-label={title === undefined ? (label ?? `${tableLabel} found`) : undefined}
      aria-labelledby={title === undefined ? undefined : headingId}
      aria-busy={result.isFetching}
    >
      {title !== undefined ? (
        <div className={own.headingRow}>
          <h2 id={headingId}>{title}</h2>
          {headingActions}
        </div>
      ) : null}
      {result.isLoading ? <Spinner label={`Loading the ${noun[1]}`} /> : null}
      {result.error ? <Failed error={result.error} retry={result.refetch} /> : null}
      {rows ? (
        <>
          {count === 'line' ? (
            <p className={styles.muted}>
              {counted}
              {paging ? `; page ${paging.page} of ${paging.pages}` : ''}
            </p>
          ) : null}
          {selection && chosen.length > 0 ? (
            // biome-ignore lint/a11y/useSemanticElements: a group of controls, not a form's fieldset of fields.
            <div className={own.selection} role="group" aria-label={`The chosen ${noun[1]}`}>
              <p>{chosen.length} chosen</p>
              {selection.actions(chosen, choice.clear)}
            </div>
          ) : null}
          <DataTable
            label={tableLabel}
            columns={columns}
            rows={rows}
            cards={cards}
            {...(sort ? { sort } : {})}
            {...(selection
              ? {
                  selection: {
                    chosen: choice.chosen,
                    toggle: choice.toggle,
                    toggleAll: choice.toggleAll,
                    name: selection.name,
                    allName: selection.allName,
                  },
                }
              : {})}
          />
          {paging ? (
            <Pager
              of={paging.of ?? noun[1]}
              page={paging.page}
              pages={paging.pages}
              onPage={paging.onPage}
              busy={result.isFetching}
              {...(paging.labels ? { labels: paging.labels } : {})}
            />
          ) : null}
        </>
      ) : null}
      {footer}
    </section>
  );
}
