// The shop's languages (docs/nepal.md "Languages"): English at `/…`, Nepali at `/ne/…`, so a
// page in either language has its own address to share and to index. The router runs under the language's
// prefix as its basename, so every link and navigation inside the app stays in the page's language.

export const LOCALES = ['en', 'ne'] as const;
export type Locale = (typeof LOCALES)[number];

/** How digits are written in Nepali: Latin (1,25,000) or Devanagari (१,२५,०००); both group in lakhs. */
export type Numerals = 'latn' | 'deva';

const PREFIX: Record<Locale, string> = { en: '', ne: '/ne' };

/** The names each language goes by in its own script (the language switch). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', ne: 'नेपाली' };

/** The page's language from its path: `/ne` and `/ne/…` are Nepali, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return /^\/ne(?:\/|$)/.test(pathname) ? 'ne' : 'en';
}

/** The router's basename for a language (`/ne`), or undefined for English at the root. */
export function basenameOf(locale: Locale): string | undefined {
  return PREFIX[locale] || undefined;
}

/** A path of the app (`/products`) as the address of that page in `locale` (`/ne/products`). */
export function localizedPath(locale: Locale, path: string): string {
  const prefix = PREFIX[locale];
  if (!prefix) return path;
  return path === '/' ? prefix : `${prefix}${path}`;
}

/** The digits a page asks for in its address (`?numerals=deva`), if any. */
export function numeralsOfSearch(search: string): Numerals | undefined {
  const value = new URLSearchParams(search).get('numerals');
  return value === 'deva' || value === 'latn' ? value : undefined;
}

/**
 * The locales Intl formats numbers and plurals with: `en-IN` groups in lakhs (1,25,000) in both
 * languages, and with `-u-nu-deva` writes the same grouping in Devanagari digits (१,२५,०००). Not `ne-NP`:
 * its grouping differs between ICU builds (Node's and a browser's), and the page server and the browser
 * must write the same digits; Nepali and English plurals have the same categories (one, other).
 */
export function intlLocales(_locale: Locale, numerals: Numerals = 'latn'): string[] {
  return [numerals === 'deva' ? 'en-IN-u-nu-deva' : 'en-IN'];
}
