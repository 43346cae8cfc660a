// Writes src/address-data.json, the 7 provinces, 77 districts and 753 local levels (6 metropolitan cities,
// 11 sub-metropolitan cities, 276 municipalities, 460 rural municipalities) in English and Nepali, from the
// npm package states-nepal (MIT, © 2020 Aadarsha Acharya; its data is Sagar Gautam's local-states-nepal,
// collected from Wikipedia and Nepal government sites). Run after upgrading it: `node scripts/vendor-addresses.mjs`.
// The provinces carry their official names since 2023 (the package still has "Province No. 1"...).
import { writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const data = (kind, lang) => require(`states-nepal/lib/cjs/data/${kind}/${lang}.json`);

const PROVINCES = {
  1: ['Koshi Province', 'कोशी प्रदेश'],
  2: ['Madhesh Province', 'मधेश प्रदेश'],
  3: ['Bagmati Province', 'बागमती प्रदेश'],
  4: ['Gandaki Province', 'गण्डकी प्रदेश'],
  5: ['Lumbini Province', 'लुम्बिनी प्रदेश'],
  6: ['Karnali Province', 'कर्णाली प्रदेश'],
  7: ['Sudurpashchim Province', 'सुदूरपश्चिम प्रदेश'],
};

const byId = (list) => new Map(list.map((item) => [item.id, item]));
const districtsNe = byId(data('districts', 'np'));
const localNe = byId(data('municipalities', 'np'));
const categories = byId(data('categories', 'en'));
const categoriesNe = byId(data('categories', 'np'));

const out = {
  source: 'states-nepal 0.2.0 (MIT), data of local-states-nepal; province names updated to the official ones',
  provinces: data('provinces', 'en').map((p) => ({
    id: p.id,
    name: PROVINCES[p.id][0],
    name_ne: PROVINCES[p.id][1],
  })),
  districts: data('districts', 'en').map((d) => ({
    id: d.id,
    province: d.province_id,
    name: d.name,
    name_ne: districtsNe.get(d.id).name.trim(),
  })),
  localLevels: data('municipalities', 'en').map((m) => ({
    district: m.district_id,
    name: `${m.name.trim()} ${categories.get(m.category_id).name.trim()}`,
    name_ne: `${localNe.get(m.id).name.trim()} ${categoriesNe.get(m.category_id).name.trim()}`,
    type: categories.get(m.category_id).short_code,
    wards: Number(m.wards),
  })),
};
const target = join(dirname(fileURLToPath(import.meta.url)), '..', 'src', 'address-data.json');
writeFileSync(target, `${JSON.stringify(out)}\n`);
console.log(
  `${out.provinces.length} provinces, ${out.districts.length} districts, ${out.localLevels.length} local levels`,
);
