// Editorial content: banners, testimonials, pages, plugins, catalogues, showrooms, blogs, careers, FAQs.
import { api, request } from '../api.js';

export const contentApi = api.injectEndpoints({
  endpoints: (build) => ({
    banners: build.query({
      queryFn: (_: void, a) => request(a, (c) => c.GET('/api/banners')),
      providesTags: ['Banner'],
    }),
    testimonials: build.query({
      queryFn: (_: void, a) => request(a, (c) => c.GET('/api/testimonials')),
      providesTags: ['Testimonial'],
    }),
    page: build.query({
      queryFn: (slug: string, a) =>
        request(a, (c) => c.GET('/api/pages/{slug}', { params: { path: { slug } } })),
      providesTags: (_r, _e, slug) => [{ type: 'Page', id: slug }],
    }),
    plugins: build.query({
      queryFn: (_: void, a) => request(a, (c) => c.GET('/api/plugins')),
      providesTags: ['Plugin'],
    }),
    catalogues: build.query({
      queryFn: (_: void, a) => request(a, (c) => c.GET('/api/catalogues')),
      providesTags: ['Catalogue'],
    }),
    showrooms: build.query({
      queryFn: (_: void, a) => request(a, (c) => c.GET('/api/showrooms')),
      providesTags: ['Showroom'],
    }),
    showroom: build.query({
      queryFn: (slug: string, a) =>
        request(a, (c) => c.GET('/api/showrooms/{slug}', { params: { path: { slug } } })),
      providesTags: (_r, _e, slug) => [{ type: 'Showroom', id: slug }],
    }),
    blogs: build.query({
      // docs/browsing.md §2: the home blog teaser asks for 3.
      queryFn: (limit: number | undefined, a) =>
        request(a, (c) => c.GET('/api/blogs', { params: { query: limit ? { limit } : {} } })),
      providesTags: ['Blog'],
    }),
    blog: build.query({
      queryFn: (slug: string, a) =>
        request(a, (c) => c.GET('/api/blogs/{slug}', { params: { path: { slug } } })),
      providesTags: (_r, _e, slug) => [{ type: 'Blog', id: slug }],
    }),
    jobs: build.query({
      queryFn: (_: void, a) => request(a, (c) => c.GET('/api/careers')),
      providesTags: ['Job'],
    }),
    job: build.query({
      queryFn: (slug: string, a) =>
        request(a, (c) => c.GET('/api/careers/{slug}', { params: { path: { slug } } })),
      providesTags: (_r, _e, slug) => [{ type: 'Job', id: slug }],
    }),
    faqs: build.query({
      queryFn: (_: void, a) => request(a, (c) => c.GET('/api/faqs')),
      providesTags: ['Faq'],
    }),
    faqTypes: build.query({
      queryFn: (_: void, a) => request(a, (c) => c.GET('/api/faq_types')),
      providesTags: ['FaqType'],
    }),
    complaintSymptoms: build.query({
      queryFn: (_: void, a) => request(a, (c) => c.GET('/api/complains')),
      providesTags: ['Symptom'],
    }),
  }),
});

export const {
  useBannersQuery,
  useTestimonialsQuery,
  usePageQuery,
  usePluginsQuery,
  useCataloguesQuery,
  useShowroomsQuery,
  useShowroomQuery,
  useBlogsQuery,
  useBlogQuery,
  useJobsQuery,
  useJobQuery,
  useFaqsQuery,
  useFaqTypesQuery,
  useComplaintSymptomsQuery,
} = contentApi;
