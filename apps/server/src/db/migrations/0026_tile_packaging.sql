ALTER TABLE "products" DROP CONSTRAINT "products_coverage_per_box_check";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "asked_mm2" bigint;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "laying_pattern" text;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "wastage_percent" smallint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "pieces" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "covered_mm2" bigint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "asked_mm2" bigint;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "laying_pattern" text;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "wastage_percent" smallint;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "pieces_per_box" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "mm2_per_box" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "boxes_per_pallet" integer;--> statement-breakpoint
-- The packaging moves from m² a box to whole mm² (docs/tiles.md "Packaging"). The pieces come from the tile's size
-- in mm where it reads as "W x H" (a box's area over one tile's), else 1; pallets are not known before, so 40, the
-- smallest the demo's tiles have: the staff correct both in the product editor.
UPDATE "products" SET
  "mm2_per_box" = round("coverage_per_box" * 1000000)::integer,
  "pieces_per_box" = coalesce(
    (SELECT greatest(1, round(round("coverage_per_box" * 1000000) / (m[1]::numeric * m[2]::numeric)))::integer
      FROM regexp_match(coalesce("size", ''), '^\s*([1-9][0-9]{0,4})\s*[xX×]\s*([1-9][0-9]{0,4})') AS m
      WHERE m IS NOT NULL),
    1),
  "boxes_per_pallet" = 40
  WHERE "coverage_per_box" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "products" DROP COLUMN "coverage_per_box";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_area_check" CHECK (("cart_lines"."asked_mm2" IS NULL AND "cart_lines"."laying_pattern" IS NULL AND "cart_lines"."wastage_percent" IS NULL) OR coalesce("cart_lines"."asked_mm2" > 0 AND "cart_lines"."laying_pattern" IN ('straight', 'diagonal', 'herringbone', 'custom') AND "cart_lines"."wastage_percent" BETWEEN 0 AND 50, false));--> statement-breakpoint
ALTER TABLE "order_items" ADD CONSTRAINT "order_items_area_check" CHECK (("order_items"."asked_mm2" IS NULL AND "order_items"."laying_pattern" IS NULL AND "order_items"."wastage_percent" IS NULL) OR coalesce("order_items"."asked_mm2" > 0 AND "order_items"."laying_pattern" IN ('straight', 'diagonal', 'herringbone', 'custom') AND "order_items"."wastage_percent" BETWEEN 0 AND 50, false));--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_packaging_check" CHECK (("products"."pieces_per_box" IS NULL AND "products"."mm2_per_box" IS NULL AND "products"."boxes_per_pallet" IS NULL) OR coalesce("products"."pieces_per_box" > 0 AND "products"."mm2_per_box" > 0 AND "products"."boxes_per_pallet" > 0, false));