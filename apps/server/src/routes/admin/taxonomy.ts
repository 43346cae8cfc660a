// Categories (a tree of three levels, ordered by sort_order within each parent), brands, colours and sizes
// in the back office. Each write is one transaction with its audit entry; renaming or moving re-derives the
// products' category paths and search text in the same transaction, and the triggers bump the catalogue's
// version (migration 0008), so the storefront's menus, listings and filters change at once.
import type { AdminComponents } from '@sajilo/api/admin';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { brands, categories, colors, products, type StoredImage, sizes } from '../../db/schema.js';
import { HttpError, invalid, notFound } from '../../errors.js';
import { audit } from '../../services/admin/audit.js';
import {
  freeSlug,
  Lookups,
  refreshSearchText,
  slugify,
  uniqueViolation,
} from '../../services/admin/catalog.js';
import { nepali } from '../../services/admin/content/nepali.js';
import { findUpload, toPicture } from '../../services/admin/pictures.js';
import { deleteOrphanedFiles, imageFiles } from '../../services/orphan-files.js';

type AdminCategory = AdminComponents['schemas']['AdminCategory'];
type PictureInput = AdminComponents['schemas']['PictureInput'];

/** Categories nest three levels: 0 top level, 1 sub-category, 2 child category (docs/browsing.md). */
const MAX_DEPTH = 2;
/** What a category or brand without a picture of its own shows (the storefront's product placeholder). */
const PLACEHOLDER: StoredImage = {
  path: 'placeholders/product',
  widths: [640],
  width: 640,
  height: 640,
  alt: '',
};

async function picture(
  db: Database,
  input: PictureInput | undefined,
  current: StoredImage | undefined,
  group: 'categories' | 'brands',
  title: string,
): Promise<StoredImage> {
  if (!input) return current ?? { ...PLACEHOLDER, alt: title };
  if (current && input.path === current.path) return { ...current, alt: input.alt ?? title };
  const stored = await findUpload(db, input.path);
  if (!stored?.path.startsWith(`${group}/`)) {
    throw invalid({ picture: ['Upload the picture first (this one is not stored).'] }, 422);
  }
  return { ...stored, alt: input.alt ?? title };
}

/** 409 naming the field of a unique index a write ran into. */
function conflict(field: string, message: string) {
  return (error: unknown): never => {
    if (uniqueViolation(error) === undefined) throw error;
    throw invalid({ [field]: [message] }, 409);
  };
}

async function categoryTree(db: Database, baseUrl: string): Promise<AdminCategory[]> {
  const rows = await queryRows<{
    id: number;
    parent_id: number | null;
    depth: number;
    slug: string;
    title: string;
    title_ne: string | null;
    sort_order: number;
    show_on_home: boolean;
    seo_title: string;
    seo_description: string;
    image: StoredImage;
    products: number;
  }>(
    db,
    sql`select c.id, c.parent_id, c.depth, c.slug, c.title, c.title_ne, c.sort_order, c.show_on_home, c.seo_title,
        c.seo_description, c.image,
        (select count(*)::int from products p where p.category_ids @> ARRAY[c.id]) as products
      from categories c`,
  );
  const children = new Map<number | null, typeof rows>();
  for (const row of rows) {
    const list = children.get(row.parent_id) ?? [];
    list.push(row);
    children.set(row.parent_id, list);
  }
  const out: AdminCategory[] = [];
  const walk = (parent: number | null) => {
    const list = (children.get(parent) ?? []).sort((a, b) => a.sort_order - b.sort_order || a.id - b.id);
    for (const { image, ...row } of list) {
      out.push({ ...row, picture: toPicture(image, baseUrl) });
      walk(row.id);
    }
  };
  walk(null);
  return out;
}

const routes: FastifyPluginAsync = async (app) => {
  const baseUrl = () => app.config.publicUrl;
  const oneCategory = async (id: number) => {
    const found = (await categoryTree(app.db, baseUrl())).find((c) => c.id === id);
    if (!found) throw notFound('No such category.');
    return found;
  };

  // --- Categories ---------------------------------------------------------------------------------------

  app.adminOperation('adminListCategories', async () => ({
    result: 'success',
    categories: await categoryTree(app.db, baseUrl()),
  }));

  app.adminOperation('adminCreateCategory', async (request, reply) => {
    const input = request.body;
    const id = await app.db
      .transaction(async (tx) => {
        let depth = 0;
        if (input.parent_id !== undefined) {
          const [parent] = await tx.select().from(categories).where(eq(categories.id, input.parent_id));
          if (!parent) throw invalid({ parent_id: ['There is no such category.'] }, 422);
          if (parent.depth >= MAX_DEPTH) {
            throw invalid({ parent_id: ['Categories nest three levels deep: choose a higher parent.'] }, 422);
          }
          depth = parent.depth + 1;
        }
        const [{ next } = { next: 0 }] = await queryRows<{ next: number }>(
          tx,
          sql`select coalesce(max(sort_order), 0)::int + 1 as next from categories
            where parent_id is not distinct from ${input.parent_id ?? null}::int`,
        );
        const [row] = await tx
          .insert(categories)
          .values({
            parentId: input.parent_id ?? null,
            depth,
            slug: input.slug ?? (await freeSlug(tx, 'categories', slugify(input.title))),
            title: input.title,
            titleNe: input.title_ne?.trim() || null,
            image: await picture(tx, input.picture, undefined, 'categories', input.title),
            seoTitle: input.seo_title ?? '',
            seoDescription: input.seo_description ?? '',
            showOnHome: input.show_on_home ?? false,
            sortOrder: next,
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await audit(tx, request, { entity: 'category', entityId: row.id, before: null, after: { ...row } });
        return row.id;
      })
      .catch(conflict('slug', 'Another category has this address.'));
    reply.code(201);
    return { result: 'success', message: `${input.title} is created.`, category: await oneCategory(id) };
  });

  app.adminOperation('adminUpdateCategory', async (request) => {
    const { id } = request.params;
    const input = request.body;
    await app.db
      .transaction(async (tx) => {
        const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
        if (!before) throw notFound('No such category.');
        const lookups = await Lookups.load(tx);
        const parentId = input.parent_id ?? null;
        let depth = 0;
        if (parentId !== null) {
          const parent = lookups.categories.get(parentId);
          if (!parent) throw invalid({ parent_id: ['There is no such category.'] }, 422);
          // The new parent's own path may not pass through this category.
          if (lookups.categoryPath(parentId).includes(id)) {
            throw invalid({ parent_id: ['A category cannot go under itself or a category below it.'] }, 422);
          }
          depth = parent.depth + 1;
        }
        // The deepest level below this category, so the moved branch still fits in three levels.
        const below = (node: number): number =>
          Math.max(
            0,
            ...[...lookups.categories.values()]
              .filter((c) => c.parentId === node)
              .map((c) => 1 + below(c.id)),
          );
        if (depth + below(id) > MAX_DEPTH) {
          throw invalid(
            { parent_id: ['Categories nest three levels deep: this branch would go deeper.'] },
            422,
          );
        }
        const moved = parentId !== before.parentId;
        const [after] = await tx
          .update(categories)
          .set({
            parentId,
            depth,
            slug: input.slug ?? before.slug,
            title: input.title,
            titleNe: input.title_ne?.trim() || null,
            image: await picture(tx, input.picture, before.image, 'categories', input.title),
            seoTitle: input.seo_title ?? '',
            seoDescription: input.seo_description ?? '',
            showOnHome: input.show_on_home ?? false,
            ...(moved
              ? {
                  sortOrder: sql`(select coalesce(max(sort_order), 0) + 1 from categories
                    where parent_id is not distinct from ${parentId}::int)`,
                }
              : {}),
          })
          .where(eq(categories.id, id))
          .returning();
        if (moved) {
          // Every category of the branch gets its new depth, and its products their new category path.
          const fresh = await Lookups.load(tx);
          const branch = [...fresh.categories.values()].filter((c) => fresh.categoryPath(c.id).includes(id));
          for (const node of branch) {
            const path = fresh.categoryPath(node.id);
            await tx
              .update(categories)
              .set({ depth: path.length - 1 })
              .where(eq(categories.id, node.id));
            await tx.update(products).set({ categoryIds: path }).where(eq(products.categoryId, node.id));
          }
        }
        if (moved || before.title !== input.title || before.titleNe !== (input.title_ne?.trim() || null)) {
          await refreshSearchText(tx, sql`p.category_ids @> ARRAY[${id}::int]`);
        }
        await deleteOrphanedFiles(tx, imageFiles(before.image), imageFiles(after?.image));
        await audit(tx, request, {
          entity: 'category',
          entityId: id,
          before: { ...before },
          after: { ...after },
        });
      })
      .catch(conflict('slug', 'Another category has this address.'));
    return { result: 'success', message: `${input.title} is saved.`, category: await oneCategory(id) };
  });

  app.adminOperation('adminMoveCategory', async (request) => {
    const { id } = request.params;
    const { direction } = request.body;
    await app.db.transaction(async (tx) => {
      const [me] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (!me) throw notFound('No such category.');
      const siblings = await tx
        .select({ id: categories.id, sortOrder: categories.sortOrder })
        .from(categories)
        .where(
          me.parentId === null ? sql`${categories.parentId} is null` : eq(categories.parentId, me.parentId),
        )
        .orderBy(asc(categories.sortOrder), asc(categories.id))
        .for('update');
      const at = siblings.findIndex((s) => s.id === id);
      const other = siblings[direction === 'up' ? at - 1 : at + 1];
      if (!other)
        throw new HttpError(
          409,
          `This category is already the ${direction === 'up' ? 'first' : 'last'} of its level.`,
        );
      // Numbered afresh 1…n in the new order: equal or missing sort orders from earlier writers are settled too.
      const order = siblings.map((s) => s.id);
      const swapWith = order.indexOf(other.id);
      [order[at], order[swapWith]] = [other.id, id];
      for (const [i, sid] of order.entries()) {
        await tx
          .update(categories)
          .set({ sortOrder: i + 1 })
          .where(eq(categories.id, sid));
      }
      await audit(tx, request, {
        entity: 'category',
        entityId: id,
        before: { position: at + 1 },
        after: { position: swapWith + 1, direction },
      });
    });
    return { result: 'success', message: 'Moved.', categories: await categoryTree(app.db, baseUrl()) };
  });

  app.adminOperation('adminDeleteCategory', async (request) => {
    const { id } = request.params;
    const title = await app.db.transaction(async (tx) => {
      const [before] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
      if (!before) throw notFound('No such category.');
      const [child] = await tx
        .select({ id: categories.id })
        .from(categories)
        .where(eq(categories.parentId, id))
        .limit(1);
      if (child)
        throw new HttpError(409, 'This category has categories under it: move or delete them first.');
      const used = await tx.$count(products, sql`${products.categoryIds} @> ARRAY[${id}::int]`);
      if (used > 0)
        throw new HttpError(
          409,
          `${used} product${used === 1 ? ' is' : 's are'} in this category: move them first.`,
        );
      await tx.delete(categories).where(eq(categories.id, id));
      await deleteOrphanedFiles(tx, imageFiles(before.image));
      await audit(tx, request, { entity: 'category', entityId: id, before: { ...before }, after: null });
      return before.title;
    });
    return { result: 'success', message: `${title} is deleted.` };
  });

  // --- Brands -------------------------------------------------------------------------------------------

  const brandOut = async (db: Database, where?: ReturnType<typeof eq>) => {
    const rows = await db
      .select({
        brand: brands,
        products: sql<number>`(select count(*)::int from products p where p.brand_id = ${brands.id})`,
      })
      .from(brands)
      .where(where)
      .orderBy(asc(brands.sortOrder), asc(brands.title));
    return rows.map(({ brand, products: n }) => ({
      id: brand.id,
      slug: brand.slug,
      title: brand.title,
      products: n,
      seo_title: brand.seoTitle,
      seo_description: brand.seoDescription,
      picture: toPicture(brand.image, baseUrl()),
    }));
  };
  const oneBrand = async (id: number) => {
    const [brand] = await brandOut(app.db, eq(brands.id, id));
    if (!brand) throw notFound('No such brand.');
    return brand;
  };

  app.adminOperation('adminListBrands', async () => ({ result: 'success', brands: await brandOut(app.db) }));

  app.adminOperation('adminCreateBrand', async (request, reply) => {
    const input = request.body;
    const id = await app.db
      .transaction(async (tx) => {
        const [{ next } = { next: 0 }] = await queryRows<{ next: number }>(
          tx,
          sql`select coalesce(max(sort_order), 0)::int + 1 as next from brands`,
        );
        const [row] = await tx
          .insert(brands)
          .values({
            slug: input.slug ?? (await freeSlug(tx, 'brands', slugify(input.title))),
            title: input.title,
            image: await picture(tx, input.picture, undefined, 'brands', input.title),
            seoTitle: input.seo_title ?? '',
            seoDescription: input.seo_description ?? '',
            sortOrder: next,
          })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await audit(tx, request, { entity: 'brand', entityId: row.id, before: null, after: { ...row } });
        return row.id;
      })
      .catch(conflict('slug', 'Another brand has this address.'));
    reply.code(201);
    return { result: 'success', message: `${input.title} is created.`, brand: await oneBrand(id) };
  });

  app.adminOperation('adminUpdateBrand', async (request) => {
    const { id } = request.params;
    const input = request.body;
    await app.db
      .transaction(async (tx) => {
        const [before] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
        if (!before) throw notFound('No such brand.');
        const [after] = await tx
          .update(brands)
          .set({
            slug: input.slug ?? before.slug,
            title: input.title,
            image: await picture(tx, input.picture, before.image, 'brands', input.title),
            seoTitle: input.seo_title ?? '',
            seoDescription: input.seo_description ?? '',
          })
          .where(eq(brands.id, id))
          .returning();
        if (before.title !== input.title) await refreshSearchText(tx, sql`p.brand_id = ${id}::int`);
        await deleteOrphanedFiles(tx, imageFiles(before.image), imageFiles(after?.image));
        await audit(tx, request, {
          entity: 'brand',
          entityId: id,
          before: { ...before },
          after: { ...after },
        });
      })
      .catch(conflict('slug', 'Another brand has this address.'));
    return { result: 'success', message: `${input.title} is saved.`, brand: await oneBrand(id) };
  });

  app.adminOperation('adminDeleteBrand', async (request) => {
    const { id } = request.params;
    const title = await app.db.transaction(async (tx) => {
      const [before] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
      if (!before) throw notFound('No such brand.');
      const used = await tx.$count(products, eq(products.brandId, id));
      if (used > 0) throw new HttpError(409, `${used} product${used === 1 ? ' is' : 's are'} of this brand.`);
      await tx.delete(brands).where(eq(brands.id, id));
      await deleteOrphanedFiles(tx, imageFiles(before.image));
      await audit(tx, request, { entity: 'brand', entityId: id, before: { ...before }, after: null });
      return before.title;
    });
    return { result: 'success', message: `${title} is deleted.` };
  });

  // --- Colours and sizes: a name (what the storefront's filter sends) and what is shown ----------------

  const colourOut = async (db: Database, id?: number) =>
    (
      await db
        .select({
          id: colors.id,
          name: colors.subtitle,
          name_ne: colors.subtitleNe,
          value: colors.title,
          products: sql<number>`(select count(*)::int from products p where p.color_id = ${colors.id})`,
        })
        .from(colors)
        .where(id === undefined ? undefined : eq(colors.id, id))
        .orderBy(asc(colors.subtitle))
    ).map((c) => ({ ...c, value: c.value.toUpperCase() }));

  app.adminOperation('adminListColours', async () => ({
    result: 'success',
    colours: await colourOut(app.db),
  }));

  app.adminOperation('adminCreateColour', async (request, reply) => {
    const { name, name_ne, value } = request.body;
    const id = await app.db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(colors)
          .values({ subtitle: name, subtitleNe: nepali(name_ne), title: value.toUpperCase() })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await audit(tx, request, { entity: 'colour', entityId: row.id, before: null, after: { ...row } });
        return row.id;
      })
      .catch(conflict('name', 'There is a colour with this name already.'));
    reply.code(201);
    const [colour] = await colourOut(app.db, id);
    if (!colour) throw notFound('No such colour.');
    return { result: 'success', message: `${name} is created.`, colour };
  });

  app.adminOperation('adminUpdateColour', async (request) => {
    const { id } = request.params;
    const { name, name_ne, value } = request.body;
    await app.db
      .transaction(async (tx) => {
        const [before] = await tx.select().from(colors).where(eq(colors.id, id)).for('update');
        if (!before) throw notFound('No such colour.');
        const [after] = await tx
          .update(colors)
          .set({ subtitle: name, subtitleNe: nepali(name_ne), title: value.toUpperCase() })
          .where(eq(colors.id, id))
          .returning();
        if (before.subtitle !== name) await refreshSearchText(tx, sql`p.color_id = ${id}::int`);
        await audit(tx, request, {
          entity: 'colour',
          entityId: id,
          before: { ...before },
          after: { ...after },
        });
      })
      .catch(conflict('name', 'There is a colour with this name already.'));
    const [colour] = await colourOut(app.db, id);
    if (!colour) throw notFound('No such colour.');
    return { result: 'success', message: `${name} is saved.`, colour };
  });

  app.adminOperation('adminDeleteColour', async (request) => {
    const { id } = request.params;
    const name = await app.db.transaction(async (tx) => {
      const [before] = await tx.select().from(colors).where(eq(colors.id, id)).for('update');
      if (!before) throw notFound('No such colour.');
      const used = await tx.$count(products, eq(products.colorId, id));
      if (used > 0)
        throw new HttpError(409, `${used} product${used === 1 ? ' is' : 's are'} of this colour.`);
      await tx.delete(colors).where(eq(colors.id, id));
      await audit(tx, request, { entity: 'colour', entityId: id, before: { ...before }, after: null });
      return before.subtitle;
    });
    return { result: 'success', message: `${name} is deleted.` };
  });

  const sizeOut = async (db: Database, id?: number) =>
    db
      .select({
        id: sizes.id,
        name: sizes.subtitle,
        label: sizes.title,
        products: sql<number>`(select count(*)::int from products p where p.size_id = ${sizes.id})`,
      })
      .from(sizes)
      .where(id === undefined ? undefined : eq(sizes.id, id))
      .orderBy(asc(sizes.subtitle));

  app.adminOperation('adminListSizes', async () => ({ result: 'success', sizes: await sizeOut(app.db) }));

  app.adminOperation('adminCreateSize', async (request, reply) => {
    const { name, label } = request.body;
    const id = await app.db
      .transaction(async (tx) => {
        const [row] = await tx.insert(sizes).values({ subtitle: name, title: label }).returning();
        if (!row) throw new Error('insert returned no row');
        await audit(tx, request, { entity: 'size', entityId: row.id, before: null, after: { ...row } });
        return row.id;
      })
      .catch(conflict('name', 'There is a size with this name already.'));
    reply.code(201);
    const [size] = await sizeOut(app.db, id);
    if (!size) throw notFound('No such size.');
    return { result: 'success', message: `${name} is created.`, size };
  });

  app.adminOperation('adminUpdateSize', async (request) => {
    const { id } = request.params;
    const { name, label } = request.body;
    await app.db
      .transaction(async (tx) => {
        const [before] = await tx.select().from(sizes).where(eq(sizes.id, id)).for('update');
        if (!before) throw notFound('No such size.');
        const [after] = await tx
          .update(sizes)
          .set({ subtitle: name, title: label })
          .where(eq(sizes.id, id))
          .returning();
        if (before.subtitle !== name) {
          // Products show the size's name: they follow the rename.
          await tx
            .update(products)
            .set({ size: name })
            .where(and(eq(products.sizeId, id), eq(products.size, before.subtitle)));
          await refreshSearchText(tx, sql`p.size_id = ${id}::int`);
        }
        await audit(tx, request, {
          entity: 'size',
          entityId: id,
          before: { ...before },
          after: { ...after },
        });
      })
      .catch(conflict('name', 'There is a size with this name already.'));
    const [size] = await sizeOut(app.db, id);
    if (!size) throw notFound('No such size.');
    return { result: 'success', message: `${name} is saved.`, size };
  });

  app.adminOperation('adminDeleteSize', async (request) => {
    const { id } = request.params;
    const name = await app.db.transaction(async (tx) => {
      const [before] = await tx.select().from(sizes).where(eq(sizes.id, id)).for('update');
      if (!before) throw notFound('No such size.');
      const used = await tx.$count(products, eq(products.sizeId, id));
      if (used > 0) throw new HttpError(409, `${used} product${used === 1 ? ' is' : 's are'} of this size.`);
      await tx.delete(sizes).where(eq(sizes.id, id));
      await audit(tx, request, { entity: 'size', entityId: id, before: { ...before }, after: null });
      return before.subtitle;
    });
    return { result: 'success', message: `${name} is deleted.` };
  });
};

export default routes;
