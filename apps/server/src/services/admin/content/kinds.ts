// The kinds of content the back office lists, creates and saves alike (records.ts): each one's table, order,
// contract shape and input's values. HTML bodies are sanitised before they are stored.
import { asc, desc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import {
  banners,
  blogs,
  catalogues,
  faqs,
  faqTypes,
  plugins,
  showrooms,
  testimonials,
} from '../../../db/schema.js';
import { HttpError, invalid } from '../../../errors.js';
import { uploadUrl } from '../../uploads.js';
import { sanitizeRichText } from '../rich-text.js';
import { nepali, nepaliHtml } from './nepali.js';
import {
  contentImage,
  deleteRow,
  type EditableKind,
  type Editor,
  listRecords,
  type Schemas,
  storedImage,
  storedPdf,
} from './records.js';

/** The home page's slides. */
export const BANNERS: EditableKind<typeof banners, Schemas['BannerInput'], Schemas['Banner']> = {
  table: banners,
  entity: 'banner',
  what: 'banner',
  order: [asc(banners.sortOrder), asc(banners.id)],
  show: (row, base) => ({
    id: row.id,
    title: row.title,
    title_ne: row.titleNe,
    description: row.description,
    description_ne: row.descriptionNe,
    link: row.link,
    image: contentImage(row.image, base),
    image_ne: row.imageNe ? contentImage(row.imageNe, base) : null,
    sort_order: row.sortOrder,
  }),
  values: async (tx, input) => ({
    title: input.title,
    titleNe: nepali(input.title_ne),
    description: input.description ?? '',
    descriptionNe: nepali(input.description_ne),
    link: input.link ?? null,
    image: await storedImage(tx, input.image),
    // Left out: none, and the Nepali home page shows the English picture (docs/nepal.md "Content in Nepali").
    imageNe: input.image_ne ? await storedImage(tx, input.image_ne, 'image_ne') : null,
    sortOrder: input.sort_order ?? 0,
  }),
};

export const TESTIMONIALS: EditableKind<
  typeof testimonials,
  Schemas['TestimonialInput'],
  Schemas['Testimonial']
> = {
  table: testimonials,
  entity: 'testimonial',
  what: 'testimonial',
  order: [desc(testimonials.date), desc(testimonials.id)],
  show: (row, base) => ({
    id: row.id,
    name: row.name,
    name_ne: row.nameNe,
    date: row.date,
    message: row.message,
    message_ne: row.messageNe,
    image: contentImage(row.image, base),
  }),
  values: async (tx, input) => ({
    name: input.name,
    nameNe: nepali(input.name_ne),
    date: input.date,
    message: input.message,
    messageNe: nepali(input.message_ne),
    image: await storedImage(tx, input.image),
  }),
};

export const BLOGS: EditableKind<typeof blogs, Schemas['BlogInput'], Schemas['Blog']> = {
  table: blogs,
  entity: 'blog',
  what: 'post',
  order: [desc(blogs.date), desc(blogs.id)],
  show: (row, base) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    title_ne: row.titleNe,
    date: row.date,
    summary: row.summary,
    summary_ne: row.summaryNe,
    description: row.description,
    description_ne: row.descriptionNe,
    image: contentImage(row.image, base),
    seo_title: row.seoTitle,
    seo_title_ne: row.seoTitleNe,
    seo_description: row.seoDescription,
    seo_description_ne: row.seoDescriptionNe,
    seo_keyword: row.seoKeyword,
  }),
  values: async (tx, input) => ({
    slug: input.slug,
    title: input.title,
    titleNe: nepali(input.title_ne),
    date: input.date,
    summary: input.summary,
    summaryNe: nepali(input.summary_ne),
    description: sanitizeRichText(input.description),
    descriptionNe: nepaliHtml(input.description_ne),
    image: await storedImage(tx, input.image),
    seoTitle: input.seo_title ?? '',
    seoTitleNe: nepali(input.seo_title_ne),
    seoDescription: input.seo_description ?? '',
    seoDescriptionNe: nepali(input.seo_description_ne),
    seoKeyword: input.seo_keyword ?? '',
  }),
};

/** The FAQ page's tabs and the question form's choices. */
export const FAQ_TYPES: EditableKind<typeof faqTypes, Schemas['FaqTypeInput'], Schemas['FaqType']> = {
  table: faqTypes,
  entity: 'faq_type',
  what: 'FAQ type',
  order: [asc(faqTypes.sortOrder), asc(faqTypes.id)],
  show: (row) => ({ id: row.id, title: row.title, title_ne: row.titleNe, sort_order: row.sortOrder }),
  values: async (_tx, { title, title_ne, sort_order: sortOrder = 0 }) => ({
    title,
    titleNe: nepali(title_ne),
    sortOrder,
  }),
};

export const FAQS: EditableKind<typeof faqs, Schemas['FaqInput'], Schemas['Faq']> = {
  table: faqs,
  entity: 'faq',
  what: 'FAQ',
  order: [asc(faqs.typeId), asc(faqs.sortOrder), asc(faqs.id)],
  show: (row) => ({
    id: row.id,
    type_id: row.typeId,
    question: row.question,
    question_ne: row.questionNe,
    answer: row.answer,
    answer_ne: row.answerNe,
    sort_order: row.sortOrder,
  }),
  values: async (tx, input) => {
    const [type] = await tx.select({ id: faqTypes.id }).from(faqTypes).where(eq(faqTypes.id, input.type_id));
    if (!type) throw invalid({ type_id: ['Choose a FAQ type from the list.'] }, 422);
    return {
      typeId: input.type_id,
      question: input.question,
      questionNe: nepali(input.question_ne),
      answer: sanitizeRichText(input.answer),
      answerNe: nepaliHtml(input.answer_ne),
      sortOrder: input.sort_order ?? 0,
    };
  },
};

/** The FAQ page: its types in their order, and every question by type and order. */
export async function listFaqs(
  db: Database,
  base: string,
): Promise<{ types: Schemas['FaqType'][]; faqs: Schemas['Faq'][] }> {
  return { types: await listRecords(db, base, FAQ_TYPES), faqs: await listRecords(db, base, FAQS) };
}

/** A type that still has questions stays (409). */
export async function deleteFaqType(editor: Editor, id: number): Promise<void> {
  await deleteRow(editor, FAQ_TYPES, id, async (tx) => {
    const [used] = await tx.select({ id: faqs.id }).from(faqs).where(eq(faqs.typeId, id)).limit(1);
    if (used) throw new HttpError(409, 'This type has questions: move or delete them first.');
  });
}

export const SHOWROOMS: EditableKind<typeof showrooms, Schemas['ShowroomInput'], Schemas['Showroom']> = {
  table: showrooms,
  entity: 'showroom',
  what: 'showroom',
  order: [asc(showrooms.sortOrder), asc(showrooms.id)],
  show: (row, base) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    title_ne: row.titleNe,
    summary: row.summary,
    summary_ne: row.summaryNe,
    description: row.description,
    description_ne: row.descriptionNe,
    address: row.address,
    address_ne: row.addressNe,
    phone: row.phone,
    email: row.email,
    hours: row.hours,
    hours_ne: row.hoursNe,
    map_url: row.mapUrl,
    image: contentImage(row.image, base),
    sort_order: row.sortOrder,
  }),
  values: async (tx, input) => ({
    slug: input.slug,
    title: input.title,
    titleNe: nepali(input.title_ne),
    summary: input.summary,
    summaryNe: nepali(input.summary_ne),
    description: sanitizeRichText(input.description ?? ''),
    descriptionNe: nepaliHtml(input.description_ne),
    address: input.address,
    addressNe: nepali(input.address_ne),
    phone: input.phone,
    email: input.email,
    hours: input.hours,
    hoursNe: nepali(input.hours_ne),
    mapUrl: input.map_url ?? null,
    image: await storedImage(tx, input.image),
    sortOrder: input.sort_order ?? 0,
  }),
};

/** The printed catalogues: a cover and a PDF uploaded first (catalogue-files.ts). */
export const CATALOGUES: EditableKind<typeof catalogues, Schemas['CatalogueInput'], Schemas['Catalogue']> = {
  table: catalogues,
  entity: 'catalogue',
  what: 'catalogue',
  order: [asc(catalogues.sortOrder), asc(catalogues.id)],
  show: (row, base) => ({
    id: row.id,
    slug: row.slug,
    title: row.title,
    title_ne: row.titleNe,
    image: contentImage(row.image, base),
    file: row.file,
    file_url: uploadUrl(base, row.file),
    sort_order: row.sortOrder,
  }),
  values: async (tx, input) => ({
    slug: input.slug,
    title: input.title,
    titleNe: nepali(input.title_ne),
    image: await storedImage(tx, input.image),
    file: await storedPdf(tx, input.file),
    sortOrder: input.sort_order ?? 0,
  }),
};

/** The owner's plugins: code that runs on every storefront page (a script link or inline code). */
export const PLUGINS: EditableKind<typeof plugins, Schemas['PluginInput'], Schemas['Plugin']> = {
  table: plugins,
  entity: 'plugin',
  what: 'plugin',
  order: [asc(plugins.id)],
  show: (row) => ({
    id: row.id,
    tag_type: row.tagType,
    title: row.title,
    code: row.code,
    active: row.active,
  }),
  values: async (_tx, input) => {
    if (input.tag_type === 'Script Link' && !/^https:\/\/[^\s"'<>]+$/.test(input.code)) {
      throw invalid({ code: ["A script link is the script's https address."] }, 422);
    }
    return { tagType: input.tag_type, title: input.title, code: input.code, active: input.active ?? true };
  },
};
