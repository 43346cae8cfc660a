// The VAT invoice as a PDF download (docs/nepal.md "VAT invoice"): an A4 PDF carrying the same
// figures as the order's `invoice` (number, fiscal year, dates, taxable amount, 13 % VAT, total and words),
// only for the order's own customer; an order with a delivery charge and a festival code has its goods'
// lines, its delivery line, the discount before VAT, VAT and the total as the order has them, and a Nepali
// page downloads it in Nepali. The text is read back out of the PDF with pdf.js (unpdf's build).
import { eq, sql } from 'drizzle-orm';
import { getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryZoneAreas, deliveryZones, products, promotions, shopSettings } from '../src/db/schema.js';
import { insertShop, registerAndLogin, type ShopProduct, type TestCustomer } from './fixtures/shop.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let ram: TestCustomer;
let sita: TestCustomer;
let wc: ShopProduct;

const address = {
  name: 'Ram Thapa',
  email: 'ram@example.com',
  phone_number: '9841000000',
  state: 'Bagmati Province',
  district: 'Kathmandu',
  city: 'Kathmandu Metropolitan City',
  ward: 10,
  street_address: 'Baneshwor',
  buyer_pan: '601234567',
};

// biome-ignore lint/suspicious/noExplicitAny: the answers are read field by field; the test server checks each against the contract.
type Json = Record<string, any>;

async function json(path: string, token: string, init: { method?: string; json?: unknown } = {}) {
  const res = await server.request(path, { token, ...init });
  return { status: res.status, body: (await res.json()) as Json };
}

/** Every text item of every page, in reading order, and the pages' sizes in points. */
async function readPdf(bytes: Uint8Array): Promise<{ text: string; pages: number[][] }> {
  const pdf = await getDocumentProxy(bytes);
  const pages: number[][] = [];
  let text = '';
  for (let n = 1; n <= pdf.numPages; n++) {
    const page = await pdf.getPage(n);
    pages.push(page.view.slice(2).map((v) => Math.round(v)));
    const content = await page.getTextContent();
    text += `${content.items.map((item) => ('str' in item ? item.str : '')).join(' ')}\n`;
  }
  return { text: text.replace(/\s+/g, ' '), pages };
}

let slug: string;
let invoice: Json;

beforeAll(async () => {
  server = await startServer();
  [wc] = (await insertShop(server)).products as [ShopProduct];
  ram = await registerAndLogin(server);
  sita = await registerAndLogin(server, { first_name: 'Sita' });
  const added = await json(`/api/carts/${wc.slug}/added`, ram.token, {
    method: 'POST',
    json: { quantity: 3 },
  });
  expect(added.status).toBeLessThan(300);
  const placed = await json('/api/checkouts', ram.token, {
    method: 'POST',
    json: { ...address, payment_method: 'cod' },
  });
  expect(placed.status).toBe(201);
  slug = placed.body.slug;
  invoice = (await json(`/api/customer/orders/${slug}`, ram.token)).body.invoice;
  expect(invoice.number).toMatch(/^\d{4}\/\d{2}-\d{6}$/);
}, 180_000);
afterAll(async () => {
  await server.close();
});

const rupees = (n: number, label = 'Rs') =>
  `${label} ${n.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe('the VAT invoice as a PDF', () => {
  it('is an A4 PDF download with the tax invoice figures of the order', async () => {
    const res = await server.request(`/api/customer/orders/${slug}/invoice.pdf`, { token: ram.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    const fileName = `invoice-${String(invoice.number).replace('/', '-')}.pdf`;
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${fileName}"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-');

    const { text, pages } = await readPdf(bytes);
    expect(pages).toEqual([[595, 842]]);
    for (const expected of [
      'Tax Invoice',
      `VAT Invoice No.: ${invoice.number}`,
      `Fiscal Year: ${invoice.fiscal_year}`,
      invoice.date_ad,
      invoice.date_bs,
      "Buyer's PAN 601234567",
      'Ram Thapa',
      wc.title,
      `Taxable Amount ${rupees(invoice.taxable_amount)}`,
      `VAT (13 %) ${rupees(invoice.vat_amount)}`,
      `Total (incl. VAT) ${rupees(invoice.total_amount)}`,
      `In words: ${invoice.total_in_words}`,
    ]) {
      expect(text).toContain(expected);
    }
    // The Nepali words are drawn from the embedded Devanagari font (their text layer is the shaped glyphs').
    expect(text).toContain('अक्षरमा');
  });

  it('prints the seller’s Nepali address on a Nepali page, and the English one where none is entered', async () => {
    const save = (address_ne: string) =>
      server.app.db
        .insert(shopSettings)
        .values([
          { key: 'address', value: 'Tinkune, Subidhanagar, Kathmandu 44600' },
          { key: 'address_ne', value: address_ne },
        ])
        .onConflictDoUpdate({ target: shopSettings.key, set: { value: sql`excluded.value` } });
    const text = async (language: string) => {
      const res = await server.request(`/api/customer/orders/${slug}/invoice.pdf`, {
        token: ram.token,
        headers: { 'Accept-Language': language },
      });
      return (await readPdf(new Uint8Array(await res.arrayBuffer()))).text;
    };
    await save('बालुवाटार, काठमाडौं');
    const page = await server.request(`/api/customer/orders/${slug}`, {
      token: ram.token,
      headers: { 'Accept-Language': 'ne' },
    });
    expect(((await page.json()) as Json).invoice.seller).toMatchObject({
      address: 'Tinkune, Subidhanagar, Kathmandu 44600',
      address_ne: 'बालुवाटार, काठमाडौं',
    });
    // (pdf.js reads this run back as typed; words with a vowel sign before their consonant come back reordered.)
    const nepali = await text('ne');
    expect(nepali).toContain('बालुवाटार');
    expect(nepali).not.toContain('Tinkune');
    const english = await text('en');
    expect(english).toContain('Tinkune, Subidhanagar');
    expect(english).not.toContain('बालुवाटार');
    await save('');
    expect(await text('ne')).toContain('Tinkune, Subidhanagar');
  });

  it('is the order owner’s alone: another customer gets 404, no token 401, in the envelope', async () => {
    const other = await server.request(`/api/customer/orders/${slug}/invoice.pdf`, { token: sita.token });
    expect(other.status).toBe(404);
    expect(await other.json()).toEqual({ result: 'error', message: 'Order not found.' });
    const anonymous = await server.request(`/api/customer/orders/${slug}/invoice.pdf`);
    expect(anonymous.status).toBe(401);
    expect(((await anonymous.json()) as Json).result).toBe('error');
    const missing = await server.request('/api/customer/orders/no-such-order/invoice.pdf', {
      token: ram.token,
    });
    expect(missing.status).toBe(404);
  });
});

describe('an invoice with delivery and a festival code', () => {
  let order: Json;
  let vat: Json;
  let items: Json[];
  const nameNe = 'एक्वा कमोड';
  const promotion = () => {
    const [used] = order.promotions as Json[];
    expect(used).toMatchObject({ name: 'Dashain sale', code: 'PDF10', free_delivery: false });
    return used as Json;
  };
  const pdf = async (language: string) => {
    const res = await server.request(`/api/customer/orders/${order.slug}/invoice.pdf`, {
      token: ram.token,
      headers: { 'Accept-Language': language },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-language')).toBe(language);
    return (await readPdf(new Uint8Array(await res.arrayBuffer()))).text;
  };

  beforeAll(async () => {
    // Jumla is a zone that charges (docs/delivery.md "Zones and rates"); the code takes 10 % off the goods.
    const db = server.app.db;
    const [zone] = await db
      .insert(deliveryZones)
      .values({
        name: 'Remote hill districts',
        nameNe: 'दुर्गम पहाडी जिल्ला',
        baseCharge: 2_500,
        stepCharge: 900,
        freeAbove: null,
        daysMin: 10,
        daysMax: 15,
      })
      .returning({ id: deliveryZones.id });
    if (!zone) throw new Error('no zone');
    await db.insert(deliveryZoneAreas).values({ zoneId: zone.id, district: 'Jumla', municipality: '' });
    // The WC has a Nepali name by now: the line keeps it as sold (docs/nepal.md "Orders in Nepali").
    await db.update(products).set({ titleNe: nameNe }).where(eq(products.slug, wc.slug));
    await db.insert(promotions).values({
      name: 'Dashain sale',
      nameNe: 'दशैं छुट',
      kind: 'code',
      code: 'PDF10',
      type: 'percentage',
      value: 10,
      startsAt: new Date(Date.now() - 86_400_000),
      endsAt: new Date(Date.now() + 86_400_000),
    });
    expect(
      (await json(`/api/carts/${wc.slug}/added`, ram.token, { method: 'POST', json: { quantity: 2 } }))
        .status,
    ).toBe(200);
    expect(
      (await json('/api/carts/promotion-code', ram.token, { method: 'POST', json: { code: 'PDF10' } }))
        .status,
    ).toBe(200);
    const placed = await json('/api/checkouts', ram.token, {
      method: 'POST',
      json: {
        ...address,
        state: 'Karnali Province',
        district: 'Jumla',
        city: 'Chandannath Municipality',
        ward: 2,
        street_address: 'Khalanga',
        payment_method: 'cod',
      },
    });
    expect(placed.status).toBe(201);
    const view = (await json(`/api/customer/orders/${placed.body.slug}`, ram.token)).body;
    order = view.order;
    vat = view.invoice;
    items = view.items;
    expect(order.delivery_charge).toBeGreaterThan(0);
    expect(order.discount).toBeGreaterThan(0);
  }, 120_000);

  it('has the lines, delivery, discount, VAT and total of the order', async () => {
    const text = await pdf('en');
    expect(order.address).toBe('Khalanga, Ward 2, Chandannath Municipality, Jumla, Karnali Province');
    const [goods, delivery] = vat.lines as Json[];
    expect(goods?.kind).toBe('goods');
    expect(delivery?.kind).toBe('delivery');
    for (const expected of [
      `1 ${wc.title} 2 ${rupees(goods?.rate)} ${rupees(goods?.amount)}`,
      `2 Delivery (Remote hill districts) 1 ${rupees(delivery?.rate)} ${rupees(delivery?.amount)}`,
      `Sub Total ${rupees(vat.subtotal_amount)}`,
      `Discount - ${rupees(vat.discount_amount)}`,
      `Taxable Amount ${rupees(vat.taxable_amount)}`,
      `VAT (13 %) ${rupees(vat.vat_amount)}`,
      `Total (incl. VAT) ${rupees(order.total_amount)}`,
      order.address,
      // The promotion by name and code with what it took off, as the order's page lists it.
      `PROMOTIONS Dashain sale (PDF10) - Rs ${promotion().amount.toLocaleString('en-IN')}`,
    ]) {
      expect(text).toContain(expected);
    }
    // The figures add up as the order's: lines − discount = taxable, and taxable + VAT = the order's total.
    expect(Math.round((goods?.amount + delivery?.amount) * 100)).toBe(Math.round(vat.subtotal_amount * 100));
    expect(Math.round((vat.subtotal_amount - vat.discount_amount) * 100)).toBe(
      Math.round(vat.taxable_amount * 100),
    );
    expect(Math.round((vat.taxable_amount + vat.vat_amount) * 100)).toBe(order.total_amount * 100);
  });

  it('keeps the product’s Nepali name on the order line, beside the English', async () => {
    expect(items.map((item) => [item.product_name, item.product_name_ne])).toEqual([[wc.title, nameNe]]);
    expect((vat.lines as Json[])[0]).toMatchObject({ description: wc.title, description_ne: nameNe });
  });

  it('is written in Nepali when a Nepali page asks for it', async () => {
    const text = await pdf('ne');
    // The goods' line by the product's Nepali name, not the English one.
    expect(text.replace(/\s+/g, '')).toContain(nameNe.replace(/\s+/g, ''));
    expect(text).not.toContain(wc.title);
    // pdf.js reads shaped Devanagari back with spaces where the glyphs part (रु . 4,336.28): compared without
    // spaces.
    const compact = text.replace(/\s+/g, '');
    // The bill-to's address in Nepali (docs/nepal.md "Addresses"): the ward and the places' Nepali names.
    expect(order.address_ne).toBe('Khalanga, वडा नं. 2, चन्दननाथ नगरपालिका, जुम्ला, कर्णाली प्रदेश');
    for (const expected of [
      'Khalanga,',
      order.order_name,
      vat.number,
      `छुट-रु.${rupees(vat.discount_amount, '').trim()}`,
      `करयोग्यरकमरु.${rupees(vat.taxable_amount, '').trim()}`,
      `(13%)रु.${rupees(vat.vat_amount, '').trim()}`,
      `रु.${rupees(order.total_amount, '').trim()}`,
      'अक्षरमा:',
      // The promotion by its Nepali name.
      `दशैंछुट(PDF10)-रु.${promotion().amount.toLocaleString('en-IN')}`,
    ]) {
      expect(compact).toContain(expected);
    }
    for (const english of [
      'Tax Invoice',
      'Sub Total',
      'Discount',
      'Taxable Amount',
      'Total (incl. VAT)',
      'Delivery',
      'Ward',
      'Chandannath',
      'Karnali Province',
    ])
      expect(text).not.toContain(english);
  });
});

describe('an invoice with free delivery', () => {
  it('has the delivery line, Free, and the free delivery by name with what it saved, as the order page', async () => {
    // Inside the Ring Road charges Rs 150 (docs/delivery.md "Zones and rates"); the code waives it.
    const db = server.app.db;
    const [zone] = await db
      .insert(deliveryZones)
      .values({
        name: 'Inside the Ring Road',
        nameNe: 'रिङरोडभित्र',
        baseCharge: 150,
        stepCharge: 40,
        freeAbove: null,
        daysMin: 1,
        daysMax: 2,
      })
      .returning({ id: deliveryZones.id });
    if (!zone) throw new Error('no zone');
    await db.insert(deliveryZoneAreas).values({ zoneId: zone.id, district: 'Kathmandu', municipality: '' });
    await db.insert(promotions).values({
      name: 'Tihar free delivery',
      nameNe: 'तिहार निःशुल्क डेलिभरी',
      kind: 'code',
      code: 'FREEPDF',
      type: 'free_delivery',
      value: 0,
      startsAt: new Date(Date.now() - 86_400_000),
      endsAt: new Date(Date.now() + 86_400_000),
    });
    expect(
      (await json(`/api/carts/${wc.slug}/added`, sita.token, { method: 'POST', json: { quantity: 1 } }))
        .status,
    ).toBe(200);
    expect(
      (await json('/api/carts/promotion-code', sita.token, { method: 'POST', json: { code: 'FREEPDF' } }))
        .status,
    ).toBe(200);
    const placed = await json('/api/checkouts', sita.token, {
      method: 'POST',
      json: { ...address, name: 'Sita Thapa', payment_method: 'cod' },
    });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    const { order } = (await json(`/api/customer/orders/${placed.body.slug}`, sita.token)).body;
    expect(order).toMatchObject({ delivery_charge: 0, delivery_zone: 'Inside the Ring Road' });
    expect(order.promotions).toEqual([
      expect.objectContaining({ code: 'FREEPDF', free_delivery: true, amount: 150 }),
    ]);
    const read = async (language: string) => {
      const res = await server.request(`/api/customer/orders/${order.slug}/invoice.pdf`, {
        token: sita.token,
        headers: { 'Accept-Language': language },
      });
      expect(res.status).toBe(200);
      return (await readPdf(new Uint8Array(await res.arrayBuffer()))).text;
    };
    const english = await read('en');
    expect(english).toContain('2 Delivery (Inside the Ring Road) 1 Free Free');
    expect(english).toContain('PROMOTIONS Tihar free delivery (FREEPDF) Rs 150 saved');
    expect(english).toContain(`Total (incl. VAT) ${rupees(order.total_amount)}`);
    const nepali = (await read('ne')).replace(/\s+/g, '');
    // pdf.js reads a vowel sign ि back before its consonant (डेिलभरी): matched with it in either place.
    expect(nepali).toMatch(/ि?ङरोडि?भि?त्र\)1ि?नःशुल्कि?नःशुल्क/);
    expect(nepali).toContain('(FREEPDF)रु.150');
  });
});
