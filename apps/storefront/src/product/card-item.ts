// A product summary of the API as @sajilo/ui's card takes it (the design system has its own prop types), in
// the page's language (src/i18n/localized.ts).
import type { ProductSummary } from '@sajilo/api';
import type { ProductCardItem } from '@sajilo/ui';
import type { DealerPriceMap } from '../dealer/use-dealer.js';
import { useLocalized } from '../i18n/localized.js';

/**
 * Maps the API's product summaries to cards in the page's language. With a dealer's prices (docs/dealers.md),
 * a card shows the dealer's price with the shop's struck through.
 */
export function useCardItem(dealer?: DealerPriceMap): (product: ProductSummary) => ProductCardItem {
  const localized = useLocalized();
  return ({ regular_price, title_ne, category_ne, ...product }) => {
    const own = dealer?.get(product.slug);
    const dealerPrice = own && own.price !== product.price ? own : undefined;
    return {
      ...product,
      title: localized(product.title, title_ne),
      category: product.category === null ? null : localized(product.category, category_ne),
      ...(dealerPrice
        ? { price: dealerPrice.price, regularPrice: dealerPrice.shopPrice }
        : { regularPrice: regular_price }),
    };
  };
}
