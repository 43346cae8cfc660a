// The server's words in the shopper's language (docs/nepal.md "The server's messages"): every message the
// storefront's operations write (the envelope's `message`, field messages) is a Lingui message whose id is its
// English text, marked where it is written with `/*i18n*/` so `lingui extract` collects it into
// src/locales/{en,ne}/messages.po (lingui.config.ts). A message travels as its id (or a descriptor with values)
// until the answer is sent, and is rendered there in the request's language (plugins/language.ts), so code that
// throws an HttpError need not know the request. The back office's messages are never collected: its answers
// are English (staff work in English).
import { type I18n, type MessageDescriptor, setupI18n } from '@lingui/core';
import { formatBs } from '@sajilo/nepal';
import { messages as en } from './locales/en/messages.js';
import { messages as ne } from './locales/ne/messages.js';

/** The languages the server answers in; English is the default. */
export const LOCALES = ['en', 'ne'] as const;
export type Locale = (typeof LOCALES)[number];

/**
 * A message to render in the request's language: its English text (the id), or a descriptor whose values
 * fill its placeholders (`{ id: 'Use at least {limit} characters.', values: { limit: 12 } }`). A value may be
 * a message itself (rendered first, in the same language).
 */
export type Text = string | TextDescriptor;
export interface TextDescriptor extends MessageDescriptor {
  values?: Record<string, unknown>;
}

// Both languages format numbers with `en-IN` (Latin digits, lakh grouping), as the storefront does.
/**
 * The digits the server writes in both languages (messages, mails, texts): Latin, the Nepali pages' default
 * (docs/nepal.md "Languages"); only a visitor's choice on the page turns them Devanagari, and a mail has none.
 */
export const DIGITS = 'latn' as const;
const catalogues: Record<Locale, I18n> = {
  en: setupI18n({ locale: 'en', locales: ['en-IN'], messages: { en } }),
  ne: setupI18n({ locale: 'ne', locales: ['en-IN'], messages: { ne } }),
};

// Prices as the storefront shows them (packages/ui/src/lib/format-price.ts, docs/nepal.md "Languages"):
// `Rs 1,25,000` in English and `रु. 1,25,000` in Nepali (the storefront's label for `/ne`, Latin digits, its
// default), grouped the Nepali way (en-IN); whole rupees without decimals, paisa with two. A document's
// figures (the PDFs: invoice, quote, credit note) always carry paisa, as the invoice page writes them.
const wholeRupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const withPaisa = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const RUPEES_LABEL: Record<Locale, string> = { en: 'Rs', ne: 'रु.' };
/**
 * An amount of rupees as the page in `locale` writes it: `Rs 1,25,000`, `रु. 1,25,000`; with `paisa`, always
 * two decimals (`रु. 1,25,000.00`).
 */
export function formatRupees(amount: number, locale: Locale, { paisa = false } = {}): string {
  const rounded = Math.round(Math.abs(amount) * 100) / 100;
  const digits =
    Number.isInteger(rounded) && !paisa ? wholeRupees.format(rounded) : withPaisa.format(rounded);
  return `${amount < 0 && rounded !== 0 ? '-' : ''}${RUPEES_LABEL[locale]} ${digits}`;
}

/**
 * An amount as a message's value, written in the language the message is rendered in (`formatRupees`): for
 * messages made before the language is known, such as an error's (`{ total: rupees(total) }`).
 */
export const rupees = (amount: number) => ({ rupees: amount });
const isRupees = (value: unknown): value is { rupees: number } =>
  typeof value === 'object' && value !== null && typeof (value as { rupees?: unknown }).rupees === 'number';

/**
 * A day as a message's value, written in Bikram Sambat in the language the message is rendered in: "24 Mangsir
 * 2083 BS", "24 मंसिर 2083 वि.सं." (the server's digits), for messages made before the language is known.
 */
export const bsDay = (day: Date) => ({ bsDay: day.toISOString() });
const isBsDay = (value: unknown): value is { bsDay: string } =>
  typeof value === 'object' && value !== null && typeof (value as { bsDay?: unknown }).bsDay === 'string';

const isDescriptor = (value: unknown): value is TextDescriptor =>
  typeof value === 'object' && value !== null && typeof (value as { id?: unknown }).id === 'string';

/** A message's English text (its id), for logs and for Error.message. */
export const textId = (text: Text): string => (typeof text === 'string' ? text : text.id);

/** Whether the catalogues hold this message (its Nepali translation is checked by test/i18n-catalogue.test.ts). */
export const inCatalogue = (text: Text): boolean => textId(text) in catalogues.en.messages;

/**
 * A message in `locale`. Text the catalogues do not hold (a framework's own message, a back-office one) is
 * returned as it is.
 */
export function translate(locale: Locale, text: Text): string {
  if (!inCatalogue(text)) return textId(text);
  const i18n = catalogues[locale];
  if (typeof text === 'string') return i18n._(text);
  const values = Object.fromEntries(
    Object.entries(text.values ?? {}).map(([name, value]) => [
      name,
      isDescriptor(value)
        ? translate(locale, value)
        : isRupees(value)
          ? formatRupees(value.rupees, locale)
          : isBsDay(value)
            ? formatBs(value.bsDay, locale, DIGITS)
            : value,
    ]),
  );
  return i18n._(text.id, values);
}

/**
 * The language a request asks for in `Accept-Language` (RFC 9110 §12.5.4): each of ours gets the quality of
 * the most specific range that matches it (`ne-NP` and `ne` match `ne`, `*` matches both, `q=0` refuses);
 * the best wins, a tie goes to the range listed first, and nothing acceptable (or no header) is English.
 */
export function negotiateLocale(header: string | string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value) return 'en';
  const ranges: { range: string; q: number }[] = [];
  for (const part of value.split(',')) {
    const [range = '', ...params] = part.split(';').map((piece) => piece.trim());
    if (!/^(\*|[a-z]{1,8}(-[a-z0-9]{1,8})*)$/i.test(range)) continue;
    let q = 1;
    for (const param of params) {
      const weight = /^q\s*=\s*(0(\.\d{0,3})?|1(\.0{0,3})?)$/i.exec(param);
      if (weight) q = Number(weight[1]);
      else if (/^q\s*=/i.test(param)) q = Number.NaN;
    }
    if (!Number.isNaN(q)) ranges.push({ range: range.toLowerCase(), q });
  }
  let best: { locale: Locale; q: number; order: number } | undefined;
  for (const locale of LOCALES) {
    // The most specific matching range decides this language's quality (RFC 4647 §3.3.1, by prefix).
    let match: { q: number; order: number; specific: number } | undefined;
    ranges.forEach(({ range, q }, order) => {
      const specific =
        range === '*' ? 0 : range === locale || range.startsWith(`${locale}-`) ? range.length : -1;
      if (specific < 0 || (match && match.specific >= specific)) return;
      match = { q, order, specific };
    });
    if (!match || match.q <= 0) continue;
    if (!best || match.q > best.q || (match.q === best.q && match.order < best.order))
      best = { locale, q: match.q, order: match.order };
  }
  return best?.locale ?? 'en';
}
