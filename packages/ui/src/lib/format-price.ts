// The one price formatter of the shop: `Rs 1,25,000`. Nepal groups digits the Indian way (the last three
// digits, then groups of two), as Intl's `en-IN` locale does. Whole rupees show no decimals; anything with
// paisa shows two.
//
// The shop's own two locales, `en-IN` and `en-IN-u-nu-deva` (Devanagari digits, the Nepali storefront's
// choice), are written here by hand, digit for digit what Intl writes (the tests compare them over many
// amounts): a page's first Intl number formatter sets up ICU's number data, 15–40 ms of the main thread on
// the development machine and four times that on Lighthouse's phone, in the middle of hydration
// (docs/storefront.md "Speed"). Any other locale goes to Intl.

const DEVANAGARI_DIGITS = '०१२३४५६७८९';
const OWN_LOCALES: Record<string, 'latn' | 'deva'> = { 'en-IN': 'latn', 'en-IN-u-nu-deva': 'deva' };
/** Above this a double's exact digits (`toFixed`) and Intl's shortest ones can differ; no price comes near it. */
const OWN_LIMIT = 1e15;

/** `1234567` → `12,34,567`: the last three digits, then groups of two. */
function groupIndian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3);
  const pairs = head.replace(/\B(?=(\d{2})+$)/g, ',');
  return `${pairs},${digits.slice(-3)}`;
}

const intlFormatters = new Map<string, { whole: Intl.NumberFormat; withPaisa: Intl.NumberFormat }>();
function intlFormattersOf(locale: string) {
  let found = intlFormatters.get(locale);
  if (!found) {
    found = {
      whole: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      withPaisa: new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
    };
    intlFormatters.set(locale, found);
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
  /** The Intl locale of the digits: `en-IN` (default), `en-IN-u-nu-deva` for Devanagari digits, or any other. */
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
  const digits = OWN_LOCALES[locale];
  if (digits && rounded < OWN_LIMIT) {
    const [whole = '0', paisa] = (Number.isInteger(rounded) ? rounded.toFixed(0) : rounded.toFixed(2)).split(
      '.',
    );
    const text = paisa === undefined ? groupIndian(whole) : `${groupIndian(whole)}.${paisa}`;
    return digits === 'deva' ? text.replace(/[0-9]/g, (d) => DEVANAGARI_DIGITS[Number(d)] ?? d) : text;
  }
  const { whole, withPaisa } = intlFormattersOf(locale);
  return Number.isInteger(rounded) ? whole.format(rounded) : withPaisa.format(rounded);
}

/** `formatPrice(125000)` → `Rs 1,25,000`; `formatPrice(-500)` → `-Rs 500`. */
export function formatPrice(amount: number, options: FormatPriceOptions = {}): string {
  const digits = formatAmount(amount, options.locale);
  const sign = amount < 0 && Math.round(Math.abs(amount) * 100) !== 0 ? '-' : '';
  return `${sign}${options.currency ?? CURRENCY_LABEL}${options.separator ?? ' '}${digits}`;
}
