// docs/browsing.md §9: the home page's business constants, in one place (its sliders' timings are in
// lib/timing.ts).

/** Trending slider: slides per view from each width up. */
export const TRENDING_BREAKPOINTS = {
  640: { slidesPerView: 1, spaceBetween: 16 },
  768: { slidesPerView: 2, spaceBetween: 20 },
  1024: { slidesPerView: 3, spaceBetween: 24 },
} as const;
/** Brands: 8 logos a slide in 4 columns × 2 rows, continuing after interaction. */
export const BRANDS_PER_SLIDE = 8;
/** Explore Our Category: 9 a slide (3 × 3). */
export const CATEGORIES_PER_SLIDE = 9;
/** Blog teaser: at most 3 posts. */
export const BLOG_TEASER_LIMIT = 3;
