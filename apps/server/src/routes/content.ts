// Editorial content: banners, testimonials, pages, plugins, catalogues, showrooms, blogs, careers, FAQs and
// the complaint symptoms of the support ticket form. Everything here is read-only and public (with a key).
import { and, asc, desc, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import {
  banners,
  blogs,
  catalogues,
  complaintSymptoms,
  faqs,
  faqTypes,
  jobs,
  pages,
  plugins,
  showrooms,
  testimonials,
} from '../db/schema.js';
import { notFound } from '../errors.js';
import { isBuiltInPage } from '../services/built-in-pages.js';
import { toImage } from '../services/images.js';
import { safeLink, safeMapEmbed } from '../services/links.js';
import { uploadUrl } from '../services/uploads.js';

/** docs/customer.md §2: page titles come from seo_title, falling back to the title when it is empty. */
const seoTitle = (seo: string, title: string) => (seo.trim() === '' ? title : seo);
/** The same in Nepali (docs/nepal.md "Content in Nepali"): the Nepali SEO text, else the fallback's Nepali. */
const seoNe = (seo: string | null, fallback: string | null) => seo ?? fallback;

/** The related posts shown beside a blog post. */
const RELATED_BLOGS = 5;

/** A job is open until the end of its deadline day. */
const isOpen = gte(jobs.deadline, sql`current_date`);

const routes: FastifyPluginAsync = async (app) => {
  const base = () => app.config.publicUrl;

  type BlogRow = typeof blogs.$inferSelect;
  const blogSummary = (row: BlogRow, index: number) => ({
    index,
    slug: row.slug,
    title: row.title,
    title_ne: row.titleNe,
    date: row.date,
    summary: row.summary,
    summary_ne: row.summaryNe,
    image: toImage(row.image, base()),
  });

  type JobRow = typeof jobs.$inferSelect;
  const job = (row: JobRow) => ({
    slug: row.slug,
    title: row.title,
    title_ne: row.titleNe,
    type: row.type,
    type_ne: row.typeNe,
    vacancy: row.vacancy,
    salary: row.salary,
    salary_ne: row.salaryNe,
    deadline: row.deadline,
    education: row.education,
    education_ne: row.educationNe,
    experience: row.experience,
    experience_ne: row.experienceNe,
    date: row.date,
    description: row.description,
    description_ne: row.descriptionNe,
  });

  type ShowroomRow = typeof showrooms.$inferSelect;
  const showroom = (row: ShowroomRow) => ({
    slug: row.slug,
    title: row.title,
    title_ne: row.titleNe,
    summary: row.summary,
    summary_ne: row.summaryNe,
    address: row.address,
    address_ne: row.addressNe,
    phone: row.phone,
    email: row.email,
    hours: row.hours,
    hours_ne: row.hoursNe,
    map_url: safeMapEmbed(row.mapUrl),
    page: `${base()}/showrooms/${row.slug}`,
    image: toImage(row.image, base()),
  });

  app.operation('listBanners', async () => {
    const rows = await app.db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id));
    return {
      result: 'success',
      banners: rows.map((row) => ({
        id: row.id,
        title: row.title,
        title_ne: row.titleNe,
        description: row.description,
        description_ne: row.descriptionNe,
        link: safeLink(row.link),
        image: toImage(row.image, base(), 1280),
        image_ne: row.imageNe ? toImage(row.imageNe, base(), 1280) : null,
      })),
    };
  });

  app.operation('listTestimonials', async () => {
    const rows = await app.db
      .select()
      .from(testimonials)
      .orderBy(desc(testimonials.date), desc(testimonials.id));
    return {
      result: 'success',
      testimonials: rows.map((row) => ({
        id: row.id,
        name: row.name,
        name_ne: row.nameNe,
        date: row.date,
        message: row.message,
        message_ne: row.messageNe,
        image: toImage(row.image, base(), 320),
      })),
    };
  });

  app.operation('getPage', async (request) => {
    const [row] = await app.db.select().from(pages).where(eq(pages.slug, request.params.slug)).limit(1);
    if (!row) throw notFound(/*i18n*/ 'This page does not exist.');
    return {
      result: 'success',
      page: {
        slug: row.slug,
        title: row.title,
        title_ne: row.titleNe,
        description: row.description,
        description_ne: row.descriptionNe,
        image: row.image ? toImage(row.image, base(), 1280) : null,
        seo_title: seoTitle(row.seoTitle, row.title),
        seo_title_ne: seoNe(row.seoTitleNe, row.titleNe),
        seo_description: row.seoDescription,
        seo_description_ne: row.seoDescriptionNe,
        seo_keyword: row.seoKeyword,
        built_in: isBuiltInPage(row.slug),
      },
    };
  });

  app.operation('listPlugins', async () => {
    const rows = await app.db.select().from(plugins).where(eq(plugins.active, true)).orderBy(asc(plugins.id));
    return {
      result: 'success',
      plugins: rows.map((row) => ({ id: row.id, tag_type: row.tagType, title: row.title, code: row.code })),
    };
  });

  app.operation('listCatalogues', async () => {
    const rows = await app.db
      .select()
      .from(catalogues)
      .orderBy(asc(catalogues.sortOrder), asc(catalogues.id));
    return {
      result: 'success',
      catalogues: rows.map((row) => ({
        slug: row.slug,
        title: row.title,
        title_ne: row.titleNe,
        image: toImage(row.image, base(), 480),
        file: uploadUrl(base(), row.file),
        viewer: `${base()}/catalogues/${row.slug}`,
      })),
    };
  });

  app.operation('listShowrooms', async () => {
    // The head office carries the lowest sort order, so it comes first.
    const rows = await app.db.select().from(showrooms).orderBy(asc(showrooms.sortOrder), asc(showrooms.id));
    return { result: 'success', showrooms: rows.map(showroom) };
  });

  app.operation('getShowroom', async (request) => {
    const [row] = await app.db
      .select()
      .from(showrooms)
      .where(eq(showrooms.slug, request.params.slug))
      .limit(1);
    if (!row) throw notFound(/*i18n*/ 'This showroom does not exist.');
    return { result: 'success', showroom: showroom(row) };
  });

  app.operation('listBlogs', async (request) => {
    const query = app.db.select().from(blogs).orderBy(desc(blogs.date), desc(blogs.id));
    // docs/browsing.md §9: the home teaser asks for at most 3.
    const rows = request.query.limit ? await query.limit(request.query.limit) : await query;
    return { result: 'success', blogs: rows.map((row, i) => blogSummary(row, i + 1)) };
  });

  app.operation('getBlog', async (request) => {
    const [row] = await app.db.select().from(blogs).where(eq(blogs.slug, request.params.slug)).limit(1);
    if (!row) throw notFound(/*i18n*/ 'This blog post does not exist.');
    const related = await app.db
      .select()
      .from(blogs)
      .where(ne(blogs.id, row.id))
      .orderBy(desc(blogs.date), desc(blogs.id))
      .limit(RELATED_BLOGS);
    return {
      result: 'success',
      blog: {
        slug: row.slug,
        title: row.title,
        title_ne: row.titleNe,
        date: row.date,
        summary: row.summary,
        summary_ne: row.summaryNe,
        description: row.description,
        description_ne: row.descriptionNe,
        image: toImage(row.image, base(), 1280),
        seo_title: seoTitle(row.seoTitle, row.title),
        seo_title_ne: seoNe(row.seoTitleNe, row.titleNe),
        // docs/browsing.md §2: the blog's meta description falls back to its summary.
        seo_description: row.seoDescription.trim() === '' ? row.summary : row.seoDescription,
        seo_description_ne: seoNe(row.seoDescriptionNe, row.summaryNe),
        seo_keyword: row.seoKeyword,
      },
      blogs: related.map((r, i) => blogSummary(r, i + 1)),
    };
  });

  app.operation('listJobs', async () => {
    const rows = await app.db.select().from(jobs).where(isOpen).orderBy(desc(jobs.date), desc(jobs.id));
    return { result: 'success', jobs: rows.map(job) };
  });

  app.operation('getJob', async (request) => {
    const [row] = await app.db.select().from(jobs).where(eq(jobs.slug, request.params.slug)).limit(1);
    if (!row) throw notFound(/*i18n*/ 'This job does not exist.');
    const others = await app.db
      .select()
      .from(jobs)
      .where(and(isOpen, ne(jobs.id, row.id)))
      .orderBy(desc(jobs.date), desc(jobs.id));
    return { result: 'success', job: job(row), jobs: others.map(job) };
  });

  app.operation('listFaqs', async () => {
    const types = await app.db.select().from(faqTypes).orderBy(asc(faqTypes.sortOrder), asc(faqTypes.id));
    const rows =
      types.length === 0
        ? []
        : await app.db
            .select()
            .from(faqs)
            .where(
              inArray(
                faqs.typeId,
                types.map((t) => t.id),
              ),
            )
            .orderBy(asc(faqs.sortOrder), asc(faqs.id));
    // docs/browsing.md §2: one tab per FAQ type; a type without questions would be an empty tab, so it is
    // left out.
    return {
      result: 'success',
      types: types
        .map((type) => ({
          id: type.id,
          title: type.title,
          title_ne: type.titleNe,
          faqs: rows
            .filter((f) => f.typeId === type.id)
            .map((f) => ({
              id: f.id,
              question: f.question,
              question_ne: f.questionNe,
              answer: f.answer,
              answer_ne: f.answerNe,
            })),
        }))
        .filter((type) => type.faqs.length > 0),
    };
  });

  app.operation('listFaqTypes', async () => {
    const rows = await app.db
      .select({ id: faqTypes.id, title: faqTypes.title, title_ne: faqTypes.titleNe })
      .from(faqTypes)
      .orderBy(asc(faqTypes.sortOrder), asc(faqTypes.id));
    return { result: 'success', types: rows };
  });

  app.operation('listComplaintSymptoms', async () => {
    const rows = await app.db
      .select({
        id: complaintSymptoms.id,
        title: complaintSymptoms.title,
        title_ne: complaintSymptoms.titleNe,
      })
      .from(complaintSymptoms)
      .orderBy(asc(complaintSymptoms.id));
    return { result: 'success', complains: rows };
  });
};

export default routes;
