CREATE TABLE "designs" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"title_ne" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "designs_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "design_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "finish" text;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_design_id_designs_id_fk" FOREIGN KEY ("design_id") REFERENCES "public"."designs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_design_idx" ON "products" USING btree ("design_id");--> statement-breakpoint
-- A design's name is on the product pages of all its members (their choices): a change of it bumps the
-- catalogue's version like a change of a product (docs/server.md "Caching").
CREATE TRIGGER designs_catalog_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON designs
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_bump();
