// Catalogue PDFs made with pdf-lib: a cover (the drawn cover as an image) and pages listing products with
// Rs prices, then the showrooms. Fixed dates keep the file the same every run.
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';

export interface CatalogueLine {
  code: string;
  title: string;
  size: string;
  unit: string;
  price: number;
}

const A4: [number, number] = [595.28, 841.89];
const GREEN = rgb(15 / 255, 92 / 255, 74 / 255);
const GREY = rgb(0.4, 0.4, 0.4);
const LIGHT = rgb(0.95, 0.97, 0.96);
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');

// The standard fonts speak WinAnsi only: spell the few other characters the catalogue uses in ASCII.
function ascii(text: string): string {
  return text
    .replace(/[’‘]/g, "'")
    .replace(/[–—]/g, '-')
    .replace(/·/g, '-')
    .replace(/²/g, '2')
    .replace(/°/g, ' deg')
    .replace(/[^\x20-\x7E]/g, '');
}

const rupees = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });

function fitText(text: string, font: PDFFont, size: number, width: number): string {
  let t = ascii(text);
  if (font.widthOfTextAtSize(t, size) <= width) return t;
  while (t.length > 3 && font.widthOfTextAtSize(`${t}...`, size) > width) t = t.slice(0, -1);
  return `${t}...`;
}

/** The catalogue's PDF. */
export async function buildCataloguePdf(input: {
  title: string;
  coverPng: () => Promise<Buffer>;
  lines: CatalogueLine[];
  showrooms: { title: string; address: string; phone: string }[];
  hours: string;
}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(ascii(input.title));
  pdf.setAuthor('Sajilo');
  pdf.setSubject('Product catalogue with prices in Rs');
  pdf.setCreator('Sajilo seed');
  pdf.setProducer('pdf-lib');
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);

  const cover = pdf.addPage(A4);
  const image = await pdf.embedPng(await input.coverPng());
  cover.drawImage(image, { x: 0, y: 0, width: A4[0], height: A4[1] });

  const perPage = 30;
  const pages = Math.max(1, Math.ceil(input.lines.length / perPage));
  const columns = [
    { label: 'Code', x: 40, width: 78 },
    { label: 'Product', x: 122, width: 270 },
    { label: 'Size (mm)', x: 396, width: 72 },
    { label: 'Unit', x: 470, width: 34 },
    { label: 'Price (Rs)', x: 506, width: 52 },
  ];
  const header = (page: PDFPage, n: number) => {
    page.drawRectangle({ x: 0, y: A4[1] - 70, width: A4[0], height: 70, color: GREEN });
    page.drawText('SAJILO', { x: 40, y: A4[1] - 44, size: 18, font: bold, color: rgb(1, 1, 1) });
    page.drawText(fitText(input.title, regular, 12, 300), {
      x: 150,
      y: A4[1] - 42,
      size: 12,
      font: regular,
      color: rgb(1, 1, 1),
    });
    page.drawText(`Page ${n}`, { x: A4[0] - 80, y: 30, size: 9, font: regular, color: GREY });
    page.drawText('Prices in Nepali Rupees, inclusive of 13% VAT. Subject to change without notice.', {
      x: 40,
      y: 30,
      size: 9,
      font: regular,
      color: GREY,
    });
  };
  for (let p = 0; p < pages; p++) {
    const page = pdf.addPage(A4);
    header(page, p + 2);
    let y = A4[1] - 104;
    for (const c of columns) page.drawText(c.label, { x: c.x, y, size: 10, font: bold, color: GREEN });
    y -= 8;
    page.drawLine({ start: { x: 40, y }, end: { x: A4[0] - 36, y }, thickness: 1, color: GREEN });
    y -= 16;
    input.lines.slice(p * perPage, (p + 1) * perPage).forEach((line, i) => {
      if (i % 2 === 0) page.drawRectangle({ x: 36, y: y - 5, width: A4[0] - 72, height: 18, color: LIGHT });
      const cells = [line.code, line.title, line.size, line.unit, rupees.format(line.price)];
      cells.forEach((text, k) => {
        const c = columns[k];
        if (!c) return;
        const font = k === 4 ? bold : regular;
        const value = fitText(text, font, 9, c.width);
        const x = k === 4 ? c.x + c.width - font.widthOfTextAtSize(value, 9) : c.x;
        page.drawText(value, { x, y, size: 9, font, color: rgb(0.1, 0.1, 0.1) });
      });
      y -= 22;
    });
  }

  const back = pdf.addPage(A4);
  header(back, pages + 2);
  let y = A4[1] - 120;
  back.drawText('Visit our showrooms', { x: 40, y, size: 20, font: bold, color: GREEN });
  y -= 36;
  for (const s of input.showrooms) {
    back.drawText(ascii(s.title), { x: 40, y, size: 13, font: bold });
    back.drawText(ascii(`${s.address} - Phone ${s.phone}`), {
      x: 40,
      y: y - 17,
      size: 11,
      font: regular,
      color: GREY,
    });
    y -= 50;
  }
  back.drawText(ascii(`Open ${input.hours}`), { x: 40, y: y - 10, size: 12, font: regular });

  return Buffer.from(await pdf.save());
}
