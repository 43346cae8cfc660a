// The `sizes` of the pictures a landing page shows first, one source for the components that draw them (the
// browser picks its candidate by them: a wrong value downloads a picture larger than its slot).
export const IMAGE_SIZES = {
  /** The product page's main picture (src/product/product-gallery.tsx). */
  gallery: '(min-width: 1224px) 560px, (min-width: 600px) 50vw, 100vw',
  /** A home trending card (src/home/trending-products.tsx). */
  trendingCard: '(min-width: 1224px) 384px, (min-width: 1024px) 33vw, (min-width: 768px) 50vw, 100vw',
  /** A home banner (src/home/banner-carousel.tsx). */
  banner: '100vw',
  /** A listing card: the default of @sajilo/ui's ProductGrid, which the listings use as it is. */
  gridCard: '(min-width: 1224px) 280px, (min-width: 600px) 33vw, 50vw',
};
