// A product's page and the product lists around it (docs/server.md "Product pages"): the product, related
// and recommended products, and the trending slider. Each is one statement whose only value is the slug, so
// PostgreSQL keeps one plan for it.
import type { Product, ProductSummary, TrendingProduct } from '@sajilo/api';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows, shape } from '../../db/query.js';
import type { StoredImage } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { productRating } from '../reviews.js';
import { type TilePackaging, toTilePackaging } from '../tiles.js';
import {
  productImage,
  regularPrice,
  SUMMARY_COLUMNS,
  SUMMARY_JOINS,
  type SummaryRow,
  toSummary,
} from './mappers.js';

/** The trending slider shows at most 3 at a time; 20 is plenty to slide through. */
const TRENDING_LIMIT = 20;
/** Related and recommended lists hold up to 8 products. */
const RELATED_LIMIT = 8;
/** Ranks of the nearest in price start here, after any the staff could choose. */
const NEAREST_RANK = 1_000_000;
/**
 * RELATED_LIMIT written into the statements' text rather than passed as a value: with the slug their only
 * value, PostgreSQL plans them once and keeps the plan (a limit it cannot see made it plan them anew on
 * every request: 0.75–0.9 ms each).
 */
const LIMIT = sql.raw(String(RELATED_LIMIT));

/** A row of a statement that reads a product (`me`) with product cards beside it; no card: one row of nulls. */
type RankedRow = { me: number } & (SummaryRow | { [K in keyof SummaryRow]: null });

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
  tabs: { title: string; title_ne?: string | null; content: string }[];
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
  color_subtitle_ne: string | null;
  pieces_per_box: number | null;
  mm2_per_box: number | null;
  boxes_per_pallet: number | null;
  weight_grams: number | null;
  sample: { kind: 'piece' | 'cut'; size: string | null; size_ne: string | null; price: number } | null;
  rating: { count: number; sum: number; stars: number[] } | null;
}

const PRODUCT_NOT_FOUND = /*i18n*/ 'This product was not found.';

/** The cards of RankedRows in their order; none at all: the product does not exist (or is unpublished). */
function summariesOf(rows: RankedRow[], baseUrl: string): ProductSummary[] {
  if (rows.length === 0) throw notFound(PRODUCT_NOT_FOUND);
  return rows.flatMap((row) => (row.slug === null ? [] : [toSummary(row as SummaryRow, baseUrl)]));
}

export async function trendingProducts(db: Database, baseUrl: string): Promise<TrendingProduct[]> {
  const rows = await queryRows<{
    slug: string;
    title: string;
    title_ne: string | null;
    price: number;
    list_price: number;
    image: StoredImage | null;
  }>(
    db,
    shape(sql`select p.slug, p.title, p.title_ne, p.selling_price as price, p.price as list_price, p.images -> 0 as image
      from products p
      where p.trending and p.published order by p.created_at desc, p.id desc limit ${sql.raw(String(TRENDING_LIMIT))}`),
  );
  return rows.map((r) => ({
    product_slug: r.slug,
    title: r.title,
    title_ne: r.title_ne,
    price: r.price,
    regular_price: regularPrice(r.price, r.list_price),
    image: productImage(r.image, r.title, baseUrl),
  }));
}

/** The packaging, and the deprecated `coverage_per_box` that is its m² a box (docs/tiles.md "Packaging"). */
const withPackaging = (packaging: TilePackaging | null) => ({
  packaging,
  coverage_per_box: packaging?.m2_per_box ?? null,
});

/** A published product by its slug, or 404. */
export async function findProduct(db: Database, slug: string, baseUrl: string): Promise<Product> {
  const [row] = await queryRows<ProductRow>(
    db,
    shape(sql`select p.id, p.slug, p.title, p.title_ne, p.selling_price as price, p.price as list_price,
        p.product_code, p.images, p.description, p.description_ne,
        coalesce(p.size, s.subtitle) as size, p.size_unit, p.unit, p.tabs,
        p.seo_title, p.seo_description, p.seo_keyword,
        b.id as brand_id, b.slug as brand_slug, b.title as brand_title,
        c.id as category_id, c.slug as category_slug, c.title as category_title,
        c.title_ne as category_title_ne,
        co.id as color_id, co.title as color_title, co.subtitle as color_subtitle, co.subtitle_ne as color_subtitle_ne,
        p.pieces_per_box, p.mm2_per_box, p.boxes_per_pallet, p.weight_grams,
        -- Subqueries rather than two more joins: eight relations in one join tree cost PGlite several
        -- milliseconds of planning on every request (docs/performance.md "The catalogue: latency").
        (select json_build_object('kind', ps.kind, 'size', ps.size, 'size_ne', ps.size_ne, 'price', ps.price)
           from product_samples ps where ps.product_id = p.id and ps.offered) as sample,
        (select json_build_object('count', pr.count, 'sum', pr.sum, 'stars', pr.stars)
           from product_ratings pr where pr.product_id = p.id) as rating
      from products p
      left join brands b on b.id = p.brand_id
      left join categories c on c.id = p.category_id
      left join colors co on co.id = p.color_id
      left join sizes s on s.id = p.size_id
      where p.slug = ${slug} and p.published`),
  );
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  const images = row.images.map((image) => ({ image: productImage(image, row.title, baseUrl) }));
  return {
    slug: row.slug,
    title: row.title,
    title_ne: row.title_ne,
    price: row.price,
    regular_price: regularPrice(row.price, row.list_price),
    product_code: row.product_code,
    image: images[0]?.image ?? productImage(undefined, row.title, baseUrl),
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
        ? {
            id: row.color_id,
            title: row.color_title,
            subtitle: row.color_subtitle,
            subtitle_ne: row.color_subtitle_ne,
          }
        : null,
    size: row.size,
    size_unit: row.size_unit,
    unit: row.unit,
    tabs: row.tabs.map((t) => ({ title: t.title, title_ne: t.title_ne ?? null, content: t.content })),
    ...withPackaging(
      toTilePackaging({
        piecesPerBox: row.pieces_per_box,
        mm2PerBox: row.mm2_per_box,
        boxesPerPallet: row.boxes_per_pallet,
        weightGrams: row.weight_grams,
      }),
    ),
    // The sample it offers (docs/tiles.md "Samples"); how many are left is the checkout's to count.
    ...(row.sample === null
      ? {}
      : {
          sample: {
            kind: row.sample.kind,
            size: row.sample.size,
            size_ne: row.sample.size_ne,
            price: row.sample.price ?? 0,
          },
        }),
    ...(row.rating?.count
      ? { rating: productRating(row.rating.count, row.rating.sum, row.rating.stars) }
      : {}),
    // docs/browsing.md §2: the page title is seo_title, falling back to the title.
    seo_title: row.seo_title || row.title,
    seo_description: row.seo_description,
    seo_keyword: row.seo_keyword,
  };
}

/**
 * The related products of a published product, or 404. One statement, planned once per connection: the
 * product (`me`), then the products the staff chose for it (the back office's related products), published
 * ones, in their order, then the same category's nearest in price, as the likeliest alternatives, which fill
 * the list when the staff chose fewer than 8. The nearest are among the nearest above and the nearest below
 * the product's price: two short ranges of the (category, price) index instead of a sort of the whole
 * category. No row: no such product.
 */
export async function relatedProducts(
  db: Database,
  slug: string,
  baseUrl: string,
): Promise<ProductSummary[]> {
  const near = (side: SQL, order: SQL) =>
    sql`(select p.id, p.price from products p
      where p.category_id = me.category_id and p.id <> me.id and p.published and ${side}
      order by ${order} limit ${LIMIT})`;
  const rows = await queryRows<RankedRow>(
    db,
    shape(sql`with me as (
        select p.id, p.price, p.category_id, p.related_ids from products p
        where p.slug = ${slug} and p.published)
      select me.id as me, x.* from me left join lateral (
        select ${SUMMARY_COLUMNS} from (
          (select r.n as rank, r.id from unnest(me.related_ids) with ordinality as r(id, n))
          union all
          (select ${sql.raw(String(NEAREST_RANK))} + row_number() over (order by abs(n.price - me.price), n.id), n.id from (
            ${near(sql`p.price >= me.price`, sql`p.price asc, p.id asc`)}
            union all
            ${near(sql`p.price < me.price`, sql`p.price desc, p.id asc`)}
          ) n order by abs(n.price - me.price), n.id limit ${LIMIT})
        ) k join products p on p.id = k.id ${SUMMARY_JOINS}
        where p.published
        order by k.rank limit ${sql.raw(String(2 * RELATED_LIMIT))}
      ) x on true`),
  );
  // The staff's choice first; a product they chose that is also among the nearest is listed once.
  const products = [...new Map(summariesOf(rows, baseUrl).map((p) => [p.slug, p])).values()];
  return products.slice(0, RELATED_LIMIT);
}

/**
 * The recommended products of a published product, or 404: same brand or same top-level category; the
 * brand's products in other categories first (the related list already shows this category), then the
 * brand's others, then the rest of the range. One statement, as related products. Each rank is its own
 * short read in id order (8 at most), instead of ranking the whole range; the ranks are read best first and
 * the reading stops at the 8th product (an Append under a Limit runs its branches in order), so a brand with
 * 8 products elsewhere costs one short read, not four. A rank whose brand or top-level category is missing
 * matches nothing (= null).
 */
export async function recommendedProducts(
  db: Database,
  slug: string,
  baseUrl: string,
): Promise<ProductSummary[]> {
  // The brand's ranks read the (brand_id, id) index where PostgreSQL expects it to pay (migration 0018):
  // through the primary key, a small brand's first 8 are found after most of the catalogue.
  const tier = (rank: number, where: SQL) =>
    sql`(select ${sql.raw(String(rank))} as tier, p.id from products p
      where p.id <> me.id and p.published and ${where} order by p.id limit ${LIMIT})`;
  const sameBrand = sql`p.brand_id = me.brand_id`;
  // A product without a brand: every other product is of another brand.
  const otherBrand = sql`(me.brand_id is null or p.brand_id is distinct from me.brand_id)`;
  const sameTop = sql`p.category_ids @> array[me.top_id]`;
  const otherCategory = sql`p.category_id is distinct from me.category_id`;
  const sameCategory = sql`p.category_id is not distinct from me.category_id`;
  const rows = await queryRows<RankedRow>(
    db,
    shape(sql`with me as (
        select p.id, p.brand_id, p.category_id,
          (select c.id from categories c
            where c.id = any(p.category_ids) and c.parent_id is null order by c.id limit 1) as top_id
        from products p where p.slug = ${slug} and p.published)
      select me.id as me, x.* from me left join lateral (
        select ${SUMMARY_COLUMNS} from (select t.tier, t.id from (
            ${tier(3, sql`${sameBrand} and ${otherCategory}`)}
            union all ${tier(2, sql`${sameBrand} and ${sameCategory}`)}
            union all ${tier(1, sql`${otherBrand} and ${sameTop} and ${otherCategory}`)}
            union all ${tier(0, sql`${otherBrand} and ${sameTop} and ${sameCategory}`)}
          ) t limit ${LIMIT}) k
        join products p on p.id = k.id ${SUMMARY_JOINS}
        order by k.tier desc, k.id limit ${LIMIT}
      ) x on true`),
  );
  return summariesOf(rows, baseUrl);
}
