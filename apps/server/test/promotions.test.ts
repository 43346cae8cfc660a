// Promotions over real HTTP (docs/promotions.md): a code entered in the cart takes its discount off before
// VAT, a code that does not apply says why (each reason, in English and Nepali), an automatic promotion
// applies without one, the order, its invoice and its mail keep the discount, cancelling gives the use back,
// and 50 checkouts at once on a code limited to 10 use it exactly 10 times.
import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, promotionRedemptions, promotions } from '../src/db/schema.js';
import { insertShop, registerAndLogin, type ShopProduct, type TestCustomer } from './fixtures/shop.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let wc: ShopProduct;
let basin: ShopProduct;
let mixer: ShopProduct;
let ipCount = 0;
const shopper = () =>
  registerAndLogin(server, {
    headers: { 'X-Forwarded-For': `10.9.${Math.floor(++ipCount / 250)}.${ipCount % 250}` },
  });

const address = {
  name: 'Sita Rai',
  email: 'sita@example.com',
  phone_number: '9841000001',
  state: 'Bagmati',
  city: 'Kathmandu',
  street_address: 'Chabahil',
};
const DAY = 86_400_000;
type Json = Record<string, unknown>;

async function call(
  path: string,
  token: string,
  init: { method?: string; json?: unknown; headers?: Record<string, string> } = {},
) {
  const res = await server.request(path, { token, ...init });
  return { status: res.status, body: (await res.json()) as Json };
}
const add = (who: TestCustomer, product: ShopProduct, quantity: number) =>
  call(`/api/carts/${product.slug}/added`, who.token, { method: 'POST', json: { quantity } });
const enter = (who: TestCustomer, code: string, headers: Record<string, string> = {}) =>
  call('/api/carts/promotion-code', who.token, { method: 'POST', json: { code }, headers });
const checkout = (who: TestCustomer) => call('/api/checkouts', who.token, { method: 'POST', json: address });

let codes = 0;
/** A promotion straight in the database: a 10 % code on the whole order, running, unless told otherwise. */
async function promotion(over: Partial<typeof promotions.$inferInsert> = {}) {
  const code = over.kind === 'automatic' ? null : (over.code ?? `FEST${++codes}`);
  const [row] = await server.app.db
    .insert(promotions)
    .values({
      name: `Festival ${codes}`,
      kind: 'code',
      type: 'percentage',
      value: 10,
      startsAt: new Date(Date.now() - DAY),
      endsAt: new Date(Date.now() + DAY),
      ...over,
      code,
    })
    .returning();
  if (!row) throw new Error('promotion not stored');
  return row;
}
const problem = (body: Json) => ((body.message as Record<string, string[]>).code ?? [])[0];

beforeAll(async () => {
  server = await startServer({ trustProxy: 1 });
  [wc, basin, mixer] = (await insertShop(server)).products as [ShopProduct, ShopProduct, ShopProduct];
});
afterAll(async () => {
  await server.close();
});

describe('a code in the cart', () => {
  it('takes its discount off the goods, lists what it saved, and can be taken off again', async () => {
    const p = await promotion({ code: 'Dashain10' });
    const me = await shopper();
    await add(me, wc, 2); // 49,000
    const applied = await enter(me, 'dashain10');
    expect(applied.status).toBe(200);
    expect(applied.body).toMatchObject({
      message: 'The code dashain10 is applied.',
      subtotal: 49_000,
      discount: 4_900,
      totalAmount: 44_100,
      promotion_code: 'dashain10',
      promotions: [{ name: p.name, code: 'Dashain10', amount: 4_900, free_delivery: false }],
    });
    expect((await call('/api/carts', me.token)).body).toMatchObject({ discount: 4_900, totalAmount: 44_100 });
    const removed = await call('/api/carts/promotion-code', me.token, { method: 'DELETE' });
    expect(removed.body).toMatchObject({
      discount: 0,
      totalAmount: 49_000,
      promotion_code: null,
      promotions: [],
    });
  });

  it('says why a code does not apply, for each reason, and keeps the cart as it was', async () => {
    const me = await shopper();
    await add(me, basin, 1); // 8,900
    const reasons: [string, string][] = [];
    const tryCode = async (code: string) => {
      const res = await enter(me, code);
      expect(res.status).toBe(422);
      reasons.push([code, problem(res.body) ?? '']);
    };
    await tryCode('NOSUCHCODE');
    const later = await promotion({ startsAt: new Date(Date.now() + DAY), endsAt: null });
    await tryCode(later.code ?? '');
    const over = await promotion({
      startsAt: new Date(Date.now() - 2 * DAY),
      endsAt: new Date(Date.now() - DAY),
    });
    await tryCode(over.code ?? '');
    const paused = await promotion({ paused: true });
    await tryCode(paused.code ?? '');
    const big = await promotion({ minSubtotal: 10_000 });
    await tryCode(big.code ?? '');
    const other = await promotion({ target: 'products', targetIds: [wc.id] });
    await tryCode(other.code ?? '');
    const spent = await promotion({ usageLimit: 3, usedCount: 3 });
    await tryCode(spent.code ?? '');
    expect(reasons).toEqual([
      ['NOSUCHCODE', 'There is no code NOSUCHCODE: check how it is spelt.'],
      [
        later.code,
        expect.stringMatching(
          new RegExp(`^The code ${later.code} is not valid yet: it starts on \\d+ \\w+ \\d{4} BS\\.$`),
        ),
      ],
      [over.code, `The code ${over.code} has ended.`],
      [paused.code, `The code ${paused.code} is paused at the moment.`],
      [big.code, `The code ${big.code} needs a bigger order: add Rs 1,100 more.`],
      [other.code, `Nothing in your cart is part of the code ${other.code}.`],
      [spent.code, `The code ${spent.code} has been used as many times as it can be.`],
    ]);
    // In Nepali too, for the shopper reading the Nepali pages.
    const ne = await enter(me, big.code ?? '', { 'Accept-Language': 'ne' });
    expect(problem(ne.body)).not.toBe(reasons[4]?.[1]);
    expect(problem(ne.body)).toContain('रु. 1,100');
    expect(ne.body.result).toBe('error');
    // A code not started yet names its first day in Nepali on a Nepali page: "24 मंसिर 2083 वि.सं.", in the
    // server's Latin digits (docs/nepal.md "Languages"), never the English month.
    const soon = await enter(me, later.code ?? '', { 'Accept-Language': 'ne' });
    expect(problem(soon.body)).toMatch(/ \d{1,2} [\u0900-\u097F]+ \d{4} वि\.सं\./);
    expect(problem(soon.body)).not.toMatch(/BS|[A-Z][a-z]+ \d{4}/);
    // Nothing was kept: the cart has no code.
    expect((await call('/api/carts', me.token)).body).toMatchObject({ promotion_code: null, discount: 0 });
  });

  it('applies an automatic promotion without a code, and an exclusive one refuses to combine', async () => {
    const auto = await promotion({
      kind: 'automatic',
      type: 'fixed',
      value: 250,
      target: 'products',
      targetIds: [mixer.id],
    });
    const me = await shopper();
    await add(me, mixer, 2); // 6,500
    await add(me, basin, 1); // 8,900
    const cart = (await call('/api/carts', me.token)).body;
    expect(cart).toMatchObject({
      subtotal: 15_400,
      discount: 250,
      totalAmount: 15_150,
      promotions: [{ name: auto.name, code: null, amount: 250 }],
    });
    // A code on top: line promotions first, then the order's 10 % of what is left.
    const code = await promotion();
    expect((await enter(me, code.code ?? '')).body).toMatchObject({
      discount: 250 + 1_515,
      totalAmount: 13_635,
    });
    // An exclusive automatic promotion does not combine with a code.
    const alone = await promotion({
      kind: 'automatic',
      name: 'Mixer week',
      type: 'percentage',
      value: 20,
      target: 'products',
      targetIds: [mixer.id],
      exclusive: true,
    });
    const refused = await enter(me, code.code ?? '');
    expect(refused.status).toBe(422);
    expect(problem(refused.body)).toBe(`The code ${code.code} cannot be combined with Mixer week.`);
    await server.app.db
      .update(promotions)
      .set({ paused: true })
      .where(sql`${promotions.id} in (${auto.id}, ${alone.id})`);
  });
});

describe('an order with a code', () => {
  it('records its discount and promotions, prints it on the invoice and the mail, and gives the use back when cancelled', async () => {
    const p = await promotion({ perCustomerLimit: 1, usageLimit: 5 });
    const me = await shopper();
    await add(me, wc, 1); // 24,500
    await add(me, basin, 1); // 8,900
    expect((await enter(me, p.code ?? '')).status).toBe(200);
    const placed = await checkout(me);
    expect(placed.status).toBe(201);
    const slug = placed.body.slug as string;
    const order = await call(`/api/customer/orders/${slug}`, me.token);
    expect(order.body.order).toMatchObject({
      total_amount: 30_060,
      discount: 3_340,
      promotions: [{ name: p.name, code: p.code, amount: 3_340 }],
    });
    // The discount comes off before VAT: the lines are written as sold, less the discount, then VAT on the rest.
    const invoice = order.body.invoice as Json;
    expect(invoice.subtotal_amount).toBeCloseTo(33_400 / 1.13, 2);
    expect(invoice.discount_amount).toBeCloseTo(3_340 / 1.13, 1);
    expect(
      Math.round(((invoice.subtotal_amount as number) - (invoice.discount_amount as number)) * 100),
    ).toBe(Math.round((invoice.taxable_amount as number) * 100));
    expect(Math.round(((invoice.taxable_amount as number) + (invoice.vat_amount as number)) * 100)).toBe(
      3_006_000,
    );
    const pdf = await server.request(`/api/customer/orders/${slug}/invoice.pdf`, { token: me.token });
    expect(pdf.status).toBe(200);
    const [mail] = await server.app.db
      .select({ body: outbox.body })
      .from(outbox)
      .where(eq(outbox.to, address.email))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail?.body).toContain('Discount: - Rs 3,340');
    // The cart is empty and has no code; the code is used up for this customer.
    expect((await call('/api/carts', me.token)).body).toMatchObject({ promotion_code: null, products: [] });
    await add(me, basin, 1);
    const again = await enter(me, p.code ?? '');
    expect(problem(again.body)).toBe(`You have already used the code ${p.code}.`);
    const [used] = await server.app.db.select().from(promotions).where(eq(promotions.id, p.id));
    expect(used?.usedCount).toBe(1);
    // Cancelled: the use comes back.
    expect((await call(`/api/customer/orders/${slug}`, me.token, { method: 'POST' })).status).toBe(200);
    const [back] = await server.app.db.select().from(promotions).where(eq(promotions.id, p.id));
    expect(back?.usedCount).toBe(0);
    const [redemption] = await server.app.db
      .select()
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.promotionId, p.id));
    expect(redemption?.voidedAt).toBeInstanceOf(Date);
    expect((await enter(me, p.code ?? '')).status).toBe(200);
  });

  it('is refused at checkout, with why, when the code stopped applying after it was entered', async () => {
    const p = await promotion();
    const me = await shopper();
    await add(me, basin, 1);
    expect((await enter(me, p.code ?? '')).status).toBe(200);
    await server.app.db.update(promotions).set({ paused: true }).where(eq(promotions.id, p.id));
    const cart = (await call('/api/carts', me.token)).body;
    expect(cart.promotion_problem).toBe(`The code ${p.code} is paused at the moment.`);
    const refused = await checkout(me);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(`The code ${p.code} is paused at the moment.`);
  });
});

describe('many checkouts at once on a limited code', () => {
  it('use it exactly as many times as its limit: 50 shoppers, 10 uses', { timeout: 180_000 }, async () => {
    const p = await promotion({ usageLimit: 10 });
    const shoppers: TestCustomer[] = [];
    for (let i = 0; i < 50; i++) shoppers.push(await shopper());
    for (const one of shoppers) {
      expect((await add(one, mixer, 1)).status).toBe(200);
      expect((await enter(one, p.code ?? '')).status).toBe(200);
    }
    const answers = await Promise.all(shoppers.map((one) => checkout(one)));
    const placed = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 409);
    expect(placed).toHaveLength(10);
    expect(refused).toHaveLength(40);
    for (const r of refused)
      expect(r.body.message).toBe(`The code ${p.code} has been used as many times as it can be.`);
    const [row] = await server.app.db.select().from(promotions).where(eq(promotions.id, p.id));
    expect(row?.usedCount).toBe(10);
    const uses = await server.app.db
      .select()
      .from(promotionRedemptions)
      .where(eq(promotionRedemptions.promotionId, p.id));
    expect(uses).toHaveLength(10);
  });
});
