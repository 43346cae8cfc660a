// docs/browsing.md §2/§9: the Product List's brand grid shows 24 brands first; 'Show More' shows all of them
// and 'Show Less' goes back to 24.
export const BRANDS_SHOWN_FIRST = 24;

export function visibleBrands<T>(brands: readonly T[], expanded: boolean): readonly T[] {
  return expanded ? brands : brands.slice(0, BRANDS_SHOWN_FIRST);
}

/** The toggle only makes sense when there is something to show or hide. */
export function hasMoreBrands(brands: readonly unknown[]): boolean {
  return brands.length > BRANDS_SHOWN_FIRST;
}
