-- Typo-tolerant search: trigram index over the searchable text (the tsvector index is in 0000).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_text_trgm_idx" ON "products" USING gin ("search_text" gin_trgm_ops);
