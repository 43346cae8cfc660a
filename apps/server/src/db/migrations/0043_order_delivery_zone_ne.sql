ALTER TABLE "orders" ADD COLUMN "delivery_zone_ne" text;--> statement-breakpoint
-- Orders placed before: the Nepali name their zone has now.
UPDATE "orders" AS o SET "delivery_zone_ne" = z."name_ne" FROM "delivery_zones" AS z WHERE z."name" = o."delivery_zone";
