// A priced quote as a PDF on A4 (docs/quotes.md "The PDF"), laid out as the VAT invoice's PDF
// (services/invoice-pdf.ts): the same font (Noto Sans Devanagari, for Nepali product names), the seller as
// the invoice names it (services/seller.ts), the buyer's dealer company when they buy for one, the lines at
// the latest revision's prices, then the discount, delivery, VAT and total the one totals function gave.
import { createRequire } from 'node:module';
import type { Quote } from '@sajilo/api';
import PDFDocument from 'pdfkit';
import { formatRupees, type Locale } from '../i18n.js';
import { sellerAddress } from './seller.js';

const require = createRequire(import.meta.url);
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-devanagari';
const REGULAR = require.resolve(`${FONT_PACKAGE}/400Regular/NotoSansDevanagari_400Regular.ttf`);
const BOLD = require.resolve(`${FONT_PACKAGE}/700Bold/NotoSansDevanagari_700Bold.ttf`);

const MARGIN = 50;
const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#cbd2d9';

/** Who the quote is from: the seller's facts as the VAT invoice prints them. */
export interface QuoteSeller {
  name: string;
  address: string;
  address_ne: string | null;
  pan: string | null;
}

/** Who the quote is for: the customer, and the dealer company they buy for, if any. */
export interface QuoteBuyer {
  name: string;
  email: string;
  company: { name: string; vatPan: string; address: string } | null;
}

export function renderQuotePdf(
  quote: Quote,
  seller: QuoteSeller,
  buyer: QuoteBuyer,
  /** The language of the page that asked for it: a Nepali one writes रु. and the seller's Nepali address. */
  locale: Locale = 'en',
): Promise<Buffer> {
  const rupees = (amount: number) => formatRupees(amount, locale, { paisa: true });
  const totals = quote.totals;
  if (!totals) throw new Error('an unpriced quote has no PDF');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Quotation ${quote.number}`, Author: seller.name, Subject: quote.project_name },
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

  const top = doc.y;
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(INK)
    .text(seller.name, left, top, { width: width / 2 });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(sellerAddress(seller, locale).text, { width: width / 2 });
  if (seller.pan) doc.text(`PAN/VAT No. ${seller.pan}`, { width: width / 2 });
  const sellerBottom = doc.y;
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(INK)
    .text('Quotation', left + width / 2, top, { width: width / 2, align: 'right' });
  doc.font('regular').fontSize(9).fillColor(MUTED);
  const facts: [string, string][] = [
    ['Quote', `${quote.number}, revision ${quote.revision ?? ''}`],
    ['Asked on', quote.created_at.slice(0, 10)],
    ['Valid until', quote.valid_until ?? ''],
  ];
  for (const [label, value] of facts) {
    doc.text(`${label}: ${value}`, left + width / 2, doc.y, { width: width / 2, align: 'right' });
  }
  doc.y = Math.max(doc.y, sellerBottom) + 14;
  rule(doc, left, right);

  doc.moveDown(0.6);
  doc.font('bold').fontSize(9).fillColor(MUTED).text('FOR', left, doc.y);
  doc.font('regular').fontSize(10).fillColor(INK);
  const project = [
    buyer.company?.name ?? null,
    buyer.company?.address ?? null,
    buyer.company ? `PAN/VAT No. ${buyer.company.vatPan}` : null,
    buyer.company ? `Attn: ${buyer.name}` : buyer.name,
    buyer.email,
    `Project: ${quote.project_name}`,
    `Site: ${quote.site}`,
    quote.wanted_by ? `Wanted by: ${quote.wanted_by}` : null,
  ];
  for (const line of project) if (line) doc.text(line, left, doc.y, { width });
  doc.moveDown(0.8);

  const columns = [
    { label: 'S.N.', width: 32, align: 'left' as const },
    { label: 'Description', width: width - 32 - 50 - 95 - 110, align: 'left' as const },
    { label: 'Qty', width: 50, align: 'right' as const },
    { label: 'Unit price', width: 95, align: 'right' as const },
    { label: 'Amount', width: 110, align: 'right' as const },
  ];
  const row = (cells: string[], font: 'regular' | 'bold') => {
    doc.font(font).fontSize(9.5).fillColor(INK);
    const y = doc.y;
    let x = left;
    let bottom = y;
    cells.forEach((cell, i) => {
      const column = columns[i];
      if (!column) return;
      doc.text(cell, x + 2, y, { width: column.width - 4, align: column.align });
      bottom = Math.max(bottom, doc.y);
      x += column.width;
    });
    doc.y = bottom + 4;
    if (doc.y > doc.page.height - MARGIN - 140) doc.addPage();
  };
  row(
    columns.map((c) => c.label),
    'bold',
  );
  rule(doc, left, right);
  doc.moveDown(0.3);
  quote.items.forEach((item, index) => {
    row(
      [
        String(index + 1),
        `${item.product_name}\n${item.product_code}`,
        String(item.quantity),
        rupees(item.unit_price ?? 0),
        rupees(item.total ?? 0),
      ],
      'regular',
    );
  });
  rule(doc, left, right);
  doc.moveDown(0.5);
  const lines: [string, string, 'regular' | 'bold'][] = [
    ['Subtotal', rupees(totals.subtotal), 'regular'],
    ...(totals.discount > 0
      ? [['Discount', `- ${rupees(totals.discount)}`, 'regular'] as [string, string, 'regular']]
      : []),
    ['Delivery', totals.delivery_charge > 0 ? rupees(totals.delivery_charge) : 'Free', 'regular'],
    ['Taxable Amount', rupees(totals.taxable_amount), 'regular'],
    ['VAT (13 %)', rupees(totals.vat_amount), 'regular'],
    ['Total (incl. VAT)', rupees(totals.total_amount), 'bold'],
  ];
  for (const [label, value, font] of lines) {
    const y = doc.y;
    doc.font(font).fontSize(10).fillColor(INK);
    doc.text(label, right - 260, y, { width: 140, align: 'right' });
    doc.text(value, right - 115, y, { width: 115, align: 'right' });
    doc.moveDown(0.2);
  }
  doc.moveDown(2);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(
      `Prices include 13 % VAT. Accept this quote in My Quotes on or before ${quote.valid_until ?? ''}; goods are reserved when it is accepted.`,
      left,
      doc.y,
      { width },
    );
  doc.end();
  return done;
}

function rule(doc: PDFKit.PDFDocument, from: number, to: number) {
  doc.moveTo(from, doc.y).lineTo(to, doc.y).lineWidth(0.6).strokeColor(RULE).stroke();
}
