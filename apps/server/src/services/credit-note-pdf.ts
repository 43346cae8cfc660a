// The credit note as a PDF on A4 (docs/returns.md "Credit note"): laid out like the VAT invoice
// (services/invoice-pdf.ts), with the invoice it corrects and the VAT it reverses. The same embedded Noto
// Sans Devanagari carries the Nepali date. Its words come from the server's catalogues in the language of the
// page that asked for it, as the invoice's do (docs/nepal.md "VAT invoice"): a Nepali page downloads it in
// Nepali, with the dates in Nepali and the total in Nepali words first.
import { createRequire } from 'node:module';
import type { components } from '@sajilo/api';
import { amountInWords, formatAd, formatBs } from '@sajilo/nepal';
import PDFDocument from 'pdfkit';
import type { Database } from '../db/client.js';
import type { orders } from '../db/schema.js';
import { DIGITS, formatRupees, type Locale, type Text, translate } from '../i18n.js';
import { orderPromotions } from './promotions.js';
import { seller, sellerAddress } from './seller.js';

type CreditNote = components['schemas']['CreditNote'];

const require = createRequire(import.meta.url);
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-devanagari';
const REGULAR = require.resolve(`${FONT_PACKAGE}/400Regular/NotoSansDevanagari_400Regular.ttf`);
const BOLD = require.resolve(`${FONT_PACKAGE}/700Bold/NotoSansDevanagari_700Bold.ttf`);
const MARGIN = 50;
const INK = '#1f2933';
const MUTED = '#52606d';

const REFUNDED_BY: Record<Exclude<CreditNote['refund_method'], 'account'>, Text> = {
  esewa: 'eSewa',
  khalti: 'Khalti',
  cash: /*i18n*/ 'cash',
  bank: /*i18n*/ 'bank transfer',
};

/** `credit-note-CN-2081-82-000001.pdf`. */
export const creditNoteFileName = (number: string) =>
  `credit-note-${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

export async function renderCreditNotePdf(
  db: Database,
  order: typeof orders.$inferSelect,
  note: CreditNote,
  /** When the refund issued it: the Nepali note writes its dates from it in Nepali. */
  issuedAt: Date,
  /** The language of the page that asked for it: its words, रु. and the seller's Nepali address on a Nepali one. */
  locale: Locale = 'en',
): Promise<Buffer> {
  const t = (text: Text) => translate(locale, text);
  const ne = locale === 'ne';
  const rupees = (amount: number) => formatRupees(amount, locale, { paisa: true });
  const shop = await seller(db);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `${t(/*i18n*/ 'Credit Note')} ${note.number}`, Author: shop.name },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  const left = MARGIN;
  const width = doc.page.width - 2 * MARGIN;
  const right = left + width;
  doc.font('bold').fontSize(16).fillColor(INK).text(shop.name, left, doc.y);
  doc.font('regular').fontSize(9).fillColor(MUTED).text(sellerAddress(shop, locale).text);
  if (shop.pan) doc.text(t(/*i18n*/ { id: 'PAN/VAT No. {pan}', values: { pan: shop.pan } }));
  doc.moveDown(0.8);
  doc.font('bold').fontSize(14).fillColor(INK).text(t(/*i18n*/ 'Credit Note'));
  doc.font('regular').fontSize(9.5).fillColor(INK);
  const order_name = `SJ-${String(order.id).padStart(6, '0')}`;
  // The Nepali note gives both dates in Nepali, in the server's digits (docs/nepal.md "Languages").
  const date = ne
    ? `${formatAd(issuedAt, 'ne', DIGITS)} (${formatBs(issuedAt, 'ne', DIGITS)})`
    : `${note.date_ad} (${note.date_bs})`;
  const customer = order.buyerPan
    ? t(/*i18n*/ { id: '{name}, PAN {pan}', values: { name: order.name, pan: order.buyerPan } })
    : order.name;
  for (const line of [
    t(/*i18n*/ { id: 'Credit Note No. {number}', values: { number: note.number } }),
    t(
      /*i18n*/ {
        id: 'Against VAT Invoice No. {invoice} (order {order})',
        values: { invoice: note.invoice_number ?? '—', order: order_name },
      },
    ),
    t(/*i18n*/ { id: 'Date: {date}', values: { date } }),
    t(/*i18n*/ { id: 'Customer: {customer}', values: { customer } }),
    note.refund_method === 'account'
      ? t(/*i18n*/ 'Credited to the dealer’s account on its statement')
      : t(
          /*i18n*/ {
            id: 'Refunded by: {method} ({reference})',
            values: { method: REFUNDED_BY[note.refund_method], reference: note.refund_reference },
          },
        ),
  ]) {
    doc.text(line, left, doc.y, { width });
  }
  doc.moveDown(0.8);
  const columns = [width - 50 - 110 - 110, 50, 110, 110];
  const row = (cells: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(9.5).fillColor(INK);
    const y = doc.y;
    let x = left;
    let bottom = y;
    cells.forEach((cell, i) => {
      const w = columns[i] ?? 50;
      doc.text(cell, x + 2, y, { width: w - 4, align: i === 0 ? 'left' : 'right' });
      bottom = Math.max(bottom, doc.y);
      x += w;
    });
    doc.y = bottom + 4;
  };
  row(
    [t(/*i18n*/ 'Description (returned)'), t(/*i18n*/ 'Qty'), t(/*i18n*/ 'Taxable'), t(/*i18n*/ 'VAT')],
    'bold',
  );
  for (const line of note.lines)
    row([line.description, String(line.quantity), rupees(line.amount), rupees(line.vat)], 'regular');
  doc.moveTo(left, doc.y).lineTo(right, doc.y).lineWidth(0.6).strokeColor('#cbd2d9').stroke();
  doc.moveDown(0.5);
  for (const [label, value] of [
    [t(/*i18n*/ 'Taxable amount reversed'), rupees(note.taxable_amount)],
    [t(/*i18n*/ { id: 'VAT reversed ({rate} %)', values: { rate: note.vat_rate } }), rupees(note.vat_amount)],
    [t(/*i18n*/ 'Restocking fee kept'), rupees(note.restocking_fee)],
    [t(/*i18n*/ 'Total credited'), rupees(note.total_amount)],
  ] as const) {
    const y = doc.y;
    doc.text(label, right - 300, y, { width: 180, align: 'right' });
    doc.text(value, right - 115, y, { width: 115, align: 'right' });
    doc.moveDown(0.2);
  }
  // The promotions the order used, by name and code with what each saved, as its invoice names them
  // (docs/returns.md "Credit note"): the lines above are credited at what was paid after them.
  const used = await orderPromotions(db, order.id);
  if (used.length > 0) {
    doc.moveDown(0.8);
    doc.font('bold').fontSize(9).fillColor(MUTED).text(t(/*i18n*/ 'PROMOTIONS ON THE ORDER'), left, doc.y);
    doc.font('regular').fontSize(9.5).fillColor(INK);
    for (const p of used) {
      const amount = formatRupees(p.amount, locale);
      const saving = p.free_delivery
        ? t(/*i18n*/ { id: '{amount} saved', values: { amount } })
        : `- ${amount}`;
      const y = doc.y;
      doc.text(`${(ne ? p.name_ne : null) ?? p.name}${p.code ? ` (${p.code})` : ''}`, left, y, {
        width: width - 125,
      });
      const bottom = doc.y;
      doc.text(saving, right - 115, y, { width: 115, align: 'right' });
      doc.y = Math.max(bottom, doc.y);
    }
  }
  doc.moveDown(0.8);
  // The amount in words as the invoice writes it: the Nepali note puts the Nepali words first and labels the
  // English ones as English.
  const english = `${t(/*i18n*/ 'In words:')} ${note.total_in_words}`;
  const nepali = `अक्षरमा: ${amountInWords(Math.round(note.total_amount * 100), 'ne')}`;
  for (const words of ne ? [nepali, english] : [english]) doc.text(words, left, doc.y, { width });
  doc.moveDown(2);
  doc
    .fontSize(8)
    .fillColor(MUTED)
    .text(t(/*i18n*/ 'This credit note was generated electronically.'), left, doc.y, { width });
  doc.end();
  return done;
}
