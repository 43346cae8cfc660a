ALTER TABLE "products" ADD COLUMN "coverage_per_box" numeric(7, 3);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_coverage_per_box_check" CHECK ("products"."coverage_per_box" IS NULL OR "products"."coverage_per_box" > 0);--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "province" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "municipality" text;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "ward" smallint;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "street_address" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "district" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ward" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "buyer_pan" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'cod' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_status" text DEFAULT 'unpaid' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_ref" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gateway_transaction" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "paid_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoiced_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" IN ('cod', 'esewa', 'khalti'));--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_status_check" CHECK ("orders"."payment_status" IN ('unpaid', 'pending', 'paid', 'expired', 'refunded'));--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_ref_idx" ON "orders" USING btree ("payment_method","payment_ref") WHERE "orders"."payment_ref" IS NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_idx" ON "orders" USING btree ("invoice_number") WHERE "orders"."invoice_number" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_payment_pending_idx" ON "orders" USING btree ("payment_expires_at") WHERE "orders"."payment_status" = 'pending';--> statement-breakpoint
CREATE TABLE "invoice_sequences" (
	"fiscal_year" text PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);--> statement-breakpoint
CREATE TABLE "shop_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL
);
