CREATE TABLE "cart_promotion_codes" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promotion_redemptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"promotion_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"voided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_ne" text,
	"kind" text NOT NULL,
	"code" text,
	"type" text NOT NULL,
	"value" integer DEFAULT 0 NOT NULL,
	"target" text DEFAULT 'order' NOT NULL,
	"target_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"min_subtotal" integer DEFAULT 0 NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"used_count" integer DEFAULT 0 NOT NULL,
	"paused" boolean DEFAULT false NOT NULL,
	"exclusive" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promotions_kind_check" CHECK (("promotions"."kind" = 'code' AND "promotions"."code" IS NOT NULL) OR ("promotions"."kind" = 'automatic' AND "promotions"."code" IS NULL)),
	CONSTRAINT "promotions_type_check" CHECK ("promotions"."type" IN ('percentage', 'fixed', 'free_delivery')),
	CONSTRAINT "promotions_target_check" CHECK ("promotions"."target" IN ('order', 'brands', 'categories', 'products')),
	CONSTRAINT "promotions_value_check" CHECK (("promotions"."type" = 'percentage' AND "promotions"."value" BETWEEN 1 AND 100) OR ("promotions"."type" = 'fixed' AND "promotions"."value" > 0) OR ("promotions"."type" = 'free_delivery' AND "promotions"."value" = 0)),
	CONSTRAINT "promotions_limits_check" CHECK ("promotions"."min_subtotal" >= 0 AND "promotions"."used_count" >= 0 AND ("promotions"."usage_limit" IS NULL OR "promotions"."usage_limit" > 0) AND ("promotions"."per_customer_limit" IS NULL OR "promotions"."per_customer_limit" > 0) AND ("promotions"."ends_at" IS NULL OR "promotions"."ends_at" > "promotions"."starts_at"))
);
--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_discount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_promotion_codes" ADD CONSTRAINT "cart_promotion_codes_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_promotion_id_promotions_id_fk" FOREIGN KEY ("promotion_id") REFERENCES "public"."promotions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotion_redemptions" ADD CONSTRAINT "promotion_redemptions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "promotion_redemptions_order_idx" ON "promotion_redemptions" USING btree ("order_id","promotion_id");--> statement-breakpoint
CREATE INDEX "promotion_redemptions_customer_idx" ON "promotion_redemptions" USING btree ("promotion_id","customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promotions_code_idx" ON "promotions" USING btree (lower("code"));