// The storefront's content in the back office: banners, pages, blogs, jobs, FAQs, testimonials, showrooms,
// catalogues (with their PDF) and plugins. The storefront reads these tables on every request (routes/content.ts
// and routes/pages.ts keep no copy), so a change is on the storefront as soon as it commits. HTML bodies are
// sanitised here before they are stored; every change is in the audit log, in its transaction, and the files
// a change lets go that no row names any more are deleted in it too (services/orphan-files.ts).
import type { AdminComponents } from '@sajilo/api/admin';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { fileTypeFromBuffer } from 'file-type';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { queryRows } from '../../db/query.js';
import {
  banners,
  blogs,
  catalogues,
  faqs,
  faqTypes,
  jobs,
  pages,
  plugins,
  type StoredImage,
  showrooms,
  testimonials,
} from '../../db/schema.js';
import { HttpError, invalid, notFound } from '../../errors.js';
import { audit } from '../../services/admin/audit.js';
import { sanitizeRichText } from '../../services/admin/rich-text.js';
import { isBuiltInPage } from '../../services/built-in-pages.js';
import { randomToken } from '../../services/crypto.js';
import { putFiles } from '../../services/files.js';
import { toImage } from '../../services/images.js';
import { deleteOrphanedFiles, holdFiles, imageFiles } from '../../services/orphan-files.js';
import { readMultipartForm, uploadUrl } from '../../services/uploads.js';

type Schemas = AdminComponents['schemas'];
type ImageInput = Schemas['ContentImageInput'];

const SLUG_TAKEN = 'Another record already has this address; choose another.';

/** A picture as the back office shows it, with what an input takes to keep it. */
function contentImage(stored: StoredImage, base: string): Schemas['ContentImage'] {
  return {
    path: stored.path,
    widths: stored.widths,
    width: stored.width,
    height: stored.height,
    alt: stored.alt,
    url: toImage(stored, base, 640).url,
  };
}

/**
 * The stored picture an input names: every width must be a public file already (the record's own picture,
 * or one another record shows), so a record never points at a picture that is not there. Called in the
 * change's transaction: the files stay locked until it commits, so no clean-up deletes them meanwhile.
 */
async function storedImage(db: Database, input: ImageInput): Promise<StoredImage> {
  const widths = [...new Set(input.widths)].sort((a, b) => a - b);
  const files = widths.map((w) => `${input.path}-${w}.webp`);
  const found = await holdFiles(db, files);
  if (files.some((f) => !found.has(f))) {
    throw invalid({ image: ['This picture is not stored. Choose one from the list.'] }, 422);
  }
  return { path: input.path, widths, width: input.width, height: input.height, alt: input.alt ?? '' };
}

/** A PDF uploaded with adminUploadCatalogueFile (public, under catalogues/), or 422. */
async function storedPdf(db: Database, path: string): Promise<string> {
  const found = await holdFiles(db, [path]);
  if (!path.startsWith('catalogues/') || !path.endsWith('.pdf') || !found.has(path)) {
    throw invalid({ file: ['This PDF is not stored. Upload it first.'] }, 422);
  }
  return path;
}

/** Runs a change and turns a taken slug (the unique index decides, also between two staff at once) into 409. */
async function slugSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw new HttpError(409, SLUG_TAKEN);
    throw error;
  }
}

const today = sql`current_date`;

/** The stored files a content row names: its picture's, and a catalogue's PDF. */
function filesOf(row: object | null): string[] {
  if (!row) return [];
  const { image, file } = row as { image?: StoredImage | null; file?: unknown };
  return [...imageFiles(image), ...(typeof file === 'string' ? [file] : [])];
}

const PAGE_BUILT_IN =
  "This page belongs to one of the storefront's own pages, which reads it by its address: it stays, at the same address.";

const routes: FastifyPluginAsync = async (app) => {
  const base = () => app.config.publicUrl;

  /** One change in one transaction with its audit entry: the row before, the row after. */
  async function change<Row extends { id: number }>(
    request: FastifyRequest,
    entity: string,
    work: (tx: Database) => Promise<{ before: Row | null; after: Row | null }>,
  ): Promise<Row | null> {
    return slugSafe(() =>
      app.db.transaction(async (tx) => {
        const { before, after } = await work(tx);
        if (!before && !after) throw notFound();
        // A picture or PDF the record no longer names goes, unless another row still names it.
        await deleteOrphanedFiles(tx, filesOf(before), filesOf(after));
        await audit(tx, request, {
          entity,
          entityId: (after ?? before)?.id ?? null,
          before: before as Record<string, unknown> | null,
          after: after as Record<string, unknown> | null,
        });
        return after;
      }),
    );
  }

  /** The row of `id` in `table`, for update, or 404. */
  async function existing<Row>(rows: Promise<Row[]>, what: string): Promise<Row> {
    const [row] = await rows;
    if (!row) throw notFound(`No such ${what}.`);
    return row;
  }

  // ---- Banners

  type BannerRow = typeof banners.$inferSelect;
  const banner = (row: BannerRow): Schemas['Banner'] => ({
    id: row.id,
    title: row.title,
    description: row.description,
    link: row.link,
    image: contentImage(row.image, base()),
    sort_order: row.sortOrder,
  });
  const bannerValues = async (db: Database, input: Schemas['BannerInput']) => ({
    title: input.title,
    description: input.description ?? '',
    link: input.link ?? null,
    image: await storedImage(db, input.image),
    sortOrder: input.sort_order ?? 0,
  });

  app.adminOperation('adminListBanners', async () => {
    const rows = await app.db.select().from(banners).orderBy(asc(banners.sortOrder), asc(banners.id));
    return { result: 'success', banners: rows.map(banner) };
  });
  app.adminOperation('adminCreateBanner', async (request, reply) => {
    const row = await change<BannerRow>(request, 'banner', async (tx) => {
      const [after] = await tx
        .insert(banners)
        .values(await bannerValues(tx, request.body))
        .returning();
      return { before: null, after: after ?? null };
    });
    reply.code(201);
    return {
      result: 'success',
      message: 'The banner is on the home page.',
      banner: banner(row as BannerRow),
    };
  });
  app.adminOperation('adminUpdateBanner', async (request) => {
    const { id } = request.params;
    const row = await change<BannerRow>(request, 'banner', async (tx) => {
      const before = await existing(
        tx.select().from(banners).where(eq(banners.id, id)).for('update'),
        'banner',
      );
      const [after] = await tx
        .update(banners)
        .set(await bannerValues(tx, request.body))
        .where(eq(banners.id, id))
        .returning();
      return { before, after: after ?? null };
    });
    return { result: 'success', message: 'The banner is saved.', banner: banner(row as BannerRow) };
  });

  // ---- Pages: the storefront's own (about us, terms, privacy, the listings' meta, …: built in, never
  // deleted, their address fixed) and those the staff make, at /pages/{slug} on the storefront.

  type PageRow = typeof pages.$inferSelect;
  const page = (row: PageRow): Schemas['StorePage'] => ({
    id: row.id,
    slug: row.slug,
    built_in: isBuiltInPage(row.slug),
    title: row.title,
    description: row.description,
    image: row.image ? contentImage(row.image, base()) : null,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    seo_keyword: row.seoKeyword,
  });

  app.adminOperation('adminListPages', async () => {
    const rows = await app.db.select().from(pages).orderBy(asc(pages.title), asc(pages.id));
    return { result: 'success', pages: rows.map(page) };
  });
  app.adminOperation('adminCreatePage', async (request, reply) => {
    const input = request.body;
    const row = await change<PageRow>(request, 'page', async (tx) => {
      const [after] = await tx
        .insert(pages)
        .values({
          slug: input.slug,
          title: input.title,
          description: sanitizeRichText(input.description),
          image: input.image ? await storedImage(tx, input.image) : null,
          seoTitle: input.seo_title ?? '',
          seoDescription: input.seo_description ?? '',
          seoKeyword: input.seo_keyword ?? '',
        })
        .returning();
      return { before: null, after: after ?? null };
    });
    reply.code(201);
    const created = row as PageRow;
    return {
      result: 'success',
      message: isBuiltInPage(created.slug)
        ? 'The page is saved; its storefront page shows it.'
        : `The page is on the shop at /pages/${created.slug}.`,
      page: page(created),
    };
  });
  app.adminOperation('adminUpdatePage', async (request) => {
    const { id } = request.params;
    const input = request.body;
    const row = await change<PageRow>(request, 'page', async (tx) => {
      const before = await existing(tx.select().from(pages).where(eq(pages.id, id)).for('update'), 'page');
      if (input.slug !== undefined && input.slug !== before.slug && isBuiltInPage(before.slug)) {
        throw invalid({ slug: [PAGE_BUILT_IN] }, 422);
      }
      const [after] = await tx
        .update(pages)
        .set({
          ...(input.slug !== undefined ? { slug: input.slug } : {}),
          title: input.title,
          description: sanitizeRichText(input.description),
          // A page keeps its picture unless another is given.
          ...(input.image ? { image: await storedImage(tx, input.image) } : {}),
          seoTitle: input.seo_title ?? '',
          seoDescription: input.seo_description ?? '',
          seoKeyword: input.seo_keyword ?? '',
        })
        .where(eq(pages.id, id))
        .returning();
      return { before, after: after ?? null };
    });
    return { result: 'success', message: 'The page is saved.', page: page(row as PageRow) };
  });
  app.adminOperation('adminDeletePage', async (request) => {
    const { id } = request.params;
    await change<PageRow>(request, 'page', async (tx) => {
      const before = await existing(tx.select().from(pages).where(eq(pages.id, id)).for('update'), 'page');
      if (isBuiltInPage(before.slug)) throw new HttpError(409, PAGE_BUILT_IN);
      await tx.delete(pages).where(eq(pages.id, id));
      return { before, after: null };
    });
    return { result: 'success', message: 'The page is deleted; its address answers "not found".' };
  });

  // ---- Blogs

  type BlogRow = typeof blogs.$inferSelect;
  const blog = (row: BlogRow): Schemas['Blog'] => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    date: row.date,
    summary: row.summary,
    description: row.description,
    image: contentImage(row.image, base()),
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    seo_keyword: row.seoKeyword,
  });
  const blogValues = async (db: Database, input: Schemas['BlogInput']) => ({
    slug: input.slug,
    title: input.title,
    date: input.date,
    summary: input.summary,
    description: sanitizeRichText(input.description),
    image: await storedImage(db, input.image),
    seoTitle: input.seo_title ?? '',
    seoDescription: input.seo_description ?? '',
    seoKeyword: input.seo_keyword ?? '',
  });

  app.adminOperation('adminListBlogs', async () => {
    const rows = await app.db.select().from(blogs).orderBy(desc(blogs.date), desc(blogs.id));
    return { result: 'success', blogs: rows.map(blog) };
  });
  app.adminOperation('adminCreateBlog', async (request, reply) => {
    const row = await change<BlogRow>(request, 'blog', async (tx) => {
      const [after] = await tx
        .insert(blogs)
        .values(await blogValues(tx, request.body))
        .returning();
      return { before: null, after: after ?? null };
    });
    reply.code(201);
    return { result: 'success', message: 'The post is published.', blog: blog(row as BlogRow) };
  });
  app.adminOperation('adminUpdateBlog', async (request) => {
    const { id } = request.params;
    const row = await change<BlogRow>(request, 'blog', async (tx) => {
      const before = await existing(tx.select().from(blogs).where(eq(blogs.id, id)).for('update'), 'post');
      const [after] = await tx
        .update(blogs)
        .set(await blogValues(tx, request.body))
        .where(eq(blogs.id, id))
        .returning();
      return { before, after: after ?? null };
    });
    return { result: 'success', message: 'The post is saved.', blog: blog(row as BlogRow) };
  });

  // ---- Jobs

  type JobRow = typeof jobs.$inferSelect;
  const job = (row: JobRow & { open: boolean }): Schemas['Job'] => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    type: row.type,
    vacancy: row.vacancy,
    salary: row.salary,
    deadline: row.deadline,
    education: row.education,
    experience: row.experience,
    date: row.date,
    description: row.description,
    open: row.open,
  });
  const jobValues = (input: Schemas['JobInput']) => ({
    slug: input.slug,
    title: input.title,
    type: input.type,
    vacancy: input.vacancy,
    salary: input.salary,
    deadline: input.deadline,
    education: input.education,
    experience: input.experience,
    date: input.date,
    description: sanitizeRichText(input.description),
  });
  /** routes/content.ts: a job is open until the end of its deadline day (the database's date). */
  const withOpen = async (db: Database, row: JobRow) => {
    const [check] = await queryRows<{ open: boolean }>(
      db,
      sql`SELECT ${row.deadline}::date >= ${today} AS open`,
    );
    return { ...row, open: check?.open ?? false };
  };
  const checkJob = (input: Schemas['JobInput']) => {
    if (input.deadline < input.date) {
      throw invalid({ deadline: ['The deadline comes before the day the job is posted.'] }, 422);
    }
  };

  app.adminOperation('adminListJobs', async () => {
    const rows = await app.db
      .select({ job: jobs, open: sql<boolean>`${jobs.deadline} >= ${today}` })
      .from(jobs)
      .orderBy(desc(jobs.date), desc(jobs.id));
    return { result: 'success', jobs: rows.map((r) => job({ ...r.job, open: r.open })) };
  });
  app.adminOperation('adminCreateJob', async (request, reply) => {
    checkJob(request.body);
    const row = await change<JobRow>(request, 'job', async (tx) => {
      const [after] = await tx.insert(jobs).values(jobValues(request.body)).returning();
      return { before: null, after: after ?? null };
    });
    reply.code(201);
    return {
      result: 'success',
      message: 'The job is posted.',
      job: job(await withOpen(app.db, row as JobRow)),
    };
  });
  app.adminOperation('adminUpdateJob', async (request) => {
    const { id } = request.params;
    checkJob(request.body);
    const row = await change<JobRow>(request, 'job', async (tx) => {
      const before = await existing(tx.select().from(jobs).where(eq(jobs.id, id)).for('update'), 'job');
      const [after] = await tx.update(jobs).set(jobValues(request.body)).where(eq(jobs.id, id)).returning();
      return { before, after: after ?? null };
    });
    return {
      result: 'success',
      message: 'The job is saved.',
      job: job(await withOpen(app.db, row as JobRow)),
    };
  });

  // ---- FAQs

  type FaqRow = typeof faqs.$inferSelect;
  const faq = (row: FaqRow): Schemas['Faq'] => ({
    id: row.id,
    type_id: row.typeId,
    question: row.question,
    answer: row.answer,
    sort_order: row.sortOrder,
  });
  const faqValues = async (db: Database, input: Schemas['FaqInput']) => {
    const [type] = await db.select({ id: faqTypes.id }).from(faqTypes).where(eq(faqTypes.id, input.type_id));
    if (!type) throw invalid({ type_id: ['Choose a FAQ type from the list.'] }, 422);
    return {
      typeId: input.type_id,
      question: input.question,
      answer: sanitizeRichText(input.answer),
      sortOrder: input.sort_order ?? 0,
    };
  };

  app.adminOperation('adminListFaqs', async () => {
    const types = await app.db
      .select({ id: faqTypes.id, title: faqTypes.title, sort_order: faqTypes.sortOrder })
      .from(faqTypes)
      .orderBy(asc(faqTypes.sortOrder), asc(faqTypes.id));
    const rows = await app.db
      .select()
      .from(faqs)
      .orderBy(asc(faqs.typeId), asc(faqs.sortOrder), asc(faqs.id));
    return { result: 'success', types, faqs: rows.map(faq) };
  });
  app.adminOperation('adminCreateFaq', async (request, reply) => {
    const row = await change<FaqRow>(request, 'faq', async (tx) => {
      const [after] = await tx
        .insert(faqs)
        .values(await faqValues(tx, request.body))
        .returning();
      return { before: null, after: after ?? null };
    });
    reply.code(201);
    return { result: 'success', message: 'The question is on the FAQ page.', faq: faq(row as FaqRow) };
  });
  app.adminOperation('adminUpdateFaq', async (request) => {
    const { id } = request.params;
    const row = await change<FaqRow>(request, 'faq', async (tx) => {
      const before = await existing(tx.select().from(faqs).where(eq(faqs.id, id)).for('update'), 'FAQ');
      const [after] = await tx
        .update(faqs)
        .set(await faqValues(tx, request.body))
        .where(eq(faqs.id, id))
        .returning();
      return { before, after: after ?? null };
    });
    return { result: 'success', message: 'The question is saved.', faq: faq(row as FaqRow) };
  });

  // The FAQ types: the FAQ page's tabs and the question form's choices.
  type FaqTypeRow = typeof faqTypes.$inferSelect;
  const faqType = (row: FaqTypeRow): Schemas['FaqType'] => ({
    id: row.id,
    title: row.title,
    sort_order: row.sortOrder,
  });

  app.adminOperation('adminCreateFaqType', async (request, reply) => {
    const { title, sort_order: sortOrder = 0 } = request.body;
    const row = await change<FaqTypeRow>(request, 'faq_type', async (tx) => {
      const [after] = await tx.insert(faqTypes).values({ title, sortOrder }).returning();
      return { before: null, after: after ?? null };
    });
    reply.code(201);
    return { result: 'success', message: 'The FAQ type is added.', type: faqType(row as FaqTypeRow) };
  });
  app.adminOperation('adminUpdateFaqType', async (request) => {
    const { id } = request.params;
    const { title, sort_order: sortOrder = 0 } = request.body;
    const row = await change<FaqTypeRow>(request, 'faq_type', async (tx) => {
      const before = await existing(
        tx.select().from(faqTypes).where(eq(faqTypes.id, id)).for('update'),
        'FAQ type',
      );
      const [after] = await tx
        .update(faqTypes)
        .set({ title, sortOrder })
        .where(eq(faqTypes.id, id))
        .returning();
      return { before, after: after ?? null };
    });
    return { result: 'success', message: 'The FAQ type is saved.', type: faqType(row as FaqTypeRow) };
  });
  app.adminOperation('adminDeleteFaqType', async (request) => {
    const { id } = request.params;
    await change(request, 'faq_type', async (tx) => {
      const [used] = await tx.select({ id: faqs.id }).from(faqs).where(eq(faqs.typeId, id)).limit(1);
      if (used) throw new HttpError(409, 'This type has questions: move or delete them first.');
      const [before] = await tx.delete(faqTypes).where(eq(faqTypes.id, id)).returning();
      if (!before) throw notFound('No such FAQ type.');
      return { before, after: null };
    });
    return { result: 'success', message: 'The FAQ type is deleted.' };
  });

  // ---- Testimonials

  type TestimonialRow = typeof testimonials.$inferSelect;
  const testimonial = (row: TestimonialRow): Schemas['Testimonial'] => ({
    id: row.id,
    name: row.name,
    date: row.date,
    message: row.message,
    image: contentImage(row.image, base()),
  });
  const testimonialValues = async (db: Database, input: Schemas['TestimonialInput']) => ({
    name: input.name,
    date: input.date,
    message: input.message,
    image: await storedImage(db, input.image),
  });

  app.adminOperation('adminListTestimonials', async () => {
    const rows = await app.db
      .select()
      .from(testimonials)
      .orderBy(desc(testimonials.date), desc(testimonials.id));
    return { result: 'success', testimonials: rows.map(testimonial) };
  });
  app.adminOperation('adminCreateTestimonial', async (request, reply) => {
    const row = await change<TestimonialRow>(request, 'testimonial', async (tx) => {
      const [after] = await tx
        .insert(testimonials)
        .values(await testimonialValues(tx, request.body))
        .returning();
      return { before: null, after: after ?? null };
    });
    reply.code(201);
    return {
      result: 'success',
      message: 'The testimonial is on the home page.',
      testimonial: testimonial(row as TestimonialRow),
    };
  });
  app.adminOperation('adminUpdateTestimonial', async (request) => {
    const { id } = request.params;
    const row = await change<TestimonialRow>(request, 'testimonial', async (tx) => {
      const before = await existing(
        tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update'),
        'testimonial',
      );
      const [after] = await tx
        .update(testimonials)
        .set(await testimonialValues(tx, request.body))
        .where(eq(testimonials.id, id))
        .returning();
      return { before, after: after ?? null };
    });
    return {
      result: 'success',
      message: 'The testimonial is saved.',
      testimonial: testimonial(row as TestimonialRow),
    };
  });

  // ---- Showrooms

  type ShowroomRow = typeof showrooms.$inferSelect;
  const showroom = (row: ShowroomRow): Schemas['Showroom'] => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    description: row.description,
    address: row.address,
    phone: row.phone,
    email: row.email,
    hours: row.hours,
    map_url: row.mapUrl,
    image: contentImage(row.image, base()),
    sort_order: row.sortOrder,
  });
  const showroomValues = async (db: Database, input: Schemas['ShowroomInput']) => ({
    slug: input.slug,
    title: input.title,
    summary: input.summary,
    description: sanitizeRichText(input.description ?? ''),
    address: input.address,
    phone: input.phone,
    email: input.email,
    hours: input.hours,
    mapUrl: input.map_url ?? null,
    image: await storedImage(db, input.image),
    sortOrder: input.sort_order ?? 0,
  });

  app.adminOperation('adminListShowrooms', async () => {
    const rows = await app.db.select().from(showrooms).orderBy(asc(showrooms.sortOrder), asc(showrooms.id));
    return { result: 'success', showrooms: rows.map(showroom) };
  });
  app.adminOperation('adminCreateShowroom', async (request, reply) => {
    const row = await change<ShowroomRow>(request, 'showroom', async (tx) => {
      const [after] = await tx
        .insert(showrooms)
        .values(await showroomValues(tx, request.body))
        .returning();
      return { before: null, after: after ?? null };
    });
    reply.code(201);
    return { result: 'success', message: 'The showroom is listed.', showroom: showroom(row as ShowroomRow) };
  });
  app.adminOperation('adminUpdateShowroom', async (request) => {
    const { id } = request.params;
    const row = await change<ShowroomRow>(request, 'showroom', async (tx) => {
      const before = await existing(
        tx.select().from(showrooms).where(eq(showrooms.id, id)).for('update'),
        'showroom',
      );
      const [after] = await tx
        .update(showrooms)
        .set(await showroomValues(tx, request.body))
        .where(eq(showrooms.id, id))
        .returning();
      return { before, after: after ?? null };
    });
    return { result: 'success', message: 'The showroom is saved.', showroom: showroom(row as ShowroomRow) };
  });

  // ---- Catalogues and their PDFs

  type CatalogueRow = typeof catalogues.$inferSelect;
  const catalogue = (row: CatalogueRow): Schemas['Catalogue'] => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    image: contentImage(row.image, base()),
    file: row.file,
    file_url: uploadUrl(base(), row.file),
    sort_order: row.sortOrder,
  });
  const catalogueValues = async (db: Database, input: Schemas['CatalogueInput']) => ({
    slug: input.slug,
    title: input.title,
    image: await storedImage(db, input.image),
    file: await storedPdf(db, input.file),
    sortOrder: input.sort_order ?? 0,
  });

  app.adminOperation('adminListCatalogues', async () => {
    const rows = await app.db
      .select()
      .from(catalogues)
      .orderBy(asc(catalogues.sortOrder), asc(catalogues.id));
    return { result: 'success', catalogues: rows.map(catalogue) };
  });
  app.adminOperation('adminCreateCatalogue', async (request, reply) => {
    const row = await change<CatalogueRow>(request, 'catalogue', async (tx) => {
      const [after] = await tx
        .insert(catalogues)
        .values(await catalogueValues(tx, request.body))
        .returning();
      return { before: null, after: after ?? null };
    });
    reply.code(201);
    return {
      result: 'success',
      message: 'The catalogue is listed.',
      catalogue: catalogue(row as CatalogueRow),
    };
  });
  app.adminOperation('adminUpdateCatalogue', async (request) => {
    const { id } = request.params;
    const row = await change<CatalogueRow>(request, 'catalogue', async (tx) => {
      const before = await existing(
        tx.select().from(catalogues).where(eq(catalogues.id, id)).for('update'),
        'catalogue',
      );
      const [after] = await tx
        .update(catalogues)
        .set(await catalogueValues(tx, request.body))
        .where(eq(catalogues.id, id))
        .returning();
      return { before, after: after ?? null };
    });
    return {
      result: 'success',
      message: 'The catalogue is saved.',
      catalogue: catalogue(row as CatalogueRow),
    };
  });

  app.adminOperation('adminUploadCatalogueFile', async (request, reply) => {
    // The contract accepts a PDF only, found in the content (magic bytes), never the name (services/uploads.ts).
    const { files } = await readMultipartForm<Record<string, never>>(request, 'adminUploadCatalogueFile');
    const [pdf] = files;
    if (!pdf) throw invalid({ file: ['Choose a PDF to upload.'] });
    // A second look at the bytes themselves: a PDF starts with %PDF- (file-type agrees; the form reader
    // already refused anything else with 415).
    if ((await fileTypeFromBuffer(pdf.buffer))?.mime !== 'application/pdf') {
      throw new HttpError(415, { file: ['The file must be a PDF document.'] });
    }
    // A random address: public files are served as immutable, so a path never names other content.
    const path = `catalogues/${randomToken(12)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')}-${Date.now()}.pdf`;
    await app.db.transaction(async (tx) => {
      await putFiles(tx, [{ path, content: pdf.buffer, mime: 'application/pdf', public: true }]);
      await audit(tx, request, {
        entity: 'file',
        entityId: path,
        before: null,
        after: { path, size: pdf.buffer.length, name: pdf.originalName },
      });
    });
    reply.code(201);
    return {
      result: 'success',
      message: 'The PDF is uploaded; save the catalogue to use it.',
      file: { path, url: uploadUrl(base(), path), size: pdf.buffer.length },
    };
  });

  // ---- Deleting content

  const DELETABLE = {
    adminDeleteBanner: { table: banners, entity: 'banner', what: 'banner' },
    adminDeleteBlog: { table: blogs, entity: 'blog', what: 'post' },
    adminDeleteJob: { table: jobs, entity: 'job', what: 'job' },
    adminDeleteFaq: { table: faqs, entity: 'faq', what: 'FAQ' },
    adminDeleteTestimonial: { table: testimonials, entity: 'testimonial', what: 'testimonial' },
    adminDeleteShowroom: { table: showrooms, entity: 'showroom', what: 'showroom' },
    adminDeleteCatalogue: { table: catalogues, entity: 'catalogue', what: 'catalogue' },
  } as const;
  for (const [operationId, { table, entity, what }] of Object.entries(DELETABLE)) {
    app.adminOperation(operationId as keyof typeof DELETABLE, async (request) => {
      const { id } = request.params;
      try {
        await change(request, entity, async (tx) => {
          const [before] = await tx.delete(table).where(eq(table.id, id)).returning();
          if (!before) throw notFound(`No such ${what}.`);
          return { before, after: null };
        });
      } catch (error) {
        // A job that people applied for stays (their applications name it): close it instead.
        if (
          (error as { code?: unknown; cause?: { code?: unknown } }).code === '23503' ||
          (error as { cause?: { code?: unknown } }).cause?.code === '23503'
        ) {
          throw new HttpError(409, `This ${what} has applications; move its deadline to close it instead.`);
        }
        throw error;
      }
      return { result: 'success', message: `The ${what} is deleted.` };
    });
  }

  // ---- Plugins (the owner's: their code runs on every storefront page)

  type PluginRow = typeof plugins.$inferSelect;
  const plugin = (row: PluginRow): Schemas['Plugin'] => ({
    id: row.id,
    tag_type: row.tagType,
    title: row.title,
    code: row.code,
    active: row.active,
  });
  const pluginValues = (input: Schemas['PluginInput']) => {
    if (input.tag_type === 'Script Link' && !/^https:\/\/[^\s"'<>]+$/.test(input.code)) {
      throw invalid({ code: ["A script link is the script's https address."] }, 422);
    }
    return { tagType: input.tag_type, title: input.title, code: input.code, active: input.active ?? true };
  };

  app.adminOperation('adminListPlugins', async () => {
    const rows = await app.db.select().from(plugins).orderBy(asc(plugins.id));
    return { result: 'success', plugins: rows.map(plugin) };
  });
  app.adminOperation('adminCreatePlugin', async (request, reply) => {
    const values = pluginValues(request.body);
    const row = await change<PluginRow>(request, 'plugin', async (tx) => {
      const [after] = await tx.insert(plugins).values(values).returning();
      return { before: null, after: after ?? null };
    });
    reply.code(201);
    return { result: 'success', message: 'The plugin is saved.', plugin: plugin(row as PluginRow) };
  });
  app.adminOperation('adminUpdatePlugin', async (request) => {
    const { id } = request.params;
    const values = pluginValues(request.body);
    const row = await change<PluginRow>(request, 'plugin', async (tx) => {
      const before = await existing(
        tx.select().from(plugins).where(eq(plugins.id, id)).for('update'),
        'plugin',
      );
      const [after] = await tx.update(plugins).set(values).where(eq(plugins.id, id)).returning();
      return { before, after: after ?? null };
    });
    return { result: 'success', message: 'The plugin is saved.', plugin: plugin(row as PluginRow) };
  });
  app.adminOperation('adminDeletePlugin', async (request) => {
    const { id } = request.params;
    await change(request, 'plugin', async (tx) => {
      const [before] = await tx.delete(plugins).where(eq(plugins.id, id)).returning();
      if (!before) throw notFound('No such plugin.');
      return { before, after: null };
    });
    return { result: 'success', message: 'The plugin is deleted.' };
  });
};

export default routes;
