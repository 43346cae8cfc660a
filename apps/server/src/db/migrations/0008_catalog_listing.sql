CREATE TABLE "catalog_facets" (
	"scope_id" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "catalog_facets_scope_id_brand_id_color_id_size_id_pk" PRIMARY KEY("scope_id","brand_id","color_id","size_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_listing" (
	"scope_id" integer NOT NULL,
	"id" integer NOT NULL,
	"price" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	CONSTRAINT "catalog_listing_id_scope_id_pk" PRIMARY KEY("id","scope_id")
);
--> statement-breakpoint
CREATE TABLE "catalog_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"price" integer NOT NULL,
	"product_code" text NOT NULL,
	"brand_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"category_id" integer NOT NULL,
	"doc" "tsvector" NOT NULL,
	"title_doc" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_version" (
	"id" boolean PRIMARY KEY DEFAULT true NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "catalog_search_doc_idx" ON "catalog_search" USING gin ("doc");--> statement-breakpoint
CREATE INDEX "products_category_price_idx" ON "products" USING btree ("category_id","price");--> statement-breakpoint
-- Hand-written below: the triggers that keep catalog_listing, catalog_facets and catalog_search in step with
-- products (in the writer's statement and transaction, whoever the writer is), the catalogue version, the
-- backfill of an existing catalogue, and the listing indexes (INCLUDE columns: drizzle cannot declare them).
-- A product's scopes: each category of category_ids (its category and every ancestor) and 0, the catalogue.
CREATE FUNCTION catalog_scopes(category_ids integer[]) RETURNS SETOF integer LANGUAGE sql IMMUTABLE AS $$
  SELECT DISTINCT s FROM unnest(array_append(category_ids, 0)) AS s WHERE s IS NOT NULL
$$;
--> statement-breakpoint
-- The search document: the product's words plus a lexeme per filter value. Upper case: the 'simple'
-- configuration lower-cases every word, so no search a shopper types can produce one of these.
CREATE FUNCTION catalog_search_doc(search tsvector, brand_id integer, color_id integer, size_id integer,
  category_ids integer[]) RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(search, ''::tsvector) || array_to_tsvector(
    ARRAY['B' || coalesce(brand_id, 0), 'C' || coalesce(color_id, 0), 'S' || coalesce(size_id, 0)]
    || ARRAY(SELECT DISTINCT 'K' || c FROM unnest(category_ids) AS c WHERE c IS NOT NULL))
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_products_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_listing (scope_id, id, price, brand_id, color_id, size_id)
  SELECT s, n.id, n.price, coalesce(n.brand_id, 0), coalesce(n.color_id, 0), coalesce(n.size_id, 0)
  FROM new_rows n, catalog_scopes(n.category_ids) AS s;
  -- In key order, so concurrent writers take the counters' row locks in the same order (no deadlock).
  INSERT INTO catalog_facets AS f (scope_id, brand_id, color_id, size_id, n)
  SELECT s, coalesce(n.brand_id, 0), coalesce(n.color_id, 0), coalesce(n.size_id, 0), count(*)
  FROM new_rows n, catalog_scopes(n.category_ids) AS s
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (scope_id, brand_id, color_id, size_id) DO UPDATE SET n = f.n + excluded.n;
  INSERT INTO catalog_search (id, price, product_code, brand_id, color_id, size_id, category_id, doc, title_doc)
  SELECT n.id, n.price, lower(n.product_code), coalesce(n.brand_id, 0), coalesce(n.color_id, 0),
    coalesce(n.size_id, 0), coalesce(n.category_id, 0),
    catalog_search_doc(n.search, n.brand_id, n.color_id, n.size_id, n.category_ids),
    strip(to_tsvector('simple', n.title))
  FROM new_rows n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_products_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalog_listing l USING old_rows o WHERE l.id = o.id;
  INSERT INTO catalog_facets AS f (scope_id, brand_id, color_id, size_id, n)
  SELECT s, coalesce(o.brand_id, 0), coalesce(o.color_id, 0), coalesce(o.size_id, 0), -count(*)
  FROM old_rows o, catalog_scopes(o.category_ids) AS s
  GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (scope_id, brand_id, color_id, size_id) DO UPDATE SET n = f.n + excluded.n;
  DELETE FROM catalog_facets WHERE n <= 0;
  DELETE FROM catalog_search c USING old_rows o WHERE c.id = o.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- An update touches the derived rows only of products whose listed or searched columns changed.
CREATE FUNCTION catalog_products_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  gone integer[];
  came integer[];
BEGIN
  gone := ARRAY(SELECT o.id FROM old_rows o WHERE NOT EXISTS (
    SELECT 1 FROM new_rows n WHERE n.id = o.id
      AND (n.price, n.brand_id, n.color_id, n.size_id, n.category_ids)
        IS NOT DISTINCT FROM (o.price, o.brand_id, o.color_id, o.size_id, o.category_ids)));
  came := ARRAY(SELECT n.id FROM new_rows n WHERE NOT EXISTS (
    SELECT 1 FROM old_rows o WHERE o.id = n.id
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
  WHERE c.id = o.id AND NOT EXISTS (SELECT 1 FROM new_rows n WHERE n.id = o.id);
  INSERT INTO catalog_search AS c (id, price, product_code, brand_id, color_id, size_id, category_id, doc, title_doc)
  SELECT n.id, n.price, lower(n.product_code), coalesce(n.brand_id, 0), coalesce(n.color_id, 0),
    coalesce(n.size_id, 0), coalesce(n.category_id, 0),
    catalog_search_doc(n.search, n.brand_id, n.color_id, n.size_id, n.category_ids),
    strip(to_tsvector('simple', n.title))
  FROM new_rows n WHERE NOT EXISTS (
    SELECT 1 FROM old_rows o WHERE o.id = n.id
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
CREATE FUNCTION catalog_products_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE catalog_listing, catalog_facets, catalog_search;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_bump() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_version AS v (id, version)
  VALUES (true, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint)
  ON CONFLICT (id) DO UPDATE SET version = greatest(v.version + 1, excluded.version);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_catalog_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_inserted();
--> statement-breakpoint
CREATE TRIGGER products_catalog_update AFTER UPDATE ON products
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION catalog_products_updated();
--> statement-breakpoint
CREATE TRIGGER products_catalog_delete AFTER DELETE ON products
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_deleted();
--> statement-breakpoint
CREATE TRIGGER products_catalog_truncate AFTER TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_products_truncated();
--> statement-breakpoint
CREATE TRIGGER products_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON products
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump();
--> statement-breakpoint
CREATE TRIGGER brands_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON brands
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump();
--> statement-breakpoint
CREATE TRIGGER categories_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON categories
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump();
--> statement-breakpoint
CREATE TRIGGER colors_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON colors
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump();
--> statement-breakpoint
CREATE TRIGGER sizes_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON sizes
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump();
--> statement-breakpoint
INSERT INTO catalog_listing (scope_id, id, price, brand_id, color_id, size_id)
SELECT s, p.id, p.price, coalesce(p.brand_id, 0), coalesce(p.color_id, 0), coalesce(p.size_id, 0)
FROM products p, catalog_scopes(p.category_ids) AS s;
--> statement-breakpoint
INSERT INTO catalog_facets (scope_id, brand_id, color_id, size_id, n)
SELECT scope_id, brand_id, color_id, size_id, count(*) FROM catalog_listing GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO catalog_search (id, price, product_code, brand_id, color_id, size_id, category_id, doc, title_doc)
SELECT p.id, p.price, lower(p.product_code), coalesce(p.brand_id, 0), coalesce(p.color_id, 0),
  coalesce(p.size_id, 0), coalesce(p.category_id, 0),
  catalog_search_doc(p.search, p.brand_id, p.color_id, p.size_id, p.category_ids),
    strip(to_tsvector('simple', p.title))
FROM products p;
--> statement-breakpoint
INSERT INTO catalog_version (id, version) VALUES (true, (extract(epoch FROM clock_timestamp()) * 1000000)::bigint);
--> statement-breakpoint
-- A listing's page in either price order (ties by id), its scope first; brand, colour and size ride along
-- so a filter is checked in the index (index-only scans).
CREATE INDEX catalog_listing_asc_idx ON catalog_listing (scope_id, price, id) INCLUDE (brand_id, color_id, size_id);
--> statement-breakpoint
CREATE INDEX catalog_listing_desc_idx ON catalog_listing (scope_id, price DESC, id) INCLUDE (brand_id, color_id, size_id);
--> statement-breakpoint
-- Brand listings (scope 0) and a brand filter: the brand's rows of a scope, in either price order.
CREATE INDEX catalog_listing_brand_asc_idx ON catalog_listing (scope_id, brand_id, price, id) INCLUDE (color_id, size_id);
--> statement-breakpoint
CREATE INDEX catalog_listing_brand_desc_idx ON catalog_listing (scope_id, brand_id, price DESC, id) INCLUDE (color_id, size_id);
