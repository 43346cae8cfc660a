-- A products CSV import used to write a product's search text without its Nepali name, so search in Nepali
-- missed it (docs/nepal.md "Search in Nepali"). Each product whose search text lacks its Nepali name gets it
-- written again exactly as services/admin/catalog.ts writes it: title, code, brand, categories, colour, size,
-- then the Nepali names of the product and its categories, empty parts left out.
UPDATE "products" p SET "search_text" = concat_ws(' ',
  nullif(p.title, ''),
  nullif(p.product_code, ''),
  (SELECT nullif(b.title, '') FROM "brands" b WHERE b.id = p.brand_id),
  (SELECT string_agg(nullif(c.title, ''), ' ' ORDER BY ids.n)
     FROM unnest(p.category_ids) WITH ORDINALITY AS ids(id, n) JOIN "categories" c ON c.id = ids.id),
  (SELECT nullif(c.subtitle, '') FROM "colors" c WHERE c.id = p.color_id),
  CASE WHEN p.size IS NOT NULL THEN nullif(p.size, '')
    ELSE (SELECT nullif(s.subtitle, '') FROM "sizes" s WHERE s.id = p.size_id) END,
  nullif(p.title_ne, ''),
  (SELECT string_agg(nullif(c.title_ne, ''), ' ' ORDER BY ids.n)
     FROM unnest(p.category_ids) WITH ORDINALITY AS ids(id, n) JOIN "categories" c ON c.id = ids.id))
WHERE p.title_ne <> '' AND strpos(p.search_text, p.title_ne) = 0;
