// Product reviews over HTTP (docs/customer.md §2.11, docs/back-office.md "Reviews"): who may write
// one, one per product and customer, plain text, photos and their limits, moderation with its audit, mail
// and the product's rating on the product and its listing card, helpful votes, 404s and permissions.
import { desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, customers, orderItems, orders, outbox, products } from '../src/db/schema.js';
import { createStaff, firstOwner, newIp, type StaffLogin } from './admin-helpers.js';
import { insertShop, registerAndLogin, type ShopProduct, type TestCustomer } from './fixtures/shop.js';
import { STOREFRONT_ORIGIN, startServer, type TestServer } from './helpers.js';

let server: TestServer;
let shop: ShopProduct[];
let owner: StaffLogin;
let staff: StaffLogin;

interface Shopper extends TestCustomer {
  ip: string;
  id: number;
}

/** A new customer, logged in from an address of their own (each has their own rate limits). */
async function shopper(firstName = 'Ram'): Promise<Shopper> {
  const ip = newIp();
  const customer = await registerAndLogin(server, {
    first_name: firstName,
    headers: { 'X-Forwarded-For': ip },
  });
  const [me] = await server.app.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, customer.email));
  return { ...customer, ip, id: me?.id ?? 0 };
}

/** An order of the product for the customer, in the given status (3: delivered). */
async function order(customer: Shopper, product: ShopProduct, status = 3): Promise<void> {
  const [row] = await server.app.db
    .insert(orders)
    .values({
      slug: `review-order-${Math.random().toString(36).slice(2, 10)}`,
      customerId: customer.id,
      status,
      name: 'Ram Thapa',
      email: customer.email,
      phoneNumber: '9841000000',
      state: 'Bagmati',
      city: 'Kathmandu',
      streetAddress: 'Baneshwor',
      totalAmount: product.price,
    })
    .returning({ id: orders.id });
  await server.app.db.insert(orderItems).values({
    orderId: row?.id ?? 0,
    productId: product.id,
    productSlug: product.slug,
    productName: product.title,
    image: { path: 'products/x', widths: [320], width: 320, height: 320, alt: 'x' },
    quantity: 1,
    amount: product.price,
    total: product.price,
  });
}

const png = (width: number, height = width) =>
  sharp({ create: { width, height, channels: 3, background: '#2a7' } })
    .png()
    .toBuffer();

interface ReviewFields {
  rating?: string;
  title?: string;
  body?: string;
  remove_photos?: string;
  photos?: [string, Buffer | Uint8Array, string][];
}

function submit(customer: Shopper, slug: string, fields: ReviewFields, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const name of ['rating', 'title', 'body', 'remove_photos'] as const) {
    const value = fields[name];
    if (value !== undefined) form.set(name, value);
  }
  for (const [field, content, name] of fields.photos ?? []) {
    form.append(field, new Blob([new Uint8Array(content)]), name);
  }
  return server.request(`/api/customer/reviews/${slug}`, {
    method: 'POST',
    token: customer.token,
    headers: { 'X-Forwarded-For': customer.ip, ...headers },
    body: form,
  });
}

// biome-ignore lint/suspicious/noExplicitAny: answers are checked against the contract by the test server; the test reads them loosely.
const json = async (res: Response) => (await res.json()) as Record<string, any>;

const publicList = async (slug: string, query = '') =>
  json(await server.request(`/api/products/${slug}/reviews${query}`, { key: true }));
const product = async (slug: string) =>
  (await json(await server.request(`/api/products/${slug}`, { key: true }))).product;

beforeAll(async () => {
  server = await startServer({ trustProxy: 1 });
  shop = (await insertShop(server)).products;
  owner = await firstOwner(server);
  staff = await createStaff(server, owner, 'staff');
}, 120_000);
afterAll(async () => {
  await server.close();
});

describe('who may review', () => {
  it('refuses a customer without a delivered order of the product, and accepts one with it', async () => {
    const [wc] = shop;
    if (!wc) throw new Error('no product');
    const ram = await shopper();
    const mine = async () =>
      json(
        await server.request(`/api/customer/reviews/${wc.slug}`, {
          token: ram.token,
          headers: { 'X-Forwarded-For': ram.ip },
        }),
      );
    expect(await mine()).toEqual({ result: 'success', can_review: false, review: null });
    const body = { rating: '4', body: 'A good toilet, easy to clean.' };
    const none = await submit(ram, wc.slug, body);
    expect(none.status).toBe(403);
    expect((await json(none)).message).toBe(
      'You can review a product once an order of it has been delivered to you.',
    );
    // An order on its way is not enough.
    await order(ram, wc, 2);
    expect((await submit(ram, wc.slug, body)).status).toBe(403);
    await order(ram, wc, 3);
    expect((await mine()).can_review).toBe(true);
    const created = await submit(ram, wc.slug, body);
    expect(created.status).toBe(201);
    const saved = await json(created);
    expect(saved.review).toMatchObject({ rating: 4, status: 'pending', author: 'Ram T.', reply: null });
    // Not shown until approved.
    expect((await publicList(wc.slug)).reviews).toEqual([]);
    expect((await mine()).review).toMatchObject({ id: saved.review.id, status: 'pending' });
    // Without a token: 401.
    expect((await server.request(`/api/customer/reviews/${wc.slug}`)).status).toBe(401);
  });

  it('answers 404 for a product that does not exist or is not published', async () => {
    const ram = await shopper();
    for (const slug of ['no-such-product']) {
      expect((await server.request(`/api/products/${slug}/reviews`, { key: true })).status).toBe(404);
      expect((await server.request(`/api/customer/reviews/${slug}`, { token: ram.token })).status).toBe(404);
      expect((await submit(ram, slug, { rating: '5', body: 'Lovely product indeed.' })).status).toBe(404);
    }
    const [, , mixer] = shop;
    if (!mixer) throw new Error('no product');
    await server.app.db.update(products).set({ published: false }).where(eq(products.id, mixer.id));
    expect((await server.request(`/api/products/${mixer.slug}/reviews`, { key: true })).status).toBe(404);
    await server.app.db.update(products).set({ published: true }).where(eq(products.id, mixer.id));
    expect(
      (await server.request('/api/reviews/2147483647/helpful', { method: 'POST', token: ram.token })).status,
    ).toBe(404);
  });
});

describe('text, photos and limits', () => {
  it('keeps the text as plain text: markup removed, characters kept, shown escaped by the client', async () => {
    const [, basin] = shop;
    if (!basin) throw new Error('no product');
    const sita = await shopper('Sita');
    await order(sita, basin);
    const res = await submit(sita, basin.slug, {
      rating: '5',
      title: '<b>Great</b> basin',
      body: '<script>alert("x")</script><img src=x onerror=alert(1)>Fits our 24" counter & looks <i>clean</i> — ५ तारा',
    });
    expect(res.status).toBe(201);
    const { review } = await json(res);
    expect(review.title).toBe('Great basin');
    expect(review.body).toBe('Fits our 24" counter & looks clean — ५ तारा');
    // Markup alone leaves too little text.
    const empty = await submit(sita, basin.slug, {
      rating: '5',
      body: '<p><b></b></p><script>long text here</script>',
    });
    expect(empty.status).toBe(400);
    expect((await json(empty)).message).toEqual({ body: ['Use at least 10 characters.'] });
    // Validation: the rating, the body's length.
    const bad = await submit(sita, basin.slug, { rating: '6', body: 'short' });
    expect(bad.status).toBe(400);
    expect(Object.keys((await json(bad)).message).sort()).toEqual(['body', 'rating']);
  });

  it('takes up to three photos, by their content, each at most 5 MB and at least 100 px', async () => {
    const [, , mixer] = shop;
    if (!mixer) throw new Error('no product');
    const hari = await shopper('Hari');
    await order(hari, mixer);
    const picture = await png(400);
    const text = { rating: '3', body: 'Works, but the handle is stiff.' };
    const res = await submit(hari, mixer.slug, {
      ...text,
      photos: [
        ['photo_1', picture, 'a.png'],
        ['photo_2', picture, 'b.png'],
        ['photo_3', picture, 'c.png'],
        ['photo_4', picture, 'd.png'],
      ],
    });
    expect(res.status).toBe(201);
    const { review } = await json(res);
    expect(review.photos).toHaveLength(3);
    const photo = await server.request(new URL(review.photos[0].url).pathname);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/webp');

    // A PDF named .png: refused by its content.
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const wrong = await submit(hari, mixer.slug, { ...text, photos: [['photo_1', pdf, 'photo.png']] });
    expect(wrong.status).toBe(415);
    expect((await json(wrong)).message).toEqual({ photo_1: ['The file must be a JPEG, PNG or WebP file.'] });
    // Too small to be a photo of anything.
    const tiny = await submit(hari, mixer.slug, { ...text, photos: [['photo_2', await png(40), 't.png']] });
    expect(tiny.status).toBe(422);
    expect((await json(tiny)).message).toEqual({
      photo_2: ['The picture must be at least 100 px wide and high.'],
    });
    // Over 5 MB.
    const big = Buffer.concat([picture, Buffer.alloc(5 * 1024 * 1024)]);
    const large = await submit(hari, mixer.slug, { ...text, photos: [['photo_3', big, 'big.png']] });
    expect(large.status).toBe(413);
    // None of those changed the review: it keeps its three photos; remove_photos drops them.
    const kept = await submit(hari, mixer.slug, text);
    expect(kept.status).toBe(200);
    expect((await json(kept)).review.photos).toHaveLength(3);
    const removed = await submit(hari, mixer.slug, { ...text, remove_photos: 'true' });
    expect((await json(removed)).review.photos).toHaveLength(0);
    // The files went with them.
    expect((await server.request(new URL(review.photos[0].url).pathname)).status).toBe(404);
  });

  it('limits reviews written an hour per customer', async () => {
    const [wc] = shop;
    if (!wc) throw new Error('no product');
    const busy = await shopper();
    await order(busy, wc);
    const text = { rating: '4', body: 'Changing my mind again and again.' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) statuses.push((await submit(busy, wc.slug, text)).status);
    expect(statuses.slice(0, 10).every((s) => s === 201 || s === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });
});

describe('moderation, rating and votes', () => {
  it('approve, reject with a mail in the reviewer’s language, reply; the rating on the product and its card', async () => {
    const [wc] = shop;
    if (!wc) throw new Error('no product');
    const a = await shopper('Anita');
    const b = await shopper('Bikash');
    await order(a, wc);
    await order(b, wc);
    const first = (
      await json(await submit(a, wc.slug, { rating: '5', body: 'Excellent flush, quiet seat.' }))
    ).review;
    const second = (
      await json(
        await submit(
          b,
          wc.slug,
          { rating: '2', body: 'सिट चाँडै बिग्रियो। राम्रो भएन।' },
          { 'Accept-Language': 'ne' },
        ),
      )
    ).review;

    const admin = (path: string, init: Parameters<TestServer['request']>[1] = {}) =>
      server.request(`/api/admin/reviews${path}`, { token: owner.token, ...init });
    // Pending first.
    const listed = await json(await admin('?status=pending'));
    expect(listed.pending).toBeGreaterThanOrEqual(2);
    expect(listed.reviews.every((r: { status: string }) => r.status === 'pending')).toBe(true);
    expect(listed.reviews.map((r: { id: number }) => r.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
    // Staff may not moderate.
    expect((await admin(`/${first.id}/approve`, { method: 'POST', token: staff.token })).status).toBe(403);

    const etag = (await server.request(`/api/products/${wc.slug}`, { key: true })).headers.get('etag');
    expect((await product(wc.slug)).rating).toBeUndefined();
    expect((await admin(`/${first.id}/approve`, { method: 'POST' })).status).toBe(200);
    expect((await admin(`/${second.id}/approve`, { method: 'POST' })).status).toBe(200);
    // The version moved: a new tag and the rating at once.
    expect((await server.request(`/api/products/${wc.slug}`, { key: true })).headers.get('etag')).not.toBe(
      etag,
    );
    expect((await product(wc.slug)).rating).toEqual({
      average: 3.5,
      count: 2,
      distribution: [
        { stars: 5, count: 1 },
        { stars: 4, count: 0 },
        { stars: 3, count: 0 },
        { stars: 2, count: 1 },
        { stars: 1, count: 0 },
      ],
    });
    const [category] = await server.app.db
      .select({ slug: categories.slug })
      .from(categories)
      .innerJoin(products, eq(products.categoryId, categories.id))
      .where(eq(products.id, wc.id));
    const listing = await json(await server.request(`/api/categories/${category?.slug}`, { key: true }));
    const card = listing.products.find((p: { slug: string }) => p.slug === wc.slug);
    expect(card.rating).toEqual({ average: 3.5, count: 2 });
    expect(
      listing.products.find((p: { slug: string; rating?: unknown }) => p.slug !== wc.slug && !p.rating),
    ).toBeDefined();

    // Helpful votes: one per customer; not one's own.
    const c = await shopper('Chandra');
    const vote = (who: Shopper, id: number) =>
      server.request(`/api/reviews/${id}/helpful`, {
        method: 'POST',
        token: who.token,
        headers: { 'X-Forwarded-For': who.ip },
      });
    expect(await json(await vote(c, second.id))).toMatchObject({ helpful_count: 1 });
    expect(await json(await vote(c, second.id))).toMatchObject({
      helpful_count: 1,
      message: 'You have already marked this review helpful.',
    });
    expect((await vote(b, second.id)).status).toBe(409);
    expect((await server.request(`/api/reviews/${second.id}/helpful`, { method: 'POST' })).status).toBe(401);
    const newest = (await publicList(wc.slug)).reviews.map((r: { id: number }) => r.id);
    const helpful = (await publicList(wc.slug, '?sort=helpful')).reviews.map((r: { id: number }) => r.id);
    expect(newest).toEqual([second.id, first.id]);
    expect(helpful).toEqual([second.id, first.id]);
    expect(await json(await vote(a, second.id))).toMatchObject({ helpful_count: 2 });
    expect(await json(await vote(b, first.id))).toMatchObject({ helpful_count: 1 });

    // The shop's reply, under the review.
    const replied = await admin(`/${first.id}/reply`, {
      method: 'PUT',
      json: { reply: 'Thank you, <b>Anita</b>!' },
    });
    expect((await json(replied)).review.reply).toBe('Thank you, Anita!');
    const shown = (await publicList(wc.slug)).reviews.find((r: { id: number }) => r.id === first.id);
    expect(shown.reply.body).toBe('Thank you, Anita!');
    expect(shown.author).toBe('Anita T.');

    // Rejected with a reason: out of the rating, mailed in Nepali (the review was written in Nepali).
    const rejected = await admin(`/${second.id}/reject`, {
      method: 'POST',
      json: { reason: 'It names another shop.' },
    });
    expect((await json(rejected)).review).toMatchObject({
      status: 'rejected',
      reject_reason: 'It names another shop.',
    });
    expect((await product(wc.slug)).rating).toMatchObject({ average: 5, count: 1 });
    const [mail] = await server.app.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, b.email))
      .orderBy(desc(outbox.id))
      .limit(1);
    expect(mail?.body).toContain('It names another shop.');
    expect(mail?.body).toContain(`/ne/products/${wc.slug}#reviews`);
    expect(mail?.subject).toMatch(/[\u0900-\u097F]/);
    expect(mail?.html).toContain('<html lang="ne">');
    expect(mail?.html).toContain(`<a href="${STOREFRONT_ORIGIN}/ne/products/${wc.slug}#reviews"`);
    const mine = await json(
      await server.request(`/api/customer/reviews/${wc.slug}`, {
        token: b.token,
        headers: { 'X-Forwarded-For': b.ip },
      }),
    );
    expect(mine.review).toMatchObject({ status: 'rejected', reject_reason: 'It names another shop.' });
    // A rejected review takes no votes.
    expect((await vote(c, second.id)).status).toBe(404);

    // Editing an approved review sends it back to moderation and out of the rating.
    const edited = await submit(a, wc.slug, { rating: '4', body: 'Still good after a month of use.' });
    expect(edited.status).toBe(200);
    expect((await json(edited)).review.status).toBe('pending');
    expect((await product(wc.slug)).rating).toBeUndefined();
    expect((await publicList(wc.slug)).reviews).toEqual([]);

    // Each change is audited.
    const entries = await server.app.db.select().from(auditLog).where(eq(auditLog.entity, 'review'));
    expect(new Set(entries.map((e) => e.action))).toEqual(
      new Set(['adminApproveReview', 'adminReplyReview', 'adminRejectReview']),
    );
    expect((await admin('/2147483647/approve', { method: 'POST' })).status).toBe(404);
    // Filters.
    const fives = await json(await admin(`?rating=5&product=${wc.id}`));
    expect(fives.reviews.every((r: { rating: number }) => r.rating === 5)).toBe(true);
  });
});
