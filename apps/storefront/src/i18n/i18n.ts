// One Lingui instance per page render: the page server makes one per request (src/entry-server.tsx) and the
// browser one for the page (src/main.tsx), each holding the catalogue of the page's language only. Each
// catalogue is its own chunk, loaded before the page renders or hydrates (docs/nepal.md "Languages").
import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { intlLocales, type Locale, type Numerals } from './locale.js';

const catalogues: Record<Locale, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en/messages.po'),
  ne: () => import('../locales/ne/messages.po'),
};

/** The catalogue's source path for each language: its key in Vite's manifest (the page preloads it). */
export const CATALOGUE_MODULES: Record<Locale, string> = {
  en: 'src/locales/en/messages.po',
  ne: 'src/locales/ne/messages.po',
};

export async function createI18n(locale: Locale, numerals: Numerals = 'latn'): Promise<I18n> {
  const { messages } = await catalogues[locale]();
  return setupI18n({ locale, locales: intlLocales(locale, numerals), messages: { [locale]: messages } });
}
