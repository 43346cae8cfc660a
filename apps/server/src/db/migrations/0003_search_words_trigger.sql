-- Keeps search_words (0002) filled with the words products can be found by: the lexemes of
-- products.search without digits. Statement-level triggers see every inserted or updated row at once,
-- so a bulk insert of thousands of products adds its words in one statement.
CREATE OR REPLACE FUNCTION search_words_collect() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_words (word)
  SELECT DISTINCT w FROM new_rows n, unnest(tsvector_to_array(n.search)) AS w
  WHERE w !~ '[0-9]'
  ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER products_search_words_insert AFTER INSERT ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();
--> statement-breakpoint
CREATE TRIGGER products_search_words_update AFTER UPDATE ON products
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_collect();
--> statement-breakpoint
INSERT INTO search_words (word)
SELECT DISTINCT w FROM products p, unnest(tsvector_to_array(p.search)) AS w
WHERE w !~ '[0-9]'
ON CONFLICT DO NOTHING;
