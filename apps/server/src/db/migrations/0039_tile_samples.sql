CREATE TABLE "product_samples" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"offered" boolean DEFAULT false NOT NULL,
	"kind" text DEFAULT 'piece' NOT NULL,
	"size" text,
	"size_ne" text,
	"price" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "product_samples_price_check" CHECK ("product_samples"."price" >= 0),
	CONSTRAINT "product_samples_stock_check" CHECK ("product_samples"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "sample_allocations" (
	"order_item_id" integer PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "cart_lines_customer_product_idx";--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "sample" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "product_samples" ADD CONSTRAINT "product_samples_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_allocations" ADD CONSTRAINT "sample_allocations_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sample_allocations" ADD CONSTRAINT "sample_allocations_product_id_product_samples_product_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."product_samples"("product_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_lines_customer_product_idx" ON "cart_lines" USING btree ("customer_id","product_id","sample");--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_sample_check" CHECK (NOT "cart_lines"."sample" OR "cart_lines"."quantity" = 1);