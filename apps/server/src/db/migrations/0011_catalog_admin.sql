-- The back office's catalogue (issue 13): a product's chosen related products, and the listing index
-- (migration 0008) kept for published products only, so an unpublished product is in no listing, search,
-- facet count or filter option of the storefront. The triggers stay the only writers of the index.
ALTER TABLE "products" ADD COLUMN "related_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_listing (scope_id, id, price, brand_id, color_id, size_id)
  SELECT s, n.id, n.price, coalesce(n.brand_id, 0), coalesce(n.color_id, 0), coalesce(n.size_id, 0)
  FROM new_rows n, catalog_scopes(n.category_ids) AS s WHERE n.published;
  -- In key order, so concurrent writers take the counters' row locks in the same order (no deadlock).
  INSERT INTO catalog_facets AS f (scope_id, brand_id, color_id, size_id, n)
  SELECT s, coalesce(n.brand_id, 0), coalesce(n.color_id, 0), coalesce(n.size_id, 0), count(*)
  FROM new_rows n, catalog_scopes(n.category_ids) AS s WHERE n.published
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (scope_id, brand_id, color_id, size_id) DO UPDATE SET n = f.n + excluded.n;
  INSERT INTO catalog_search (id, price, product_code, brand_id, color_id, size_id, category_id, doc, title_doc)
  SELECT n.id, n.price, lower(n.product_code), coalesce(n.brand_id, 0), coalesce(n.color_id, 0),
    coalesce(n.size_id, 0), coalesce(n.category_id, 0),
    catalog_search_doc(n.search, n.brand_id, n.color_id, n.size_id, n.category_ids),
    strip(to_tsvector('simple', n.title))
  FROM new_rows n WHERE n.published;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION catalog_products_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalog_listing l USING old_rows o WHERE l.id = o.id;
  INSERT INTO catalog_facets AS f (scope_id, brand_id, color_id, size_id, n)
  SELECT s, coalesce(o.brand_id, 0), coalesce(o.color_id, 0), coalesce(o.size_id, 0), -count(*)
  FROM old_rows o, catalog_scopes(o.category_ids) AS s WHERE o.published
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (scope_id, brand_id, color_id, size_id) DO UPDATE SET n = f.n + excluded.n;
  DELETE FROM catalog_facets WHERE n <= 0;
  DELETE FROM catalog_search c USING old_rows o WHERE c.id = o.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An update touches the derived rows only of products whose listed or searched columns, or whose
-- published flag, changed: publishing lists a product, unpublishing takes it out.
CREATE OR REPLACE FUNCTION catalog_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone integer[];
  came integer[];
BEGIN
  gone := ARRAY(SELECT o.id FROM old_rows o WHERE o.published AND NOT EXISTS (
    SELECT 1 FROM new_rows n WHERE n.id = o.id AND n.published
      AND (n.price, n.brand_id, n.color_id, n.size_id, n.category_ids)
        IS NOT DISTINCT FROM (o.price, o.brand_id, o.color_id, o.size_id, o.category_ids)));
  came := ARRAY(SELECT n.id FROM new_rows n WHERE n.published AND NOT EXISTS (
    SELECT 1 FROM old_rows o WHERE o.id = n.id AND o.published
      AND (n.price, n.brand_id, n.color_id, n.size_id, n.category_ids)
        IS NOT DISTINCT FROM (o.price, o.brand_id, o.color_id, o.size_id, o.category_ids)));
  IF cardinality(gone) > 0 OR cardinality(came) > 0 THEN
    DELETE FROM catalog_listing l WHERE l.id IN (SELECT unnest(gone));
    INSERT INTO catalog_listing (scope_id, id, price, brand_id, color_id, size_id)
    SELECT s, n.id, n.price, coalesce(n.brand_id, 0), coalesce(n.color_id, 0), coalesce(n.size_id, 0)
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
  SELECT n.id, n.price, lower(n.product_code), coalesce(n.brand_id, 0), coalesce(n.color_id, 0),
    coalesce(n.size_id, 0), coalesce(n.category_id, 0),
    catalog_search_doc(n.search, n.brand_id, n.color_id, n.size_id, n.category_ids),
    strip(to_tsvector('simple', n.title))
  FROM new_rows n WHERE n.published AND NOT EXISTS (
    SELECT 1 FROM old_rows o WHERE o.id = n.id AND o.published
      AND (n.price, n.title, n.product_code, n.search, n.brand_id, n.color_id, n.size_id, n.category_id,
        n.category_ids) IS NOT DISTINCT FROM
        (o.price, o.title, o.product_code, o.search, o.brand_id, o.color_id, o.size_id, o.category_id,
        o.category_ids))
  ON CONFLICT (id) DO UPDATE SET price = excluded.price,
    product_code = excluded.product_code, brand_id = excluded.brand_id, color_id = excluded.color_id,
    size_id = excluded.size_id, category_id = excluded.category_id, doc = excluded.doc,
    title_doc = excluded.title_doc;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The index rebuilt for the published products only (the seed publishes every product, so usually a no-op).
DELETE FROM catalog_listing l USING products p WHERE l.id = p.id AND NOT p.published;
--> statement-breakpoint
DELETE FROM catalog_search c USING products p WHERE c.id = p.id AND NOT p.published;
--> statement-breakpoint
DELETE FROM catalog_facets;
--> statement-breakpoint
INSERT INTO catalog_facets (scope_id, brand_id, color_id, size_id, n)
SELECT scope_id, brand_id, color_id, size_id, count(*) FROM catalog_listing GROUP BY 1, 2, 3, 4;
