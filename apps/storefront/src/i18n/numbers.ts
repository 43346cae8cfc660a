// Counts in the page's digits (`1,234`, or `१,२३४` when the visitor chose Devanagari digits) and their plural
// category, without an Intl number formatter: a page's first one costs the main thread 15–40 ms of ICU set-up
// on the development machine, four times that on Lighthouse's phone (docs/storefront.md "Speed"). Lingui's
// `plural` formats its value with one whether or not the message shows it, so a count's message is a `select`
// on its category (Intl.PluralRules, which needs no such set-up) with the count written by @sajilo/ui's
// formatAmount:
//   const { count, category } = counted(n);
//   t`${select(category, { one: `${count} box`, other: `${count} boxes` })}`
// A test keeps `plural` out of the catalogue (catalogue-coverage.test.ts).
import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { latinDigits, nepaliDigits } from '@sajilo/nepal';
import { formatAmount } from '@sajilo/ui';
import { useCallback } from 'react';

export interface Counted {
  /** The count in the page's digits. */
  count: string;
  /** Its plural category in the page's language: `one` or `other` (English and Nepali have no others). */
  category: Intl.LDMLPluralRule;
}

const rules = new Map<string, Intl.PluralRules>();
function rulesOf(language: string): Intl.PluralRules {
  let found = rules.get(language);
  if (!found) {
    found = new Intl.PluralRules(language);
    rules.set(language, found);
  }
  return found;
}

/** The locale of the page's digits: `en-IN`, or `en-IN-u-nu-deva` when the visitor chose Devanagari digits. */
export const numberLocaleOf = (i18n: I18n): string => i18n.locales?.[0] ?? 'en-IN';

/** A count in `locale`'s digits (`en-IN` or `en-IN-u-nu-deva`) with its plural category in `language`. */
export function countIn(locale: string, language: string, value: number): Counted {
  return { count: formatAmount(value, locale), category: rulesOf(language).select(value) };
}

/** A measure in `locale`'s digits with at most two decimals: `1.44`, `12.5`, `3`. */
export function measureIn(locale: string, value: number): string {
  const text = formatAmount(value, locale);
  return text.includes('.') ? text.replace(/[0०]+$/, '').replace(/\.$/, '') : text;
}

/** Formats counts in the page's digits, each with its plural category. */
export function useCounted(): (value: number) => Counted {
  const { i18n } = useLingui();
  return (value) => countIn(numberLocaleOf(i18n), i18n.locale, value);
}

/** Formats measures in the page's digits (tile areas). */
export function useFormatMeasure(): (value: number) => string {
  const { i18n } = useLingui();
  return (value) => measureIn(numberLocaleOf(i18n), value);
}

/**
 * Writes a text's digits in the page's digits, whichever the text was written in: a showroom's Nepali address
 * typed with Devanagari digits ("काठमाडौं ४४६००") or the opening hours' message read "44600", "10:00" on a page
 * that writes Latin digits, and "४४६००", "१०:००" when the visitor chose Devanagari ones (docs/nepal.md
 * "Languages").
 */
export function usePageDigits(): (text: string) => string {
  const { i18n } = useLingui();
  const deva = numberLocaleOf(i18n).includes('-nu-deva');
  // One function per digit setting, so a memoised set of texts (ui-text-provider.tsx) can depend on it.
  return useCallback((text: string) => (deva ? nepaliDigits(text) : latinDigits(text)), [deva]);
}
