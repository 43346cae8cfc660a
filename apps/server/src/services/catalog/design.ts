// A product's design and its other sizes and finishes (docs/tiles.md "Designs"): one statement, whatever the
// design's size, for the product page's choices. It says which members have goods, so it is read from the
// stock at each request like the product's availability, never kept with the catalogue's answers.
import type { components } from '@sajilo/api';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { queryRows, shape } from '../../db/query.js';
import { regularPrice } from './mappers.js';

export type ProductDesign = components['schemas']['ProductDesign'];

interface DesignRow {
  design_slug: string | null;
  design_title: string | null;
  design_title_ne: string | null;
  slug: string | null;
  title: string;
  title_ne: string | null;
  size: string | null;
  size_unit: string | null;
  finish: string | null;
  finish_ne: string | null;
  price: number;
  list_price: number;
  current: boolean;
  lots: number;
  quantity: number | null;
}

/**
 * The published product's design with its published members (the product itself among them), or null when
 * it has none; undefined: no such published product. A member without lots sells without limit (in stock).
 */
export async function productDesign(db: Database, slug: string): Promise<ProductDesign | null | undefined> {
  const rows = await queryRows<DesignRow>(
    db,
    shape(sql`select d.slug as design_slug, d.title as design_title, d.title_ne as design_title_ne,
        m.slug, m.title, m.title_ne, coalesce(m.size, s.subtitle) as size, m.size_unit, m.finish, m.finish_ne,
        m.selling_price as price, m.price as list_price, m.id = me.id as current,
        (select count(*)::int from stock_lots l where l.product_id = m.id) as lots,
        (select sum(ls.quantity)::int from stock_lots l join lot_stock ls on ls.lot_id = l.id
          where l.product_id = m.id) as quantity
      from products me
      left join designs d on d.id = me.design_id
      left join products m on m.design_id = d.id and m.published
      left join sizes s on s.id = m.size_id
      where me.slug = ${slug} and me.published
      order by m.id`),
  );
  const [first] = rows;
  if (!first) return undefined;
  if (first.design_slug === null || first.design_title === null) return null;
  return {
    slug: first.design_slug,
    title: first.design_title,
    title_ne: first.design_title_ne,
    members: rows.flatMap((row) =>
      row.slug === null
        ? []
        : [
            {
              slug: row.slug,
              title: row.title,
              title_ne: row.title_ne,
              size: row.size === null ? null : row.size_unit ? `${row.size} ${row.size_unit}` : row.size,
              finish: row.finish,
              finish_ne: row.finish_ne,
              price: row.price,
              regular_price: regularPrice(row.price, row.list_price),
              current: row.current,
              in_stock: row.lots === 0 || (row.quantity ?? 0) > 0,
            },
          ],
    ),
  };
}
