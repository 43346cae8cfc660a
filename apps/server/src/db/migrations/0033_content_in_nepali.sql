ALTER TABLE "banners" ADD COLUMN "title_ne" text;--> statement-breakpoint
ALTER TABLE "banners" ADD COLUMN "description_ne" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "title_ne" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "summary_ne" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "description_ne" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "seo_title_ne" text;--> statement-breakpoint
ALTER TABLE "blogs" ADD COLUMN "seo_description_ne" text;--> statement-breakpoint
ALTER TABLE "catalogues" ADD COLUMN "title_ne" text;--> statement-breakpoint
ALTER TABLE "complaint_symptoms" ADD COLUMN "title_ne" text;--> statement-breakpoint
ALTER TABLE "faq_types" ADD COLUMN "title_ne" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "question_ne" text;--> statement-breakpoint
ALTER TABLE "faqs" ADD COLUMN "answer_ne" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "title_ne" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "type_ne" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "salary_ne" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "education_ne" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "experience_ne" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "description_ne" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "title_ne" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "description_ne" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "seo_title_ne" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "seo_description_ne" text;--> statement-breakpoint
ALTER TABLE "showrooms" ADD COLUMN "title_ne" text;--> statement-breakpoint
ALTER TABLE "showrooms" ADD COLUMN "summary_ne" text;--> statement-breakpoint
ALTER TABLE "showrooms" ADD COLUMN "description_ne" text;--> statement-breakpoint
ALTER TABLE "showrooms" ADD COLUMN "address_ne" text;--> statement-breakpoint
ALTER TABLE "showrooms" ADD COLUMN "hours_ne" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "name_ne" text;--> statement-breakpoint
ALTER TABLE "testimonials" ADD COLUMN "message_ne" text;--> statement-breakpoint
-- Search finds products by their Nepali names and their categories' (docs/nepal.md "Search in Nepali"): the
-- search text of every product that has one is written again as services/admin/catalog.ts writes it.
UPDATE "products" p SET "search_text" = concat_ws(' ', p.search_text, p.title_ne,
  (SELECT string_agg(c.title_ne, ' ' ORDER BY array_position(p.category_ids, c.id))
     FROM "categories" c WHERE c.id = ANY (p.category_ids)))
WHERE p.title_ne IS NOT NULL
   OR EXISTS (SELECT 1 FROM "categories" c WHERE c.id = ANY (p.category_ids) AND c.title_ne IS NOT NULL);
