// A list's state in its address (`?status=pending&sort=-total&page=2`), so a reload, a shared link and the
// Back button keep it: the filters, the sort and the page (docs/back-office.md "Lists").
import type { FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';

/** A list's order as the admin API names it: a column's key, ascending, or descending after a `-`. */
export type Sort<K extends string> = K | `-${K}`;

/** The order a list shows: the column's key and its direction. */
export interface SortState<K extends string> {
  key: K;
  descending: boolean;
}

export interface ListParams<K extends string> {
  params: URLSearchParams;
  /** The columns' keys the list sorts by. */
  keys: readonly K[];
  /** The page asked for, from 1. */
  page: number;
  /** The order the address asks for, one the list can sort by; absent: the list's own order. */
  sort: Sort<K> | undefined;
  /** Another order, from the first page (the rows of the page shown are not the first of the new order). */
  setSort(next: SortState<K>): void;
  goTo(page: number): void;
  /** The filter form's submit: its fields of `names` with a value become the address; the sort stays. */
  filter(names: readonly string[]): (event: FormEvent<HTMLFormElement>) => void;
}

/** The sort the address asks for, when it is one of `keys` (bare or after a `-`). */
export function readSort<K extends string>(value: string | null, keys: readonly K[]): Sort<K> | undefined {
  const key = value?.replace(/^-/, '');
  const known = keys.find((k) => k === key);
  if (known === undefined) return undefined;
  return value?.startsWith('-') ? `-${known}` : known;
}

/** A sort token read as its column and direction. */
export function sortState<K extends string>(
  sort: Sort<K> | undefined,
  keys: readonly K[],
): SortState<K> | undefined {
  const key = keys.find((k) => k === sort?.replace(/^-/, ''));
  return key === undefined ? undefined : { key, descending: sort?.startsWith('-') ?? false };
}

export function useListParams<K extends string = never>(sortKeys: readonly K[] = []): ListParams<K> {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page'));
  const change = (edit: (next: URLSearchParams) => void) => {
    const next = new URLSearchParams(params);
    edit(next);
    setParams(next);
  };
  return {
    params,
    keys: sortKeys,
    page: Number.isInteger(page) && page > 0 ? page : 1,
    sort: readSort(params.get('sort'), sortKeys),
    setSort: ({ key, descending }) =>
      change((next) => {
        next.set('sort', descending ? `-${key}` : key);
        next.delete('page');
      }),
    goTo: (to) => change((next) => next.set('page', String(to))),
    filter: (names) => (event) => {
      event.preventDefault();
      const form = new FormData(event.currentTarget);
      const next = new URLSearchParams();
      for (const name of names) {
        const value = String(form.get(name) ?? '').trim();
        if (value) next.set(name, value);
      }
      const sort = params.get('sort');
      if (sort) next.set('sort', sort);
      setParams(next);
    },
  };
}
