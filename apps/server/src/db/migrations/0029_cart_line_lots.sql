ALTER TABLE "cart_lines" ADD COLUMN "split_lots" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD COLUMN "lot_id" integer;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_lot_id_stock_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."stock_lots"("id") ON DELETE set null ON UPDATE no action;