-- The storefront's sitemap (issue 12): when each public record last changed (a sitemap's <lastmod>), and a
-- narrow index the sitemap reads products from by id ranges. A BEFORE UPDATE trigger stamps updated_at, so
-- every writer (the back office, the seed, an import, psql) keeps it right without remembering to.
CREATE OR REPLACE FUNCTION touch_updated_at() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.updated_at := now();
  RETURN NEW;
END
$$;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "brands" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "categories" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "catalogues" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "showrooms" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "faq_types" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;
--> statement-breakpoint
CREATE TRIGGER products_touch BEFORE UPDATE ON "products" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER brands_touch BEFORE UPDATE ON "brands" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER categories_touch BEFORE UPDATE ON "categories" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER pages_touch BEFORE UPDATE ON "pages" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER catalogues_touch BEFORE UPDATE ON "catalogues" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER showrooms_touch BEFORE UPDATE ON "showrooms" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER blogs_touch BEFORE UPDATE ON "blogs" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER jobs_touch BEFORE UPDATE ON "jobs" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER faq_types_touch BEFORE UPDATE ON "faq_types" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
--> statement-breakpoint
CREATE TRIGGER faqs_touch BEFORE UPDATE ON "faqs" FOR EACH ROW EXECUTE FUNCTION touch_updated_at();
--> statement-breakpoint
-- A chunk of the sitemap is a range of ids of published products: an index-only scan of this index (slug
-- and updated_at are all a chunk shows), never a read of the products' wide rows.
CREATE INDEX "products_sitemap_idx" ON "products" USING btree ("id") INCLUDE ("slug", "updated_at") WHERE "products"."published";
