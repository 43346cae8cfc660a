// An order's figures, computed in one place (docs/customer.md "Money"): the cart's summary, the checkout's
// quote, the order record, the VAT invoice (page and PDF), the mails and the back office all show what this
// returns, so they never disagree by a rupee or a paisa.
//
// Prices include 13 % VAT (docs/nepal.md "VAT invoice"), and so does the delivery charge: the total is split
// into taxable amount and VAT as the invoice always has (`splitVat`, on paisa), and the taxable amount is
// shared out over the invoice's lines so that they add up to it exactly.
import { splitVat } from '@sajilo/nepal';

export interface TotalsLine {
  /** Whole rupees a unit, VAT included. */
  unitPrice: number;
  quantity: number;
  /** Whole rupees off this line (a promotion's); 0 when none. At most the line's amount. */
  discount?: number;
}

export interface TotalsInput {
  lines: readonly TotalsLine[];
  /** Whole rupees off the goods after line discounts (a promotion's); at most what is left of them. */
  orderDiscount?: number;
  /** Whole rupees for delivery, VAT included (services/delivery.ts); 0 for a free one. */
  delivery?: number;
}

export interface Totals {
  /** Σ unit price × quantity, whole rupees. */
  subtotal: number;
  lineDiscounts: number;
  orderDiscount: number;
  delivery: number;
  /** subtotal − lineDiscounts − orderDiscount + delivery: what the shopper pays, whole rupees. */
  total: number;
  /** The total without VAT, in paisa. */
  taxablePaisa: number;
  /** VAT in the total, in paisa: totalPaisa − taxablePaisa. */
  vatPaisa: number;
  /** Each line's taxable amount after its discounts (the order discount shared in), in paisa, in order. */
  lineTaxablePaisa: number[];
  /** The delivery charge's taxable amount, in paisa. */
  deliveryTaxablePaisa: number;
}

function wholeRupees(value: number, what: string): number {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${what} must be whole rupees ≥ 0`);
  return value;
}

/**
 * The order's figures from its lines, discounts and delivery charge. Discounts never take the goods below
 * zero, so the total is never negative; every sum stays an exact integer (the largest order is ~10¹³ paisa,
 * well inside 2⁵³).
 */
export function orderTotals(input: TotalsInput): Totals {
  const amounts = input.lines.map((line, i) => {
    const gross =
      wholeRupees(line.unitPrice, `line ${i} price`) * wholeRupees(line.quantity, `line ${i} qty`);
    const discount = Math.min(wholeRupees(line.discount ?? 0, `line ${i} discount`), gross);
    return { gross, discount, net: gross - discount };
  });
  const subtotal = amounts.reduce((sum, a) => sum + a.gross, 0);
  const lineDiscounts = amounts.reduce((sum, a) => sum + a.discount, 0);
  const goods = subtotal - lineDiscounts;
  const orderDiscount = Math.min(wholeRupees(input.orderDiscount ?? 0, 'order discount'), goods);
  const delivery = wholeRupees(input.delivery ?? 0, 'delivery');
  const total = goods - orderDiscount + delivery;
  if (!Number.isSafeInteger(total * 100)) throw new RangeError('order total out of range');

  const split = splitVat(total * 100);
  const deliveryTaxablePaisa = splitVat(delivery * 100).taxable;
  // The goods' taxable amount is what the total's leaves after delivery's; the order discount and the
  // rounding are shared over the lines in proportion to their amounts, the last line with a remainder
  // taking what is left, so the lines add up to the total's taxable amount to the paisa.
  const goodsTaxable = split.taxable - deliveryTaxablePaisa;
  const lineTaxablePaisa: number[] = [];
  let left = goodsTaxable;
  let last = -1;
  amounts.forEach((a, i) => {
    if (a.net > 0) last = i;
  });
  amounts.forEach((a, i) => {
    // BigInt: the product of two large amounts passes 2⁵³ before the division brings it back.
    const share =
      i === last
        ? left
        : goods === 0
          ? 0
          : Number((BigInt(goodsTaxable) * BigInt(a.net) * 2n + BigInt(goods)) / (2n * BigInt(goods)));
    const bounded = Math.max(0, Math.min(share, left));
    lineTaxablePaisa.push(bounded);
    left -= bounded;
  });
  return {
    subtotal,
    lineDiscounts,
    orderDiscount,
    delivery,
    total,
    taxablePaisa: split.taxable,
    vatPaisa: split.vat,
    lineTaxablePaisa,
    deliveryTaxablePaisa,
  };
}

/** The contract's OrderTotals: whole rupees, and the taxable amount and VAT in rupees with paisa. */
export function totalsView(totals: Totals) {
  return {
    subtotal: totals.subtotal,
    discount: totals.lineDiscounts + totals.orderDiscount,
    delivery_charge: totals.delivery,
    total_amount: totals.total,
    taxable_amount: totals.taxablePaisa / 100,
    vat_amount: totals.vatPaisa / 100,
  };
}
