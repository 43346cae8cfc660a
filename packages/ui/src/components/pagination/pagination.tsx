import type { MouseEvent, ReactNode } from 'react';
import { useUiText } from '../ui-text/ui-text';
import styles from './pagination.module.css';

/** docs/browsing.md §9: 20 products a page; pagination appears only above that. */
export const PAGE_SIZE = 20;

export type PageItem = number | 'start-ellipsis' | 'end-ellipsis';

function range(start: number, end: number): number[] {
  return Array.from({ length: Math.max(end - start + 1, 0) }, (_, index) => start + index);
}

/**
 * The numbered part of the pager: the first and last page, `siblings` pages either side of the current one,
 * and an ellipsis for each gap of more than one page. The length stays constant as the page moves.
 */
export function getPageItems(page: number, pageCount: number, siblings = 1): PageItem[] {
  const boundary = 1;
  if (pageCount <= 0) return [];
  const startPages = range(1, Math.min(boundary, pageCount));
  const endPages = range(Math.max(pageCount - boundary + 1, boundary + 1), pageCount);
  const siblingsStart = Math.max(
    Math.min(page - siblings, pageCount - boundary - siblings * 2 - 1),
    boundary + 2,
  );
  const siblingsEnd = Math.min(
    Math.max(page + siblings, boundary + siblings * 2 + 2),
    (endPages[0] ?? pageCount + 1) - 2,
  );
  const items: PageItem[] = [...startPages];
  if (siblingsStart > boundary + 2) items.push('start-ellipsis');
  else if (boundary + 1 < pageCount - boundary) items.push(boundary + 1);
  items.push(...range(siblingsStart, siblingsEnd));
  if (siblingsEnd < pageCount - boundary - 1) items.push('end-ellipsis');
  else if (pageCount - boundary > boundary) items.push(pageCount - boundary);
  items.push(...endPages);
  return items;
}

export interface PaginationProps {
  /** Total number of products in the listing (`totalProducts`). */
  total: number;
  /** The current page, from 1 (`currentPage`). */
  page: number;
  perPage?: number;
  onChange: (page: number) => void;
  /** Pages shown either side of the current one. */
  siblings?: number;
  /**
   * The address of a page: Previous and Next become real links to it (a crawler, or a browser without
   * JavaScript, follows them to the next page), still handled by `onChange` on a plain click.
   */
  hrefFor?: (page: number) => string;
  label?: string;
}

export function Pagination({
  total,
  page,
  perPage = PAGE_SIZE,
  onChange,
  siblings = 1,
  hrefFor,
  label: labelProp,
}: PaginationProps) {
  const text = useUiText();
  const label = labelProp ?? text.pagination;
  const pageCount = Math.ceil(total / perPage);
  // docs/browsing.md §9: shown only when there is more than one page (totalProducts above 20).
  if (total <= perPage || pageCount <= 1) return null;
  const current = Math.min(Math.max(1, Math.trunc(page)), pageCount);

  const go = (target: number) => {
    if (target !== current && target >= 1 && target <= pageCount) onChange(target);
  };

  /** A plain click on a link stays in the page (onChange); a click opening a new tab is the browser's. */
  const follow = (target: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(target);
  };

  // First/Previous put their arrow before the word, Next/Last after it; `linked` steps are links when the
  // pager knows the pages' addresses.
  const step = (
    text: string,
    arrow: string,
    target: number,
    disabled: boolean,
    backward: boolean,
    linked = false,
  ): ReactNode => {
    const icon = <span aria-hidden="true">{arrow}</span>;
    if (linked && hrefFor && !disabled) {
      return (
        <li>
          <a
            href={hrefFor(target)}
            className={styles.button}
            aria-label={`${text} page`}
            rel={backward ? 'prev' : 'next'}
            onClick={follow(target)}
          >
            {backward && icon}
            <span className={styles.buttonText}>{text}</span>
            {!backward && icon}
          </a>
        </li>
      );
    }
    return (
      <li>
        <button
          type="button"
          className={styles.button}
          disabled={disabled}
          aria-label={`${text} page`}
          onClick={() => go(target)}
        >
          {backward && icon}
          <span className={styles.buttonText}>{text}</span>
          {!backward && icon}
        </button>
      </li>
    );
  };

  return (
    <nav className={styles.pagination} aria-label={label}>
      <ul className={styles.list}>
        {step(text.firstPage, '«', 1, current === 1, true)}
        {step(text.previousPage, '‹', current - 1, current === 1, true, true)}
        {getPageItems(current, pageCount, siblings).map((item) =>
          typeof item === 'number' ? (
            <li key={item} className={Math.abs(item - current) > siblings ? styles.far : undefined}>
              <button
                type="button"
                className={styles.button}
                aria-label={text.page(String(item))}
                aria-current={item === current ? 'page' : undefined}
                onClick={() => go(item)}
              >
                {item}
              </button>
            </li>
          ) : (
            <li key={item} className={[styles.ellipsis, styles.far].join(' ')} aria-hidden="true">
              …
            </li>
          ),
        )}
        {step(text.nextPage, '›', current + 1, current === pageCount, false, true)}
        {step(text.lastPage, '»', pageCount, current === pageCount, false)}
      </ul>
    </nav>
  );
}
