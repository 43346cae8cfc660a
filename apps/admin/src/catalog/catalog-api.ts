// The catalogue's endpoints (products, pictures, categories, brands, colours, sizes, the CSV), injected into
// the back office's one createApi (store/api.ts) from their own file.
import type { AdminClient, AdminComponents, AdminOperations } from '@sajilo/api/admin';
import { unwrap } from '@sajilo/api/admin';
import { adminApi, call } from '../store/api.js';

type Schemas = AdminComponents['schemas'];
export type ProductQuery = NonNullable<AdminOperations['adminListProducts']['parameters']['query']>;
export type ProductInput = Schemas['ProductInput'];
export type AdminProduct = Schemas['AdminProduct'];
export type ProductRow = Schemas['ProductRow'];
export type AdminCategory = Schemas['AdminCategory'];
export type AdminBrand = Schemas['AdminBrand'];
export type AdminColour = Schemas['AdminColour'];
export type AdminSize = Schemas['AdminSize'];
export type AdminDesign = Schemas['AdminDesign'];
export type Picture = Schemas['Picture'];
export type BulkInput = Schemas['BulkInput'];
export type CategoryInput = Schemas['CategoryInput'];
export type BrandInput = Schemas['BrandInput'];
export type ImportReport = Schemas['ImportReport'];
export type PictureKind = 'product' | 'category' | 'brand';

/** Every catalogue write changes lists, counts and the dashboard's low stock. */
const CATALOGUE = ['Product', 'Category', 'Brand', 'Colour', 'Size', 'Dashboard', 'Audit'] as const;

export const catalogApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    products: build.query({
      queryFn: (query: ProductQuery, api) =>
        call(api, (c) => c.GET('/api/admin/products', { params: { query } })),
      providesTags: ['Product'],
    }),
    product: build.query({
      queryFn: (id: number, api) =>
        call(api, (c) => c.GET('/api/admin/products/{id}', { params: { path: { id } } })),
      providesTags: (_r, _e, id) => [{ type: 'Product', id }],
    }),
    createProduct: build.mutation({
      queryFn: (body: ProductInput, api) => call(api, (c) => c.POST('/api/admin/products', { body })),
      invalidatesTags: [...CATALOGUE],
    }),
    updateProduct: build.mutation({
      queryFn: ({ id, ...body }: ProductInput & { id: number }, api) =>
        call(api, (c) => c.PUT('/api/admin/products/{id}', { params: { path: { id } }, body })),
      invalidatesTags: [...CATALOGUE],
    }),
    deleteProduct: build.mutation({
      queryFn: (id: number, api) =>
        call(api, (c) => c.DELETE('/api/admin/products/{id}', { params: { path: { id } } })),
      invalidatesTags: [...CATALOGUE],
    }),
    bulkProducts: build.mutation({
      queryFn: (body: BulkInput, api) => call(api, (c) => c.POST('/api/admin/products/bulk', { body })),
      invalidatesTags: [...CATALOGUE],
    }),
    categories: build.query({
      queryFn: (_: undefined, api) => call(api, (c) => c.GET('/api/admin/categories')),
      providesTags: ['Category'],
    }),
    createCategory: build.mutation({
      queryFn: (body: CategoryInput, api) => call(api, (c) => c.POST('/api/admin/categories', { body })),
      invalidatesTags: [...CATALOGUE],
    }),
    updateCategory: build.mutation({
      queryFn: ({ id, ...body }: CategoryInput & { id: number }, api) =>
        call(api, (c) => c.PUT('/api/admin/categories/{id}', { params: { path: { id } }, body })),
      invalidatesTags: [...CATALOGUE],
    }),
    moveCategory: build.mutation({
      queryFn: ({ id, direction }: { id: number; direction: 'up' | 'down' }, api) =>
        call(api, (c) =>
          c.POST('/api/admin/categories/{id}/move', { params: { path: { id } }, body: { direction } }),
        ),
      invalidatesTags: ['Category', 'Audit'],
    }),
    deleteCategory: build.mutation({
      queryFn: (id: number, api) =>
        call(api, (c) => c.DELETE('/api/admin/categories/{id}', { params: { path: { id } } })),
      invalidatesTags: [...CATALOGUE],
    }),
    brands: build.query({
      queryFn: (_: undefined, api) => call(api, (c) => c.GET('/api/admin/brands')),
      providesTags: ['Brand'],
    }),
    createBrand: build.mutation({
      queryFn: (body: BrandInput, api) => call(api, (c) => c.POST('/api/admin/brands', { body })),
      invalidatesTags: [...CATALOGUE],
    }),
    updateBrand: build.mutation({
      queryFn: ({ id, ...body }: BrandInput & { id: number }, api) =>
        call(api, (c) => c.PUT('/api/admin/brands/{id}', { params: { path: { id } }, body })),
      invalidatesTags: [...CATALOGUE],
    }),
    deleteBrand: build.mutation({
      queryFn: (id: number, api) =>
        call(api, (c) => c.DELETE('/api/admin/brands/{id}', { params: { path: { id } } })),
      invalidatesTags: [...CATALOGUE],
    }),
    colours: build.query({
      queryFn: (_: undefined, api) => call(api, (c) => c.GET('/api/admin/colours')),
      providesTags: ['Colour'],
    }),
    createColour: build.mutation({
      queryFn: (body: Schemas['ColourInput'], api) =>
        call(api, (c) => c.POST('/api/admin/colours', { body })),
      invalidatesTags: [...CATALOGUE],
    }),
    updateColour: build.mutation({
      queryFn: ({ id, ...body }: Schemas['ColourInput'] & { id: number }, api) =>
        call(api, (c) => c.PUT('/api/admin/colours/{id}', { params: { path: { id } }, body })),
      invalidatesTags: [...CATALOGUE],
    }),
    deleteColour: build.mutation({
      queryFn: (id: number, api) =>
        call(api, (c) => c.DELETE('/api/admin/colours/{id}', { params: { path: { id } } })),
      invalidatesTags: [...CATALOGUE],
    }),
    sizes: build.query({
      queryFn: (_: undefined, api) => call(api, (c) => c.GET('/api/admin/sizes')),
      providesTags: ['Size'],
    }),
    createSize: build.mutation({
      queryFn: (body: { name: string; label: string }, api) =>
        call(api, (c) => c.POST('/api/admin/sizes', { body })),
      invalidatesTags: [...CATALOGUE],
    }),
    deleteSize: build.mutation({
      queryFn: (id: number, api) =>
        call(api, (c) => c.DELETE('/api/admin/sizes/{id}', { params: { path: { id } } })),
      invalidatesTags: [...CATALOGUE],
    }),
    // Designs (docs/tiles.md "Designs"): their members are products, so they follow the products' tag.
    designs: build.query({
      queryFn: (_: undefined, api) => call(api, (c) => c.GET('/api/admin/designs')),
      providesTags: ['Product'],
    }),
    createDesign: build.mutation({
      queryFn: (body: Schemas['DesignInput'], api) =>
        call(api, (c) => c.POST('/api/admin/designs', { body })),
      invalidatesTags: [...CATALOGUE],
    }),
    /** The recent CSV imports, newest first, with how each ended. */
    productImports: build.query({
      queryFn: (_: undefined, api) => call(api, (c) => c.GET('/api/admin/products/imports')),
      providesTags: ['ProductImport'],
    }),
  }),
});

export const {
  useProductImportsQuery,
  useProductsQuery,
  useLazyProductsQuery,
  useProductQuery,
  useCreateProductMutation,
  useUpdateProductMutation,
  useDeleteProductMutation,
  useBulkProductsMutation,
  useCategoriesQuery,
  useCreateCategoryMutation,
  useUpdateCategoryMutation,
  useMoveCategoryMutation,
  useDeleteCategoryMutation,
  useBrandsQuery,
  useCreateBrandMutation,
  useUpdateBrandMutation,
  useDeleteBrandMutation,
  useColoursQuery,
  useCreateColourMutation,
  useUpdateColourMutation,
  useDeleteColourMutation,
  useSizesQuery,
  useCreateSizeMutation,
  useDeleteSizeMutation,
  useDesignsQuery,
  useCreateDesignMutation,
} = catalogApi;

/** Uploads a picture (the file itself as the body); the server checks it by its content. */
export function uploadPicture(client: AdminClient, file: File, kind: PictureKind): Promise<Picture> {
  return unwrap(
    client.POST('/api/admin/pictures', {
      params: { query: { kind } },
      body: file,
      bodySerializer: (body) => body,
      headers: { 'Content-Type': file.type || 'application/octet-stream' },
    }),
  ).then((answer) => answer.picture);
}

/** Sends a CSV file as the body of the import, and returns the report. */
export function importProducts(client: AdminClient, file: File): Promise<ImportReport> {
  return unwrap(
    client.POST('/api/admin/products/import', {
      body: file,
      bodySerializer: (body) => body,
      headers: { 'Content-Type': 'text/csv' },
    }),
  );
}

/** Every product, or only those of `ids`, as CSV text (the staff token rides with it). */
export function exportProducts(client: AdminClient, ids?: readonly number[]): Promise<string> {
  return unwrap(
    client.GET('/api/admin/products/export', {
      ...(ids ? { params: { query: { ids: [...ids] } } } : {}),
      parseAs: 'text',
    }),
  );
}
