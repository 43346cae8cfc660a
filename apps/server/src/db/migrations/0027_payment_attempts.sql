CREATE TABLE "payment_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"method" text NOT NULL,
	"ref" text,
	"amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"gateway_transaction" text,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "payment_attempts_method_check" CHECK ("payment_attempts"."method" IN ('esewa', 'khalti')),
	CONSTRAINT "payment_attempts_status_check" CHECK ("payment_attempts"."status" IN ('pending', 'paid', 'failed', 'expired', 'duplicate'))
);
--> statement-breakpoint
ALTER TABLE "payment_attempts" ADD CONSTRAINT "payment_attempts_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_attempts_order_idx" ON "payment_attempts" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_attempts_ref_idx" ON "payment_attempts" USING btree ("method","ref") WHERE "payment_attempts"."ref" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payment_attempts_pending_idx" ON "payment_attempts" USING btree ("expires_at") WHERE "payment_attempts"."status" = 'pending';--> statement-breakpoint
-- Each online order so far had one attempt: its own reference and state.
INSERT INTO "payment_attempts" ("order_id", "method", "ref", "amount", "status", "gateway_transaction", "expires_at", "created_at", "settled_at")
SELECT "id", "payment_method", "payment_ref", "total_amount",
  CASE "payment_status" WHEN 'pending' THEN 'pending' WHEN 'paid' THEN 'paid' WHEN 'refunded' THEN 'paid' ELSE 'expired' END,
  "gateway_transaction", coalesce("payment_expires_at", "created_at"), "created_at", "paid_at"
FROM "orders" WHERE "payment_method" IN ('esewa', 'khalti');
