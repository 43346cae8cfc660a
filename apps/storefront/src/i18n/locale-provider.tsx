// The page's language and digits for everything below it: Lingui's provider with the page's instance, and
// the Nepali digits setting (docs/nepal.md "Languages"). The server renders the digits the address asks for
// (`?numerals=deva`, else Latin), and so does the browser's first render; a choice the visitor stored in
// the language switch applies right after hydrating, so the two renders never differ.
import type { I18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { type ReactNode, useEffect } from 'react';
import { intlLocales, type Locale, type Numerals, numeralsOfSearch } from './locale.js';

/** Where the browser keeps the digits chosen in the language switch. */
export const NUMERALS_STORAGE_KEY = 'sajilo-numerals';

function storedNumerals(): Numerals | undefined {
  try {
    const value = window.localStorage.getItem(NUMERALS_STORAGE_KEY);
    return value === 'deva' || value === 'latn' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The digits the page writes now, and a way to change them (kept for the next visit). */
export function useNumerals(): [Numerals, (numerals: Numerals) => void] {
  const { i18n } = useLingui();
  const current: Numerals = i18n.locales?.[0]?.includes('-nu-deva') ? 'deva' : 'latn';
  const choose = (numerals: Numerals) => {
    try {
      window.localStorage.setItem(NUMERALS_STORAGE_KEY, numerals);
    } catch {
      // Storage refused (private mode): the choice holds for this page only.
    }
    i18n.activate(i18n.locale, intlLocales(i18n.locale as Locale, numerals));
  };
  return [current, choose];
}

function StoredNumerals() {
  const { i18n } = useLingui();
  useEffect(() => {
    if (i18n.locale !== 'ne' || numeralsOfSearch(window.location.search)) return;
    const stored = storedNumerals();
    if (stored) i18n.activate(i18n.locale, intlLocales('ne', stored));
  }, [i18n]);
  return null;
}

export function LocaleProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return (
    <I18nProvider i18n={i18n}>
      {children}
      <StoredNumerals />
    </I18nProvider>
  );
}
