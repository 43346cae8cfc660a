// The listing filters as one value (docs/browsing.md §4/§7): what FilterPanel edits, FilterChips shows, and
// the storefront keeps in the URL. Categories and brands are ids; colours and sizes are their subtitles.
import { formatPrice } from './format-price';
import type { ColorFilterOption, FilterCategory, FilterOption, SizeFilterOption } from './types';

export interface FilterSelection {
  categories: number[];
  brands: number[];
  colors: string[];
  sizes: string[];
  /** Lowest price; only applied together with a `max` above 0 (docs/browsing.md §5). */
  min: number | null;
  max: number | null;
}

export const emptyFilterSelection: FilterSelection = {
  categories: [],
  brands: [],
  colors: [],
  sizes: [],
  min: null,
  max: null,
};

export type FilterListKey = 'categories' | 'brands' | 'colors' | 'sizes';

/** Ticks or unticks one value of one list, keeping the others as they are. */
export function toggleFilter<K extends FilterListKey>(
  selected: FilterSelection,
  key: K,
  value: FilterSelection[K][number],
  checked: boolean,
): FilterSelection {
  const list = selected[key] as ReadonlyArray<FilterSelection[K][number]>;
  const without = list.filter((item) => item !== value);
  return { ...selected, [key]: checked ? [...without, value] : without };
}

export function hasActiveFilters(selected: FilterSelection): boolean {
  return (
    selected.categories.length > 0 ||
    selected.brands.length > 0 ||
    selected.colors.length > 0 ||
    selected.sizes.length > 0 ||
    (selected.max !== null && selected.max > 0)
  );
}

export interface FilterOptions {
  categories?: readonly FilterCategory[];
  brands?: readonly FilterOption[];
  colors?: readonly ColorFilterOption[];
  sizes?: readonly SizeFilterOption[];
}

export interface FilterChip {
  /** `category:11`, `brand:2`, `color:White`, `size:600x600` or `price`. */
  id: string;
  /** What kind of filter it is, for screen readers: "Category", "Brand", … */
  group: string;
  label: string;
}

function categoryTitles(tree: readonly FilterCategory[] = []): Map<number, string> {
  const titles = new Map<number, string>();
  for (const node of tree) {
    titles.set(node.id, node.title);
    for (const sub of node.subCategory) {
      titles.set(sub.id, sub.title);
      for (const child of sub.childCategory) titles.set(child.id, child.title);
    }
  }
  return titles;
}

/** The chips for what is applied, in the order of the panel; unknown ids still get a chip. */
export function filterChips(selected: FilterSelection, options: FilterOptions = {}): FilterChip[] {
  const categories = categoryTitles(options.categories);
  const brands = new Map((options.brands ?? []).map((brand) => [brand.id, brand.title]));
  const sizes = new Map((options.sizes ?? []).map((size) => [size.subtitle, size.title]));
  // A colour in the address may be written in another case than the option's name (the server matches either).
  const colours = new Map(
    (options.colors ?? []).map((colour) => [colour.subtitle.toLowerCase(), colour.label ?? colour.subtitle]),
  );
  const chips: FilterChip[] = [
    ...selected.categories.map((id) => ({
      id: `category:${id}`,
      group: 'Category',
      label: categories.get(id) ?? `Category ${id}`,
    })),
    ...selected.brands.map((id) => ({
      id: `brand:${id}`,
      group: 'Brand',
      label: brands.get(id) ?? `Brand ${id}`,
    })),
    ...selected.colors.map((color) => ({
      id: `color:${color}`,
      group: 'Colour',
      label: colours.get(color.toLowerCase()) ?? color,
    })),
    ...selected.sizes.map((size) => ({ id: `size:${size}`, group: 'Size', label: sizes.get(size) ?? size })),
  ];
  if (selected.max !== null && selected.max > 0) {
    chips.push({
      id: 'price',
      group: 'Price',
      label: `${formatPrice(selected.min ?? 0)} – ${formatPrice(selected.max)}`,
    });
  }
  return chips;
}

/** The selection without the filter a chip stands for. */
export function removeFilterChip(selected: FilterSelection, chipId: string): FilterSelection {
  const separator = chipId.indexOf(':');
  const kind = separator === -1 ? chipId : chipId.slice(0, separator);
  const value = chipId.slice(separator + 1);
  switch (kind) {
    case 'category':
      return { ...selected, categories: selected.categories.filter((id) => String(id) !== value) };
    case 'brand':
      return { ...selected, brands: selected.brands.filter((id) => String(id) !== value) };
    case 'color':
      return { ...selected, colors: selected.colors.filter((color) => color !== value) };
    case 'size':
      return { ...selected, sizes: selected.sizes.filter((size) => size !== value) };
    case 'price':
      return { ...selected, min: null, max: null };
    default:
      return selected;
  }
}
