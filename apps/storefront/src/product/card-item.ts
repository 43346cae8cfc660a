// A product summary of the API as @sajilo/ui's card takes it (the design system has its own prop types).
import type { ProductSummary } from '@sajilo/api';
import type { ProductCardItem } from '@sajilo/ui';

export const cardItem = ({ regular_price, ...product }: ProductSummary): ProductCardItem => ({
  ...product,
  regularPrice: regular_price,
});
