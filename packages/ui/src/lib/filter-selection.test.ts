import { describe, expect, it } from 'vitest';
import { brandOptions, categoryTree, colorOptions, sizeOptions } from '../fixtures/sajilo';
import {
  emptyFilterSelection,
  type FilterSelection,
  filterChips,
  hasActiveFilters,
  removeFilterChip,
  toggleFilter,
} from './filter-selection';

const selected: FilterSelection = {
  categories: [11, 211],
  brands: [2],
  colors: ['White'],
  sizes: ['600x600'],
  min: 1000,
  max: 50000,
};

describe('filter selection', () => {
  it('toggles values without duplicates', () => {
    const once = toggleFilter(emptyFilterSelection, 'brands', 3, true);
    expect(toggleFilter(once, 'brands', 3, true).brands).toEqual([3]);
    expect(toggleFilter(once, 'brands', 3, false).brands).toEqual([]);
    expect(toggleFilter(emptyFilterSelection, 'colors', 'Ivory', true).colors).toEqual(['Ivory']);
    expect(emptyFilterSelection.brands).toEqual([]);
  });

  it('knows when anything is applied; a price counts only with a max above 0', () => {
    expect(hasActiveFilters(emptyFilterSelection)).toBe(false);
    expect(hasActiveFilters({ ...emptyFilterSelection, min: 500, max: 0 })).toBe(false);
    expect(hasActiveFilters({ ...emptyFilterSelection, max: 500 })).toBe(true);
    expect(hasActiveFilters(selected)).toBe(true);
  });

  it('names every applied filter from the options, at any depth of the category tree', () => {
    const chips = filterChips(selected, {
      categories: categoryTree,
      brands: brandOptions,
      colors: colorOptions,
      sizes: sizeOptions,
    });
    expect(chips).toEqual([
      { id: 'category:11', group: 'Category', label: 'Floor Tiles' },
      { id: 'category:211', group: 'Category', label: 'Wall Hung WC' },
      { id: 'brand:2', group: 'Brand', label: 'Hindware' },
      { id: 'color:White', group: 'Colour', label: 'White' },
      { id: 'size:600x600', group: 'Size', label: '600 x 600 mm' },
      { id: 'price', group: 'Price', label: 'Rs 1,000 – Rs 50,000' },
    ]);
  });

  it('still makes a chip when the options are not loaded', () => {
    expect(filterChips({ ...emptyFilterSelection, brands: [9] })).toEqual([
      { id: 'brand:9', group: 'Brand', label: 'Brand 9' },
    ]);
  });

  it('removes exactly what a chip stands for', () => {
    expect(removeFilterChip(selected, 'category:211').categories).toEqual([11]);
    expect(removeFilterChip(selected, 'brand:2').brands).toEqual([]);
    expect(removeFilterChip(selected, 'color:White').colors).toEqual([]);
    expect(removeFilterChip(selected, 'size:600x600').sizes).toEqual([]);
    expect(removeFilterChip(selected, 'price')).toMatchObject({ min: null, max: null });
    expect(removeFilterChip(selected, 'nonsense')).toBe(selected);
  });
});
