// Products, brands, categories, their listings and filter options (docs/browsing.md §2, §7).
import type { Product } from '@sajilo/api';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { queryRows, shape } from '../db/query.js';
import type { StoredImage } from '../db/schema.js';
import { notFound } from '../errors.js';
import {
  brandOptions,
  categoryFilterTree,
  colorOptions,
  findBrand,
  findCategory,
  listBrands,
  listCategories,
  listingPage,
  productImage,
  productSummaries,
  regularPrice,
  SUMMARY_COLUMNS,
  SUMMARY_JOINS,
  sizeOptions,
  slides,
  toBrand,
  toCategory,
} from '../services/catalog.js';

/** docs/browsing.md §2: brand logos 8 a slide (4 by 2), home category icons 9 a slide (3 by 3). */
const BRANDS_PER_SLIDE = 8;
const CATEGORIES_PER_SLIDE = 9;
/** The trending slider shows at most 3 at a time; 20 is plenty to slide through. */
const TRENDING_LIMIT = 20;
/** Related and recommended lists hold up to 8 products. */
const RELATED_LIMIT = 8;

interface ProductRow {
  id: number;
  slug: string;
  title: string;
  title_ne: string | null;
  description_ne: string | null;
  category_title_ne: string | null;
  price: number;
  list_price: number;
  product_code: string;
  images: StoredImage[];
  description: string;
  size: string | null;
  size_unit: string | null;
  unit: string;
  tabs: { title: string; content: string }[];
  seo_title: string;
  seo_description: string;
  seo_keyword: string;
  brand_id: number | null;
  brand_slug: string | null;
  brand_title: string | null;
  category_id: number | null;
  category_slug: string | null;
  category_title: string | null;
  color_id: number | null;
  color_title: string | null;
  color_subtitle: string | null;
  coverage_per_box: number | null;
}

/** What related and recommended lists need to know about the product they start from. */
interface ProductKey {
  id: number;
  price: number;
  brand_id: number | null;
  category_id: number | null;
  top_id: number | null;
  related_ids: number[];
}

/** The catalogue's version a request is answered at (plugins/operations.ts). */
const at = (request: FastifyRequest) => request.catalogVersion ?? undefined;

const routes: FastifyPluginAsync = async (app) => {
  const baseUrl = () => app.config.publicUrl;

  async function productKey(slug: string): Promise<ProductKey> {
    const [row] = await queryRows<ProductKey>(
      app.db,
      shape(sql`select p.id, p.price, p.brand_id, p.category_id,
          (select c.id from categories c
            where c.id = any(p.category_ids) and c.parent_id is null order by c.id limit 1) as top_id
          , p.related_ids
        from products p where p.slug = ${slug} and p.published`),
    );
    if (!row) throw notFound(/*i18n*/ 'This product was not found.');
    return row;
  }

  app.operation('listTrendingProducts', async () => {
    const rows = await queryRows<{
      slug: string;
      title: string;
      title_ne: string | null;
      price: number;
      list_price: number;
      image: StoredImage | null;
    }>(
      app.db,
      shape(sql`select p.slug, p.title, p.title_ne, p.selling_price as price, p.price as list_price, p.images -> 0 as image
        from products p
        where p.trending and p.published order by p.created_at desc, p.id desc limit ${TRENDING_LIMIT}`),
    );
    return {
      result: 'success',
      products: rows.map((r) => ({
        product_slug: r.slug,
        title: r.title,
        title_ne: r.title_ne,
        price: r.price,
        regular_price: regularPrice(r.price, r.list_price),
        image: productImage(r.image, r.title, baseUrl()),
      })),
    };
  });

  app.operation('getProduct', async (request) => {
    const [row] = await queryRows<ProductRow>(
      app.db,
      shape(sql`select p.id, p.slug, p.title, p.title_ne, p.selling_price as price, p.price as list_price,
          p.product_code, p.images, p.description, p.description_ne,
          coalesce(p.size, s.subtitle) as size, p.size_unit, p.unit, p.tabs,
          p.seo_title, p.seo_description, p.seo_keyword,
          b.id as brand_id, b.slug as brand_slug, b.title as brand_title,
          c.id as category_id, c.slug as category_slug, c.title as category_title,
          c.title_ne as category_title_ne,
          co.id as color_id, co.title as color_title, co.subtitle as color_subtitle,
          p.coverage_per_box::float8 as coverage_per_box
        from products p
        left join brands b on b.id = p.brand_id
        left join categories c on c.id = p.category_id
        left join colors co on co.id = p.color_id
        left join sizes s on s.id = p.size_id
        where p.slug = ${request.params.slug} and p.published`),
    );
    if (!row) throw notFound(/*i18n*/ 'This product was not found.');
    const images = row.images.map((image) => ({ image: productImage(image, row.title, baseUrl()) }));
    const product: Product = {
      slug: row.slug,
      title: row.title,
      title_ne: row.title_ne,
      price: row.price,
      regular_price: regularPrice(row.price, row.list_price),
      product_code: row.product_code,
      image: images[0]?.image ?? productImage(undefined, row.title, baseUrl()),
      images,
      description: row.description,
      description_ne: row.description_ne,
      brand:
        row.brand_id !== null && row.brand_slug !== null && row.brand_title !== null
          ? { id: row.brand_id, slug: row.brand_slug, title: row.brand_title }
          : null,
      category:
        row.category_id !== null && row.category_slug !== null && row.category_title !== null
          ? {
              id: row.category_id,
              slug: row.category_slug,
              title: row.category_title,
              title_ne: row.category_title_ne,
            }
          : null,
      color:
        row.color_id !== null && row.color_title !== null && row.color_subtitle !== null
          ? { id: row.color_id, title: row.color_title, subtitle: row.color_subtitle }
          : null,
      size: row.size,
      size_unit: row.size_unit,
      unit: row.unit,
      tabs: row.tabs.map((t) => ({ title: t.title, content: t.content })),
      coverage_per_box: row.coverage_per_box,
      // docs/browsing.md §2: the page title is seo_title, falling back to the title.
      seo_title: row.seo_title || row.title,
      seo_description: row.seo_description,
      seo_keyword: row.seo_keyword,
    };
    return { result: 'success', product };
  });

  app.operation('listRelatedProducts', async (request) => {
    const me = await productKey(request.params.slug);
    // The products the staff chose (the back office's related products), published ones, in their order;
    // read beside the nearest in price (below), which fill the list when the staff chose fewer than 8.
    // None chosen (the usual case) asks nothing: planning that statement cost more than the rest.
    const chosenRead =
      me.related_ids.length === 0
        ? Promise.resolve([])
        : productSummaries(
            app.db,
            sql`select ${SUMMARY_COLUMNS} from unnest(${sql.raw(`'{${me.related_ids.join(',')}}'::int[]`)})
                with ordinality as r(id, n)
              join products p on p.id = r.id ${SUMMARY_JOINS}
              where p.published order by r.n limit ${RELATED_LIMIT}`,
            baseUrl(),
          );
    if (me.category_id === null) return { result: 'success', products: await chosenRead };
    // Same category; the closest in price first, as the likeliest alternatives. The nearest are among the
    // nearest above and the nearest below the product's price: two short ranges of the (category, price)
    // index instead of a sort of the whole category.
    const near = (side: SQL, order: SQL) =>
      sql`(select p.id, p.price from products p
        where p.category_id = ${me.category_id}::int and p.id <> ${me.id}::int and p.published and ${side}
        order by ${order} limit ${RELATED_LIMIT})`;
    const nearestRead = productSummaries(
      app.db,
      shape(sql`select ${SUMMARY_COLUMNS} from (
          ${near(sql`p.price >= ${me.price}::int`, sql`p.price asc, p.id asc`)}
          union all
          ${near(sql`p.price < ${me.price}::int`, sql`p.price desc, p.id asc`)}
        ) n join products p on p.id = n.id ${SUMMARY_JOINS}
        order by abs(n.price - ${me.price}::int), n.id
        limit ${RELATED_LIMIT}`),
      baseUrl(),
    );
    const [chosen, nearest] = await Promise.all([chosenRead, nearestRead]);
    if (chosen.length >= RELATED_LIMIT) return { result: 'success', products: chosen };
    const seen = new Set(chosen.map((p) => p.slug));
    const products = [...chosen, ...nearest.filter((p) => !seen.has(p.slug))].slice(0, RELATED_LIMIT);
    return { result: 'success', products };
  });

  app.operation('listRecommendedProducts', async (request) => {
    const me = await productKey(request.params.slug);
    const sameBrand = me.brand_id === null ? undefined : sql`p.brand_id = ${me.brand_id}::int`;
    const otherBrand =
      me.brand_id === null ? sql`true` : sql`p.brand_id is distinct from ${me.brand_id}::int`;
    const sameTop = me.top_id === null ? undefined : sql`p.category_ids @> ARRAY[${me.top_id}::int]`;
    const otherCategory = sql`p.category_id is distinct from ${me.category_id}::int`;
    const sameCategory = sql`p.category_id is not distinct from ${me.category_id}::int`;
    // Same brand or same top-level category; the brand's products in other categories first (the
    // related list already shows this category), then the brand's others, then the rest of the range.
    // Each rank is its own short read in id order (8 at most), instead of ranking the whole range; the
    // ranks are read best first and the reading stops at the 8th product (an Append under a Limit runs its
    // branches in order), so a brand with 8 products elsewhere costs one short read, not four.
    const tiers: [number, SQL][] = [];
    if (sameBrand)
      tiers.push([3, sql`${sameBrand} and ${otherCategory}`], [2, sql`${sameBrand} and ${sameCategory}`]);
    if (sameTop) {
      tiers.push(
        [1, sql`${otherBrand} and ${sameTop} and ${otherCategory}`],
        [0, sql`${otherBrand} and ${sameTop} and ${sameCategory}`],
      );
    }
    if (tiers.length === 0) return { result: 'success', products: [] };
    const products = await productSummaries(
      app.db,
      shape(sql`select ${SUMMARY_COLUMNS} from (select t.tier, t.id from (${sql.join(
        tiers.map(
          ([tier, where]) =>
            sql`(select ${tier}::int as tier, p.id from products p
              where p.id <> ${me.id}::int and p.published and ${where} order by p.id limit ${RELATED_LIMIT})`,
        ),
        sql` union all `,
      )}) t limit ${RELATED_LIMIT}) r join products p on p.id = r.id ${SUMMARY_JOINS}
        order by r.tier desc, r.id
        limit ${RELATED_LIMIT}`),
      baseUrl(),
    );
    return { result: 'success', products };
  });

  app.operation('listBrandSlides', async () => {
    const brands = (await listBrands(app.db)).map((b) => toBrand(b, baseUrl()));
    return { result: 'success', data: { brands: slides(brands, BRANDS_PER_SLIDE) } };
  });

  app.operation('getBrandListing', async (request) => {
    const brand = await findBrand(app.db, request.params.slug, at(request));
    // docs/browsing.md §2: the brand listing has no brand filter (the contract has no `brands` parameter).
    const page = await listingPage(
      app.db,
      { kind: 'brand', id: brand.id, version: at(request) },
      request.query,
      baseUrl(),
    );
    return { ...page, brand: toBrand(brand, baseUrl()) };
  });

  app.operation('getBrandFilterOptions', async (request) => {
    const brand = await findBrand(app.db, request.params.slug, at(request));
    const scope = { kind: 'brand', id: brand.id, version: at(request) } as const;
    const [categories, colors, sizes] = await Promise.all([
      categoryFilterTree(app.db, scope, request.query),
      colorOptions(app.db, scope, request.query),
      sizeOptions(app.db, scope, request.query),
    ]);
    return { result: 'success', categories, colors, sizes };
  });

  app.operation('listCategoryGroups', async () => {
    const [rows, brandRows] = await Promise.all([
      listCategories(app.db, sql`depth <= 1`),
      listBrands(app.db),
    ]);
    const tops = rows.filter((c) => c.parent_id === null);
    const categories = tops.map((top) => ({
      ...toCategory(top, baseUrl()),
      categories: rows.filter((c) => c.parent_id === top.id).map((c) => toCategory(c, baseUrl())),
    }));
    return { result: 'success', categories, brands: brandRows.map((b) => toBrand(b, baseUrl())) };
  });

  app.operation('listHomeCategorySlides', async () => {
    const rows = await listCategories(app.db, sql`show_on_home`);
    const categories = rows.map((c) => toCategory(c, baseUrl()));
    return { result: 'success', data: { categories: slides(categories, CATEGORIES_PER_SLIDE) } };
  });

  app.operation('getCategoryListing', async (request) => {
    const category = await findCategory(app.db, request.params.slug, at(request));
    const page = await listingPage(
      app.db,
      { kind: 'category', id: category.id, version: at(request) },
      request.query,
      baseUrl(),
    );
    return { ...page, category: toCategory(category, baseUrl()) };
  });

  app.operation('getCategoryFilterCategories', async (request) => {
    const category = await findCategory(app.db, request.params.slug, at(request));
    const scope = { kind: 'category', id: category.id, version: at(request) } as const;
    const categories = await categoryFilterTree(app.db, scope, request.query, category.id);
    return { result: 'success', categories };
  });

  app.operation('getCategoryFilterBrands', async (request) => {
    const category = await findCategory(app.db, request.params.slug, at(request));
    const brands = await brandOptions(
      app.db,
      { kind: 'category', id: category.id, version: at(request) },
      request.query,
    );
    return { result: 'success', brands };
  });

  app.operation('getCategoryFilterColors', async (request) => {
    const category = await findCategory(app.db, request.params.slug, at(request));
    const colors = await colorOptions(
      app.db,
      { kind: 'category', id: category.id, version: at(request) },
      request.query,
    );
    return { result: 'success', colors };
  });

  app.operation('getCategoryFilterSizes', async (request) => {
    const category = await findCategory(app.db, request.params.slug, at(request));
    const sizes = await sizeOptions(
      app.db,
      { kind: 'category', id: category.id, version: at(request) },
      request.query,
    );
    return { result: 'success', sizes };
  });
};

export default routes;
