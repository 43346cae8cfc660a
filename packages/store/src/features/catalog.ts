// Products, categories, brands, listings with their filter options, and search (docs/browsing.md §7).
import type { operations } from '@sajilo/api';
import { api, request } from '../api.js';

type Query<O extends keyof operations> = NonNullable<operations[O]['parameters']['query']>;
export type CategoryListingArgs = { slug: string } & Query<'getCategoryListing'>;
export type BrandListingArgs = { slug: string } & Query<'getBrandListing'>;
export type SearchArgs = Query<'searchProducts'>;
type FilterPart = 'categories' | 'brands' | 'colors' | 'sizes';

export const catalogApi = api.injectEndpoints({
  endpoints: (build) => ({
    trendingProducts: build.query({
      queryFn: (_: void, a) => request(a, (c) => c.GET('/api/products/trending/list')),
      providesTags: ['Product'],
    }),
    product: build.query({
      queryFn: (slug: string, a) =>
        request(a, (c) => c.GET('/api/products/{slug}', { params: { path: { slug } } })),
      providesTags: (_r, _e, slug) => [{ type: 'Product', id: slug }],
    }),
    // Where the product's goods are (docs/tiles.md "Where the goods are, for shoppers"): its own answer, never
    // kept with the catalogue's; asked for again when older than a minute (a page a CDN kept).
    productAvailability: build.query({
      queryFn: (slug: string, a) =>
        request(a, (c) => c.GET('/api/products/{slug}/availability', { params: { path: { slug } } })),
      providesTags: (_r, _e, slug) => [{ type: 'Stock', id: slug }],
    }),
    // The design's other sizes and finishes (docs/tiles.md "Designs"): with their stock, so never kept with
    // the catalogue's answers; asked for again when older than a minute, like the availability.
    productDesign: build.query({
      queryFn: (slug: string, a) =>
        request(a, (c) => c.GET('/api/products/{slug}/design', { params: { path: { slug } } })),
      providesTags: (_r, _e, slug) => [{ type: 'Stock', id: slug }],
    }),
    relatedProducts: build.query({
      queryFn: (slug: string, a) =>
        request(a, (c) => c.GET('/api/products/{slug}/related', { params: { path: { slug } } })),
      providesTags: ['Product'],
    }),
    recommendedProducts: build.query({
      queryFn: (slug: string, a) =>
        request(a, (c) => c.GET('/api/products/{slug}/recommended', { params: { path: { slug } } })),
      providesTags: ['Product'],
    }),
    brandSlides: build.query({
      queryFn: (_: void, a) => request(a, (c) => c.GET('/api/brands')),
      providesTags: ['Brand'],
    }),
    categoryGroups: build.query({
      queryFn: (_: void, a) => request(a, (c) => c.GET('/api/categories')),
      providesTags: ['Category', 'Brand'],
    }),
    homeCategorySlides: build.query({
      queryFn: (_: void, a) => request(a, (c) => c.GET('/api/categories/homepage/list')),
      providesTags: ['Category'],
    }),
    categoryListing: build.query({
      queryFn: ({ slug, ...query }: CategoryListingArgs, a) =>
        request(a, (c) => c.GET('/api/categories/{slug}', { params: { path: { slug }, query } })),
      providesTags: ['Listing'],
    }),
    categoryFilterCategories: build.query({
      queryFn: ({ slug, categories }: { slug: string; categories?: number[] }, a) =>
        request(a, (c) =>
          c.GET('/api/filters/{slug}/categories', { params: { path: { slug }, query: { categories } } }),
        ),
      providesTags: ['Listing'],
    }),
    categoryFilterBrands: build.query({
      queryFn: ({ slug, brands }: { slug: string; brands?: number[] }, a) =>
        request(a, (c) =>
          c.GET('/api/filters/{slug}/brands', { params: { path: { slug }, query: { brands } } }),
        ),
      providesTags: ['Listing'],
    }),
    categoryFilterColors: build.query({
      queryFn: ({ slug, colors }: { slug: string; colors?: string[] }, a) =>
        request(a, (c) =>
          c.GET('/api/filters/{slug}/colors', { params: { path: { slug }, query: { colors } } }),
        ),
      providesTags: ['Listing'],
    }),
    categoryFilterSizes: build.query({
      queryFn: ({ slug, sizes }: { slug: string; sizes?: string[] }, a) =>
        request(a, (c) =>
          c.GET('/api/filters/{slug}/sizes', { params: { path: { slug }, query: { sizes } } }),
        ),
      providesTags: ['Listing'],
    }),
    brandListing: build.query({
      queryFn: ({ slug, ...query }: BrandListingArgs, a) =>
        request(a, (c) => c.GET('/api/brands/{slug}', { params: { path: { slug }, query } })),
      providesTags: ['Listing'],
    }),
    brandFilterOptions: build.query({
      queryFn: ({ slug, ...query }: { slug: string } & Query<'getBrandFilterOptions'>, a) =>
        request(a, (c) => c.GET('/api/brands/{slug}/filter', { params: { path: { slug }, query } })),
      providesTags: ['Listing'],
    }),
    search: build.query({
      queryFn: (query: SearchArgs, a) => request(a, (c) => c.GET('/api/search', { params: { query } })),
      providesTags: ['Listing'],
    }),
    searchFilterCategories: build.query({
      queryFn: (query: Query<'getSearchFilterCategories'>, a) =>
        request(a, (c) => c.GET('/api/search/categories', { params: { query } })),
      providesTags: ['Listing'],
    }),
    searchFilterBrands: build.query({
      queryFn: (query: Query<'getSearchFilterBrands'>, a) =>
        request(a, (c) => c.GET('/api/search/brands', { params: { query } })),
      providesTags: ['Listing'],
    }),
    searchFilterColors: build.query({
      queryFn: (query: Query<'getSearchFilterColors'>, a) =>
        request(a, (c) => c.GET('/api/search/colors', { params: { query } })),
      providesTags: ['Listing'],
    }),
    searchFilterSizes: build.query({
      queryFn: (query: Query<'getSearchFilterSizes'>, a) =>
        request(a, (c) => c.GET('/api/search/sizes', { params: { query } })),
      providesTags: ['Listing'],
    }),
  }),
});

export type { FilterPart };
export const {
  useTrendingProductsQuery,
  useProductQuery,
  useProductAvailabilityQuery,
  useProductDesignQuery,
  useRelatedProductsQuery,
  useRecommendedProductsQuery,
  useBrandSlidesQuery,
  useCategoryGroupsQuery,
  useHomeCategorySlidesQuery,
  useCategoryListingQuery,
  useCategoryFilterCategoriesQuery,
  useCategoryFilterBrandsQuery,
  useCategoryFilterColorsQuery,
  useCategoryFilterSizesQuery,
  useBrandListingQuery,
  useBrandFilterOptionsQuery,
  useSearchQuery,
  useSearchFilterCategoriesQuery,
  useSearchFilterBrandsQuery,
  useSearchFilterColorsQuery,
  useSearchFilterSizesQuery,
} = catalogApi;
