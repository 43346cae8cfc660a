// The VAT invoice as a PDF on A4 (docs/nepal.md "VAT invoice"): the same figures the order view
// prints (services/invoice.ts), laid out for download. pdfkit shapes Devanagari through fontkit's Indic
// shaper, so the Nepali date and the amount in Nepali words come out with their conjuncts and vowel signs;
// Noto Sans Devanagari (OFL) carries both the Latin and the Devanagari glyphs, embedded as a subset. The
// invoice is written in the language it is asked in (Accept-Language, as the storefront's page sends it): a
// Nepali page downloads it in Nepali, with the words the order page uses (docs/nepal.md "VAT invoice").
import { createRequire } from 'node:module';
import type { components } from '@sajilo/api';
import PDFDocument from 'pdfkit';
import { formatRupees, type Locale, translate } from '../i18n.js';
import { tileQuantitiesText } from './mails.js';
import { sellerAddress } from './seller.js';

type VatInvoice = components['schemas']['VatInvoice'];
type Order = components['schemas']['Order'];

const require = createRequire(import.meta.url);
const FONT_PACKAGE = '@expo-google-fonts/noto-sans-devanagari';
const REGULAR = require.resolve(`${FONT_PACKAGE}/400Regular/NotoSansDevanagari_400Regular.ttf`);
const BOLD = require.resolve(`${FONT_PACKAGE}/700Bold/NotoSansDevanagari_700Bold.ttf`);

const MARGIN = 50;
const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#cbd2d9';

/** Text the embedded font can draw: it has no superscript two, so an area is written sq.m. */
export const drawable = (text: string) => text.replaceAll('m²', 'sq.m');

export function renderInvoicePdf(
  order: Order,
  vat: VatInvoice,
  paymentLabel: string,
  /** Each line's shade lots, printed under it (lotLineText), by the line's index. */
  lots: readonly (readonly string[] | undefined)[] = [],
  locale: Locale = 'en',
): Promise<Buffer> {
  const t = (text: Parameters<typeof translate>[1]) => translate(locale, text);
  // Rupees with paisa and lakh grouping, as the order view writes them: Rs 43,362.83, रु. 43,362.83.
  const rupees = (amount: number) => formatRupees(amount, locale, { paisa: true });
  const ne = locale === 'ne';
  const title = vat.number ? t(/*i18n*/ 'Tax Invoice') : t(/*i18n*/ 'Invoice');
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: vat.number ? `${title} ${vat.number}` : `${title} ${order.order_name}`,
      Author: vat.seller.name,
      Subject: `Order ${order.order_name}`,
    },
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

  // Seller on the left, the document's title and number on the right.
  const top = doc.y;
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(INK)
    .text(vat.seller.name, left, top, { width: width / 2 });
  doc
    .font('regular')
    .fontSize(9)
    .fillColor(MUTED)
    .text(sellerAddress(vat.seller, locale).text, { width: width / 2 });
  if (vat.seller.pan)
    doc.text(t(/*i18n*/ { id: 'PAN/VAT No. {pan}', values: { pan: vat.seller.pan } }), { width: width / 2 });
  const sellerBottom = doc.y;
  doc
    .font('bold')
    .fontSize(16)
    .fillColor(INK)
    .text(title, left + width / 2, top, { width: width / 2, align: 'right' });
  doc.font('regular').fontSize(9).fillColor(MUTED);
  // The English page gives both calendars' dates in English and the BS date in Nepali too; the Nepali page
  // gives both in Nepali.
  const facts: [string, string][] = [
    [t(/*i18n*/ 'Order Number'), order.order_name],
    [t(/*i18n*/ 'VAT Invoice No.'), vat.number ?? t(/*i18n*/ 'Issued once paid')],
    [t(/*i18n*/ 'Fiscal Year'), vat.fiscal_year],
    [t(/*i18n*/ 'Date'), ne ? vat.date_bs_ne : vat.date_ad],
    ['', ne ? vat.date_ad_ne : vat.date_bs],
    ...(ne ? [] : ([['', vat.date_bs_ne]] as [string, string][])),
    [t(/*i18n*/ 'Payment'), paymentLabel],
  ];
  for (const [label, value] of facts) {
    doc.text(label ? `${label}: ${value}` : value, left + width / 2, doc.y, {
      width: width / 2,
      align: 'right',
    });
  }
  doc.y = Math.max(doc.y, sellerBottom) + 14;
  rule(doc, left, right);

  // Bill to.
  doc.moveDown(0.6);
  doc.font('bold').fontSize(9).fillColor(MUTED).text(t(/*i18n*/ 'BILL TO'), left, doc.y);
  doc.font('regular').fontSize(10).fillColor(INK);
  const buyer = [
    order.name,
    order.company_name,
    // The address in the invoice's language, as orderAddress writes it (docs/nepal.md "Addresses").
    ne ? order.address_ne : order.address,
    order.phone_number,
    order.email,
    vat.buyer_pan ? t(/*i18n*/ { id: "Buyer's PAN {pan}", values: { pan: vat.buyer_pan } }) : null,
  ];
  for (const line of buyer) if (line) doc.text(line, left, doc.y, { width });
  doc.moveDown(0.8);

  // Lines: the rate and amount without VAT, as the invoice's taxable lines.
  const columns = [
    { label: t(/*i18n*/ 'S.N.'), width: 32, align: 'left' as const },
    { label: t(/*i18n*/ 'Description'), width: width - 32 - 50 - 95 - 110, align: 'left' as const },
    { label: t(/*i18n*/ 'Qty'), width: 50, align: 'right' as const },
    { label: t(/*i18n*/ 'Rate'), width: 95, align: 'right' as const },
    { label: t(/*i18n*/ 'Amount'), width: 110, align: 'right' as const },
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
    if (doc.y > doc.page.height - MARGIN - 140) {
      doc.addPage();
    }
  };
  row(
    columns.map((c) => c.label),
    'bold',
  );
  rule(doc, left, right);
  doc.moveDown(0.3);
  // The delivery's line is named in the invoice's language, with the zone's name as the order keeps it in it.
  const zone = (ne ? order.delivery_zone_ne : null) ?? order.delivery_zone;
  const delivery = zone ? t(/*i18n*/ { id: 'Delivery ({zone})', values: { zone } }) : t(/*i18n*/ 'Delivery');
  vat.lines.forEach((line, index) => {
    const description =
      line.kind === 'delivery' ? delivery : ((ne ? line.description_ne : null) ?? line.description);
    row(
      [
        String(index + 1),
        // A tile line says what its boxes hold and cover (docs/tiles.md "Orders and the invoice").
        [description, ...(line.tile ? tileQuantitiesText(locale, line.tile) : []), ...(lots[index] ?? [])]
          .map(drawable)
          .join('\n'),
        String(line.quantity),
        rupees(line.rate),
        rupees(line.amount),
      ],
      'regular',
    );
  });
  // A free delivery is still a line, as on the invoice page (docs/delivery.md "The quote and the checkout"):
  // it carries no VAT, so the VAT invoice's lines do not hold it; a collection has none.
  if (
    order.fulfilment !== 'collect' &&
    order.delivery_zone &&
    !vat.lines.some((l) => l.kind === 'delivery')
  ) {
    const free = t(/*i18n*/ 'Free');
    row([String(vat.lines.length + 1), drawable(delivery), '1', free, free], 'regular');
  }
  rule(doc, left, right);
  doc.moveDown(0.5);

  // Each promotion the order used, by name and code, with what it saved as the invoice page writes it
  // (docs/promotions.md "On the invoice"): a discount taken off, or the delivery charge a free delivery waived.
  const used = order.promotions ?? [];
  if (used.length > 0) {
    doc.font('bold').fontSize(9).fillColor(MUTED).text(t(/*i18n*/ 'PROMOTIONS'), left, doc.y);
    for (const p of used) {
      const name = `${(ne ? p.name_ne : null) ?? p.name}${p.code ? ` (${p.code})` : ''}`;
      const amount = formatRupees(p.amount, locale);
      const saving = p.free_delivery
        ? t(/*i18n*/ { id: '{amount} saved', values: { amount } })
        : `- ${amount}`;
      const y = doc.y;
      doc.font('regular').fontSize(10).fillColor(INK);
      doc.text(drawable(name), left, y, { width: width - 125 });
      const bottom = doc.y;
      doc.text(saving, right - 115, y, { width: 115, align: 'right' });
      doc.y = Math.max(bottom, doc.y);
    }
    doc.moveDown(0.5);
  }

  // Totals, right-aligned.
  // A promotion's discount comes off before VAT (docs/promotions.md "On the invoice").
  const discount: [string, string, 'regular' | 'bold'][] =
    vat.discount_amount !== undefined && vat.subtotal_amount !== undefined
      ? [
          [t(/*i18n*/ 'Sub Total'), rupees(vat.subtotal_amount), 'regular'],
          [t(/*i18n*/ 'Discount'), `- ${rupees(vat.discount_amount)}`, 'regular'],
        ]
      : [];
  const totals: [string, string, 'regular' | 'bold'][] = [
    ...discount,
    [t(/*i18n*/ 'Taxable Amount'), rupees(vat.taxable_amount), 'regular'],
    [t(/*i18n*/ { id: 'VAT ({rate} %)', values: { rate: vat.vat_rate } }), rupees(vat.vat_amount), 'regular'],
    [t(/*i18n*/ 'Total (incl. VAT)'), rupees(vat.total_amount), 'bold'],
  ];
  for (const [label, value, font] of totals) {
    const y = doc.y;
    doc.font(font).fontSize(10).fillColor(INK);
    doc.text(label, right - 260, y, { width: 140, align: 'right' });
    doc.text(value, right - 115, y, { width: 115, align: 'right' });
    doc.moveDown(0.2);
  }
  doc.moveDown(0.8);
  doc.font('regular').fontSize(10).fillColor(INK);
  // The amount in words in both languages; the Nepali invoice puts the Nepali words first and labels the
  // English ones as English, as the Nepali order page does.
  const english = `${t(/*i18n*/ 'In words:')} ${vat.total_in_words}`;
  const nepali = `अक्षरमा: ${vat.total_in_words_ne}`;
  for (const words of ne ? [nepali, english] : [english, nepali]) doc.text(words, left, doc.y, { width });
  if (order.note) {
    doc.moveDown(0.8);
    doc.font('bold').fontSize(9).fillColor(MUTED).text(t(/*i18n*/ 'NOTE'), left, doc.y);
    doc.font('regular').fontSize(10).fillColor(INK).text(order.note, left, doc.y, { width });
  }
  doc.moveDown(2);
  doc
    .font('regular')
    .fontSize(8)
    .fillColor(MUTED)
    .text(t(/*i18n*/ 'Prices include 13 % VAT. This invoice was generated electronically.'), left, doc.y, {
      width,
    });
  doc.end();
  return done;
}

function rule(doc: PDFKit.PDFDocument, from: number, to: number) {
  doc.moveTo(from, doc.y).lineTo(to, doc.y).lineWidth(0.6).strokeColor(RULE).stroke();
}
