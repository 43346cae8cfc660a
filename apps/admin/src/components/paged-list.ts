import type { ListProps, ListResult } from './list.js';
import { type ListParams, type Sort, sortState } from './use-list-params.js';

/** One page of a list the admin API pages: which, of how many, of how many rows in all. */
interface Page {
  page: number;
  pages: number;
  total: number;
}

/**
 * What a list the admin API pages and sorts gives List or ListScreen: the request's state, the page's rows,
 * the order they are in (the server's `defaultSort` while the address names none) and the pager.
 */
export function pagedList<D extends Page, R extends { id: number }, K extends string>(
  list: ListParams<K>,
  result: ListResult & { data?: D | undefined },
  rows: (data: D) => readonly R[],
  options: { defaultSort?: Sort<K>; labels?: readonly [string, string]; of?: string } = {},
): Pick<ListProps<R, K>, 'result' | 'rows' | 'sort' | 'paging'> {
  const { data } = result;
  const { defaultSort, ...pager } = options;
  return {
    result,
    rows: data ? rows(data) : undefined,
    sort: { current: sortState(list.sort ?? defaultSort, list.keys), onSort: list.setSort },
    ...(data
      ? { paging: { page: data.page, pages: data.pages, total: data.total, onPage: list.goTo, ...pager } }
      : {}),
  };
}
