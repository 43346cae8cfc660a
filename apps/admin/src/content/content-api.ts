// The content's endpoints (banners, pages, blogs, jobs, FAQs, testimonials, showrooms, catalogues, plugins),
// injected into the back office's one createApi. Every change refreshes the lists and the audit log.
import type { AdminComponents } from '@sajilo/api/admin';
import { adminApi, call } from '../store/api.js';

type Schemas = AdminComponents['schemas'];
type Change<T> = { id: number } & T;

const api = adminApi.injectEndpoints({
  endpoints: (build) => ({
    banners: build.query({
      queryFn: (_: undefined, a) => call(a, (c) => c.GET('/api/admin/banners')),
      providesTags: ['Content'],
    }),
    createBanner: build.mutation({
      queryFn: (body: Schemas['BannerInput'], a) => call(a, (c) => c.POST('/api/admin/banners', { body })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    updateBanner: build.mutation({
      queryFn: ({ id, ...body }: Change<Schemas['BannerInput']>, a) =>
        call(a, (c) => c.PUT('/api/admin/banners/{id}', { params: { path: { id } }, body })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    deleteBanner: build.mutation({
      queryFn: (id: number, a) =>
        call(a, (c) => c.DELETE('/api/admin/banners/{id}', { params: { path: { id } } })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    pages: build.query({
      queryFn: (_: undefined, a) => call(a, (c) => c.GET('/api/admin/pages')),
      providesTags: ['Content'],
    }),
    createPage: build.mutation({
      queryFn: (body: Schemas['StorePageNewInput'], a) =>
        call(a, (c) => c.POST('/api/admin/pages', { body })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    deletePage: build.mutation({
      queryFn: (id: number, a) =>
        call(a, (c) => c.DELETE('/api/admin/pages/{id}', { params: { path: { id } } })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    updatePage: build.mutation({
      queryFn: ({ id, ...body }: Change<Schemas['StorePageInput']>, a) =>
        call(a, (c) => c.PUT('/api/admin/pages/{id}', { params: { path: { id } }, body })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    blogs: build.query({
      queryFn: (_: undefined, a) => call(a, (c) => c.GET('/api/admin/blogs')),
      providesTags: ['Content'],
    }),
    createBlog: build.mutation({
      queryFn: (body: Schemas['BlogInput'], a) => call(a, (c) => c.POST('/api/admin/blogs', { body })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    updateBlog: build.mutation({
      queryFn: ({ id, ...body }: Change<Schemas['BlogInput']>, a) =>
        call(a, (c) => c.PUT('/api/admin/blogs/{id}', { params: { path: { id } }, body })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    deleteBlog: build.mutation({
      queryFn: (id: number, a) =>
        call(a, (c) => c.DELETE('/api/admin/blogs/{id}', { params: { path: { id } } })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    jobs: build.query({
      queryFn: (_: undefined, a) => call(a, (c) => c.GET('/api/admin/jobs')),
      providesTags: ['Content'],
    }),
    createJob: build.mutation({
      queryFn: (body: Schemas['JobInput'], a) => call(a, (c) => c.POST('/api/admin/jobs', { body })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    updateJob: build.mutation({
      queryFn: ({ id, ...body }: Change<Schemas['JobInput']>, a) =>
        call(a, (c) => c.PUT('/api/admin/jobs/{id}', { params: { path: { id } }, body })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    deleteJob: build.mutation({
      queryFn: (id: number, a) =>
        call(a, (c) => c.DELETE('/api/admin/jobs/{id}', { params: { path: { id } } })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    faqs: build.query({
      queryFn: (_: undefined, a) => call(a, (c) => c.GET('/api/admin/faqs')),
      providesTags: ['Content'],
    }),
    createFaq: build.mutation({
      queryFn: (body: Schemas['FaqInput'], a) => call(a, (c) => c.POST('/api/admin/faqs', { body })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    updateFaq: build.mutation({
      queryFn: ({ id, ...body }: Change<Schemas['FaqInput']>, a) =>
        call(a, (c) => c.PUT('/api/admin/faqs/{id}', { params: { path: { id } }, body })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    deleteFaq: build.mutation({
      queryFn: (id: number, a) =>
        call(a, (c) => c.DELETE('/api/admin/faqs/{id}', { params: { path: { id } } })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    createFaqType: build.mutation({
      queryFn: (body: Schemas['FaqTypeInput'], a) => call(a, (c) => c.POST('/api/admin/faq-types', { body })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    updateFaqType: build.mutation({
      queryFn: ({ id, ...body }: Change<Schemas['FaqTypeInput']>, a) =>
        call(a, (c) => c.PUT('/api/admin/faq-types/{id}', { params: { path: { id } }, body })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    deleteFaqType: build.mutation({
      queryFn: (id: number, a) =>
        call(a, (c) => c.DELETE('/api/admin/faq-types/{id}', { params: { path: { id } } })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    testimonials: build.query({
      queryFn: (_: undefined, a) => call(a, (c) => c.GET('/api/admin/testimonials')),
      providesTags: ['Content'],
    }),
    createTestimonial: build.mutation({
      queryFn: (body: Schemas['TestimonialInput'], a) =>
        call(a, (c) => c.POST('/api/admin/testimonials', { body })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    updateTestimonial: build.mutation({
      queryFn: ({ id, ...body }: Change<Schemas['TestimonialInput']>, a) =>
        call(a, (c) => c.PUT('/api/admin/testimonials/{id}', { params: { path: { id } }, body })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    deleteTestimonial: build.mutation({
      queryFn: (id: number, a) =>
        call(a, (c) => c.DELETE('/api/admin/testimonials/{id}', { params: { path: { id } } })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    showrooms: build.query({
      queryFn: (_: undefined, a) => call(a, (c) => c.GET('/api/admin/showrooms')),
      providesTags: ['Content'],
    }),
    createShowroom: build.mutation({
      queryFn: (body: Schemas['ShowroomInput'], a) =>
        call(a, (c) => c.POST('/api/admin/showrooms', { body })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    updateShowroom: build.mutation({
      queryFn: ({ id, ...body }: Change<Schemas['ShowroomInput']>, a) =>
        call(a, (c) => c.PUT('/api/admin/showrooms/{id}', { params: { path: { id } }, body })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    deleteShowroom: build.mutation({
      queryFn: (id: number, a) =>
        call(a, (c) => c.DELETE('/api/admin/showrooms/{id}', { params: { path: { id } } })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    catalogues: build.query({
      queryFn: (_: undefined, a) => call(a, (c) => c.GET('/api/admin/catalogues')),
      providesTags: ['Content'],
    }),
    createCatalogue: build.mutation({
      queryFn: (body: Schemas['CatalogueInput'], a) =>
        call(a, (c) => c.POST('/api/admin/catalogues', { body })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    updateCatalogue: build.mutation({
      queryFn: ({ id, ...body }: Change<Schemas['CatalogueInput']>, a) =>
        call(a, (c) => c.PUT('/api/admin/catalogues/{id}', { params: { path: { id } }, body })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    deleteCatalogue: build.mutation({
      queryFn: (id: number, a) =>
        call(a, (c) => c.DELETE('/api/admin/catalogues/{id}', { params: { path: { id } } })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    uploadCatalogueFile: build.mutation({
      queryFn: (file: File, a) =>
        call(a, (c) =>
          c.POST('/api/admin/catalogue-files', {
            body: { file },
            // The browser sets the multipart boundary itself.
            bodySerializer: (body) => {
              const form = new FormData();
              form.set('file', body.file);
              return form;
            },
          }),
        ),
    }),
    /**
     * A new picture for content, through the catalogue's upload (adminUploadPicture: the same roles may
     * write content and the catalogue): stored as WebP at the product widths (320, 640, 960).
     */
    uploadPicture: build.mutation({
      queryFn: (file: File, a) =>
        call(a, (c) =>
          c.POST('/api/admin/pictures', {
            params: { query: { kind: 'product' } },
            body: file,
            headers: { 'Content-Type': file.type || 'application/octet-stream' },
            // The picture itself is the body.
            bodySerializer: (body) => body,
          }),
        ),
    }),
    plugins: build.query({
      queryFn: (_: undefined, a) => call(a, (c) => c.GET('/api/admin/plugins')),
      providesTags: ['Content'],
    }),
    createPlugin: build.mutation({
      queryFn: (body: Schemas['PluginInput'], a) => call(a, (c) => c.POST('/api/admin/plugins', { body })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    updatePlugin: build.mutation({
      queryFn: ({ id, ...body }: Change<Schemas['PluginInput']>, a) =>
        call(a, (c) => c.PUT('/api/admin/plugins/{id}', { params: { path: { id } }, body })),
      invalidatesTags: ['Content', 'Audit'],
    }),
    deletePlugin: build.mutation({
      queryFn: (id: number, a) =>
        call(a, (c) => c.DELETE('/api/admin/plugins/{id}', { params: { path: { id } } })),
      invalidatesTags: ['Content', 'Audit'],
    }),
  }),
});

export const contentApi = api;
