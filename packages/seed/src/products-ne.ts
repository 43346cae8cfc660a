// The demo products' names in Nepali (docs/nepal.md "Catalogue content in Nepali"): the kind of product, its
// finish, colour and size words in Nepali; the brand and the series are proper names and stay as written, as
// do units and codes (mm, ml, W, E27, IP65, LED).
import { COLOURS } from './catalog-data.js';

/** A product line's `label` in Nepali. */
const LABELS_NE: Readonly<Record<string, string>> = {
  'Vitrified Tile': 'भिट्रिफाइड टायल',
  'Ceramic Floor Tile': 'सेरामिक भुइँ टायल',
  'Porcelain Slab': 'पोर्सिलेन स्ल्याब',
  'Wooden Plank Tile': 'काठ जस्तो प्लाङ्क टायल',
  'Bathroom Wall Tile': 'बाथरूमको भित्ते टायल',
  'Kitchen Wall Tile': 'भान्साको भित्ते टायल',
  'Elevation Tile': 'एलिभेसन टायल',
  'Parking Tile': 'पार्किङ टायल',
  'Terrace Tile': 'छतको टायल',
  'Wall Hung WC with Soft Close Seat': 'सफ्ट क्लोज सिटसहितको भित्ते कमोड',
  'Floor Mounted Two Piece WC': 'भुइँमा राखिने टु पिस कमोड',
  'One Piece WC': 'वान पिस कमोड',
  'Table Top Basin': 'टेबल टप बेसिन',
  'Wall Hung Basin': 'भित्ते बेसिन',
  'Pedestal Wash Basin': 'पेडेस्टल बेसिन',
  'Wall Hung Urinal': 'भित्ते युरिनल',
  'Single Lever Basin Mixer': 'एक लिभरको बेसिन मिक्सर',
  'Wall Mixer with Diverter': 'डाइभर्टरसहितको भित्ते मिक्सर',
  'Pillar Tap': 'पिलर धारा',
  'Bib Tap with Wall Flange': 'भित्ते फ्लेन्जसहितको बिब धारा',
  'Overhead Rain Shower with Arm': 'आर्मसहितको माथिबाट झर्ने सावर',
  'Hand Shower with Hose and Holder': 'पाइप र होल्डरसहितको हाते सावर',
  'Towel Rail': 'तौलिया राख्ने र्‍याक',
  'LED Bathroom Mirror': 'LED बाथरूम ऐना',
  'Soap Dispenser': 'साबुन डिस्पेन्सर',
  'Freestanding Acrylic Bathtub': 'छुट्टै राखिने एक्रिलिक बाथटब',
  'Built-in Bathtub with Front Panel': 'अगाडि प्यानलसहितको भित्तामा जोडिने बाथटब',
  'Stainless Steel Kitchen Sink': 'स्टेनलेस स्टिलको भान्सा सिङ्क',
  'Quartz Kitchen Sink': 'क्वार्ट्ज भान्सा सिङ्क',
  'Sink Mixer with Swivel Spout': 'घुम्ने टुटीसहितको सिङ्क मिक्सर',
  'Pull-out Kitchen Faucet': 'तानेर चलाउने भान्साको धारा',
  'LED Ceiling Light': 'LED सिलिङ बत्ती',
  'Pendant Light': 'झुन्डिने बत्ती',
  'Up Down Wall Light': 'माथि-तल उज्यालो दिने भित्ते बत्ती',
  'Outdoor Wall Lantern IP65': 'बाहिरी भित्ते लालटिन IP65',
  'LED Garden Bollard Light': 'LED बगैँचा बोलार्ड बत्ती',
};

/** A tile's finish in Nepali. */
const FINISHES_NE: Readonly<Record<string, string>> = {
  Glossy: 'चम्किलो',
  'High Gloss': 'धेरै चम्किलो',
  'Satin Matt': 'साटिन म्याट',
  Satin: 'साटिन',
  Matt: 'म्याट',
  Rustic: 'रस्टिक',
  Polished: 'पालिस गरिएको',
  Carving: 'कार्भिङ',
  Structured: 'खस्रो सतहको',
  'Anti-Skid': 'नचिप्लिने',
  'Cool Roof Matt': 'कुल रुफ म्याट',
};

/** A fitting's colour or finish in Nepali: the colour's own Nepali name. */
const COLOURS_NE: Readonly<Record<string, string>> = Object.fromEntries(
  COLOURS.map((c) => [c.name, c.nameNe]),
);

/** A size's tag in Nepali (`S-Trap`, `Double Bowl`); units and lamp codes (`18W`, `E27`) stay as written. */
const TAGS_NE: Readonly<Record<string, string>> = {
  'S-Trap': 'एस-ट्र्याप',
  'P-Trap': 'पी-ट्र्याप',
  Tall: 'अग्लो',
  'Long Body': 'लामो बडी',
  'Health Faucet': 'हेल्थ फसेट',
  'Single Bowl with Drainboard': 'ड्रेनबोर्डसहित एक बाउल',
  'Double Bowl': 'दुई बाउल',
  'Single Bowl': 'एक बाउल',
  'High Arc': 'अग्लो आर्क',
  Spring: 'स्प्रिङ',
  'Large E27': 'ठूलो E27',
};

/** A tag that is a measure or a lamp's code, the same in both languages: `600 mm`, `300 ml`, `18W`, `E27`. */
const UNIT_TAG = /^(\d+ ?(mm|ml|W)|E27)$/;

/** A word of the demo catalogue in Nepali; a word that has none is a mistake in the seed's data. */
function inNepali(table: Readonly<Record<string, string>>, english: string, what: string): string {
  const nepali = table[english];
  if (nepali === undefined) throw new Error(`seed: no Nepali for the ${what} "${english}"`);
  return nepali;
}

/** A tile's finish in Nepali (`Satin Matt`: `साटिन म्याट`), as the product's own Nepali finish. */
export function finishNe(finish: string): string {
  return inNepali(FINISHES_NE, finish, 'finish');
}

/** A product tab's name in Nepali. */
export const TAB_TITLES_NE = {
  'Additional Information': 'थप जानकारी',
  'Care & Warranty': 'हेरचाह र वारेन्टी',
  Installation: 'जडान',
} as const;

/** A tile's Nepali name: `Kajaria Eternity Statuario Bianco चम्किलो भिट्रिफाइड टायल 600 x 600 mm`. */
export function tileTitleNe(brand: string, series: string, finish: string, label: string, size: string) {
  return `${brand} ${series} ${finishNe(finish)} ${inNepali(LABELS_NE, label, 'product line')} ${size} mm`;
}

/** A fitting's Nepali name: `Jaquar Kubix एक लिभरको बेसिन मिक्सर अग्लो (क्रोम)`. */
export function fittingTitleNe(
  brand: string,
  series: string,
  label: string,
  tag: string | undefined,
  colour: string,
) {
  const size = tag ? ` ${UNIT_TAG.test(tag) ? tag : inNepali(TAGS_NE, tag, 'size')}` : '';
  return `${brand} ${series} ${inNepali(LABELS_NE, label, 'product line')}${size} (${inNepali(COLOURS_NE, colour, 'colour')})`;
}
