// One kind of content's list and changes, whichever kind the screen shows: every kind's query is declared
// (hooks are called in the same order on every render) and only the one shown is fetched.
import type { AdminComponents } from '@sajilo/api/admin';
import type { RequestError } from '@sajilo/store';
import { contentApi as api } from './content-api.js';
import type { ContentKind } from './kinds.js';

type Schemas = AdminComponents['schemas'];
export type Row = Record<string, unknown> & { id: number };
export type Values = Record<string, unknown>;
/** A change's outcome: its message, or the server's error (field messages and all). */
export type Outcome = { ok: true; message: string; row: Row } | { ok: false; error: RequestError };

function outcome(result: { data?: unknown; error?: unknown }, key: string): Outcome {
  if (result.error || !result.data) return { ok: false, error: result.error as RequestError };
  const data = result.data as Record<string, unknown>;
  return { ok: true, message: String(data.message ?? 'Saved.'), row: data[key] as Row };
}

export function useContent(kind: ContentKind) {
  const skip = (k: ContentKind) => ({ skip: kind !== k, refetchOnMountOrArgChange: true });
  const queries = {
    pages: api.usePagesQuery(undefined, skip('pages')),
    banners: api.useBannersQuery(undefined, skip('banners')),
    blogs: api.useBlogsQuery(undefined, skip('blogs')),
    jobs: api.useJobsQuery(undefined, skip('jobs')),
    faqs: api.useFaqsQuery(undefined, skip('faqs')),
    testimonials: api.useTestimonialsQuery(undefined, skip('testimonials')),
    showrooms: api.useShowroomsQuery(undefined, skip('showrooms')),
    catalogues: api.useCataloguesQuery(undefined, skip('catalogues')),
    plugins: api.usePluginsQuery(undefined, skip('plugins')),
  };
  const [createBanner] = api.useCreateBannerMutation();
  const [updateBanner] = api.useUpdateBannerMutation();
  const [deleteBanner] = api.useDeleteBannerMutation();
  const [createPage] = api.useCreatePageMutation();
  const [updatePage] = api.useUpdatePageMutation();
  const [deletePage] = api.useDeletePageMutation();
  const [createBlog] = api.useCreateBlogMutation();
  const [updateBlog] = api.useUpdateBlogMutation();
  const [deleteBlog] = api.useDeleteBlogMutation();
  const [createJob] = api.useCreateJobMutation();
  const [updateJob] = api.useUpdateJobMutation();
  const [deleteJob] = api.useDeleteJobMutation();
  const [createFaq] = api.useCreateFaqMutation();
  const [updateFaq] = api.useUpdateFaqMutation();
  const [deleteFaq] = api.useDeleteFaqMutation();
  const [createTestimonial] = api.useCreateTestimonialMutation();
  const [updateTestimonial] = api.useUpdateTestimonialMutation();
  const [deleteTestimonial] = api.useDeleteTestimonialMutation();
  const [createShowroom] = api.useCreateShowroomMutation();
  const [updateShowroom] = api.useUpdateShowroomMutation();
  const [deleteShowroom] = api.useDeleteShowroomMutation();
  const [createCatalogue] = api.useCreateCatalogueMutation();
  const [updateCatalogue] = api.useUpdateCatalogueMutation();
  const [deleteCatalogue] = api.useDeleteCatalogueMutation();
  const [createPlugin] = api.useCreatePluginMutation();
  const [updatePlugin] = api.useUpdatePluginMutation();
  const [deletePlugin] = api.useDeletePluginMutation();

  const query = queries[kind];
  const data = query.data as Record<string, unknown> | undefined;
  const rows = (data?.[kind] as Row[] | undefined) ?? undefined;
  const faqTypes = (queries.faqs.data?.types ?? []).map((t) => ({ value: String(t.id), label: t.title }));

  /** Creates (no id) or changes a record; the values are the editor's, shaped by the kind's input. */
  async function save(id: number | undefined, values: Values): Promise<Outcome> {
    // The editor lays out exactly the fields of each kind's input (kinds.ts); the server validates them.
    switch (kind) {
      case 'pages':
        return outcome(
          id
            ? await updatePage({ id, ...(values as Schemas['StorePageInput']) })
            : await createPage(values as Schemas['StorePageNewInput']),
          'page',
        );
      case 'banners': {
        const input = values as Schemas['BannerInput'];
        return outcome(id ? await updateBanner({ id, ...input }) : await createBanner(input), 'banner');
      }
      case 'blogs': {
        const input = values as Schemas['BlogInput'];
        return outcome(id ? await updateBlog({ id, ...input }) : await createBlog(input), 'blog');
      }
      case 'jobs': {
        const input = values as Schemas['JobInput'];
        return outcome(id ? await updateJob({ id, ...input }) : await createJob(input), 'job');
      }
      case 'faqs': {
        const input = values as Schemas['FaqInput'];
        return outcome(id ? await updateFaq({ id, ...input }) : await createFaq(input), 'faq');
      }
      case 'testimonials': {
        const input = values as Schemas['TestimonialInput'];
        return outcome(
          id ? await updateTestimonial({ id, ...input }) : await createTestimonial(input),
          'testimonial',
        );
      }
      case 'showrooms': {
        const input = values as Schemas['ShowroomInput'];
        return outcome(id ? await updateShowroom({ id, ...input }) : await createShowroom(input), 'showroom');
      }
      case 'catalogues': {
        const input = values as Schemas['CatalogueInput'];
        return outcome(
          id ? await updateCatalogue({ id, ...input }) : await createCatalogue(input),
          'catalogue',
        );
      }
      case 'plugins': {
        const input = values as Schemas['PluginInput'];
        return outcome(id ? await updatePlugin({ id, ...input }) : await createPlugin(input), 'plugin');
      }
    }
  }

  async function remove(id: number): Promise<Outcome> {
    const removers: Partial<
      Record<ContentKind, (id: number) => Promise<{ data?: unknown; error?: unknown }>>
    > = {
      pages: deletePage,
      banners: deleteBanner,
      blogs: deleteBlog,
      jobs: deleteJob,
      faqs: deleteFaq,
      testimonials: deleteTestimonial,
      showrooms: deleteShowroom,
      catalogues: deleteCatalogue,
      plugins: deletePlugin,
    };
    const remover = removers[kind];
    if (!remover)
      return { ok: false, error: { status: 0, message: 'This cannot be deleted.', fieldErrors: {} } };
    const result = await remover(id);
    if (result.error) return { ok: false, error: result.error as RequestError };
    return {
      ok: true,
      message: String((result.data as { message?: string }).message ?? 'Deleted.'),
      row: { id },
    };
  }

  return {
    rows,
    faqTypeList: queries.faqs.data?.types ?? [],
    isLoading: query.isLoading,
    isFetching: query.isFetching,
    error: query.error,
    refetch: query.refetch,
    faqTypes,
    save,
    remove,
  };
}
