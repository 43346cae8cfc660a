ALTER TABLE "orders" ADD COLUMN "fulfilment" text DEFAULT 'delivery' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collect_location_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "collection_code" text;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_collect_location_id_stock_locations_id_fk" FOREIGN KEY ("collect_location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_collection_code_idx" ON "orders" USING btree ("collection_code") WHERE "orders"."collection_code" IS NOT NULL AND "orders"."status" = 2;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_fulfilment_check" CHECK ("orders"."fulfilment" IN ('delivery', 'collect'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_collect_location_check" CHECK (("orders"."fulfilment" = 'collect') = ("orders"."collect_location_id" IS NOT NULL));