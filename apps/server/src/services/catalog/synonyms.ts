// The words shoppers in Nepal type for what the catalogue names otherwise (docs/nepal.md "Search in Nepali"):
// Nepali words in Devanagari spelt another way than the catalogue's Nepali names, and the common romanised
// spellings of both. A typed word found here also matches its catalogue words, each as a prefix (`tile`
// finds "tile" and "tiles"); the catalogue's own words, English or Nepali, are found as typed.

/** Typed word (lower case) → catalogue words it also means. */
export const SEARCH_SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  // Tiles: the seed's Nepali names write टायल; टाइल and टाईल are as common.
  टाइल: ['टायल', 'tile'],
  टाईल: ['टायल', 'tile'],
  टायल: ['tile'],
  tayal: ['tile', 'टायल'],
  tael: ['tile', 'टायल'],
  tail: ['tile', 'टायल'],
  // Basins.
  बेसिन: ['basin'],
  बेसीन: ['बेसिन', 'basin'],
  besin: ['basin', 'बेसिन'],
  besan: ['basin', 'बेसिन'],
  // Taps and faucets: धारा is a tap, a spout.
  धारा: ['faucet', 'tap', 'mixer'],
  dhara: ['धारा', 'faucet', 'tap', 'mixer'],
  dhaara: ['धारा', 'faucet', 'tap', 'mixer'],
  ट्याप: ['धारा', 'tap', 'faucet'],
  // WCs: कमोड (commode) and चर्पी (toilet).
  कमोड: ['wc', 'closet'],
  commode: ['wc', 'कमोड'],
  kamod: ['wc', 'कमोड'],
  चर्पी: ['wc', 'कमोड'],
  charpi: ['wc', 'कमोड'],
  शौचालय: ['wc', 'कमोड'],
  // Showers: the seed writes सावर; शावर is the other spelling.
  शावर: ['सावर', 'shower'],
  सावर: ['shower'],
  sawar: ['shower', 'सावर'],
  // Sinks, mirrors, lights.
  सिंक: ['सिङ्क', 'sink'],
  सिङ्क: ['sink'],
  ऐना: ['mirror'],
  aina: ['mirror', 'ऐना'],
  बत्ती: ['light', 'lamp'],
  batti: ['light', 'lamp', 'बत्ती'],
  bati: ['light', 'lamp', 'बत्ती'],
  // The bath.
  बाथटब: ['bathtub'],
};

/** The catalogue words a typed word also means (none for most words). */
export function synonymsOf(word: string): readonly string[] {
  return Object.hasOwn(SEARCH_SYNONYMS, word) ? (SEARCH_SYNONYMS[word] ?? []) : [];
}
