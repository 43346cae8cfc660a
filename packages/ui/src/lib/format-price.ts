// The one price formatter of the shop: `Rs 1,25,000`. Nepal groups digits the Indian way (the last three
// digits, then groups of two), which the `en-IN` locale of Intl does. Whole rupees show no decimals;
// anything with paisa shows two.

const whole = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const withPaisa = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** docs/browsing.md §9: the currency label. */
export const CURRENCY_LABEL = 'Rs';

export interface FormatPriceOptions {
  /**
   * What sits between the label and the amount: `Rs 500` (default) or the card style of docs/browsing.md
   * §2.4, `Rs: 500`.
   */
  separator?: ' ' | ': ';
}

/** Only the grouped number, e.g. `1,25,000` or `1,234.50`. */
export function formatAmount(amount: number): string {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`formatPrice needs a finite number, got ${String(amount)}`);
  }
  const rounded = Math.round(Math.abs(amount) * 100) / 100;
  return Number.isInteger(rounded) ? whole.format(rounded) : withPaisa.format(rounded);
}

/** `formatPrice(125000)` → `Rs 1,25,000`; `formatPrice(-500)` → `-Rs 500`. */
export function formatPrice(amount: number, options: FormatPriceOptions = {}): string {
  const digits = formatAmount(amount);
  const sign = amount < 0 && digits !== '0' ? '-' : '';
  return `${sign}${CURRENCY_LABEL}${options.separator ?? ' '}${digits}`;
}
