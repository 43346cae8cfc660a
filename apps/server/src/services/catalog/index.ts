// The catalogue's reads (docs/server.md "The catalogue at scale"): listings, filter options, search and
// product pages, over structures built for them and kept by triggers (the listing index, the facet counts,
// the search documents and their postings). What each file does:
// - selection.ts: what a listing asks for and the selection it becomes (scopes, filters, price bounds);
// - names.ts: categories, brands, colours and sizes by name, read once per catalogue version;
// - search-words.ts: a search's words resolved against the vocabulary (prefixes, corrections);
// - listing-sql.ts, pivots.ts: a listing's page and total over the listing index, deep pages from pivots;
// - search-sql.ts, postings.ts: a search over the GIN index, and over the postings where it can be said;
// - listing-page.ts: one page of a listing or search and its exact total;
// - filter-options.ts: the category tree, brand, colour and size options of a listing or search;
// - product.ts: a product's page, related, recommended and trending products;
// - mappers.ts: rows → the contract's shapes.
// What the catalogue keeps in memory per version uses services/versioned-cache.ts.
export { brandOptions, categoryFilterTree, colorOptions, sizeOptions } from './filter-options.js';
export { listingPage } from './listing-page.js';
export { countSql } from './listing-sql.js';
export { regularPrice, slides, toBrand, toCategory } from './mappers.js';
export { findBrand, findCategory, listBrands, listCategories } from './names.js';
export { postingsCountSql, postingsFacetSql, postingsPageSql } from './postings.js';
export { findProduct, recommendedProducts, relatedProducts, trendingProducts } from './product.js';
export { type SearchSelection, searchCountSql, searchPageSql, selectSearch } from './search-sql.js';
export { resolveSearch } from './search-words.js';
export {
  type CategoryTree,
  categoryScopes,
  type ListingFilters,
  type Scope,
  type Selection,
} from './selection.js';
