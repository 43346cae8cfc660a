ALTER TABLE "colors" ADD COLUMN "subtitle_ne" text;--> statement-breakpoint
-- Shops made before: the common colours get their Nepali names (docs/nepal.md "Catalogue content in Nepali");
-- staff change or add the others in the back office.
UPDATE "colors" AS c SET "subtitle_ne" = n."ne"
FROM (VALUES ('White', 'सेतो'), ('Ivory', 'हात्तीदाँते'), ('Beige', 'बेज'), ('Grey', 'खरानी'),
  ('Charcoal', 'गाढा खरानी'), ('Black', 'कालो'), ('Matt Black', 'म्याट कालो'), ('Chrome', 'क्रोम'),
  ('Brushed Gold', 'ब्रस्ड सुनौलो'), ('Rose Gold', 'रोज गोल्ड'), ('Brushed Nickel', 'ब्रस्ड निकल'),
  ('Stainless Steel', 'स्टेनलेस स्टिल'), ('Oak', 'ओक'), ('Walnut', 'ओखर'), ('Blue', 'निलो'), ('Green', 'हरियो'),
  ('Terracotta', 'टेराकोटा')) AS n("en", "ne")
WHERE c."subtitle" = n."en" AND c."subtitle_ne" IS NULL;
