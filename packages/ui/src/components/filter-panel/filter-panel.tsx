import { type ReactNode, useId } from 'react';
import { type FilterListKey, type FilterSelection, toggleFilter } from '../../lib/filter-selection';
import type { ColorFilterOption, FilterCategory, FilterOption, SizeFilterOption } from '../../lib/types';
import { useUiText } from '../ui-text/ui-text';
import styles from './filter-panel.module.css';
import { PriceFilter } from './price-filter';

export interface FilterPanelProps {
  /** Category tree: category → subCategory → childCategory. Omit or pass [] to hide the section. */
  categories?: readonly FilterCategory[];
  /** Hidden on brand listings (docs/browsing.md §2) by leaving it out. */
  brands?: readonly FilterOption[];
  colors?: readonly ColorFilterOption[];
  sizes?: readonly SizeFilterOption[];
  /** What is applied; the options' own `checked` flags are ignored in favour of this. */
  selected: FilterSelection;
  /** Every tick, untick and Go gives the whole new selection (docs/browsing.md §4: each one re-queries). */
  onChange: (next: FilterSelection) => void;
  /** Hide the price form (e.g. while the listing has no prices). */
  showPrice?: boolean;
  className?: string;
}

// Colours come from the server as CSS colour values; anything else draws as an empty swatch.
const COLOUR = /^(#[0-9a-f]{3,8}|[a-z]+|(rgb|hsl)a?\([\d\s.,%/]+\))$/i;

export function FilterPanel({
  categories = [],
  brands = [],
  colors = [],
  sizes = [],
  selected,
  onChange,
  showPrice = true,
  className,
}: FilterPanelProps) {
  const text = useUiText();
  const id = useId();

  const checkbox = <K extends FilterListKey>(
    key: K,
    value: FilterSelection[K][number],
    label: ReactNode,
    inputId: string,
  ): ReactNode => {
    const list = selected[key] as ReadonlyArray<FilterSelection[K][number]>;
    return (
      <label className={styles.check} htmlFor={inputId}>
        <input
          id={inputId}
          type="checkbox"
          checked={list.includes(value)}
          onChange={(event) => onChange(toggleFilter(selected, key, value, event.target.checked))}
        />
        <span>{label}</span>
      </label>
    );
  };

  const categoryItem = (node: FilterOption, children: ReactNode): ReactNode => (
    <li key={node.id}>
      {checkbox('categories', node.id, node.title, `${id}-category-${node.id}`)}
      {children}
    </li>
  );

  return (
    <div className={[styles.panel, className].filter(Boolean).join(' ')}>
      {categories.length > 0 && (
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{text.categories}</legend>
          <ul className={[styles.options, styles.scroll].join(' ')}>
            {categories.map((category) =>
              categoryItem(
                category,
                category.subCategory.length > 0 && (
                  <ul className={[styles.options, styles.nested].join(' ')}>
                    {category.subCategory.map((sub) =>
                      categoryItem(
                        sub,
                        sub.childCategory.length > 0 && (
                          <ul className={[styles.options, styles.nested].join(' ')}>
                            {sub.childCategory.map((child) => categoryItem(child, null))}
                          </ul>
                        ),
                      ),
                    )}
                  </ul>
                ),
              ),
            )}
          </ul>
        </fieldset>
      )}

      {brands.length > 0 && (
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{text.brands}</legend>
          <ul className={[styles.options, styles.scroll].join(' ')}>
            {brands.map((brand) => (
              <li key={brand.id}>{checkbox('brands', brand.id, brand.title, `${id}-brand-${brand.id}`)}</li>
            ))}
          </ul>
        </fieldset>
      )}

      {colors.length > 0 && (
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{text.colours}</legend>
          <ul className={styles.swatches}>
            {colors.map((color) => {
              const inputId = `${id}-color-${color.id}`;
              return (
                <li key={color.id}>
                  <label
                    className={styles.swatchLabel}
                    htmlFor={inputId}
                    title={color.label ?? color.subtitle}
                  >
                    <input
                      id={inputId}
                      type="checkbox"
                      className={styles.swatchInput}
                      checked={selected.colors.includes(color.subtitle)}
                      onChange={(event) =>
                        onChange(toggleFilter(selected, 'colors', color.subtitle, event.target.checked))
                      }
                    />
                    <span
                      className={styles.swatch}
                      style={{ backgroundColor: COLOUR.test(color.title) ? color.title : 'transparent' }}
                      data-color={color.title}
                      aria-hidden="true"
                    />
                    <span>{color.label ?? color.subtitle}</span>
                  </label>
                </li>
              );
            })}
          </ul>
        </fieldset>
      )}

      {sizes.length > 0 && (
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{text.sizes}</legend>
          <ul className={[styles.options, styles.scroll].join(' ')}>
            {sizes.map((size) => (
              <li key={size.id}>{checkbox('sizes', size.subtitle, size.title, `${id}-size-${size.id}`)}</li>
            ))}
          </ul>
        </fieldset>
      )}

      {showPrice && (
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{text.price}</legend>
          <PriceFilter
            min={selected.min}
            max={selected.max}
            onApply={(range) => onChange({ ...selected, ...range })}
          />
        </fieldset>
      )}
    </div>
  );
}
