-- Catalogue content in Nepali (issue 14): a category's name, a product's name and description may also be
-- written in Nepali, which the storefront shows on its Nepali pages (/ne/…); empty (null) means the English
-- is shown there too. The back office edits them beside the English.
ALTER TABLE "categories" ADD COLUMN "title_ne" text;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "title_ne" text;
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "description_ne" text;
