CREATE TABLE "dealer_companies" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"vat_pan" text NOT NULL,
	"address" text NOT NULL,
	"contact_name" text NOT NULL,
	"contact_phone" text NOT NULL,
	"owner_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"tier_id" integer,
	"credit_limit" bigint DEFAULT 0 NOT NULL,
	"terms_days" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone,
	CONSTRAINT "dealer_companies_status_check" CHECK ("dealer_companies"."status" IN ('pending', 'approved', 'declined'))
);
--> statement-breakpoint
CREATE TABLE "dealer_invites" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"email" text NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"accepted_at" timestamp with time zone,
	CONSTRAINT "dealer_invites_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "dealer_members" (
	"company_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dealer_members_company_id_customer_id_pk" PRIMARY KEY("company_id","customer_id")
);
--> statement-breakpoint
CREATE TABLE "dealer_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"company_id" integer NOT NULL,
	"amount" bigint NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "price_tier_breaks" (
	"tier_id" integer NOT NULL,
	"min_quantity" integer NOT NULL,
	"percent_off" smallint NOT NULL,
	CONSTRAINT "price_tier_breaks_tier_id_min_quantity_pk" PRIMARY KEY("tier_id","min_quantity")
);
--> statement-breakpoint
CREATE TABLE "price_tier_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"tier_id" integer NOT NULL,
	"scope" text NOT NULL,
	"target_id" integer NOT NULL,
	"percent_off" smallint,
	"fixed_price" integer,
	CONSTRAINT "price_tier_rules_one_check" CHECK (("price_tier_rules"."percent_off" IS NULL) <> ("price_tier_rules"."fixed_price" IS NULL) AND ("price_tier_rules"."fixed_price" IS NULL OR "price_tier_rules"."scope" = 'product'))
);
--> statement-breakpoint
CREATE TABLE "price_tiers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_tiers_name_unique" UNIQUE("name")
);
--> statement-breakpoint
ALTER TABLE "orders" DROP CONSTRAINT "orders_payment_method_check";--> statement-breakpoint
ALTER TABLE "api_clients" ADD COLUMN "dealer_company_id" integer;--> statement-breakpoint
ALTER TABLE "order_items" ADD COLUMN "shop_amount" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "dealer_company_id" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "dealer_company_id" integer;--> statement-breakpoint
ALTER TABLE "dealer_companies" ADD CONSTRAINT "dealer_companies_owner_id_customers_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_companies" ADD CONSTRAINT "dealer_companies_tier_id_price_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."price_tiers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_invites" ADD CONSTRAINT "dealer_invites_company_id_dealer_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."dealer_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_members" ADD CONSTRAINT "dealer_members_company_id_dealer_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."dealer_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_members" ADD CONSTRAINT "dealer_members_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_payments" ADD CONSTRAINT "dealer_payments_company_id_dealer_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."dealer_companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealer_payments" ADD CONSTRAINT "dealer_payments_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_tier_breaks" ADD CONSTRAINT "price_tier_breaks_tier_id_price_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."price_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_tier_rules" ADD CONSTRAINT "price_tier_rules_tier_id_price_tiers_id_fk" FOREIGN KEY ("tier_id") REFERENCES "public"."price_tiers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dealer_companies_status_idx" ON "dealer_companies" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "dealer_invites_company_idx" ON "dealer_invites" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dealer_members_customer_idx" ON "dealer_members" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "dealer_payments_company_idx" ON "dealer_payments" USING btree ("company_id","paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "price_tier_rules_target_idx" ON "price_tier_rules" USING btree ("tier_id","scope","target_id");--> statement-breakpoint
ALTER TABLE "api_clients" ADD CONSTRAINT "api_clients_dealer_company_id_dealer_companies_id_fk" FOREIGN KEY ("dealer_company_id") REFERENCES "public"."dealer_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_dealer_company_id_dealer_companies_id_fk" FOREIGN KEY ("dealer_company_id") REFERENCES "public"."dealer_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_dealer_company_id_dealer_companies_id_fk" FOREIGN KEY ("dealer_company_id") REFERENCES "public"."dealer_companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "orders_dealer_idx" ON "orders" USING btree ("dealer_company_id","created_at") WHERE "orders"."dealer_company_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "submissions_dealer_idx" ON "submissions" USING btree ("dealer_company_id","created_at") WHERE dealer_company_id IS NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_method_check" CHECK ("orders"."payment_method" IN ('cod', 'esewa', 'khalti', 'account'));