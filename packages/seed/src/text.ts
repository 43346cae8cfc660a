// Text helpers for the seed: slugs, rupee amounts and escaping for HTML and SVG.

export function slugify(value: string): string {
  return value
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

// Nepal groups digits the Indian way (1,25,000), as the shop's price tags do.
const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

/** `Rs 1,25,000` */
export const formatRs = (amount: number) => `Rs ${rupees.format(amount)}`;

/** Escapes text for HTML bodies and SVG text nodes. */
export function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** A date `days` from `from` as YYYY-MM-DD (UTC). */
export function isoDate(from: Date, days = 0): string {
  const d = new Date(from.getTime() + days * 86_400_000);
  return d.toISOString().slice(0, 10);
}

/** Rounds a price the way the shop tags them: to 10 below Rs 5,000, to 50 above, to 100 above Rs 50,000. */
export function roundPrice(value: number): number {
  const step = value < 5_000 ? 10 : value < 50_000 ? 50 : 100;
  return Math.max(step, Math.round(value / step) * step);
}
