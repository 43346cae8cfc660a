-- Search postings (issue 11; README "The catalogue at 100,000 products"). A search's total and its page of
-- relevance tiers were one visit to every matching catalog_search row (about 1.5 µs a match: 15-30 ms for
-- a search matching 8,000-14,000 of 100,000 products). catalog_words holds, for each word of the search
-- documents and each chunk of 1,024 product ids, one bit per product that has the word: a search is then a
-- few hundred bitwise ANDs and ORs of these rows and a bit count, whatever it matches, and its page is read
-- from the one or two chunks that hold it. Kept by statement triggers on catalog_search (which triggers on
-- products keep), in the writer's transaction, like the listing index.
--
-- kind: 'd' a word of the document without digits, kept whole: exact and prefix matches;
--       'p' a document word with digits, cut before its first digit ("tl-kj-1021" → "tl-kj-"): a search
--           word without digits that is a prefix of the whole word is a prefix of this part, so prefix
--           matches stay exact (words with digits are searched through the GIN index, not here);
--       'f' a filter lexeme of the document (B12 brand, C3 colour, S7 size, K40 category), kept whole;
--       't', 'q' the same as 'd' and 'p' for the title's words (the relevance tiers).
CREATE TABLE "catalog_words" (
	"kind" "char" NOT NULL,
	"word" text COLLATE "C" NOT NULL,
	"chunk" integer NOT NULL,
	"bits" bit(1024) NOT NULL,
	CONSTRAINT "catalog_words_pkey" PRIMARY KEY("kind","word","chunk")
);
--> statement-breakpoint
-- Tier 0 of a search (the exact product code) is a lookup, not a test of every match.
CREATE INDEX "catalog_search_code_idx" ON "catalog_search" USING btree ("product_code");
--> statement-breakpoint
-- The postings of products (ids with their documents and titles): for each (kind, word, chunk), the
-- products' bits. Upper-case lexemes are the filter lexemes (the 'simple' configuration lower-cases words).
-- One pass over the lexemes of all the rows (a bulk load explodes millions), each cut at its first digit
-- once (OFFSET 0 keeps the cut from being computed again for each use).
CREATE FUNCTION catalog_word_bits(ids integer[], docs tsvector[], titles tsvector[])
RETURNS TABLE (kind "char", word text, chunk integer, bits bit(1024)) LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN a.f THEN 'f' WHEN a.x = a.w THEN CASE WHEN a.title THEN 't' ELSE 'd' END
      ELSE CASE WHEN a.title THEN 'q' ELSE 'p' END END::"char",
    CASE WHEN a.f THEN a.w ELSE a.x END COLLATE "C",
    a.id >> 10, bit_or(set_bit(B'0'::bit(1024), a.id & 1023, 1))
  FROM (
    SELECT b.id, b.w, b.title, NOT b.title AND ascii(b.w) BETWEEN 65 AND 90 AS f,
      substring(b.w FROM '^[^0-9]*') AS x
    FROM (
      SELECT r.id, w, false AS title FROM unnest(ids, docs) AS r(id, doc), unnest(tsvector_to_array(r.doc)) AS w
      UNION ALL
      SELECT r.id, w, true FROM unnest(ids, titles) AS r(id, doc), unnest(tsvector_to_array(r.doc)) AS w
    ) AS b
    OFFSET 0
  ) AS a
  WHERE a.f OR a.x <> ''
  GROUP BY 1, 2, 3
  ORDER BY 1, 2, 3
$$;
--> statement-breakpoint
-- Sets the bits of the inserted rows, in key order (concurrent writers lock rows in the same order).
CREATE FUNCTION catalog_words_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO catalog_words AS c (kind, word, chunk, bits)
  SELECT * FROM catalog_word_bits(ARRAY(SELECT id FROM new_rows ORDER BY id),
    ARRAY(SELECT doc FROM new_rows ORDER BY id), ARRAY(SELECT title_doc FROM new_rows ORDER BY id))
  ON CONFLICT (kind, word, chunk) DO UPDATE SET bits = c.bits | excluded.bits;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Clears the bits of the deleted rows (each posting of a row exists while the row does), then drops the
-- postings left empty.
CREATE FUNCTION catalog_words_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  k "char"[];
  w text[];
  ch integer[];
BEGIN
  WITH changed AS (
    INSERT INTO catalog_words AS c (kind, word, chunk, bits)
    SELECT * FROM catalog_word_bits(ARRAY(SELECT id FROM old_rows ORDER BY id),
      ARRAY(SELECT doc FROM old_rows ORDER BY id), ARRAY(SELECT title_doc FROM old_rows ORDER BY id))
    ON CONFLICT (kind, word, chunk) DO UPDATE SET bits = c.bits & ~excluded.bits
    RETURNING c.kind, c.word, c.chunk, c.bits
  )
  SELECT array_agg(changed.kind), array_agg(changed.word), array_agg(changed.chunk) INTO k, w, ch
  FROM changed WHERE changed.bits = B'0'::bit(1024);
  DELETE FROM catalog_words c USING unnest(k, w, ch) AS z(kind, word, chunk)
  WHERE c.kind = z.kind AND c.word = z.word AND c.chunk = z.chunk AND c.bits = B'0'::bit(1024);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Rows whose words changed: their old bits cleared, their new bits set, then empty postings dropped.
CREATE FUNCTION catalog_words_updated() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed_ids integer[];
  k "char"[];
  w text[];
  ch integer[];
BEGIN
  changed_ids := ARRAY(SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE (n.doc, n.title_doc) IS DISTINCT FROM (o.doc, o.title_doc) ORDER BY n.id);
  IF cardinality(changed_ids) = 0 THEN
    RETURN NULL;
  END IF;
  WITH changed AS (
    INSERT INTO catalog_words AS c (kind, word, chunk, bits)
    SELECT * FROM catalog_word_bits(changed_ids,
      ARRAY(SELECT o.doc FROM old_rows o WHERE o.id = ANY (changed_ids) ORDER BY o.id),
      ARRAY(SELECT o.title_doc FROM old_rows o WHERE o.id = ANY (changed_ids) ORDER BY o.id))
    ON CONFLICT (kind, word, chunk) DO UPDATE SET bits = c.bits & ~excluded.bits
    RETURNING c.kind, c.word, c.chunk, c.bits
  )
  SELECT array_agg(changed.kind), array_agg(changed.word), array_agg(changed.chunk) INTO k, w, ch
  FROM changed WHERE changed.bits = B'0'::bit(1024);
  INSERT INTO catalog_words AS c (kind, word, chunk, bits)
  SELECT * FROM catalog_word_bits(changed_ids,
    ARRAY(SELECT n.doc FROM new_rows n WHERE n.id = ANY (changed_ids) ORDER BY n.id),
    ARRAY(SELECT n.title_doc FROM new_rows n WHERE n.id = ANY (changed_ids) ORDER BY n.id))
  ON CONFLICT (kind, word, chunk) DO UPDATE SET bits = c.bits | excluded.bits;
  DELETE FROM catalog_words c USING unnest(k, w, ch) AS z(kind, word, chunk)
  WHERE c.kind = z.kind AND c.word = z.word AND c.chunk = z.chunk AND c.bits = B'0'::bit(1024);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION catalog_words_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE catalog_words;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER catalog_search_words_insert AFTER INSERT ON catalog_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_words_inserted();
--> statement-breakpoint
CREATE TRIGGER catalog_search_words_update AFTER UPDATE ON catalog_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
  EXECUTE FUNCTION catalog_words_updated();
--> statement-breakpoint
CREATE TRIGGER catalog_search_words_delete AFTER DELETE ON catalog_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION catalog_words_deleted();
--> statement-breakpoint
CREATE TRIGGER catalog_search_words_truncate AFTER TRUNCATE ON catalog_search
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_words_truncated();
--> statement-breakpoint
-- The catalogue already there, 64 chunks at a time (whole chunks: no two rounds write one posting).
DO $$
DECLARE
  lo integer := 0;
  top integer;
BEGIN
  SELECT max(id) INTO top FROM catalog_search;
  WHILE lo <= coalesce(top, -1) LOOP
    INSERT INTO catalog_words (kind, word, chunk, bits)
    SELECT * FROM catalog_word_bits(
      ARRAY(SELECT id FROM catalog_search WHERE id >= lo AND id < lo + 65536 ORDER BY id),
      ARRAY(SELECT doc FROM catalog_search WHERE id >= lo AND id < lo + 65536 ORDER BY id),
      ARRAY(SELECT title_doc FROM catalog_search WHERE id >= lo AND id < lo + 65536 ORDER BY id));
    lo := lo + 65536;
  END LOOP;
END
$$;
