// Nepal's VAT is 13 %. The catalogue's prices are what the shopper pays, VAT included (retail prices in
// Nepal are quoted inclusive), so an invoice splits its total into the taxable amount and the VAT on it.
// Amounts are kept in paisa (integers) so the three figures always add up.

export const VAT_RATE_PERCENT = 13;

export interface VatSplit {
  /** The taxable amount (the total without VAT), in paisa. */
  taxable: number;
  /** 13 % of the taxable amount, in paisa. */
  vat: number;
  /** What the shopper pays, in paisa: taxable + vat. */
  total: number;
}

/** Splits a VAT-inclusive total (in paisa) into taxable amount and VAT, rounding the taxable amount. */
export function splitVat(totalPaisa: number): VatSplit {
  if (!Number.isSafeInteger(totalPaisa) || totalPaisa < 0)
    throw new RangeError(`invalid amount ${totalPaisa}`);
  const taxable = Math.round((totalPaisa * 100) / (100 + VAT_RATE_PERCENT));
  return { taxable, vat: totalPaisa - taxable, total: totalPaisa };
}

/** Paisa as rupees with the lakh grouping Nepal writes: 12345678 → "1,23,456.78". */
export function formatPaisa(paisa: number): string {
  const negative = paisa < 0;
  const abs = Math.abs(Math.round(paisa));
  const rupees = String(Math.floor(abs / 100));
  const last3 = rupees.slice(-3);
  const head = rupees.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',');
  const grouped = head ? `${head},${last3}` : last3;
  return `${negative ? '-' : ''}${grouped}.${String(abs % 100).padStart(2, '0')}`;
}

/**
 * The name a downloaded invoice PDF is saved under: its number in the fiscal year's series when it has one
 * (`2083/84-000012` → `invoice-2083-84-000012.pdf`), else the order's (`order-SJ-000042.pdf`).
 */
export function invoiceFileName(orderName: string, invoiceNumber: string | null | undefined): string {
  const name = invoiceNumber ? `invoice-${invoiceNumber}` : `order-${orderName}`;
  return `${name.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;
}
