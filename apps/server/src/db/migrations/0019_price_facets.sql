-- The total of a listing with a price range (issue 11) without counting every product in the range: how many
-- listing rows each (scope, price bucket, brand, colour, size) holds. A range's total is the sum of the
-- buckets wholly inside it plus an index-only count of its rows in the two buckets at its ends
-- (services/catalog.ts countSql). Counting 141,084 rows of a range took 30 ms at 1,000,000 products.
--
-- A bucket is a step of the price's two leading digits, 18 to a decade (10-14, 15-19, ..., 95-99; so
-- 1,000-1,499 and 1,500-1,999, 10,000-14,999 ...), every price under 15 in bucket 0: the buckets narrow where
-- prices crowd, and prices from 100 to 1,000,000 fall in 73 of them. Integer arithmetic
-- only, so that the bucket of a price and the lowest price of a bucket agree wherever they are computed.
CREATE FUNCTION catalog_price_bucket(price integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN price < 10 THEN 0
    ELSE (length(price::text) - 2) * 18 + price / (10 ^ (length(price::text) - 2))::integer / 5 - 2 END
$$;
--> statement-breakpoint
-- The lowest price of a bucket (bucket 0: every price, however low).
CREATE FUNCTION catalog_price_bucket_floor(bucket integer) RETURNS bigint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT CASE WHEN bucket <= 0 THEN -2147483648
    ELSE (bucket % 18 + 2) * 5 * (10 ^ (bucket / 18))::bigint END
$$;
--> statement-breakpoint
CREATE TABLE "catalog_price_facets" (
	"scope_id" integer NOT NULL,
	"bucket" integer NOT NULL,
	"brand_id" integer NOT NULL,
	"color_id" integer NOT NULL,
	"size_id" integer NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "catalog_price_facets_pk" PRIMARY KEY("scope_id","bucket","brand_id","color_id","size_id")
);
--> statement-breakpoint
-- Kept by triggers on catalog_listing itself (which the triggers on products keep), in the same statement and
-- transaction: whatever writes the listing keeps these counts right. Deltas in key order, so concurrent
-- writers take the counters' row locks in the same order (no deadlock), as catalog_facets' triggers do.
CREATE FUNCTION catalog_price_facets_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_price_facets AS f (scope_id, bucket, brand_id, color_id, size_id, n)
  SELECT scope_id, catalog_price_bucket(price), brand_id, color_id, size_id, count(*) FROM new_rows
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (scope_id, bucket, brand_id, color_id, size_id) DO UPDATE SET n = f.n + excluded.n;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_price_facets_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_price_facets AS f (scope_id, bucket, brand_id, color_id, size_id, n)
  SELECT scope_id, catalog_price_bucket(price), brand_id, color_id, size_id, -count(*) FROM old_rows
  GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (scope_id, bucket, brand_id, color_id, size_id) DO UPDATE SET n = f.n + excluded.n;
  DELETE FROM catalog_price_facets WHERE n <= 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The product triggers delete and insert listing rows rather than update them; a direct update (a migration
-- repricing the listing) is counted all the same.
CREATE FUNCTION catalog_price_facets_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_price_facets AS f (scope_id, bucket, brand_id, color_id, size_id, n)
  SELECT scope_id, bucket, brand_id, color_id, size_id, sum(d) FROM (
    SELECT scope_id, catalog_price_bucket(price) AS bucket, brand_id, color_id, size_id, 1 AS d FROM new_rows
    UNION ALL
    SELECT scope_id, catalog_price_bucket(price), brand_id, color_id, size_id, -1 FROM old_rows
  ) AS delta
  GROUP BY 1, 2, 3, 4, 5 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (scope_id, bucket, brand_id, color_id, size_id) DO UPDATE SET n = f.n + excluded.n;
  DELETE FROM catalog_price_facets WHERE n <= 0;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- DELETE, not TRUNCATE: this runs inside the TRUNCATE of products (its trigger truncates the listing), and
-- when that outer statement names this table too, a nested TRUNCATE of it fails ("being used by active
-- queries in this session"; db/empty.ts leaves the derived tables out for that reason). A few thousand rows.
CREATE FUNCTION catalog_price_facets_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM catalog_price_facets;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER catalog_listing_price_facets_insert AFTER INSERT ON catalog_listing
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_price_facets_inserted();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_price_facets_update AFTER UPDATE ON catalog_listing
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION catalog_price_facets_updated();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_price_facets_delete AFTER DELETE ON catalog_listing
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_price_facets_deleted();
--> statement-breakpoint
CREATE TRIGGER catalog_listing_price_facets_truncate AFTER TRUNCATE ON catalog_listing
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_price_facets_truncated();
--> statement-breakpoint
INSERT INTO catalog_price_facets (scope_id, bucket, brand_id, color_id, size_id, n)
SELECT scope_id, catalog_price_bucket(price), brand_id, color_id, size_id, count(*) FROM catalog_listing
GROUP BY 1, 2, 3, 4, 5;
