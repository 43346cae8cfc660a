// The VAT invoice (docs/nepal.md "VAT invoice"): a number from the fiscal year's series, given in
// the transaction that confirms the sale, and the order written as a tax invoice (taxable amount, 13 %
// VAT, total in figures and in words, AD and BS dates, the seller's PAN: services/seller.ts).
import type { components } from '@sajilo/api';
import { amountInWords, fiscalYear, formatAd, formatBs, VAT_RATE_PERCENT } from '@sajilo/nepal';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { invoiceSequences, type orderItems, orders } from '../db/schema.js';
import { DIGITS, translate } from '../i18n.js';
import { sampleName } from './samples.js';
import { seller } from './seller.js';
import { itemTileQuantities, tileField } from './tiles.js';
import { orderTotals } from './totals.js';

type VatInvoice = components['schemas']['VatInvoice'];

/**
 * Gives the order the next number of the fiscal year it is confirmed in (`2081/82-000012`). The sequence
 * row is locked by the upsert until the transaction ends, so two confirmations never share a number and a
 * failed one leaves no gap.
 */
export async function issueInvoiceNumber(tx: Database, orderId: number, at = new Date()): Promise<string> {
  const year = fiscalYear(at).label;
  const [row] = await tx
    .insert(invoiceSequences)
    .values({ fiscalYear: year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: invoiceSequences.fiscalYear,
      set: { lastNumber: sql`${invoiceSequences.lastNumber} + 1` },
    })
    .returning({ lastNumber: invoiceSequences.lastNumber });
  if (!row) throw new Error('invoice sequence upsert returned no row');
  const number = `${year}-${String(row.lastNumber).padStart(6, '0')}`;
  await tx.update(orders).set({ invoiceNumber: number, invoicedAt: at }).where(eq(orders.id, orderId));
  return number;
}

const rupees = (paisa: number) => paisa / 100;

export async function vatInvoice(
  db: Database,
  order: typeof orders.$inferSelect,
  items: (typeof orderItems.$inferSelect)[],
): Promise<VatInvoice> {
  const shop = await seller(db);
  const at = order.invoicedAt ?? order.createdAt;
  // The figures every screen shows (services/totals.ts): the goods as sold, then delivery as a line of its own.
  const totals = orderTotals({
    lines: items.map((item) => ({
      unitPrice: item.amount,
      quantity: item.quantity,
      discount: item.discount,
    })),
    orderDiscount: order.orderDiscount,
    delivery: order.deliveryCharge,
  });
  // With a discount (docs/promotions.md "On the invoice"), the lines are written as sold before it, then the
  // discount without VAT comes off their sum: taxable amount = subtotal − discount, and VAT is on that.
  const discounted = totals.lineDiscounts + totals.orderDiscount > 0;
  const gross = discounted
    ? orderTotals({
        lines: items.map((item) => ({ unitPrice: item.amount, quantity: item.quantity })),
        delivery: order.deliveryCharge,
      })
    : totals;
  const goodsTaxable = (t: typeof totals) => t.lineTaxablePaisa.reduce((sum, paisa) => sum + paisa, 0);
  const lines: VatInvoice['lines'] = items.map((item, index) => {
    const amount = gross.lineTaxablePaisa[index] ?? 0;
    return {
      // A sample says so (docs/tiles.md "Samples"): a free one is a line at 0.
      description: item.sample ? sampleName(item.productName) : item.productName,
      // and in Nepali from the name it was sold under (docs/nepal.md "Orders in Nepali").
      description_ne:
        item.productNameNe && item.sample
          ? translate('ne', /*i18n*/ { id: 'Sample — {product}', values: { product: item.productNameNe } })
          : item.productNameNe,
      quantity: item.quantity,
      rate: Math.round(amount / item.quantity) / 100,
      amount: rupees(amount),
      kind: 'goods',
      vat: rupees(item.total * 100 - amount),
      ...tileField(itemTileQuantities(item)),
    };
  });
  if (totals.delivery > 0) {
    lines.push({
      description: order.deliveryZone ? `Delivery: ${order.deliveryZone}` : 'Delivery',
      quantity: 1,
      rate: rupees(totals.deliveryTaxablePaisa),
      amount: rupees(totals.deliveryTaxablePaisa),
      kind: 'delivery',
      vat: rupees(totals.delivery * 100 - totals.deliveryTaxablePaisa),
    });
  }
  const split = { taxable: totals.taxablePaisa, vat: totals.vatPaisa, total: totals.total * 100 };
  return {
    number: order.invoiceNumber,
    fiscal_year: fiscalYear(at).label,
    date_ad: formatAd(at),
    // The Nepali dates in the server's digits (Latin, the Nepali pages' default); a page whose visitor chose
    // Devanagari digits writes them so (docs/nepal.md "Languages").
    date_ad_ne: formatAd(at, 'ne', DIGITS),
    date_bs: formatBs(at),
    date_bs_ne: formatBs(at, 'ne', DIGITS),
    seller: { name: shop.name, address: shop.address, address_ne: shop.address_ne, pan: shop.pan },
    buyer_pan: order.buyerPan,
    lines,
    ...(discounted
      ? {
          subtotal_amount: rupees(goodsTaxable(gross) + totals.deliveryTaxablePaisa),
          discount_amount: rupees(goodsTaxable(gross) - goodsTaxable(totals)),
        }
      : {}),
    taxable_amount: rupees(split.taxable),
    vat_rate: VAT_RATE_PERCENT,
    vat_amount: rupees(split.vat),
    total_amount: rupees(split.total),
    total_in_words: amountInWords(split.total),
    total_in_words_ne: amountInWords(split.total, 'ne'),
  };
}
