// seed 000 §9: the home page's business constants, in one place.

/** Banner carousel autoplay. */
export const BANNER_AUTOPLAY_MS = 3000;
/** Trending slider autoplay, and slides per view from each width up. */
export const TRENDING_AUTOPLAY_MS = 3000;
export const TRENDING_BREAKPOINTS = {
  640: { slidesPerView: 1, spaceBetween: 16 },
  768: { slidesPerView: 2, spaceBetween: 20 },
  1024: { slidesPerView: 3, spaceBetween: 24 },
} as const;
/** The upgrade slider and the other fading sliders. */
export const FADE_AUTOPLAY_MS = 2500;
/**
 * Testimonials autoplay. Half a second is too short to read a quote, so the slider glides slowly between
 * its stops (TESTIMONIALS_GLIDE_MS) and the interval stays the seed's pause at each stop.
 */
export const TESTIMONIALS_AUTOPLAY_MS = 500;
export const TESTIMONIALS_GLIDE_MS = 6000;
/** Brands: 8 logos a slide in 4 columns × 2 rows, 3000 ms, continuing after interaction. */
export const BRANDS_PER_SLIDE = 8;
export const BRANDS_AUTOPLAY_MS = 3000;
/** Explore Our Category: 9 a slide (3 × 3). */
export const CATEGORIES_PER_SLIDE = 9;
/** Blog teaser: at most 3 posts. */
export const BLOG_TEASER_LIMIT = 3;
