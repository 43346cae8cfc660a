// The credit note as a PDF on A4 (docs/returns.md "Credit note"): laid out like the VAT invoice
// (services/invoice-pdf.ts), with the invoice it corrects and the VAT it reverses. The same embedded Noto
// Sans Devanagari carries the Nepali date.
import { createRequire } from 'node:module';
import type { components } from '@sajilo/api';
import PDFDocument from 'pdfkit';
import type { Database } from '../db/client.js';
import type { orders } from '../db/schema.js';
import { formatRupees, type Locale } from '../i18n.js';
import { seller, sellerAddress } from './seller.js';

type CreditNote = components['schemas']['CreditNote'];

const require = createRequire(import.meta.url);
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-devanagari';
const REGULAR = require.resolve(`${FONT_PACKAGE}/400Regular/NotoSansDevanagari_400Regular.ttf`);
const BOLD = require.resolve(`${FONT_PACKAGE}/700Bold/NotoSansDevanagari_700Bold.ttf`);
const MARGIN = 50;
const INK = '#1f2933';
const MUTED = '#52606d';

const REFUNDED_BY: Record<CreditNote['refund_method'], string> = {
  esewa: 'eSewa',
  khalti: 'Khalti',
  cash: 'cash',
  bank: 'bank transfer',
  account: 'the dealer’s account',
};

/** `credit-note-CN-2081-82-000001.pdf`. */
export const creditNoteFileName = (number: string) =>
  `credit-note-${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

export async function renderCreditNotePdf(
  db: Database,
  order: typeof orders.$inferSelect,
  note: CreditNote,
  /** The language of the page that asked for it: a Nepali one writes रु. and the seller's Nepali address. */
  locale: Locale = 'en',
): Promise<Buffer> {
  const rupees = (amount: number) => formatRupees(amount, locale, { paisa: true });
  const shop = await seller(db);
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Credit Note ${note.number}`, Author: shop.name },
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
  if (shop.pan) doc.text(`PAN/VAT No. ${shop.pan}`);
  doc.moveDown(0.8);
  doc.font('bold').fontSize(14).fillColor(INK).text('Credit Note');
  doc.font('regular').fontSize(9.5).fillColor(INK);
  const order_name = `SJ-${String(order.id).padStart(6, '0')}`;
  for (const line of [
    `Credit Note No. ${note.number}`,
    `Against VAT Invoice No. ${note.invoice_number ?? '—'} (order ${order_name})`,
    `Date: ${note.date_ad} (${note.date_bs})`,
    `Customer: ${order.name}${order.buyerPan ? `, PAN ${order.buyerPan}` : ''}`,
    note.refund_method === 'account'
      ? 'Credited to the dealer’s account on its statement'
      : `Refunded by: ${REFUNDED_BY[note.refund_method]} (${note.refund_reference})`,
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
  row(['Description (returned)', 'Qty', 'Taxable', 'VAT'], 'bold');
  for (const line of note.lines)
    row([line.description, String(line.quantity), rupees(line.amount), rupees(line.vat)], 'regular');
  doc.moveTo(left, doc.y).lineTo(right, doc.y).lineWidth(0.6).strokeColor('#cbd2d9').stroke();
  doc.moveDown(0.5);
  for (const [label, value] of [
    ['Taxable amount reversed', rupees(note.taxable_amount)],
    [`VAT reversed (${note.vat_rate} %)`, rupees(note.vat_amount)],
    ['Restocking fee kept', rupees(note.restocking_fee)],
    ['Total credited', rupees(note.total_amount)],
  ] as const) {
    const y = doc.y;
    doc.text(label, right - 300, y, { width: 180, align: 'right' });
    doc.text(value, right - 115, y, { width: 115, align: 'right' });
    doc.moveDown(0.2);
  }
  doc.moveDown(0.8);
  doc.text(`In words: ${note.total_in_words}`, left, doc.y, { width });
  doc.moveDown(2);
  doc
    .fontSize(8)
    .fillColor(MUTED)
    .text('This credit note was generated electronically.', left, doc.y, { width });
  doc.end();
  return done;
}
