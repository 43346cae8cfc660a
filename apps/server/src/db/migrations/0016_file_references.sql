-- Files no row refers to any more are deleted in the transaction of the back-office change that let them go
-- (services/orphan-files.ts). Whether a product or a past order's line still shows a picture is then one
-- index probe each, whatever the size of the catalogue and of the order history.
CREATE INDEX IF NOT EXISTS "products_image_paths_idx" ON "products" USING gin (jsonb_path_query_array("images", '$[*].path') jsonb_path_ops);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "order_items_image_path_idx" ON "order_items" (("image" ->> 'path'));
