-- A product on sale (issue 13): the back office's sale price, when it is below the price, is what the
-- product sells at: on its card and page, in the price filter and the price sort, in the cart and at
-- checkout. `selling_price` is that price, kept by PostgreSQL; the listing and search index (migrations
-- 0008, 0011) order and filter by it, and the storefront shows `price` struck through beside it.
ALTER TABLE "products" ADD COLUMN "selling_price" integer GENERATED ALWAYS AS (least("price", "sale_price")) STORED NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_listing (scope_id, id, price, brand_id, color_id, size_id)
  SELECT s, n.id, n.selling_price, coalesce(n.brand_id, 0), coalesce(n.color_id, 0), coalesce(n.size_id, 0)
  FROM new_rows n, catalog_scopes(n.category_ids) AS s WHERE n.published;
  -- In key order, so concurrent writers take the counters' row locks in the same order (no deadlock).
  INSERT INTO catalog_facets AS f (scope_id, brand_id, color_id, size_id, n)
  SELECT s, coalesce(n.brand_id, 0), coalesce(n.color_id, 0), coalesce(n.size_id, 0), count(*)
  FROM new_rows n, catalog_scopes(n.category_ids) AS s WHERE n.published
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (scope_id, brand_id, color_id, size_id) DO UPDATE SET n = f.n + excluded.n;
  INSERT INTO catalog_search (id, price, product_code, brand_id, color_id, size_id, category_id, doc, title_doc)
  SELECT n.id, n.selling_price, lower(n.product_code), coalesce(n.brand_id, 0), coalesce(n.color_id, 0),
    coalesce(n.size_id, 0), coalesce(n.category_id, 0),
    catalog_search_doc(n.search, n.brand_id, n.color_id, n.size_id, n.category_ids),
    strip(to_tsvector('simple', n.title))
  FROM new_rows n WHERE n.published;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- As in 0011, with the selling price as the listed one: a sale price set or lifted moves the product in the
-- price order.
CREATE OR REPLACE FUNCTION catalog_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone integer[];
  came integer[];
BEGIN
  gone := ARRAY(SELECT o.id FROM old_rows o WHERE o.published AND NOT EXISTS (
    SELECT 1 FROM new_rows n WHERE n.id = o.id AND n.published
      AND (n.selling_price, n.brand_id, n.color_id, n.size_id, n.category_ids)
        IS NOT DISTINCT FROM (o.selling_price, o.brand_id, o.color_id, o.size_id, o.category_ids)));
  came := ARRAY(SELECT n.id FROM new_rows n WHERE n.published AND NOT EXISTS (
    SELECT 1 FROM old_rows o WHERE o.id = n.id AND o.published
      AND (n.selling_price, n.brand_id, n.color_id, n.size_id, n.category_ids)
        IS NOT DISTINCT FROM (o.selling_price, o.brand_id, o.color_id, o.size_id, o.category_ids)));
  IF cardinality(gone) > 0 OR cardinality(came) > 0 THEN
    DELETE FROM catalog_listing l WHERE l.id IN (SELECT unnest(gone));
    INSERT INTO catalog_listing (scope_id, id, price, brand_id, color_id, size_id)
    SELECT s, n.id, n.selling_price, coalesce(n.brand_id, 0), coalesce(n.color_id, 0), coalesce(n.size_id, 0)
    FROM new_rows n, catalog_scopes(n.category_ids) AS s WHERE n.id IN (SELECT unnest(came));
    INSERT INTO catalog_facets AS f (scope_id, brand_id, color_id, size_id, n)
    SELECT scope_id, brand_id, color_id, size_id, sum(d) FROM (
      SELECT s AS scope_id, coalesce(n.brand_id, 0) AS brand_id, coalesce(n.color_id, 0) AS color_id,
        coalesce(n.size_id, 0) AS size_id, 1 AS d
      FROM new_rows n, catalog_scopes(n.category_ids) AS s WHERE n.id IN (SELECT unnest(came))
      UNION ALL
      SELECT s, coalesce(o.brand_id, 0), coalesce(o.color_id, 0), coalesce(o.size_id, 0), -1
      FROM old_rows o, catalog_scopes(o.category_ids) AS s WHERE o.id IN (SELECT unnest(gone))
    ) AS delta
    GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (scope_id, brand_id, color_id, size_id) DO UPDATE SET n = f.n + excluded.n;
    DELETE FROM catalog_facets WHERE n <= 0;
  END IF;
  DELETE FROM catalog_search c USING old_rows o
  WHERE c.id = o.id AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = o.id AND n.published);
  INSERT INTO catalog_search AS c (id, price, product_code, brand_id, color_id, size_id, category_id, doc, title_doc)
  SELECT n.id, n.selling_price, lower(n.product_code), coalesce(n.brand_id, 0), coalesce(n.color_id, 0),
    coalesce(n.size_id, 0), coalesce(n.category_id, 0),
    catalog_search_doc(n.search, n.brand_id, n.color_id, n.size_id, n.category_ids),
    strip(to_tsvector('simple', n.title))
  FROM new_rows n WHERE n.published AND NOT EXISTS (
    SELECT 1 FROM old_rows o WHERE o.id = n.id AND o.published
      AND (n.selling_price, n.title, n.product_code, n.search, n.brand_id, n.color_id, n.size_id, n.category_id,
        n.category_ids) IS NOT DISTINCT FROM
        (o.selling_price, o.title, o.product_code, o.search, o.brand_id, o.color_id, o.size_id, o.category_id,
        o.category_ids))
  ON CONFLICT (id) DO UPDATE SET price = excluded.price,
    product_code = excluded.product_code, brand_id = excluded.brand_id, color_id = excluded.color_id,
    size_id = excluded.size_id, category_id = excluded.category_id, doc = excluded.doc,
    title_doc = excluded.title_doc;
  RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE catalog_listing l SET price = p.selling_price FROM products p WHERE l.id = p.id AND l.price <> p.selling_price;
--> statement-breakpoint
UPDATE catalog_search c SET price = p.selling_price FROM products p WHERE c.id = p.id AND c.price <> p.selling_price;
