-- Recommended products (issue 11): the brand's products in id order, 8 at most. Read through the primary key
-- with the brand as a filter, that skipped every other brand's product on the way (356 rows for a brand
-- with a twentieth of 100,000 products; most of the catalogue for a small brand); this index reads the
-- brand's first 8 ids and no other row (0.45 -> 0.26 ms of the statement at 100,000 products).
CREATE INDEX IF NOT EXISTS "products_brand_id_idx" ON "products" USING btree ("brand_id","id");
