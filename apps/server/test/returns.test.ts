// Returns, credit notes, gateway refunds and the refunds owed over real HTTP (docs/returns.md), against
// the local Khalti/eSewa simulator: a return is asked for within the window and the category's rules, staff
// approve it, receive the goods back into their lot, refund through Khalti or by hand, and a credit note
// reverses the VAT of what was charged; every refund owed shows in the queue with its 7-day deadline.
import { type GatewaySimulator, startGatewaySimulator } from '@sajilo/gateways';
import { splitVat } from '@sajilo/nepal';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { queryRows } from '../src/db/query.js';
import {
  auditLog,
  categories,
  orderEvents,
  orders,
  outbox,
  paymentAttempts,
  products,
  stockLocations,
} from '../src/db/schema.js';
import { receive } from '../src/services/stock.js';
import { createStaff, firstOwner, type StaffLogin } from './admin-helpers.js';
import { image } from './fixtures/catalog.js';
import { insertShop, registerAndLogin, type ShopProduct, type TestCustomer } from './fixtures/shop.js';
import { pdfText, STOREFRONT_ORIGIN, startServer, type TestServer } from './helpers.js';

// biome-ignore lint/suspicious/noExplicitAny: the answers are read field by field; the test server checks each against the contract.
type Json = Record<string, any>;

let sim: GatewaySimulator;
let server: TestServer;
let owner: StaffLogin;
let manager: StaffLogin;
let staffer: StaffLogin;
let wc: ShopProduct;
let tile: { id: number; slug: string; price: number };
let tilesCategory: string;
let warehouse: number;
let ip = 0;

const address = {
  name: 'Ram Thapa',
  email: 'ram@example.com',
  phone_number: '9841000000',
  state: 'Bagmati Province',
  district: 'Kathmandu',
  city: 'Kathmandu Metropolitan City',
  ward: 10,
  street_address: 'Baneshwor',
};
/** A 1×1 PNG: a photo of the damage. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

async function call(path: string, token: string, init: { method?: string; json?: unknown } = {}) {
  const res = await server.request(path, { token, ...init });
  return { status: res.status, body: (await res.json()) as Json };
}
const shopper = () =>
  registerAndLogin(server, { headers: { 'X-Forwarded-For': `10.9.${Math.floor(++ip / 250)}.${ip % 250}` } });

async function buy(
  who: TestCustomer,
  lines: [string, number][],
  payment_method: 'cod' | 'khalti' | 'account',
) {
  for (const [slug, quantity] of lines) {
    const r = await call(`/api/carts/${slug}/added`, who.token, { method: 'POST', json: { quantity } });
    expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
  }
  const placed = await call('/api/checkouts', who.token, {
    method: 'POST',
    json: { ...address, payment_method },
  });
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  if (payment_method === 'khalti') {
    const { payment_url, pidx } = placed.body.payment as { payment_url: string; pidx: string };
    await fetch(`${payment_url}&go=1`, { redirect: 'manual' });
    const paid = await call('/api/payments/khalti/confirm', who.token, { method: 'POST', json: { pidx } });
    expect(paid.body.order.payment_status).toBe('paid');
  }
  const [row] = await server.app.db.select().from(orders).where(eq(orders.slug, placed.body.slug));
  if (!row) throw new Error('no order');
  return row;
}

/** Moves an order to delivered in the back office, as staff do. */
async function deliver(orderId: number) {
  for (const [from, status] of [
    ['pending', 'confirmed'],
    ['confirmed', 'dispatched'],
    ['dispatched', 'delivered'],
  ]) {
    const r = await call(`/api/admin/orders/${orderId}/status`, owner.token, {
      method: 'POST',
      json: { from, status },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
  }
}

async function askReturn(
  who: TestCustomer,
  slug: string,
  fields: Record<string, string>,
  photos: Buffer[] = [],
): Promise<{ status: number; body: Json }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  photos.forEach((p, i) => {
    form.set(`photo_${i + 1}`, new Blob([p], { type: 'image/png' }), `damage-${i}.png`);
  });
  const res = await server.request(`/api/customer/orders/${slug}/returns`, {
    method: 'POST',
    token: who.token,
    body: form,
  });
  return { status: res.status, body: (await res.json()) as Json };
}

const lotCount = async (code: string) => {
  const [row] = await queryRows<{ quantity: number }>(
    server.app.db,
    sql`SELECT coalesce(sum(s.quantity), 0)::int AS quantity FROM lot_stock s JOIN stock_lots l ON l.id = s.lot_id
        WHERE l.product_id = ${tile.id} AND l.code = ${code}`,
  );
  return row?.quantity ?? 0;
};

beforeAll(async () => {
  sim = await startGatewaySimulator();
  const payments = { ...loadConfig(sim.env).payments, timeoutMs: 2000 };
  server = await startServer({ payments, trustProxy: 1 });
  [wc] = (await insertShop(server)).products as [ShopProduct];
  const db = server.app.db;
  tilesCategory = `tiles-${Math.random().toString(36).slice(2, 8)}`;
  const [cat] = await db
    .insert(categories)
    .values({ slug: tilesCategory, title: 'Tiles', image: image(`categories/${tilesCategory}`, 'Tiles') })
    .returning({ id: categories.id });
  if (!cat) throw new Error('no category');
  const [t] = await db
    .insert(products)
    .values({
      slug: `${tilesCategory}-floor`,
      title: 'Floor Tile 600×600',
      price: 1_500,
      productCode: `T-${tilesCategory}`,
      categoryId: cat.id,
      categoryIds: [cat.id],
      images: [image(`products/${tilesCategory}`, 'Tile')],
      searchText: 'floor tile',
    })
    .returning({ id: products.id, slug: products.slug, price: products.price });
  if (!t) throw new Error('no tile');
  tile = t;
  const [w] = await db.select().from(stockLocations).where(eq(stockLocations.slug, 'warehouse'));
  if (!w) throw new Error('no warehouse');
  warehouse = w.id;
  await db.transaction(async (tx) => {
    await receive(tx, { productId: tile.id, locationId: warehouse, code: 'T1', quantity: 30 });
    await receive(tx, { productId: wc.id, locationId: warehouse, code: '-', quantity: 10 });
  });
  owner = await firstOwner(server);
  manager = await createStaff(server, owner, 'manager');
  staffer = await createStaff(server, owner, 'staff');
  // The tiles' rule is the category's own: unopened boxes, at least 2, 10 % restocking.
  const rules = await call('/api/admin/settings/returns', manager.token, {
    method: 'PUT',
    json: {
      window_days: 7,
      default_rule: {
        category: '*',
        returnable: true,
        unopened_only: false,
        min_quantity: 1,
        restocking_fee_percent: 0,
      },
      categories: [
        {
          category: tilesCategory,
          returnable: true,
          unopened_only: true,
          min_quantity: 2,
          restocking_fee_percent: 10,
        },
      ],
    },
  });
  expect(rules.status, JSON.stringify(rules.body)).toBe(200);
}, 240_000);
afterAll(async () => {
  await server.close();
  await sim.close();
});

describe('a Khalti-paid tile order', () => {
  it('is returned within the rules, received into its lot, refunded through Khalti with a credit note', async () => {
    const ram = await shopper();
    const order = await buy(ram, [[tile.slug, 5]], 'khalti');
    const mine = await call(`/api/customer/orders/${order.slug}`, ram.token);
    const item = mine.body.items[0].id as number;
    expect(mine.body.return_until).toBeNull();
    const lines = (quantity: number) => JSON.stringify([{ item, quantity }]);

    // Not delivered yet: nothing can be asked back.
    const early = await askReturn(ram, order.slug, {
      kind: 'refund',
      reason: 'damaged',
      lines: lines(2),
      unopened: 'true',
    });
    expect(early.status).toBe(422);

    await deliver(order.id);
    expect(await lotCount('T1')).toBe(25);
    const delivered = await call(`/api/customer/orders/${order.slug}`, ram.token);
    expect(Date.parse(delivered.body.return_until) - Date.now()).toBeGreaterThan(6.9 * 86_400_000);

    // The tiles' rules: at least two boxes, unopened ones only.
    const one = await askReturn(ram, order.slug, {
      kind: 'refund',
      reason: 'damaged',
      lines: lines(1),
      unopened: 'true',
    });
    expect(one.status).toBe(422);
    expect(one.body.message.lines[0]).toMatch(/at least 2/);
    const opened = await askReturn(ram, order.slug, { kind: 'refund', reason: 'damaged', lines: lines(3) });
    expect(opened.status).toBe(422);
    expect(opened.body.message.unopened[0]).toMatch(/unopened/);

    const asked = await askReturn(
      ram,
      order.slug,
      {
        kind: 'refund',
        reason: 'damaged',
        details: 'Two boxes cracked in the van.',
        lines: lines(3),
        unopened: 'true',
      },
      [PNG],
    );
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const gross = 3 * tile.price;
    const fee = Math.floor(gross / 10);
    expect(asked.body.return).toMatchObject({
      status: 'requested',
      gross_amount: gross,
      restocking_fee: fee,
      refund_amount: gross - fee,
      photos: 1,
      credit_note: null,
    });
    const id = asked.body.return.id as number;
    // Only two boxes are left to ask back.
    const more = await askReturn(ram, order.slug, {
      kind: 'refund',
      reason: 'damaged',
      lines: lines(3),
      unopened: 'true',
    });
    expect(more.status).toBe(422);
    expect(more.body.message.lines[0]).toMatch(/At most 2/);

    // Counter staff see the returns and receive the goods, but neither approve nor refund (docs/returns.md
    // "Staff steps").
    const seen = await call('/api/admin/returns', staffer.token);
    expect(seen.status).toBe(200);
    expect(seen.body.returns.map((r: Json) => r.id)).toContain(id);
    expect((await call(`/api/admin/returns/${id}`, staffer.token)).status).toBe(200);
    expect(
      (
        await call(`/api/admin/returns/${id}/decision`, staffer.token, {
          method: 'POST',
          json: { decision: 'approve' },
        })
      ).status,
    ).toBe(403);
    const list = await call('/api/admin/returns?status=requested', manager.token);
    expect(list.body.returns.map((r: Json) => r.id)).toContain(id);

    // Refunding before the goods are back is refused.
    expect(
      (
        await call(`/api/admin/returns/${id}/refund`, manager.token, {
          method: 'POST',
          json: { method: 'gateway' },
        })
      ).status,
    ).toBe(409);
    const approved = await call(`/api/admin/returns/${id}/decision`, manager.token, {
      method: 'POST',
      json: { decision: 'approve' },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.return.next).toEqual(['pickup', 'receive']);
    const owed = await call('/api/admin/refunds', manager.token);
    expect(owed.body.refunds).toContainEqual(
      expect.objectContaining({
        source: 'return',
        id,
        amount: gross - fee,
        method: 'khalti',
        overdue: false,
      }),
    );

    const pickup = await call(`/api/admin/returns/${id}/pickup`, manager.token, {
      method: 'POST',
      json: { pickup_on: '2026-12-02' },
    });
    expect(pickup.body.return.pickup_on).toBe('2026-12-02');
    const received = await call(`/api/admin/returns/${id}/receive`, staffer.token, {
      method: 'POST',
      json: { location_id: warehouse },
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    expect(
      (
        await call(`/api/admin/returns/${id}/refund`, staffer.token, {
          method: 'POST',
          json: { method: 'gateway' },
        })
      ).status,
    ).toBe(403);
    expect(received.body.return.lines[0].lots).toEqual(['T1']);
    // The three boxes are back in their lot, as a movement `returned` of this order.
    expect(await lotCount('T1')).toBe(28);
    const [moved] = await queryRows<{ change: number }>(
      server.app.db,
      sql`SELECT change FROM stock_movements WHERE reason = 'returned' AND order_id = ${order.id}`,
    );
    expect(moved?.change).toBe(3);

    const refunded = await call(`/api/admin/returns/${id}/refund`, manager.token, {
      method: 'POST',
      json: { method: 'gateway' },
    });
    expect(refunded.status, JSON.stringify(refunded.body)).toBe(200);
    expect(refunded.body.return.status).toBe('refunded');
    expect(refunded.body.return.refund.method).toBe('khalti');
    const payment = [...sim.khalti.values()].find((p) => p.purchaseOrderId === order.slug);
    expect(payment?.refunded).toBe((gross - fee) * 100);
    expect(payment?.status).toBe('Partially Refunded');
    expect(sim.calls).toContain(`POST /api/merchant-transaction/${order.gatewayTransaction}/refund/`);

    // The credit note: its own series, against the invoice, the VAT of what is credited reversed.
    // Its line is named as the order's was sold, in Nepali too (docs/nepal.md "Orders in Nepali").
    await server.app.db.execute(
      sql`update order_items set product_name_ne = 'भित्ते कमोड' where order_id = ${order.id}`,
    );
    const after = await call(`/api/customer/orders/${order.slug}`, ram.token);
    expect(after.body.returns[0].lines[0]).toMatchObject({
      product_name: after.body.items[0].product_name,
      product_name_ne: 'भित्ते कमोड',
    });
    const note = after.body.returns[0].credit_note;
    const split = splitVat((gross - fee) * 100);
    expect(note).toMatchObject({
      number: expect.stringMatching(/^CN-\d{4}\/\d{2}-000001$/),
      invoice_number: order.invoiceNumber,
      total_amount: gross - fee,
      taxable_amount: split.taxable / 100,
      vat_amount: split.vat / 100,
      vat_rate: 13,
      restocking_fee: fee,
      refund_method: 'khalti',
    });
    expect(after.body.returns[0].steps.map((s: Json) => s.step)).toEqual([
      'requested',
      'approved',
      'picked_up',
      'received',
      'refunded',
    ]);
    const pdf = await server.request(`/api/customer/orders/${order.slug}/returns/${id}/credit-note.pdf`, {
      token: ram.token,
    });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
    // Asked from a Nepali page, its amounts read as the page writes them (docs/nepal.md "Languages").
    const nepaliPdf = await server.request(
      `/api/customer/orders/${order.slug}/returns/${id}/credit-note.pdf`,
      {
        token: ram.token,
        headers: { 'Accept-Language': 'ne' },
      },
    );
    // Its headings and labels are Nepali as the invoice's are, its dates and total in words too; the English
    // PDF keeps its English.
    const englishText = await pdfText(
      await server.request(`/api/customer/orders/${order.slug}/returns/${id}/credit-note.pdf`, {
        token: ram.token,
      }),
    );
    expect(englishText).toMatch(/Total credited Rs [\d,]+\.\d\d/);
    // pdf.js reads shaped Devanagari back with some vowel signs moved (फिर्ता as िफतार्): compared on words that
    // read back as written, without spaces. Its dates are in Nepali, in Latin digits like its amounts.
    const nepaliText = (await pdfText(nepaliPdf)).replace(/\s+/g, '');
    expect(nepaliText).toMatch(/कट्टारु\.[\d,]+\.\d\d/);
    expect(nepaliText).toMatch(/:\d{1,2}\D+20\d\d\D+\(\d{1,2}\D+20\d\d\D+\)/);
    expect(nepaliText).not.toMatch(/[०-९]/);
    for (const nepali of ['नोटनं.CN-', 'ग्राहक:', 'माध्यम:Khalti', 'अक्षरमा:रुपैयाँ', 'सं.)', 'भ्याट(13%)रु.'])
      expect(nepaliText).toContain(nepali);
    for (const english of ['Rs', 'Credit Note', 'Total credited', 'Refunded by', 'Customer'])
      expect(nepaliText).not.toContain(english.replace(/\s+/g, ''));
    const other = await shopper();
    const theirs = await server.request(`/api/customer/orders/${order.slug}/returns/${id}/credit-note.pdf`, {
      token: other.token,
    });
    expect(theirs.status).toBe(404);
    expect(
      (await server.request(`/api/admin/returns/${id}/credit-note.pdf`, { token: owner.token })).status,
    ).toBe(200);

    // A mail at each step, in the order's language (English here) alone; every change audited.
    const mails = await server.app.db.select().from(outbox).where(eq(outbox.to, order.email));
    const subjects = mails.map((m) => m.subject);
    for (const s of [
      'We have your return',
      'is approved',
      'Pick-up of your return',
      'We received your return',
      'Your refund for return',
    ]) {
      expect(
        subjects.some((subject) => subject.includes(s)),
        s,
      ).toBe(true);
    }
    for (const mail of mails.filter((m) => m.subject.includes(asked.body.return.number))) {
      expect(mail.body, mail.subject).not.toMatch(/\p{Script=Devanagari}/u);
      expect(mail.body).toContain(`${STOREFRONT_ORIGIN}/my-orders/${order.slug}`);
      expect(mail.html).toContain('<html lang="en">');
    }
    expect(mails.find((m) => m.subject.includes('Pick-up'))?.body).toContain('on 2 December 2026.');
    const refundMail = mails.find((m) => m.subject.includes('Your refund for return'));
    expect(refundMail?.body).toContain('credit note CN-');
    expect(refundMail?.body).not.toMatch(/क्रेडिट/);
    const audited = await server.app.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'return'), eq(auditLog.entityId, String(id))));
    expect(audited.map((a) => a.action)).toEqual([
      'adminDecideReturn',
      'adminArrangeReturnPickup',
      'adminReceiveReturn',
      'adminRefundReturn',
    ]);
    // Refunded: no longer owed.
    const queue = await call('/api/admin/refunds', manager.token);
    expect(queue.body.refunds.some((r: Json) => r.source === 'return' && r.id === id)).toBe(false);
  }, 180_000);
});

describe('cash on delivery', () => {
  it('is refunded by hand with a reference, and the credit notes count on', async () => {
    const sita = await shopper();
    const order = await buy(sita, [[wc.slug, 2]], 'cod');
    // Placed on the Nepali pages: its credit note's mail is written in Nepali alone.
    await server.app.db.update(orders).set({ locale: 'ne' }).where(eq(orders.id, order.id));
    await deliver(order.id);
    const item = (await call(`/api/customer/orders/${order.slug}`, sita.token)).body.items[0].id;
    const asked = await askReturn(sita, order.slug, {
      kind: 'exchange',
      reason: 'wrong_item',
      lines: JSON.stringify([{ item, quantity: 1 }]),
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const id = asked.body.return.id;
    expect(asked.body.return.refund_amount).toBe(wc.price);
    await call(`/api/admin/returns/${id}/decision`, owner.token, {
      method: 'POST',
      json: { decision: 'approve' },
    });
    await call(`/api/admin/returns/${id}/receive`, owner.token, {
      method: 'POST',
      json: { location_id: warehouse },
    });
    const gateway = await call(`/api/admin/returns/${id}/refund`, owner.token, {
      method: 'POST',
      json: { method: 'gateway' },
    });
    expect(gateway.status).toBe(409);
    const bare = await call(`/api/admin/returns/${id}/refund`, owner.token, {
      method: 'POST',
      json: { method: 'cash' },
    });
    expect(bare.status).toBe(422);
    const cash = await call(`/api/admin/returns/${id}/refund`, owner.token, {
      method: 'POST',
      json: { method: 'cash', reference: 'Receipt 0042' },
    });
    expect(cash.status, JSON.stringify(cash.body)).toBe(200);
    const [nepali] = await server.app.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.to, order.email),
          sql`${outbox.subject} LIKE ${`फिर्ता ${cash.body.return.number} को रकम फिर्ता%`}`,
        ),
      );
    expect(nepali?.body).toContain(`क्रेडिट नोट ${cash.body.return.credit_note_number}`);
    expect(nepali?.body).not.toMatch(/We have refunded/);
    // Every step's mail in Nepali alone, with the Nepali order page (docs/returns.md "Mails").
    const steps = await server.app.db.select().from(outbox).where(eq(outbox.to, order.email));
    const number = cash.body.return.number;
    expect(steps.map((m) => m.subject)).toEqual(
      expect.arrayContaining([
        `अर्डर SJ-${String(order.id).padStart(6, '0')} को फिर्ता ${number} हामीले पायौं`,
        `तपाईंको फिर्ता ${number} स्वीकृत भयो`,
        `तपाईंको फिर्ता ${number} को सामान हामीकहाँ आइपुग्यो`,
      ]),
    );
    for (const mail of steps.filter((m) => m.subject.includes(number))) {
      expect(mail.body, mail.subject).toContain(`${STOREFRONT_ORIGIN}/ne/my-orders/${order.slug}`);
      expect(mail.body).not.toMatch(/Dear|return/);
      expect(mail.html).toContain('<html lang="ne">');
    }
    expect(steps.find((m) => m.subject.includes('हामीले पायौं'))?.body).toContain('साटफेर अनुरोध');
    expect(cash.body.return.credit_note_number).toMatch(/^CN-\d{4}\/\d{2}-000002$/);
    expect(cash.body.return.refund).toMatchObject({ method: 'cash', reference: 'Receipt 0042' });
    const twice = await call(`/api/admin/returns/${id}/refund`, owner.token, {
      method: 'POST',
      json: { method: 'cash', reference: 'Receipt 0043' },
    });
    expect(twice.status).toBe(409);
  }, 120_000);

  it('refuses a return asked for after the window, and one declined is told why', async () => {
    const hari = await shopper();
    const order = await buy(hari, [[wc.slug, 1]], 'cod');
    await deliver(order.id);
    const item = (await call(`/api/customer/orders/${order.slug}`, hari.token)).body.items[0].id;
    const fields = { kind: 'refund', reason: 'changed_mind', lines: JSON.stringify([{ item, quantity: 1 }]) };
    const asked = await askReturn(hari, order.slug, fields);
    expect(asked.status).toBe(201);
    const declined = await call(`/api/admin/returns/${asked.body.return.id}/decision`, owner.token, {
      method: 'POST',
      json: { decision: 'decline' },
    });
    expect(declined.status).toBe(422);
    const told = await call(`/api/admin/returns/${asked.body.return.id}/decision`, owner.token, {
      method: 'POST',
      json: { decision: 'decline', reason: 'The seal is broken.' },
    });
    expect(told.body.return).toMatchObject({ status: 'declined', decline_reason: 'The seal is broken.' });
    // Delivered eight days ago: past the 7-day window.
    await server.app.db
      .update(orderEvents)
      .set({ createdAt: sql`now() - interval '8 days'` })
      .where(eq(orderEvents.orderId, order.id));
    const late = await askReturn(hari, order.slug, fields);
    expect(late.status).toBe(422);
    expect(late.body.message).toMatch(/within 7 days of delivery/);
    expect((await call(`/api/customer/orders/${order.slug}`, hari.token)).body.return_until).toBeNull();
  }, 120_000);
});

describe("the customer's photos", () => {
  it('are downloaded by the staff who see returns, never by anyone else nor from /uploads/', async () => {
    const sita = await shopper();
    const order = await buy(sita, [[wc.slug, 1]], 'cod');
    await deliver(order.id);
    const item = (await call(`/api/customer/orders/${order.slug}`, sita.token)).body.items[0].id;
    const jpeg = await sharp({ create: { width: 4, height: 3, channels: 3, background: '#a33' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.set('kind', 'refund');
    form.set('reason', 'damaged');
    form.set('lines', JSON.stringify([{ item, quantity: 1 }]));
    form.set('photo_1', new Blob([PNG], { type: 'image/png' }), 'crack.png');
    form.set('photo_2', new Blob([jpeg], { type: 'image/jpeg' }), 'box.jpg');
    const asked = await server.request(`/api/customer/orders/${order.slug}/returns`, {
      method: 'POST',
      token: sita.token,
      body: form,
    });
    const id = ((await asked.json()) as Json).return.id as number;
    expect(asked.status).toBe(201);
    expect((await call(`/api/admin/returns/${id}`, manager.token)).body.return.photos).toBe(2);

    const photo = (n: number, init: Parameters<TestServer['request']>[1] = {}) =>
      server.request(`/api/admin/returns/${id}/photos/${n}`, init);
    // Counter staff, who receive the goods, look at them too (docs/returns.md "Staff steps").
    for (const who of [owner, manager, staffer]) {
      const first = await photo(1, { token: who.token });
      expect(first.status).toBe(200);
      expect(first.headers.get('content-type')).toBe('image/png');
      expect(first.headers.get('content-disposition')).toMatch(/R-\d{6}-photo-1\.png/);
      expect(first.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await first.arrayBuffer())).toEqual(PNG);
      const second = await photo(2, { token: who.token });
      expect(second.headers.get('content-type')).toBe('image/jpeg');
      expect(Buffer.from(await second.arrayBuffer())).toEqual(jpeg);
    }
    for (const init of [{}, { token: sita.token }]) {
      const refused = await photo(1, init);
      expect(refused.status).toBe(401);
      expect(((await refused.json()) as Json).result).toBe('error');
    }
    // A photo the return does not have, and a return that does not exist: 404 in the envelope.
    for (const path of [`/api/admin/returns/${id}/photos/3`, '/api/admin/returns/2147483647/photos/1']) {
      const missing = await server.request(path, { token: owner.token });
      expect(missing.status, path).toBe(404);
      expect(await missing.json()).toEqual({ result: 'error', message: 'No such photo.' });
    }
    expect((await server.request(`/api/admin/returns/${id}/photos/4`, { token: owner.token })).status).toBe(
      400,
    );
    const [row] = await queryRows<{ path: string }>(
      server.app.db,
      sql`SELECT photos->>0 AS path FROM returns WHERE id = ${id}`,
    );
    expect(row?.path).toMatch(/^private\//);
    expect((await server.request(`/uploads/${row?.path}`)).status).toBe(404);
  }, 120_000);
});

describe('an order with a promotion', () => {
  it('gives back what the goods were paid: the order discount shared over the lines', async () => {
    const code = `RET${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const made = await call('/api/admin/promotions', manager.token, {
      method: 'POST',
      json: {
        name: 'Returns test',
        kind: 'code',
        code,
        type: 'fixed',
        value: 1_000,
        target: 'order',
        target_ids: [],
        min_subtotal: 0,
        starts_at: new Date(Date.now() - 60_000).toISOString(),
        exclusive: false,
        paused: false,
      },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    const mina = await shopper();
    const r = await call(`/api/carts/${wc.slug}/added`, mina.token, {
      method: 'POST',
      json: { quantity: 2 },
    });
    expect(r.status, JSON.stringify(r.body)).toBeLessThan(300);
    const entered = await call('/api/carts/promotion-code', mina.token, { method: 'POST', json: { code } });
    expect(entered.status, JSON.stringify(entered.body)).toBe(200);
    const order = await buy(mina, [], 'cod');
    expect(order.orderDiscount).toBe(1_000);
    await deliver(order.id);
    const item = (await call(`/api/customer/orders/${order.slug}`, mina.token)).body.items[0].id;
    const ask = (quantity: number) =>
      askReturn(mina, order.slug, {
        kind: 'refund',
        reason: 'changed_mind',
        lines: JSON.stringify([{ item, quantity }]),
      });
    // Two units paid 2 × price − 1,000 together: each gives back its half, never the price.
    const first = await ask(1);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    const paid = 2 * wc.price - 1_000;
    expect(first.body.return.refund_amount).toBe(Math.floor(paid / 2));
    const second = await ask(1);
    expect(second.body.return.refund_amount).toBe(paid - Math.floor(paid / 2));
    // Refunded, its credit note names the promotion the order used and what it took off, as the invoice does.
    const id = first.body.return.id;
    await call(`/api/admin/returns/${id}/decision`, owner.token, {
      method: 'POST',
      json: { decision: 'approve' },
    });
    await call(`/api/admin/returns/${id}/receive`, owner.token, {
      method: 'POST',
      json: { location_id: warehouse },
    });
    const cash = await call(`/api/admin/returns/${id}/refund`, owner.token, {
      method: 'POST',
      json: { method: 'cash', reference: 'Receipt 0100' },
    });
    expect(cash.status, JSON.stringify(cash.body)).toBe(200);
    const text = await pdfText(
      await server.request(`/api/customer/orders/${order.slug}/returns/${id}/credit-note.pdf`, {
        token: mina.token,
      }),
    );
    expect(text).toContain(`PROMOTIONS ON THE ORDER Returns test (${code}) - Rs 1,000`);
  }, 120_000);
});

describe("a dealer's order on account", () => {
  it('is credited to the company statement with a credit note, never paid out', async () => {
    const hari = await shopper();
    const applied = await call('/api/customer/dealer/application', hari.token, {
      method: 'POST',
      json: {
        company_name: 'Butwal Sanitary Suppliers',
        vat_pan: '301234568',
        address: 'Butwal-8, Rupandehi',
        contact_name: 'Hari Gurung',
        contact_phone: '9857000001',
      },
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    const company = applied.body.dealer.company.id as number;
    const approved = await call(`/api/admin/dealers/${company}`, owner.token, {
      method: 'PUT',
      json: { status: 'approved', tier_id: null, credit_limit: 100_000, terms_days: 30 },
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    const order = await buy(hari, [[wc.slug, 2]], 'account');
    expect(order.paymentMethod).toBe('account');
    await deliver(order.id);
    const item = (await call(`/api/customer/orders/${order.slug}`, hari.token)).body.items[0].id;
    const asked = await askReturn(hari, order.slug, {
      kind: 'refund',
      reason: 'damaged',
      lines: JSON.stringify([{ item, quantity: 1 }]),
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(201);
    const id = asked.body.return.id as number;
    const credit = asked.body.return.refund_amount as number;
    await call(`/api/admin/returns/${id}/decision`, manager.token, {
      method: 'POST',
      json: { decision: 'approve' },
    });
    // Owed like any refund, named by how the order was paid.
    const owed = await call('/api/admin/refunds', manager.token);
    expect(owed.body.refunds).toContainEqual(
      expect.objectContaining({ source: 'return', id, method: 'account', amount: credit }),
    );
    await call(`/api/admin/returns/${id}/receive`, manager.token, {
      method: 'POST',
      json: { location_id: warehouse },
    });
    const before = (await call('/api/customer/dealer/statement', hari.token)).body.statement;
    // No money goes out for goods bought on account.
    for (const json of [{ method: 'cash', reference: 'Receipt 7' }, { method: 'gateway' }]) {
      const refused = await call(`/api/admin/returns/${id}/refund`, manager.token, { method: 'POST', json });
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    }
    const credited = await call(`/api/admin/returns/${id}/refund`, manager.token, {
      method: 'POST',
      json: { method: 'account' },
    });
    expect(credited.status, JSON.stringify(credited.body)).toBe(200);
    const number = credited.body.return.credit_note_number as string;
    expect(number).toMatch(/^CN-\d{4}\/\d{2}-\d{6}$/);
    expect(credited.body.return.refund).toMatchObject({ method: 'account', reference: number });

    // The statement: the credit note as a credit, the balance and the credit available moved by it.
    const after = (await call('/api/customer/dealer/statement', hari.token)).body.statement;
    expect(after.balance).toBe(before.balance - credit);
    expect(after.available).toBe(before.available + credit);
    expect(after.entries.at(-1)).toMatchObject({
      kind: 'credit_note',
      reference: `${number} · ${asked.body.return.number}`,
      debit: 0,
      credit,
    });
    const staffView = await call(`/api/admin/dealers/${company}`, owner.token);
    expect(staffView.body.dealer.balance).toBe(after.balance);
    const note = (await call(`/api/customer/orders/${order.slug}`, hari.token)).body.returns[0].credit_note;
    expect(note).toMatchObject({ number, refund_method: 'account', total_amount: credit });
    const [mail] = await server.app.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, order.email), sql`${outbox.subject} LIKE 'Your credit for return%'`));
    expect(mail?.body).toMatch(/We have credited Rs [\d,]+ to your company's account/);
    expect(
      (await call('/api/admin/refunds', manager.token)).body.refunds.some((r: Json) => r.id === id),
    ).toBe(false);

    // A cash order is never credited to an account.
    const cod = await buy(hari, [[wc.slug, 1]], 'cod');
    await deliver(cod.id);
    const codItem = (await call(`/api/customer/orders/${cod.slug}`, hari.token)).body.items[0].id;
    const codReturn = await askReturn(hari, cod.slug, {
      kind: 'refund',
      reason: 'damaged',
      lines: JSON.stringify([{ item: codItem, quantity: 1 }]),
    });
    const codId = codReturn.body.return.id;
    await call(`/api/admin/returns/${codId}/decision`, manager.token, {
      method: 'POST',
      json: { decision: 'approve' },
    });
    const overTheCounter = await call(`/api/admin/returns/${codId}/receive`, manager.token, {
      method: 'POST',
      json: { location_id: warehouse },
    });
    // Brought back over the counter, with no pick-up arranged: nobody picked it up.
    expect(overTheCounter.body.return.steps.map((s: Json) => s.step)).toEqual([
      'requested',
      'approved',
      'received',
    ]);
    const wrong = await call(`/api/admin/returns/${codId}/refund`, manager.token, {
      method: 'POST',
      json: { method: 'account' },
    });
    expect(wrong.status).toBe(409);
  }, 180_000);
});

describe('the refunds owed', () => {
  it('lists a duplicate payment and a cancelled paid order with their deadlines until refunded', async () => {
    const gita = await shopper();
    const order = await buy(gita, [[wc.slug, 1]], 'khalti');
    // A second Khalti payment of the same order completed eight days ago: a duplicate, overdue.
    const [dup] = await server.app.db
      .insert(paymentAttempts)
      .values({
        orderId: order.id,
        method: 'khalti',
        ref: 'duplicate-pidx',
        amount: order.totalAmount,
        status: 'duplicate',
        gatewayTransaction: 'dup-tx',
        expiresAt: new Date(),
        settledAt: sql`now() - interval '8 days'` as unknown as Date,
      })
      .returning();
    if (!dup) throw new Error('no attempt');
    // The shop cancels the paid order: its whole payment is owed back.
    await call(`/api/admin/orders/${order.id}/status`, owner.token, {
      method: 'POST',
      json: { from: 'pending', status: 'cancelled', reason: 'Out of stock at the supplier.' },
    });
    const queue = await call('/api/admin/refunds', manager.token);
    const duplicate = queue.body.refunds.find((r: Json) => r.source === 'attempt' && r.id === dup.id);
    expect(duplicate).toMatchObject({
      what: 'duplicate_payment',
      amount: order.totalAmount,
      method: 'khalti',
      overdue: true,
    });
    expect(Date.parse(duplicate.deadline) - Date.parse(duplicate.owed_since)).toBe(7 * 86_400_000);
    const cancelled = queue.body.refunds.find((r: Json) => r.source === 'order' && r.id === order.id);
    expect(cancelled).toMatchObject({ what: 'cancelled_paid_order', overdue: false });
    expect(queue.body.overdue).toBeGreaterThanOrEqual(1);
    expect((await call('/api/admin/dashboard', staffer.token)).body.refunds_overdue).toBe(queue.body.overdue);

    const manual = await call('/api/admin/refunds', manager.token, {
      method: 'POST',
      json: { source: 'attempt', id: dup.id, method: 'bank', reference: 'NIC Asia 88123' },
    });
    expect(manual.status, JSON.stringify(manual.body)).toBe(200);
    const again = await call('/api/admin/refunds', manager.token, {
      method: 'POST',
      json: { source: 'attempt', id: dup.id, method: 'bank', reference: 'NIC Asia 88124' },
    });
    expect(again.status).toBe(409);
    const viaKhalti = await call('/api/admin/refunds', manager.token, {
      method: 'POST',
      json: { source: 'order', id: order.id, method: 'gateway' },
    });
    expect(viaKhalti.status, JSON.stringify(viaKhalti.body)).toBe(200);
    expect([...sim.khalti.values()].find((p) => p.purchaseOrderId === order.slug)?.status).toBe('Refunded');
    const [row] = await server.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.paymentStatus).toBe('refunded');
    const left = await call('/api/admin/refunds', manager.token);
    expect(left.body.refunds.some((r: Json) => r.order_id === order.id)).toBe(false);
    expect((await call('/api/admin/refunds', staffer.token)).status).toBe(403);
  }, 120_000);
});
