// Pages in the back office: the storefront's own (about us, terms, privacy, the
// listings' meta, …: built in, never deleted, their address fixed) and those the staff make, at /pages/{slug}
// on the storefront. HTML bodies are sanitised before they are stored.
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { pages } from '../../../db/schema.js';
import { HttpError, invalid, notFound } from '../../../errors.js';
import { isBuiltInPage } from '../../built-in-pages.js';
import { sanitizeRichText } from '../rich-text.js';
import { nepali, nepaliHtml } from './nepali.js';
import {
  change,
  contentImage,
  type Editor,
  insertRow,
  type Kind,
  type Schemas,
  storedImage,
  updateRow,
} from './records.js';

export const PAGES: Kind<typeof pages> = { table: pages, entity: 'page', what: 'page' };

const PAGE_BUILT_IN =
  "This page belongs to one of the storefront's own pages, which reads it by its address: it stays, at the same address.";

type PageRow = typeof pages.$inferSelect;

const page = (row: PageRow, base: string): Schemas['StorePage'] => ({
  id: row.id,
  slug: row.slug,
  built_in: isBuiltInPage(row.slug),
  title: row.title,
  title_ne: row.titleNe,
  description: row.description,
  description_ne: row.descriptionNe,
  image: row.image ? contentImage(row.image, base) : null,
  seo_title: row.seoTitle,
  seo_title_ne: row.seoTitleNe,
  seo_description: row.seoDescription,
  seo_description_ne: row.seoDescriptionNe,
  seo_keyword: row.seoKeyword,
});

/** The fields a page's input sets alike on creating and saving it. */
const pageText = (input: Schemas['StorePageInput']) => ({
  title: input.title,
  titleNe: nepali(input.title_ne),
  description: sanitizeRichText(input.description),
  descriptionNe: nepaliHtml(input.description_ne),
  seoTitle: input.seo_title ?? '',
  seoTitleNe: nepali(input.seo_title_ne),
  seoDescription: input.seo_description ?? '',
  seoDescriptionNe: nepali(input.seo_description_ne),
  seoKeyword: input.seo_keyword ?? '',
});

export async function listPages(db: Database, base: string): Promise<Schemas['StorePage'][]> {
  const rows = await db.select().from(pages).orderBy(asc(pages.title), asc(pages.id));
  return rows.map((row) => page(row, base));
}

export async function createPage(
  editor: Editor,
  input: Schemas['StorePageNewInput'],
): Promise<Schemas['StorePage']> {
  const row = await insertRow(editor, PAGES, async (tx) => ({
    slug: input.slug,
    ...pageText(input),
    image: input.image ? await storedImage(tx, input.image) : null,
  }));
  return page(row, editor.base);
}

/** A built-in page keeps its address (422 on another). */
export async function updatePage(
  editor: Editor,
  id: number,
  input: Schemas['StorePageInput'],
): Promise<Schemas['StorePage']> {
  const row = await updateRow(editor, PAGES, id, async (tx, before) => {
    if (input.slug !== undefined && input.slug !== before.slug && isBuiltInPage(before.slug)) {
      throw invalid({ slug: [PAGE_BUILT_IN] }, 422);
    }
    return {
      ...(input.slug !== undefined ? { slug: input.slug } : {}),
      ...pageText(input),
      // A page keeps its picture unless another is given.
      ...(input.image ? { image: await storedImage(tx, input.image) } : {}),
    };
  });
  return page(row, editor.base);
}

/** A built-in page is never deleted (409). */
export async function deletePage(editor: Editor, id: number): Promise<void> {
  await change<PageRow>(editor, PAGES.entity, async (tx) => {
    const [before] = await tx.select().from(pages).where(eq(pages.id, id)).for('update');
    if (!before) throw notFound('No such page.');
    if (isBuiltInPage(before.slug)) throw new HttpError(409, PAGE_BUILT_IN);
    await tx.delete(pages).where(eq(pages.id, id));
    return { before, after: null };
  });
}
