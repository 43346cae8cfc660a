CREATE TABLE "delivery_zone_areas" (
	"zone_id" integer NOT NULL,
	"district" text NOT NULL,
	"municipality" text DEFAULT '' NOT NULL,
	CONSTRAINT "delivery_zone_areas_district_municipality_pk" PRIMARY KEY("district","municipality")
);
--> statement-breakpoint
CREATE TABLE "delivery_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ne" text,
	"served" boolean DEFAULT true NOT NULL,
	"base_charge" integer DEFAULT 0 NOT NULL,
	"base_weight_grams" integer DEFAULT 10000 NOT NULL,
	"step_weight_grams" integer DEFAULT 10000 NOT NULL,
	"step_charge" integer DEFAULT 0 NOT NULL,
	"free_above" integer,
	"days_min" smallint DEFAULT 1 NOT NULL,
	"days_max" smallint DEFAULT 3 NOT NULL,
	"sort_order" smallint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "delivery_zones_name_unique" UNIQUE("name"),
	CONSTRAINT "delivery_zones_amounts_check" CHECK ("delivery_zones"."base_charge" >= 0 AND "delivery_zones"."step_charge" >= 0 AND "delivery_zones"."base_weight_grams" >= 0 AND "delivery_zones"."step_weight_grams" > 0 AND ("delivery_zones"."free_above" IS NULL OR "delivery_zones"."free_above" >= 0)),
	CONSTRAINT "delivery_zones_days_check" CHECK ("delivery_zones"."days_min" >= 0 AND "delivery_zones"."days_max" >= "delivery_zones"."days_min")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_charge" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_zone" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_earliest" date;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "delivery_latest" date;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "weight_grams" integer;--> statement-breakpoint
ALTER TABLE "delivery_zone_areas" ADD CONSTRAINT "delivery_zone_areas_zone_id_delivery_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."delivery_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "delivery_zone_areas_zone_idx" ON "delivery_zone_areas" USING btree ("zone_id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_weight_grams_check" CHECK ("products"."weight_grams" IS NULL OR "products"."weight_grams" > 0);