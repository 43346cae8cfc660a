// The storefront's content in the back office: banners, pages, blogs, jobs, FAQs, testimonials, showrooms,
// catalogues (with their PDF) and plugins. The queries and the rules are services/admin/content/; each handler
// here reads the request, calls it and answers.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { invalid } from '../../errors.js';
import {
  BANNERS,
  BLOGS,
  CATALOGUES,
  createJob,
  createPage,
  createRecord,
  deleteFaqType,
  deletePage,
  deleteRow,
  type Editor,
  FAQ_TYPES,
  FAQS,
  JOBS,
  listFaqs,
  listJobs,
  listPages,
  listRecords,
  PLUGINS,
  SHOWROOMS,
  storeCataloguePdf,
  TESTIMONIALS,
  updateJob,
  updatePage,
  updateRecord,
} from '../../services/admin/content/index.js';
import { readMultipartForm } from '../../services/uploads.js';

/** Records deleted alike: `No such …` when missing, `The … is deleted.` when done. */
const DELETABLE = {
  adminDeleteBanner: BANNERS,
  adminDeleteBlog: BLOGS,
  adminDeleteJob: JOBS,
  adminDeleteFaq: FAQS,
  adminDeleteTestimonial: TESTIMONIALS,
  adminDeleteShowroom: SHOWROOMS,
  adminDeleteCatalogue: CATALOGUES,
  adminDeletePlugin: PLUGINS,
} as const;

const routes: FastifyPluginAsync = async (app) => {
  const base = () => app.config.publicUrl;
  const editor = (request: FastifyRequest): Editor => ({ db: app.db, request, base: base() });

  app.adminOperation('adminListBanners', async () => ({
    result: 'success',
    banners: await listRecords(app.db, base(), BANNERS),
  }));
  app.adminOperation('adminCreateBanner', async (request, reply) => {
    const banner = await createRecord(editor(request), BANNERS, request.body);
    reply.code(201);
    return { result: 'success', message: 'The banner is on the home page.', banner };
  });
  app.adminOperation('adminUpdateBanner', async (request) => ({
    result: 'success',
    message: 'The banner is saved.',
    banner: await updateRecord(editor(request), BANNERS, request.params.id, request.body),
  }));

  app.adminOperation('adminListPages', async () => ({
    result: 'success',
    pages: await listPages(app.db, base()),
  }));
  app.adminOperation('adminCreatePage', async (request, reply) => {
    const page = await createPage(editor(request), request.body);
    reply.code(201);
    return {
      result: 'success',
      message: page.built_in
        ? 'The page is saved; its storefront page shows it.'
        : `The page is on the shop at /pages/${page.slug}.`,
      page,
    };
  });
  app.adminOperation('adminUpdatePage', async (request) => ({
    result: 'success',
    message: 'The page is saved.',
    page: await updatePage(editor(request), request.params.id, request.body),
  }));
  app.adminOperation('adminDeletePage', async (request) => {
    await deletePage(editor(request), request.params.id);
    return { result: 'success', message: 'The page is deleted; its address answers "not found".' };
  });

  app.adminOperation('adminListBlogs', async () => ({
    result: 'success',
    blogs: await listRecords(app.db, base(), BLOGS),
  }));
  app.adminOperation('adminCreateBlog', async (request, reply) => {
    const blog = await createRecord(editor(request), BLOGS, request.body);
    reply.code(201);
    return { result: 'success', message: 'The post is published.', blog };
  });
  app.adminOperation('adminUpdateBlog', async (request) => ({
    result: 'success',
    message: 'The post is saved.',
    blog: await updateRecord(editor(request), BLOGS, request.params.id, request.body),
  }));

  app.adminOperation('adminListJobs', async () => ({ result: 'success', jobs: await listJobs(app.db) }));
  app.adminOperation('adminCreateJob', async (request, reply) => {
    const job = await createJob(editor(request), request.body);
    reply.code(201);
    return { result: 'success', message: 'The job is posted.', job };
  });
  app.adminOperation('adminUpdateJob', async (request) => ({
    result: 'success',
    message: 'The job is saved.',
    job: await updateJob(editor(request), request.params.id, request.body),
  }));

  app.adminOperation('adminListFaqs', async () => ({
    result: 'success',
    ...(await listFaqs(app.db, base())),
  }));
  app.adminOperation('adminCreateFaq', async (request, reply) => {
    const faq = await createRecord(editor(request), FAQS, request.body);
    reply.code(201);
    return { result: 'success', message: 'The question is on the FAQ page.', faq };
  });
  app.adminOperation('adminUpdateFaq', async (request) => ({
    result: 'success',
    message: 'The question is saved.',
    faq: await updateRecord(editor(request), FAQS, request.params.id, request.body),
  }));
  app.adminOperation('adminCreateFaqType', async (request, reply) => {
    const type = await createRecord(editor(request), FAQ_TYPES, request.body);
    reply.code(201);
    return { result: 'success', message: 'The FAQ type is added.', type };
  });
  app.adminOperation('adminUpdateFaqType', async (request) => ({
    result: 'success',
    message: 'The FAQ type is saved.',
    type: await updateRecord(editor(request), FAQ_TYPES, request.params.id, request.body),
  }));
  app.adminOperation('adminDeleteFaqType', async (request) => {
    await deleteFaqType(editor(request), request.params.id);
    return { result: 'success', message: 'The FAQ type is deleted.' };
  });

  app.adminOperation('adminListTestimonials', async () => ({
    result: 'success',
    testimonials: await listRecords(app.db, base(), TESTIMONIALS),
  }));
  app.adminOperation('adminCreateTestimonial', async (request, reply) => {
    const testimonial = await createRecord(editor(request), TESTIMONIALS, request.body);
    reply.code(201);
    return { result: 'success', message: 'The testimonial is on the home page.', testimonial };
  });
  app.adminOperation('adminUpdateTestimonial', async (request) => ({
    result: 'success',
    message: 'The testimonial is saved.',
    testimonial: await updateRecord(editor(request), TESTIMONIALS, request.params.id, request.body),
  }));

  app.adminOperation('adminListShowrooms', async () => ({
    result: 'success',
    showrooms: await listRecords(app.db, base(), SHOWROOMS),
  }));
  app.adminOperation('adminCreateShowroom', async (request, reply) => {
    const showroom = await createRecord(editor(request), SHOWROOMS, request.body);
    reply.code(201);
    return { result: 'success', message: 'The showroom is listed.', showroom };
  });
  app.adminOperation('adminUpdateShowroom', async (request) => ({
    result: 'success',
    message: 'The showroom is saved.',
    showroom: await updateRecord(editor(request), SHOWROOMS, request.params.id, request.body),
  }));

  app.adminOperation('adminListCatalogues', async () => ({
    result: 'success',
    catalogues: await listRecords(app.db, base(), CATALOGUES),
  }));
  app.adminOperation('adminCreateCatalogue', async (request, reply) => {
    const catalogue = await createRecord(editor(request), CATALOGUES, request.body);
    reply.code(201);
    return { result: 'success', message: 'The catalogue is listed.', catalogue };
  });
  app.adminOperation('adminUpdateCatalogue', async (request) => ({
    result: 'success',
    message: 'The catalogue is saved.',
    catalogue: await updateRecord(editor(request), CATALOGUES, request.params.id, request.body),
  }));
  app.adminOperation('adminUploadCatalogueFile', async (request, reply) => {
    // The contract accepts a PDF only, found in the content (magic bytes), never the name (services/uploads.ts).
    const { files } = await readMultipartForm<Record<string, never>>(request, 'adminUploadCatalogueFile');
    const [pdf] = files;
    if (!pdf) throw invalid({ file: ['Choose a PDF to upload.'] });
    const file = await storeCataloguePdf(editor(request), pdf);
    reply.code(201);
    return { result: 'success', message: 'The PDF is uploaded; save the catalogue to use it.', file };
  });

  app.adminOperation('adminListPlugins', async () => ({
    result: 'success',
    plugins: await listRecords(app.db, base(), PLUGINS),
  }));
  app.adminOperation('adminCreatePlugin', async (request, reply) => {
    const plugin = await createRecord(editor(request), PLUGINS, request.body);
    reply.code(201);
    return { result: 'success', message: 'The plugin is saved.', plugin };
  });
  app.adminOperation('adminUpdatePlugin', async (request) => ({
    result: 'success',
    message: 'The plugin is saved.',
    plugin: await updateRecord(editor(request), PLUGINS, request.params.id, request.body),
  }));

  for (const [operationId, kind] of Object.entries(DELETABLE)) {
    app.adminOperation(operationId as keyof typeof DELETABLE, async (request) => {
      await deleteRow(editor(request), kind, request.params.id);
      return { result: 'success', message: `The ${kind.what} is deleted.` };
    });
  }
};

export default routes;
