-- Typo tolerance now goes through the search_words table (0002, 0003); the trigram index on every
-- product's search_text only cost write time.
DROP INDEX IF EXISTS "products_search_text_trgm_idx";
