// A list's table: its columns' headers (a sortable one is a button, with aria-sort on the column the list is
// in the order of), a checkbox a row when the list has a selection, and a row a record. It scrolls in its own
// region on a narrow screen (TableRegion), or, given `cards`, shows a card a row where its region is a phone's
// (CardTable, docs/development.md "Tables on phones"); a code, a figure or a price never breaks across lines.
import { CardTable, VisuallyHidden } from '@sajilo/ui';
import type { ReactNode } from 'react';
import own from './list.module.css';
import styles from './screens.module.css';
import { TableRegion } from './table-region.js';
import type { SortState } from './use-list-params.js';

export interface Column<R, K extends string = never> {
  /** The header's words; also the column's name among its list's. */
  label: string;
  /** The header's words for a screen reader only (a column of buttons). */
  labelHidden?: boolean;
  /**
   * `number`: a figure or a price, right-aligned, on one line; `value`: one value read whole (a code, an order's
   * number), on one line. The table grows wider for them and scrolls in its region instead.
   */
  kind?: 'number' | 'value';
  /** The key the list sorts this column by (the admin API's `sort`); none: the column does not sort. */
  sort?: K;
  /** A column whose first click sorts it highest or newest first (dates, figures). */
  descendingFirst?: boolean;
  cell: (row: R) => ReactNode;
}

export interface Selection<R> {
  chosen: ReadonlySet<number>;
  toggle(id: number): void;
  /** Every row of the table chosen, or none. */
  toggleAll(): void;
  /** A row's checkbox's words ("Choose Aqua basin"). */
  name: (row: R) => string;
  /** The header's checkbox's words ("Choose every product of this page"). */
  allName: string;
}

export interface DataTableProps<R extends { id: number }, K extends string> {
  /** The region's name, which the table scrolls in. */
  label: string;
  columns: readonly Column<R, K>[];
  rows: readonly R[];
  sort?: { current: SortState<K> | undefined; onSort(next: SortState<K>): void };
  selection?: Selection<R>;
  /** A card a row on a phone, each cell labelled with its column's name, instead of a table to scroll. */
  cards?: boolean;
}

function SortHeader<K extends string>({
  label,
  sortKey,
  descendingFirst,
  sort,
}: {
  label: string;
  sortKey: K;
  descendingFirst: boolean;
  sort: NonNullable<DataTableProps<{ id: number }, K>['sort']>;
}) {
  const current = sort.current?.key === sortKey ? sort.current : undefined;
  const direction = current ? (current.descending ? 'descending' : 'ascending') : undefined;
  return (
    <button
      type="button"
      className={own.sortButton}
      onClick={() =>
        sort.onSort({ key: sortKey, descending: current ? !current.descending : descendingFirst })
      }
    >
      {label}
      {/* The arrow is drawn by the style sheet: the header's words stay the label alone. */}
      <span aria-hidden="true" className={own.sortMark} data-direction={direction ?? 'none'} />
    </button>
  );
}

export function DataTable<R extends { id: number }, K extends string>({
  label,
  columns,
  rows,
  sort,
  selection,
  cards = false,
}: DataTableProps<R, K>) {
  const allChosen =
    selection !== undefined && rows.length > 0 && rows.every((r) => selection.chosen.has(r.id));
  const cellClass = (column: Column<R, K>) =>
    column.kind === 'number' ? styles.number : column.kind === 'value' ? styles.value : undefined;
  const Table = cards ? CardTable : 'table';
  return (
    <TableRegion label={label}>
      <Table className={styles.table}>
        <thead>
          <tr>
            {selection ? (
              <th scope="col">
                <label>
                  <VisuallyHidden>{selection.allName}</VisuallyHidden>
                  <input
                    type="checkbox"
                    className={own.check}
                    checked={allChosen}
                    onChange={selection.toggleAll}
                  />
                </label>
              </th>
            ) : null}
            {columns.map((column) => {
              const sorted = sort?.current?.key === column.sort && column.sort !== undefined;
              return (
                <th
                  key={column.label}
                  scope="col"
                  className={column.kind === 'number' ? styles.number : undefined}
                  aria-sort={sorted ? (sort?.current?.descending ? 'descending' : 'ascending') : undefined}
                >
                  {column.labelHidden ? (
                    <VisuallyHidden>{column.label}</VisuallyHidden>
                  ) : sort && column.sort !== undefined ? (
                    <SortHeader
                      label={column.label}
                      sortKey={column.sort}
                      descendingFirst={column.descendingFirst ?? false}
                      sort={sort}
                    />
                  ) : (
                    column.label
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id}>
              {selection ? (
                <td>
                  <label>
                    <VisuallyHidden>{selection.name(row)}</VisuallyHidden>
                    <input
                      type="checkbox"
                      className={own.check}
                      checked={selection.chosen.has(row.id)}
                      onChange={() => selection.toggle(row.id)}
                    />
                  </label>
                </td>
              ) : null}
              {columns.map((column) => (
                <td
                  key={column.label}
                  className={cellClass(column)}
                  data-label={cards && !column.labelHidden ? column.label : undefined}
                >
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </Table>
    </TableRegion>
  );
}
