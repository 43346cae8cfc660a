// A product summary of the API as @sajilo/ui's card takes it (the design system has its own prop types), in
// the page's language (src/i18n/localized.ts).
import type { ProductSummary } from '@sajilo/api';
import type { ProductCardItem } from '@sajilo/ui';
import { useLocalized } from '../i18n/localized.js';

/** Maps the API's product summaries to cards in the page's language. */
export function useCardItem(): (product: ProductSummary) => ProductCardItem {
  const localized = useLocalized();
  return ({ regular_price, title_ne, category_ne, ...product }) => ({
    ...product,
    title: localized(product.title, title_ne),
    category: product.category === null ? null : localized(product.category, category_ne),
    regularPrice: regular_price,
  });
}
