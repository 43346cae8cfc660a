// Delivery charged by place and weight over real HTTP (docs/delivery.md): the public quote a visitor's cart
// asks for, the checkout's charge stored on the order and printed on its VAT invoice, a free delivery above
// the zone's threshold, and a place not served refused with 422 beside the district before any payment.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliveryZoneAreas, deliveryZones, orders, outbox, products } from '../src/db/schema.js';
import { insertShop, registerAndLogin, type ShopProduct, type TestCustomer } from './fixtures/shop.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let wc: ShopProduct;
let basin: ShopProduct;
let mixer: ShopProduct;

const kathmandu = {
  name: 'Sita Shrestha',
  email: 'sita@example.com',
  phone_number: '9841000001',
  state: 'Bagmati Province',
  district: 'Kathmandu',
  city: 'Kathmandu Metropolitan City',
  ward: 10,
  street_address: 'Baneshwor',
};
const jumla = {
  ...kathmandu,
  state: 'Karnali Province',
  district: 'Jumla',
  city: 'Chandannath Municipality',
  ward: 3,
};
const humla = {
  ...kathmandu,
  state: 'Karnali Province',
  district: 'Humla',
  city: 'Simkot Rural Municipality',
  ward: 1,
};

let shoppers = 0;
/** A customer of its own address (X-Forwarded-For), so the rate limits of one do not meet another's. */
async function shopper(): Promise<TestCustomer & { ip: string }> {
  shoppers += 1;
  const ip = `10.0.7.${shoppers}`;
  return { ...(await registerAndLogin(server, { headers: { 'X-Forwarded-For': ip } })), ip };
}

async function call(
  path: string,
  who: { token?: string; ip: string },
  init: { method?: string; json?: unknown } = {},
) {
  const res = await server.request(path, {
    ...(who.token ? { token: who.token } : { key: true }),
    headers: { 'X-Forwarded-For': who.ip },
    ...init,
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

const quote = (json: unknown, ip = '10.0.8.1') =>
  call('/api/delivery/quote', { ip }, { method: 'POST', json });

async function fill(who: TestCustomer & { ip: string }, lines: [ShopProduct, number][]) {
  for (const [product, quantity] of lines) {
    const added = await call(`/api/carts/${product.slug}/added`, who, { method: 'POST', json: { quantity } });
    expect(added.status).toBe(200);
  }
}

beforeAll(async () => {
  server = await startServer({ trustProxy: 1 });
  [wc, basin, mixer] = (await insertShop(server)).products as [ShopProduct, ShopProduct, ShopProduct];
  const db = server.app.db;
  // A WC 30 kg, a basin 12 kg, a mixer 1.5 kg.
  for (const [product, grams] of [
    [wc, 30_000],
    [basin, 12_000],
    [mixer, 1_500],
  ] as const) {
    await db.update(products).set({ weightGrams: grams }).where(eq(products.id, product.id));
  }
  const zone = async (values: typeof deliveryZones.$inferInsert, areas: [string, string][]) => {
    const [row] = await db.insert(deliveryZones).values(values).returning({ id: deliveryZones.id });
    if (!row) throw new Error('no zone');
    await db
      .insert(deliveryZoneAreas)
      .values(areas.map(([district, municipality]) => ({ zoneId: row.id, district, municipality })));
  };
  await zone(
    {
      name: 'Inside the Ring Road',
      nameNe: 'रिङरोडभित्र',
      baseCharge: 150,
      stepCharge: 40,
      freeAbove: 25_000,
      daysMin: 1,
      daysMax: 2,
    },
    [['Kathmandu', 'Kathmandu Metropolitan City']],
  );
  await zone(
    {
      name: 'Rest of the valley',
      baseCharge: 250,
      stepCharge: 60,
      freeAbove: 50_000,
      daysMin: 2,
      daysMax: 3,
    },
    [['Kathmandu', '']],
  );
  await zone(
    {
      name: 'Remote hill districts',
      baseCharge: 2_500,
      stepCharge: 900,
      freeAbove: null,
      daysMin: 10,
      daysMax: 15,
    },
    [['Jumla', '']],
  );
  await zone({ name: 'Not served', served: false }, [['Humla', '']]);
});
afterAll(async () => {
  await server.close();
});

describe('the delivery quote (public)', () => {
  it('charges by place and weight: a municipality of its own, its district, a remote district', async () => {
    // A basin and a mixer: 13.5 kg, Rs 12,150 of goods.
    const lines = [
      { slug: basin.slug, quantity: 1 },
      { slug: mixer.slug, quantity: 1 },
    ];
    const ring = await quote({ district: 'Kathmandu', municipality: 'Kathmandu Metropolitan City', lines });
    expect(ring.status).toBe(200);
    expect(ring.body).toMatchObject({
      served: true,
      zone: { name: 'Inside the Ring Road', name_ne: 'रिङरोडभित्र' },
      // Rs 150 for the first 10 kg, Rs 40 for the 3.5 kg begun beyond them.
      delivery_charge: 190,
      free_above: 25_000,
      weight_grams: 13_500,
      days_min: 1,
      days_max: 2,
      totals: { subtotal: 12_150, discount: 0, delivery_charge: 190, total_amount: 12_340 },
    });
    expect(String(ring.body.earliest) <= String(ring.body.latest)).toBe(true);
    const totals = ring.body.totals as { taxable_amount: number; vat_amount: number };
    expect(totals.taxable_amount + totals.vat_amount).toBeCloseTo(12_340, 2);

    const valley = await quote({ district: 'Kathmandu', municipality: 'Budhalikantha Municipality', lines });
    expect(valley.body).toMatchObject({ zone: { name: 'Rest of the valley' }, delivery_charge: 310 });

    const far = await quote({ district: 'Jumla', lines });
    expect(far.body).toMatchObject({
      zone: { name: 'Remote hill districts' },
      delivery_charge: 3_400,
      days_max: 15,
    });
  });

  it('is free from the zone threshold, and answers a place not served with the message', async () => {
    const free = await quote({
      district: 'Kathmandu',
      municipality: 'Kathmandu Metropolitan City',
      lines: [{ slug: wc.slug, quantity: 2 }],
    });
    expect(free.body).toMatchObject({ served: true, delivery_charge: 0, weight_grams: 60_000 });
    const none = await quote({ district: 'Humla', lines: [{ slug: wc.slug, quantity: 1 }] });
    expect(none.body).toEqual({
      result: 'success',
      served: false,
      zone: { name: 'Not served', name_ne: null },
      message: 'We do not deliver to this place yet. Choose another address, or call us.',
    });
    // A district in no zone is not served either; the quote needs no login but the application key.
    expect((await quote({ district: 'Nowhere', lines: [] })).body).toMatchObject({
      served: false,
      zone: null,
    });
    const keyless = await server.request('/api/delivery/quote', {
      method: 'POST',
      json: { district: 'Jumla', lines: [] },
    });
    expect(keyless.status).toBe(403);
  });
});

describe('checkout with delivery', () => {
  it('stores the charge on the order, prints it as an invoice line with its VAT, and mails it', async () => {
    const sita = await shopper();
    await fill(sita, [
      [basin, 1],
      [mixer, 1],
    ]);
    const placed = await call('/api/checkouts', sita, { method: 'POST', json: kathmandu });
    expect(placed.status).toBe(201);
    const seen = await call(`/api/customer/orders/${placed.body.slug}`, sita);
    expect(seen.body.order).toMatchObject({
      total_amount: 12_340,
      delivery_charge: 190,
      delivery_zone: 'Inside the Ring Road',
      // Its Nepali name too, kept with the order for the Nepali pages.
      delivery_zone_ne: 'रिङरोडभित्र',
    });
    expect((seen.body.order as { delivery_earliest: unknown }).delivery_earliest).toMatch(
      /^\d{4}-\d{2}-\d{2}$/,
    );
    const invoice = seen.body.invoice as {
      lines: { amount: number }[];
      taxable_amount: number;
      total_amount: number;
    };
    const delivery = invoice.lines.at(-1);
    expect(delivery).toMatchObject({
      kind: 'delivery',
      description: 'Delivery: Inside the Ring Road',
      quantity: 1,
    });
    // Rs 190 with VAT is Rs 168.14 + Rs 21.86.
    expect(delivery).toMatchObject({ amount: 168.14, vat: 21.86 });
    const lineSum = invoice.lines.reduce(
      (sum: number, line: { amount: number }) => sum + line.amount * 100,
      0,
    );
    expect(Math.round(lineSum)).toBe(Math.round(invoice.taxable_amount * 100));
    expect(invoice.total_amount).toBe(12_340);
    // The invoice mail goes to the order's address, the first order mailed there.
    const [mail] = await server.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, kathmandu.email))
      .orderBy(asc(outbox.id));
    expect(mail?.body).toContain('Delivery (Inside the Ring Road): Rs 190');
    expect(mail?.body).toContain('Expected delivery:');
  });

  it('charges Jumla its remote rate, and nothing above the threshold', async () => {
    const hari = await shopper();
    await fill(hari, [[wc, 1]]);
    const far = await call('/api/checkouts', hari, { method: 'POST', json: jumla });
    expect(far.status).toBe(201);
    const [row] = await server.app.db
      .select()
      .from(orders)
      .where(eq(orders.slug, String(far.body.slug)));
    // 30 kg: Rs 2,500 for the first 10 kg, Rs 900 for each of the two further 10 kg.
    expect(row).toMatchObject({
      deliveryCharge: 4_300,
      totalAmount: 24_500 + 4_300,
      deliveryZone: 'Remote hill districts',
    });

    await fill(hari, [[wc, 2]]);
    const ring = await call('/api/checkouts', hari, { method: 'POST', json: kathmandu });
    const [free] = await server.app.db
      .select()
      .from(orders)
      .where(eq(orders.slug, String(ring.body.slug)));
    expect(free).toMatchObject({ deliveryCharge: 0, totalAmount: 49_000 });
  });

  it('refuses a place not served with 422 beside the district, before any order or payment', async () => {
    const gita = await shopper();
    await fill(gita, [[mixer, 1]]);
    const refused = await call('/api/checkouts', gita, { method: 'POST', json: humla });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      result: 'error',
      message: { district: ['We do not deliver to this place yet. Choose another address, or call us.'] },
    });
    // An address without a district cannot be priced once the shop has zones.
    const { district: _, ward: __, ...freeText } = kathmandu;
    const unpriced = await call('/api/checkouts', gita, { method: 'POST', json: freeText });
    expect(unpriced.status).toBe(422);
    expect(unpriced.body.message).toEqual({
      district: ['Choose your district: delivery is charged by place.'],
    });
    // The cart is untouched: the line is still there to order to another address.
    const cart = await call('/api/carts', gita);
    expect(cart.body.totalCart).toBe(1);
  });
});
