// The catalogue's rows and their contract shapes: brands, categories, product cards and their pictures.
import type { Brand, Category, Image, ProductSummary } from '@sajilo/api';
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import type { StoredImage } from '../../db/schema.js';
import { toImage } from '../images.js';
import { ratingSummary } from '../reviews.js';

interface ImageRow {
  image: StoredImage | null;
}

export interface BrandRow {
  id: number;
  slug: string;
  title: string;
  image: StoredImage;
  seo_title: string;
  seo_description: string;
  seo_keyword: string;
}

export interface CategoryRow extends BrandRow {
  title_ne: string | null;
  parent_id: number | null;
  depth: number;
}

export interface SummaryRow extends ImageRow {
  slug: string;
  title: string;
  title_ne: string | null;
  price: number;
  list_price: number;
  brand: string | null;
  category: string | null;
  category_ne: string | null;
  /** The product's approved reviews, from product_ratings (null: none). */
  rating_count: number | null;
  rating_sum: number | null;
}

/** Shown when a product has no image yet, so a card never breaks (the contract requires an image). */
export function productImage(stored: StoredImage | null | undefined, title: string, baseUrl: string): Image {
  return toImage(
    stored ?? { path: 'placeholders/product', widths: [640], width: 640, height: 640, alt: title },
    baseUrl,
  );
}

// docs/browsing.md §2: page titles come from seo_title, falling back to the title.
const seoTitle = (row: { seo_title: string; title: string }) => row.seo_title || row.title;

export function toBrand(row: BrandRow, baseUrl: string): Brand {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    image: toImage(row.image, baseUrl),
    seo_title: seoTitle(row),
    seo_description: row.seo_description,
    seo_keyword: row.seo_keyword,
  };
}

export function toCategory(row: CategoryRow, baseUrl: string): Category {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    title_ne: row.title_ne,
    image: toImage(row.image, baseUrl),
    seo_title: seoTitle(row),
    seo_description: row.seo_description,
    seo_keyword: row.seo_keyword,
  };
}

/**
 * A product's prices as the storefront shows them (migration 0015): it sells at its selling price (the
 * sale price while it is below the list price); while it does, `regular_price` is the list price, shown
 * struck through. Null when the product is not on sale.
 */
export function regularPrice(sellingPrice: number, listPrice: number): number | null {
  return sellingPrice < listPrice ? listPrice : null;
}

export function toSummary(row: SummaryRow, baseUrl: string): ProductSummary {
  return {
    slug: row.slug,
    title: row.title,
    title_ne: row.title_ne,
    price: row.price,
    regular_price: regularPrice(row.price, row.list_price),
    image: productImage(row.image, row.title, baseUrl),
    brand: row.brand,
    category: row.category,
    category_ne: row.category_ne,
    ...(row.rating_count ? { rating: ratingSummary(row.rating_count, row.rating_sum) } : {}),
  };
}

/** The columns of a product card; `p` is products, joined to its brand `b` and category `c`. */
export const SUMMARY_COLUMNS = sql`p.slug, p.title, p.title_ne, p.selling_price as price, p.price as list_price,
  p.images -> 0 as image,
  b.title as brand, c.title as category, c.title_ne as category_ne,
  pr.count as rating_count, pr.sum as rating_sum`;
/** A card's stars are the stored sum of its reviews (services/reviews.ts): one key lookup per card. */
export const SUMMARY_JOINS = sql`left join brands b on b.id = p.brand_id
  left join categories c on c.id = p.category_id
  left join product_ratings pr on pr.product_id = p.id`;

/** Product cards from a query selecting SUMMARY_COLUMNS. */
export async function productSummaries(db: Database, query: SQL, baseUrl: string): Promise<ProductSummary[]> {
  const rows = await queryRows<SummaryRow>(db, query);
  return rows.map((row) => toSummary(row, baseUrl));
}

/** Splits a list into slides of `size` (docs/browsing.md §2: 8 brands, 9 categories a slide). */
export function slides<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
