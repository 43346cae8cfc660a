// The one price formatter of the shop: `Rs 1,25,000`. Nepal groups digits the Indian way (the last three
// digits, then groups of two), which the `en-IN` locale of Intl does. Whole rupees show no decimals;
// anything with paisa shows two.

// Another locale (the storefront's Nepali, with Latin or Devanagari digits: `ne-NP-u-nu-deva`) groups alike.
const formatters = new Map<string, { whole: Intl.NumberFormat; withPaisa: Intl.NumberFormat }>();
function formattersOf(locale: string) {
  let found = formatters.get(locale);
  if (!found) {
    found = {
      whole: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      withPaisa: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    };
    formatters.set(locale, found);
  }
  return found;
}

/** docs/browsing.md §9: the currency label. */
export const CURRENCY_LABEL = 'Rs';

export interface FormatPriceOptions {
  /**
   * What sits between the label and the amount: `Rs 500` (default) or the card style of docs/browsing.md
   * §2.4, `Rs: 500`.
   */
  separator?: ' ' | ': ';
  /** The Intl locale of the digits (`en-IN` by default). */
  locale?: string;
  /** The currency label (`Rs` by default; the Nepali storefront's `रु.`). */
  currency?: string;
}

/** Only the grouped number, e.g. `1,25,000` or `1,234.50`. */
export function formatAmount(amount: number, locale = 'en-IN'): string {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`formatPrice needs a finite number, got ${String(amount)}`);
  }
  const rounded = Math.round(Math.abs(amount) * 100) / 100;
  const { whole, withPaisa } = formattersOf(locale);
  return Number.isInteger(rounded) ? whole.format(rounded) : withPaisa.format(rounded);
}

/** `formatPrice(125000)` → `Rs 1,25,000`; `formatPrice(-500)` → `-Rs 500`. */
export function formatPrice(amount: number, options: FormatPriceOptions = {}): string {
  const digits = formatAmount(amount, options.locale);
  const sign = amount < 0 && Math.round(Math.abs(amount) * 100) !== 0 ? '-' : '';
  return `${sign}${options.currency ?? CURRENCY_LABEL}${options.separator ?? ' '}${digits}`;
}
