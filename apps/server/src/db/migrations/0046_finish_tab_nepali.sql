ALTER TABLE "products" ADD COLUMN "finish_ne" text;--> statement-breakpoint
-- Shops made before: the common finishes and tab names get their Nepali (docs/nepal.md "Catalogue content in
-- Nepali"); staff change or add the others in the back office.
UPDATE "products" AS p SET "finish_ne" = n."ne"
FROM (VALUES ('Glossy', 'चम्किलो'), ('High Gloss', 'धेरै चम्किलो'), ('Satin Matt', 'साटिन म्याट'),
  ('Satin', 'साटिन'), ('Matt', 'म्याट'), ('Rustic', 'रस्टिक'), ('Polished', 'पालिस गरिएको'),
  ('Carving', 'कार्भिङ'), ('Structured', 'खस्रो सतहको'), ('Anti-Skid', 'नचिप्लिने'),
  ('Cool Roof Matt', 'कुल रुफ म्याट')) AS n("en", "ne")
WHERE p."finish" = n."en" AND p."finish_ne" IS NULL;--> statement-breakpoint
UPDATE "products" SET "tabs" = (
  SELECT jsonb_agg(CASE
    WHEN t ? 'title_ne' THEN t
    ELSE t || jsonb_build_object('title_ne', CASE t->>'title'
      WHEN 'Additional Information' THEN 'थप जानकारी'
      WHEN 'Care & Warranty' THEN 'हेरचाह र वारेन्टी'
      WHEN 'Installation' THEN 'जडान'
    END)
  END ORDER BY i)
  FROM jsonb_array_elements("tabs") WITH ORDINALITY AS e(t, i)
)
WHERE jsonb_array_length("tabs") > 0;
