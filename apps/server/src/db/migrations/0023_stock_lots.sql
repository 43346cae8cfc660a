CREATE TABLE "lot_stock" (
	"lot_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "lot_stock_lot_id_location_id_pk" PRIMARY KEY("lot_id","location_id"),
	CONSTRAINT "lot_stock_quantity_check" CHECK ("lot_stock"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_allocations" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_item_id" integer NOT NULL,
	"lot_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "stock_allocations_quantity_check" CHECK ("stock_allocations"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_ne" text,
	"kind" text NOT NULL,
	"showroom_id" integer,
	"collect" boolean DEFAULT false NOT NULL,
	"dispatch_days" smallint DEFAULT 1 NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "stock_locations_slug_unique" UNIQUE("slug"),
	CONSTRAINT "stock_locations_kind_check" CHECK ("stock_locations"."kind" IN ('warehouse', 'showroom')),
	CONSTRAINT "stock_locations_dispatch_days_check" CHECK ("stock_locations"."dispatch_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "stock_lots" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"code" text NOT NULL,
	"shade" text DEFAULT '' NOT NULL,
	"caliber" text DEFAULT '' NOT NULL,
	"received_on" date DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"lot_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"change" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"staff_id" integer,
	"order_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_movements_reason_check" CHECK ("stock_movements"."reason" IN ('received', 'transfer', 'adjusted', 'ordered', 'released', 'returned'))
);
--> statement-breakpoint
ALTER TABLE "lot_stock" ADD CONSTRAINT "lot_stock_lot_id_stock_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."stock_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_stock" ADD CONSTRAINT "lot_stock_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_lot_id_stock_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."stock_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_locations" ADD CONSTRAINT "stock_locations_showroom_id_showrooms_id_fk" FOREIGN KEY ("showroom_id") REFERENCES "public"."showrooms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_lots" ADD CONSTRAINT "stock_lots_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_lot_id_stock_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."stock_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_location_id_stock_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."stock_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lot_stock_location_idx" ON "lot_stock" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "stock_allocations_item_idx" ON "stock_allocations" USING btree ("order_item_id");--> statement-breakpoint
CREATE INDEX "stock_allocations_lot_idx" ON "stock_allocations" USING btree ("lot_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_lots_product_code_idx" ON "stock_lots" USING btree ("product_id","code");--> statement-breakpoint
CREATE INDEX "stock_movements_lot_idx" ON "stock_movements" USING btree ("lot_id","created_at");--> statement-breakpoint
-- Every counted product's stock moves into lots (docs/tiles.md "Stock by lot and location"): one warehouse,
-- and for each product with a count, its lot `-` (goods without a batch) holding it there.
INSERT INTO "stock_locations" ("slug", "title", "title_ne", "kind", "collect", "dispatch_days", "sort_order")
VALUES ('warehouse', 'Warehouse', 'गोदाम', 'warehouse', false, 2, 0);--> statement-breakpoint
INSERT INTO "stock_lots" ("product_id", "code") SELECT "id", '-' FROM "products" WHERE "stock" IS NOT NULL;--> statement-breakpoint
INSERT INTO "lot_stock" ("lot_id", "location_id", "quantity")
SELECT l."id", (SELECT "id" FROM "stock_locations" WHERE "slug" = 'warehouse'), greatest(p."stock", 0)
FROM "stock_lots" l JOIN "products" p ON p."id" = l."product_id";
