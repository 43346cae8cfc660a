// Products in the back office: the list with its search and filters, one product, create, replace, delete,
// pictures, and the bulk changes. Every write is one transaction with its audit entry; the listing index,
// search and the catalogue's version follow from the triggers on products (migrations 0008 and 0011), so the
// storefront shows the change at once (docs/back-office.md "Catalogue").
import type { AdminComponents } from '@sajilo/api/admin';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { FILE_LIMIT } from '../../app.js';
import type { Database } from '../../db/client.js';
import { listOrder } from '../../db/list-order.js';
import { queryRows } from '../../db/query.js';
import {
  cartLines,
  designs,
  orderItems,
  products,
  type StoredImage,
  wishlistItems,
} from '../../db/schema.js';
import { type FieldErrors, HttpError, invalid, notFound } from '../../errors.js';
import { audit } from '../../services/admin/audit.js';
import {
  freeSlug,
  Lookups,
  refreshSearchText,
  sanitizeDescription,
  slugify,
  uniqueViolation,
} from '../../services/admin/catalog.js';
import { findUpload, type PictureKind, storePicture, toPicture } from '../../services/admin/pictures.js';
import { exportProducts, importProducts } from '../../services/admin/product-csv.js';
import { listImports } from '../../services/admin/product-imports.js';
import { currentStaff } from '../../services/admin/sessions.js';
import { PRICE_MAX } from '../../services/money.js';
import { deleteOrphanedFiles, holdFiles, imageFiles } from '../../services/orphan-files.js';
import { sampleSettings, saveSampleSettings } from '../../services/samples.js';
import { setSimpleStock, stockTotalSql, stockTotals } from '../../services/stock.js';
import { packagingColumns, toTilePackaging } from '../../services/tiles.js';

type ProductInput = AdminComponents['schemas']['ProductInput'];
type AdminProduct = AdminComponents['schemas']['AdminProduct'];
type ProductRowOut = AdminComponents['schemas']['ProductRow'];
type ProductRecord = typeof products.$inferSelect;

const PER_PAGE = 25;
const LOW_STOCK = 5;
/**
 * What the list's `sort` orders by: titles and codes whatever their case, in code point order (the same on
 * PGlite and on any PostgreSQL, whatever its locale), and a price as it sells (its sale price).
 */
const PRODUCT_ORDER = {
  title: sql`lower(${products.title}) collate "C"`,
  code: sql`lower(${products.productCode}) collate "C"`,
  price: products.sellingPrice,
  stock: stockTotalSql(products.id),
};
/** LIKE's wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export function toAdminProduct(
  row: ProductRecord,
  related: { id: number; title: string; product_code: string }[],
  baseUrl: string,
  stock: number | null,
  sample: AdminProduct['sample'] = null,
): AdminProduct {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    title_ne: row.titleNe,
    product_code: row.productCode,
    brand_id: row.brandId,
    category_id: row.categoryId,
    color_id: row.colorId,
    size_id: row.sizeId,
    size: row.size,
    size_unit: row.sizeUnit,
    design_id: row.designId,
    finish: row.finish,
    finish_ne: row.finishNe,
    unit: row.unit,
    price: row.price,
    sale_price: row.salePrice,
    weight_grams: row.weightGrams,
    stock,
    description: row.description,
    description_ne: row.descriptionNe,
    pictures: row.images.map((image) => toPicture(image, baseUrl)),
    related,
    seo_title: row.seoTitle,
    seo_description: row.seoDescription,
    seo_keyword: row.seoKeyword,
    published: row.published,
    trending: row.trending,
    created_at: row.createdAt.toISOString(),
    packaging: toTilePackaging(row),
    sample,
  };
}

/** What the audit log keeps of a product: its fields, pictures by name, without the derived search columns. */
function auditRecord(row: ProductRecord): Record<string, unknown> {
  const {
    search: _search,
    searchText: _text,
    sellingPrice: _selling,
    images,
    createdAt: _created,
    ...rest
  } = row;
  return { ...rest, images: images.map((image) => image.path) };
}

async function productDetail(db: Database, id: number, baseUrl: string): Promise<AdminProduct> {
  const [row] = await db.select().from(products).where(eq(products.id, id));
  if (!row) throw notFound('No such product.');
  const related = row.relatedIds.length
    ? await db
        .select({ id: products.id, title: products.title, product_code: products.productCode })
        .from(products)
        .where(inArray(products.id, row.relatedIds))
    : [];
  const order = new Map(row.relatedIds.map((rid, i) => [rid, i]));
  related.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
  const stock = (await stockTotals(db, [id])).get(id) ?? null;
  return toAdminProduct(row, related, baseUrl, stock, await sampleSettings(db, id));
}

/** The Nepali description, sanitised like the English; null when it holds no text (nor a picture). */
function nepaliDescription(html: string | undefined): string | null {
  const clean = sanitizeDescription(html ?? '');
  return clean.replace(/<(?!img\b)[^>]*>|&nbsp;|\s/g, '') === '' ? null : clean;
}

/**
 * The row a product input makes: names checked against the catalogue, the category path and search text
 * derived, the description sanitised, the pictures resolved (the product's own, or fresh uploads). Throws
 * 422 with field messages for what does not exist or does not fit.
 */
async function productValues(
  db: Database,
  input: ProductInput,
  current: ProductRecord | undefined,
): Promise<Omit<typeof products.$inferInsert, 'slug'> & { slug?: string }> {
  const lookups = await Lookups.load(db);
  const problems: FieldErrors = {};
  const exists = (field: string, id: number | undefined, known: Map<number, unknown>, what: string) => {
    if (id !== undefined && !known.has(id)) problems[field] = [`There is no such ${what}.`];
  };
  exists('brand_id', input.brand_id, lookups.brands, 'brand');
  exists('category_id', input.category_id, lookups.categories, 'category');
  exists('color_id', input.color_id, lookups.colours, 'colour');
  exists('size_id', input.size_id, lookups.sizes, 'size');
  if (input.sale_price !== undefined && input.sale_price >= input.price) {
    problems.sale_price = ['The sale price must be below the price.'];
  }
  const relatedIds = input.related_ids ?? [];
  if (current && relatedIds.includes(current.id))
    problems.related_ids = ['A product is not related to itself.'];
  else if (relatedIds.length > 0) {
    const found = await db.select({ id: products.id }).from(products).where(inArray(products.id, relatedIds));
    if (found.length !== relatedIds.length) problems.related_ids = ['Some of these products do not exist.'];
  }
  const images: StoredImage[] = [];
  for (const picture of input.pictures ?? []) {
    const alt = picture.alt ?? input.title;
    const own = current?.images.find((image) => image.path === picture.path);
    const stored = own ?? (await findUpload(db, picture.path));
    if (!stored?.path.startsWith('products/')) {
      problems.pictures = ['Upload each picture first (one of them is not stored).'];
      break;
    }
    images.push({ ...stored, alt });
  }
  if (typeof input.design_id === 'number') {
    const [design] = await db.select({ id: designs.id }).from(designs).where(eq(designs.id, input.design_id));
    if (!design) problems.design_id = ['There is no such design.'];
  }
  const packaging = packagingColumns(input.packaging, problems);
  if (Object.keys(problems).length > 0) throw invalid(problems, 422);
  const categoryIds = lookups.categoryPath(input.category_id);
  const values = {
    title: input.title,
    // Nepali left empty is no Nepali: the storefront shows the English on its Nepali pages.
    titleNe: input.title_ne?.trim() || null,
    productCode: input.product_code,
    brandId: input.brand_id ?? null,
    categoryId: input.category_id ?? null,
    categoryIds,
    colorId: input.color_id ?? null,
    sizeId: input.size_id ?? null,
    size: input.size ?? null,
    sizeUnit: input.size_unit ?? null,
    designId: input.design_id ?? null,
    finish: input.finish?.trim() || null,
    finishNe: input.finish_ne?.trim() || null,
    unit: input.unit ?? 'piece',
    price: input.price,
    salePrice: input.sale_price ?? null,
    weightGrams: input.weight_grams ?? null,
    description: sanitizeDescription(input.description ?? ''),
    descriptionNe: nepaliDescription(input.description_ne),
    images,
    relatedIds,
    seoTitle: input.seo_title ?? '',
    seoDescription: input.seo_description ?? '',
    seoKeyword: input.seo_keyword ?? '',
    published: input.published ?? false,
    trending: input.trending ?? false,
    ...packaging,
  };
  return {
    ...values,
    searchText: lookups.searchText(values),
    ...(input.slug ? { slug: input.slug } : {}),
  };
}

/**
 * The pictures a product write names, checked again inside its transaction and held there (productValues
 * read them before it began): one deleted meanwhile by another change's clean-up answers 422. The product's
 * own pictures (`current`, its row locked) are its as they are: no clean-up deletes what a row still names.
 */
async function holdPictures(tx: Database, images: StoredImage[], current: StoredImage[] = []): Promise<void> {
  const own = new Set(current.map((image) => image.path));
  const files = images.filter((image) => !own.has(image.path)).flatMap(imageFiles);
  const held = await holdFiles(tx, files);
  if (files.some((file) => !held.has(file))) {
    throw invalid({ pictures: ['Upload each picture first (one of them is not stored).'] }, 422);
  }
}

/**
 * The editor's stock number, for goods without lots (services/stock.ts setSimpleStock); empty leaves the
 * count as it is. A product counted by lot keeps its lots: another number is refused with the way to change them.
 */
async function simpleStock(
  tx: Database,
  productId: number,
  stock: number | null | undefined,
  request: FastifyRequest,
): Promise<void> {
  if (stock === null || stock === undefined) return;
  const { refused } = await setSimpleStock(tx, [{ productId, stock }], {
    staffId: currentStaff(request).id,
    note: 'Product editor',
  });
  if (refused.length > 0) {
    throw invalid(
      { stock: ['This product is counted by lot: receive, move or count its boxes under Stock.'] },
      422,
    );
  }
}

/** 409 with the field for a unique index a product write ran into (a code or slug taken meanwhile). */
function taken(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === undefined) throw error;
  if (constraint.includes('slug')) throw invalid({ slug: ['Another product has this address.'] }, 409);
  throw invalid({ product_code: ['Another product has this code.'] }, 409);
}

const routes: FastifyPluginAsync = async (app) => {
  const baseUrl = () => app.config.publicUrl;

  // Pictures arrive as the body itself; the content type is only a hint, the content decides (pictures.ts).
  app.addContentTypeParser(
    ['image/jpeg', 'image/png', 'image/webp'],
    { parseAs: 'buffer', bodyLimit: FILE_LIMIT },
    (_request, body, done) => done(null, body),
  );

  app.adminOperation('adminListProducts', async (request) => {
    const { q, category_id, brand_id, published, stock, sort, page = 1 } = request.query;
    const like = q ? `%${literal(q.toLowerCase())}%` : undefined;
    const filters: (SQL | undefined)[] = [
      like === undefined
        ? undefined
        : sql`(lower(${products.title}) LIKE ${like} OR lower(${products.productCode}) LIKE ${like}
               OR ${products.search} @@ plainto_tsquery('simple', ${q}))`,
      category_id === undefined ? undefined : sql`${products.categoryIds} @> ARRAY[${category_id}::int]`,
      brand_id === undefined ? undefined : eq(products.brandId, brand_id),
      published === undefined ? undefined : eq(products.published, published),
      stock === 'low' ? sql`${stockTotalSql(products.id)} < ${LOW_STOCK}` : undefined,
      stock === 'out' ? sql`${stockTotalSql(products.id)} = 0` : undefined,
    ];
    const where = and(...filters);
    const order = sql.join(
      sort === undefined ? [sql`${products.id} desc`] : listOrder(sort, PRODUCT_ORDER, products.id),
      sql`, `,
    );
    const [{ total } = { total: 0 }] = await app.db
      .select({ total: sql<number>`count(*)::int` })
      .from(products)
      .where(where);
    const rows = await queryRows<{
      id: number;
      slug: string;
      title: string;
      product_code: string;
      brand: string | null;
      category: string | null;
      price: number;
      sale_price: number | null;
      stock: number | null;
      published: boolean;
      image: StoredImage | null;
    }>(
      app.db,
      sql`with chosen as (
          select ${products.id} as id, row_number() over (order by ${order}) as at
          from ${products} ${where ? sql`where ${where}` : sql``}
          order by ${order} limit ${PER_PAGE} offset ${(page - 1) * PER_PAGE})
        select p.id, p.slug, p.title, p.product_code, b.title as brand, c.title as category, p.price,
          p.sale_price, ${stockTotalSql(sql`p.id`)} as stock, p.published, p.images -> 0 as image
        from chosen
        join products p on p.id = chosen.id
        left join brands b on b.id = p.brand_id
        left join categories c on c.id = p.category_id
        order by chosen.at`,
    );
    const list: ProductRowOut[] = rows.map(({ image, ...row }) => ({
      ...row,
      picture: image ? `${baseUrl()}/uploads/${image.path}-${Math.min(...image.widths)}.webp` : null,
    }));
    return {
      result: 'success',
      products: list,
      page,
      pages: Math.max(1, Math.ceil(total / PER_PAGE)),
      total,
    };
  });

  app.adminOperation('adminGetProduct', async (request) => ({
    result: 'success',
    product: await productDetail(app.db, request.params.id, baseUrl()),
  }));

  app.adminOperation('adminCreateProduct', async (request, reply) => {
    const input = request.body;
    const [clash] = await app.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.productCode, input.product_code));
    if (clash) throw invalid({ product_code: ['Another product has this code.'] }, 409);
    const values = await productValues(app.db, input, undefined);
    const id = await app.db
      .transaction(async (tx) => {
        await holdPictures(tx, values.images ?? []);
        const slug = values.slug ?? (await freeSlug(tx, 'products', slugify(input.title)));
        const [row] = await tx
          .insert(products)
          .values({ ...values, slug })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await simpleStock(tx, row.id, input.stock, request);
        const sample = await saveSampleSettings(tx, row.id, input.sample);
        await audit(tx, request, {
          entity: 'product',
          entityId: row.id,
          before: null,
          after: { ...auditRecord(row), stock: input.stock ?? null, sample: sample.after },
        });
        return row.id;
      })
      .catch(taken);
    reply.code(201);
    return {
      result: 'success',
      message: `${input.title} is created.`,
      product: await productDetail(app.db, id, baseUrl()),
    };
  });

  app.adminOperation('adminUpdateProduct', async (request) => {
    const { id } = request.params;
    const input = request.body;
    const [current] = await app.db.select().from(products).where(eq(products.id, id));
    if (!current) throw notFound('No such product.');
    const values = await productValues(app.db, input, current);
    await app.db
      .transaction(async (tx) => {
        const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
        if (!before) throw notFound('No such product.');
        await holdPictures(tx, values.images ?? [], before.images);
        const [after] = await tx
          .update(products)
          .set({ ...values, slug: values.slug ?? before.slug })
          .where(eq(products.id, id))
          .returning();
        if (!after) throw notFound('No such product.');
        // A picture the product no longer shows goes, unless another product, an order line or a record
        // still shows it (the seed shares pictures between products).
        await deleteOrphanedFiles(tx, before.images.flatMap(imageFiles), after.images.flatMap(imageFiles));
        await simpleStock(tx, id, input.stock, request);
        // The sample offer (docs/tiles.md "Samples") is audited with the product's fields.
        const sample = await saveSampleSettings(tx, id, input.sample);
        await audit(tx, request, {
          entity: 'product',
          entityId: id,
          before: { ...auditRecord(before), sample: sample.before },
          after: {
            ...auditRecord(after),
            ...(input.stock == null ? {} : { stock: input.stock }),
            sample: sample.after,
          },
        });
      })
      .catch(taken);
    return {
      result: 'success',
      message: `${input.title} is saved.`,
      product: await productDetail(app.db, id, baseUrl()),
    };
  });

  app.adminOperation('adminDeleteProduct', async (request) => {
    const { id } = request.params;
    const title = await app.db.transaction(async (tx) => {
      const [before] = await tx.select().from(products).where(eq(products.id, id)).for('update');
      if (!before) throw notFound('No such product.');
      // Orders keep their lines (name, price, address of the product) without the link.
      await tx.update(orderItems).set({ productId: null }).where(eq(orderItems.productId, id));
      await tx.delete(cartLines).where(eq(cartLines.productId, id));
      await tx.delete(wishlistItems).where(eq(wishlistItems.productId, id));
      await tx
        .update(products)
        .set({ relatedIds: sql`array_remove(${products.relatedIds}, ${id}::int)` })
        .where(sql`${products.relatedIds} @> ARRAY[${id}::int]`);
      await tx.delete(products).where(eq(products.id, id));
      await deleteOrphanedFiles(tx, before.images.flatMap(imageFiles));
      await audit(tx, request, { entity: 'product', entityId: id, before: auditRecord(before), after: null });
      return before.title;
    });
    return { result: 'success', message: `${title} is deleted.` };
  });

  app.adminOperation('adminUploadPicture', async (request, reply) => {
    const body = request.body as unknown;
    if (!Buffer.isBuffer(body)) {
      throw new HttpError(415, 'Send the picture itself as the body (image/jpeg, image/png or image/webp).');
    }
    const kind = (request.query.kind ?? 'product') as PictureKind;
    const stored = await app.db.transaction(async (tx) => {
      const picture = await storePicture(tx, body, kind);
      await audit(tx, request, {
        entity: 'picture',
        entityId: picture.path,
        before: null,
        after: { ...picture },
      });
      return picture;
    });
    reply.code(201);
    return { result: 'success', picture: toPicture(stored, baseUrl()) };
  });

  app.adminOperation('adminBulkProducts', async (request) => {
    const { ids, action, category_id, percent } = request.body;
    if (action === 'set_category' && category_id === undefined) {
      throw invalid({ category_id: ['Choose the category to move the products to.'] }, 422);
    }
    if (action === 'change_price' && (percent === undefined || percent === 0)) {
      throw invalid({ percent: ['Give the change in per cent (for example 10 or -5).'] }, 422);
    }
    const lookups = action === 'set_category' ? await Lookups.load(app.db) : undefined;
    if (lookups && category_id !== undefined && !lookups.categories.has(category_id)) {
      throw invalid({ category_id: ['There is no such category.'] }, 422);
    }
    const chosen = inArray(products.id, ids);
    const updated = await app.db.transaction(async (tx) => {
      const before = await tx
        .select({
          id: products.id,
          published: products.published,
          categoryId: products.categoryId,
          price: products.price,
          salePrice: products.salePrice,
        })
        .from(products)
        .where(chosen)
        .orderBy(products.id)
        .for('update');
      let changed: { id: number }[];
      if (action === 'publish' || action === 'unpublish') {
        changed = await tx
          .update(products)
          .set({ published: action === 'publish' })
          .where(and(chosen, eq(products.published, action !== 'publish')))
          .returning({ id: products.id });
      } else if (action === 'set_category' && lookups && category_id !== undefined) {
        changed = await tx
          .update(products)
          .set({ categoryId: category_id, categoryIds: lookups.categoryPath(category_id) })
          .where(chosen)
          .returning({ id: products.id });
        await refreshSearchText(
          tx,
          sql`p.id in (${sql.join(
            ids.map((id) => sql`${id}::int`),
            sql`, `,
          )})`,
        );
      } else {
        const factor = 1 + (percent ?? 0) / 100;
        const scaled = (column: SQL) => sql`greatest(1, round(${column} * ${factor}::numeric))::int`;
        const rescaled = await tx
          .update(products)
          .set({
            price: scaled(sql`${products.price}`),
            // A sale price stays below the price, or there is none.
            salePrice: sql`case when ${products.salePrice} is null then null
              when ${scaled(sql`${products.salePrice}`)} < ${scaled(sql`${products.price}`)}
              then ${scaled(sql`${products.salePrice}`)} end`,
          })
          .where(chosen)
          .returning({ id: products.id, price: products.price });
        // Past the highest price the change is refused whole (the transaction rolls back).
        const over = rescaled.filter((row) => row.price > PRICE_MAX);
        if (over.length > 0) {
          throw invalid(
            {
              percent: [
                `This would take ${over.length} price${over.length === 1 ? '' : 's'} above the highest, Rs ${PRICE_MAX}.`,
              ],
            },
            422,
          );
        }
        changed = rescaled;
      }
      await audit(tx, request, {
        entity: 'product',
        entityId: null,
        before: { products: before },
        after: { action, ids: changed.map((c) => c.id), category_id, percent },
      });
      return changed.length;
    });
    const missing = ids.length - (await app.db.$count(products, chosen));
    return {
      result: 'success',
      message: `${updated} product${updated === 1 ? '' : 's'} changed${missing > 0 ? ` (${missing} not found)` : ''}.`,
      updated,
    };
  });

  // A CSV body is read as a stream, line by line (services/admin/product-csv.ts), never held whole.
  app.addContentTypeParser(['text/csv', 'application/csv'], (_request, payload, done) => done(null, payload));

  app.adminOperation('adminImportProducts', async (request) => {
    const body = request.body as unknown;
    if (!body || typeof (body as NodeJS.ReadableStream).pipe !== 'function') {
      throw new HttpError(415, 'Send the CSV file itself as the body (text/csv).');
    }
    return importProducts(app.db, request, body as NodeJS.ReadableStream);
  });

  app.adminOperation('adminListProductImports', async () => ({
    result: 'success',
    imports: await listImports(app.db),
  }));

  app.adminOperation('adminExportProducts', async (request, reply) => {
    reply
      .type('text/csv; charset=utf-8')
      .header(
        'Content-Disposition',
        `attachment; filename="products-${new Date().toISOString().slice(0, 10)}.csv"`,
      );
    return reply.send(exportProducts(app.db, request.query.ids)) as never;
  });
};

export default routes;
