-- An order line keeps the product's Nepali name as sold, beside the English, so a Nepali page, PDF, mail
-- and SMS name it in Nepali (docs/nepal.md "Orders in Nepali"). Lines sold before take their product's
-- Nepali name as it is now; a line whose product is gone or has none stays null (the English is shown).
ALTER TABLE "order_items" ADD COLUMN "product_name_ne" text;--> statement-breakpoint
UPDATE "order_items" oi SET "product_name_ne" = nullif(p.title_ne, '')
FROM "products" p WHERE p.id = oi.product_id;
