// The product page's record in the page's language (src/i18n/localized.ts): its name, description and
// category's name in Nepali on a Nepali page when they are written, else the English.
import type { Product } from '@sajilo/api';
import { useLocalized } from '../i18n/localized.js';

export function useLocalizedProduct(): (product: Product) => Product {
  const localized = useLocalized();
  return (product) => ({
    ...product,
    title: localized(product.title, product.title_ne),
    description: localized(product.description, product.description_ne),
    category: product.category && {
      ...product.category,
      title: localized(product.category.title, product.category.title_ne),
    },
  });
}
