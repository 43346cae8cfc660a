ALTER TABLE "customers" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN "locale" text DEFAULT 'en' NOT NULL;--> statement-breakpoint
-- The language a customer last used, as well as it is known: that of their latest order.
UPDATE "customers" SET "locale" = latest."locale"
  FROM (SELECT DISTINCT ON ("customer_id") "customer_id", "locale" FROM "orders"
        WHERE "customer_id" IS NOT NULL ORDER BY "customer_id", "created_at" DESC, "id" DESC) AS latest
  WHERE latest."customer_id" = "customers"."id";--> statement-breakpoint
-- A quote asked for before its language was kept: its buyer's.
UPDATE "quotes" SET "locale" = "customers"."locale" FROM "customers" WHERE "customers"."id" = "quotes"."customer_id";
