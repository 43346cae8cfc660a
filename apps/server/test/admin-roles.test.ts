// Who may call what in the back office, enumerated from openapi/admin.yaml: every operation is tried without
// a token, with the storefront's application key, a partner's key and a customer's token (each refused with
// 401), and with a staff token of each role (its permission's roles get through, the others 403). Then an
// owner calls every operation successfully, and every change it made is in the audit log.
import { readFileSync } from 'node:fs';
import type { AdminPermission, AdminRole } from '@sajilo/api/admin';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { findContract, loadContract } from '../src/contract.js';
import {
  apiClients,
  auditLog,
  customers,
  deliveryZones,
  grievances,
  orderItems,
  orders,
  paymentAttempts,
  quoteLines,
  quotes,
  reviews,
  stockLocations,
} from '../src/db/schema.js';
import { callContentOperations } from './admin-content-coverage.js';
import {
  adminLogin,
  createStaff,
  customerToken,
  firstOwner,
  placeOrder,
  type StaffLogin,
} from './admin-helpers.js';
import { callDealerAdminOperations } from './dealer-coverage.js';
import { insertShop } from './fixtures/shop.js';
import { startServer, TEST_KEY, type TestServer } from './helpers.js';

/** The roles, written out here rather than read from the server: owner (everything, manages staff),
 * manager (catalogue, content, orders, inbox), staff (orders and inbox, reads the catalogue). */
const ROLES_WITH: Record<AdminPermission, readonly AdminRole[]> = {
  session: ['owner', 'manager', 'staff'],
  dashboard: ['owner', 'manager', 'staff'],
  orders: ['owner', 'manager', 'staff'],
  'staff.manage': ['owner'],
  'audit.read': ['owner'],
  'catalog.read': ['owner', 'manager', 'staff'],
  'catalog.write': ['owner', 'manager'],
  content: ['owner', 'manager'],
  plugins: ['owner'],
  inbox: ['owner', 'manager', 'staff'],
  subscribers: ['owner', 'manager'],
  partners: ['owner', 'manager'],
  stock: ['owner', 'manager', 'staff'],
  reviews: ['owner', 'manager'],
  dealers: ['owner', 'manager'],
  settings: ['owner'],
  promotions: ['owner', 'manager'],
  returns: ['owner', 'manager'],
  // Counter staff see returns and receive the goods back (docs/returns.md "Staff steps").
  'returns.receive': ['owner', 'manager', 'staff'],
  quotes: ['owner', 'manager', 'staff'],
};

const PARTNER_KEY = 'a-test-partner-key';
const PARTNER_ORIGIN = 'http://partner.example';

interface Listed {
  operationId: string;
  method: string;
  path: string;
  permission: string;
  json: boolean;
}

/** Every operation of the document as written (not the server's reading of it). */
function listed(): Listed[] {
  const document = parse(readFileSync(findContract('admin.yaml'), 'utf8')) as {
    paths: Record<string, Record<string, Record<string, unknown>>>;
  };
  const out: Listed[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const body = op.requestBody as { content?: Record<string, unknown> } | undefined;
      out.push({
        operationId: String(op.operationId),
        method: method.toUpperCase(),
        path,
        permission: String(op['x-permission']),
        json: Boolean(body?.content?.['application/json']),
      });
    }
  }
  // Logging out ends the token: last.
  return out.sort(
    (a, b) => Number(a.operationId === 'adminLogout') - Number(b.operationId === 'adminLogout'),
  );
}

const operations = listed();
/** A record that does not exist: an allowed caller gets 404 (or 400/422), never a change. */
const address = (path: string) => path.replace(/\{[^}]+\}/g, '2147483647');

let server: TestServer;
let logins: Record<AdminRole, StaffLogin>;
let customer: string;

beforeAll(async () => {
  server = await startServer();
  const owner = await firstOwner(server);
  logins = {
    owner,
    manager: await createStaff(server, owner, 'manager'),
    staff: await createStaff(server, owner, 'staff'),
  };
  customer = await customerToken(server);
  await server.app.clients.upsert({
    name: 'Test partner',
    kind: 'partner',
    key: PARTNER_KEY,
    allowedOrigins: [PARTNER_ORIGIN],
  });
}, 180_000);
afterAll(async () => {
  await server.close();
});

it('the document lists operations, each with a known permission, under /api/admin/, with ids of their own', () => {
  expect(operations.length).toBeGreaterThanOrEqual(9);
  const storefront = new Set(loadContract().operations.keys());
  for (const op of operations) {
    expect(op.path.startsWith('/api/admin/'), op.path).toBe(true);
    expect(storefront.has(op.operationId), `${op.operationId} is also a storefront operation`).toBe(false);
    expect(
      op.permission === 'public' || op.permission in ROLES_WITH,
      `${op.operationId}: x-permission ${op.permission}`,
    ).toBe(true);
  }
  // Only the login is open.
  expect(operations.filter((op) => op.permission === 'public').map((op) => op.operationId)).toEqual([
    'adminLogin',
  ]);
});

it('bounds every input as the storefront’s contract does: strings a maximum length or a closed set, integers what the database holds', () => {
  const loose: string[] = [];
  const visit = (node: unknown, at: string): void => {
    if (typeof node !== 'object' || node === null) return;
    const schema = node as Record<string, unknown>;
    const types = ([] as unknown[]).concat(schema.type);
    if (types.includes('string') && schema.maxLength === undefined && !schema.enum) loose.push(at);
    if (types.includes('integer') && !(typeof schema.maximum === 'number' && schema.maximum <= 2147483647)) {
      loose.push(at);
    }
    for (const [name, child] of Object.entries((schema.properties as Record<string, unknown>) ?? {})) {
      visit(child, `${at}.${name}`);
    }
    if (schema.items) visit(schema.items, `${at}[]`);
  };
  for (const op of loadContract('admin.yaml').operations.values()) {
    visit(op.schema.params, `${op.operationId} params`);
    visit(op.schema.querystring, `${op.operationId} query`);
    visit(op.bodySchema, `${op.operationId} body`);
  }
  expect(loose).toEqual([]);
});

describe.each(operations.filter((op) => op.permission !== 'public'))('$operationId', (op) => {
  const call = (headers: Record<string, string>, token?: string) =>
    server.request(address(op.path), {
      method: op.method,
      headers,
      ...(token ? { token } : {}),
      ...(op.json ? { json: {} } : {}),
    });

  it('is refused with 401 without a staff token: none, the application key, a partner key, a customer token', async () => {
    const attempts: [string, Record<string, string>, string | undefined][] = [
      ['no token', {}, undefined],
      ['the storefront key', { 'X-Api-Key': TEST_KEY }, undefined],
      ['a partner key', { 'X-Api-Key': PARTNER_KEY, Origin: PARTNER_ORIGIN }, undefined],
      ['a customer token', {}, customer],
      ['a customer token with the storefront key', { 'X-Api-Key': TEST_KEY }, customer],
      ['a made-up token', {}, 'not-a-real-token-0123456789abcdefghijklmnopq'],
    ];
    for (const [label, headers, token] of attempts) {
      const res = await call(headers, token);
      const body = (await res.json()) as { result: string; message: unknown };
      expect(res.status, `${op.operationId} with ${label}`).toBe(401);
      expect(body).toEqual({ result: 'error', message: 'Please log in to the back office.' });
      expect(res.headers.get('www-authenticate')).toMatch(/^Bearer/);
    }
  });

  it.each(['owner', 'manager', 'staff'] as const)(
    'as %s: allowed only to the roles of its permission',
    async (role) => {
      const allowed = ROLES_WITH[op.permission as AdminPermission].includes(role);
      const res = await call({}, logins[role].token);
      // A download (a CSV) answers with the file itself.
      const body = (
        res.headers.get('content-type')?.includes('json') ? await res.json() : { result: await res.text() }
      ) as { result: string; message?: unknown };
      if (allowed) {
        expect([401, 403], `${op.operationId} as ${role}: ${JSON.stringify(body)}`).not.toContain(res.status);
      } else {
        expect(res.status, `${op.operationId} as ${role}`).toBe(403);
        expect(body).toEqual({ result: 'error', message: `Your role (${role}) cannot do this.` });
      }
      expect(res.headers.get('cache-control')).toBe('no-store');
    },
  );
});

it('an owner calls every operation successfully, and each change is in the audit log with its operation', async () => {
  const fresh = await firstOwner(server, {
    name: 'Bina Owner',
    email: 'bina@example.com',
    password: 'bina owner passphrase',
  });
  const token = fresh.token;
  const ok = async (path: string, init: Parameters<TestServer['request']>[1] = {}) => {
    const res = await server.request(path, { token, ...init });
    const body = (await res.json()) as Record<string, unknown>;
    expect(res.status, `${init?.method ?? 'GET'} ${path}: ${JSON.stringify(body)}`).toBeLessThan(300);
    expect(body.result).toBe('success');
    return body;
  };
  await ok('/api/admin/me');
  await ok('/api/admin/dashboard');
  const order = await placeOrder(server, 'coverage@example.com');
  await ok('/api/admin/orders?status=pending&q=coverage');
  await ok(`/api/admin/orders/${order.id}`);
  await ok(`/api/admin/orders/${order.id}/status`, {
    method: 'POST',
    json: { from: 'pending', status: 'confirmed' },
  });
  // A collection ready at a showroom, handed over with its code (docs/delivery.md "Collection at a showroom").
  const collected = await placeOrder(server, 'collect-coverage@example.com');
  const [pickup] = await server.app.db.select({ id: stockLocations.id }).from(stockLocations).limit(1);
  await server.app.db
    .update(orders)
    .set({ fulfilment: 'collect', collectLocationId: pickup?.id ?? 0, status: 2, collectionCode: 'K7MX3R' })
    .where(eq(orders.id, collected.id));
  await ok('/api/admin/orders?fulfilment=collect');
  await ok(`/api/admin/orders/${collected.id}/hand-over`, { method: 'POST', json: { code: 'K7MX3R' } });
  const csv = await server.request('/api/admin/orders/export?from=2026-01-01&to=2026-12-31', { token });
  expect(csv.status).toBe(200);
  expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
  await ok('/api/admin/staff');
  const created = await ok('/api/admin/staff', {
    method: 'POST',
    json: {
      name: 'Chandra Staff',
      email: 'chandra@example.com',
      role: 'staff',
      password: 'chandra passphrase',
    },
  });
  const id = (created.staff as { id: number }).id;
  await ok(`/api/admin/staff/${id}`, { method: 'PUT', json: { role: 'manager' } });
  await ok('/api/admin/me/password', {
    method: 'POST',
    json: {
      current_password: 'bina owner passphrase',
      password: 'bina new owner passphrase',
      password_confirmation: 'bina new owner passphrase',
    },
  });
  // Content, plugins, inbox, subscribers and partner keys (docs/back-office.md).
  await callContentOperations(server, token);
  // The catalogue (docs/back-office.md "Catalogue"): a picture, a product and its taxonomy, bulk, CSV, then
  // everything deleted.
  const upload = (kind: string) =>
    sharp({ create: { width: 400, height: 400, channels: 3, background: '#3a6' } })
      .png()
      .toBuffer()
      .then((png) =>
        ok(`/api/admin/pictures?kind=${kind}`, {
          method: 'POST',
          headers: { 'Content-Type': 'image/png' },
          body: new Uint8Array(png),
        }),
      );
  const picture = ((await upload('product')).picture as { path: string }).path;
  const categoryPicture = ((await upload('category')).picture as { path: string }).path;
  const brandPicture = ((await upload('brand')).picture as { path: string }).path;
  const category = (
    await ok('/api/admin/categories', {
      method: 'POST',
      json: { title: 'Coverage Category', picture: { path: categoryPicture } },
    })
  ).category as { id: number };
  await ok('/api/admin/categories', { method: 'POST', json: { title: 'Coverage Second' } });
  await ok(`/api/admin/categories/${category.id}/move`, { method: 'POST', json: { direction: 'down' } });
  await ok(`/api/admin/categories/${category.id}`, { method: 'PUT', json: { title: 'Coverage Cat' } });
  await ok('/api/admin/categories');
  const brand = (
    await ok('/api/admin/brands', {
      method: 'POST',
      json: { title: 'Coverage Brand', picture: { path: brandPicture } },
    })
  ).brand as { id: number };
  await ok(`/api/admin/brands/${brand.id}`, { method: 'PUT', json: { title: 'Coverage Brand 2' } });
  await ok('/api/admin/brands');
  const colour = (
    await ok('/api/admin/colours', { method: 'POST', json: { name: 'Coverage', value: '#123456' } })
  ).colour as { id: number };
  await ok(`/api/admin/colours/${colour.id}`, {
    method: 'PUT',
    json: { name: 'Coverage 2', value: '#654321' },
  });
  await ok('/api/admin/colours');
  const size = (await ok('/api/admin/sizes', { method: 'POST', json: { name: 'cov', label: 'Coverage' } }))
    .size as { id: number };
  await ok(`/api/admin/sizes/${size.id}`, { method: 'PUT', json: { name: 'cov2', label: 'Coverage 2' } });
  await ok('/api/admin/sizes');
  const design = (
    await ok('/api/admin/designs', { method: 'POST', json: { title: 'Coverage look', title_ne: 'कभरेज' } })
  ).design as { id: number };
  await ok(`/api/admin/designs/${design.id}`, { method: 'PUT', json: { title: 'Coverage look 2' } });
  await ok('/api/admin/designs');
  const product = (
    await ok('/api/admin/products', {
      method: 'POST',
      json: {
        title: 'Coverage Product',
        product_code: 'COV-1',
        price: 100,
        category_id: category.id,
        brand_id: brand.id,
        color_id: colour.id,
        size_id: size.id,
        pictures: [{ path: picture }],
      },
    })
  ).product as { id: number };
  await ok(`/api/admin/products/${product.id}`, {
    method: 'PUT',
    json: { title: 'Coverage Product', product_code: 'COV-1', price: 120, published: true },
  });
  await ok(`/api/admin/products/${product.id}`);
  await ok('/api/admin/products?q=coverage&published=true');
  // Stock by lot and location (docs/back-office.md "Stock"): receive, move and correct a lot, then read it.
  const [warehouse, showroom] = (await ok('/api/admin/stock/locations')).locations as { id: number }[];
  const place =
    showroom ??
    (
      await server.app.db
        .insert(stockLocations)
        .values({ slug: 'coverage-showroom', title: 'Coverage showroom', kind: 'showroom', sortOrder: 9 })
        .returning({ id: stockLocations.id })
    )[0];
  if (!warehouse || !place) throw new Error('no locations');
  const received = await ok(`/api/admin/products/${product.id}/stock/receive`, {
    method: 'POST',
    json: { location_id: warehouse.id, code: 'COV-LOT', shade: 'S1', quantity: 12 },
  });
  const lot = (received.stock as { lots: { id: number }[] }).lots[0]?.id;
  await ok(`/api/admin/products/${product.id}/stock/transfer`, {
    method: 'POST',
    json: { lot_id: lot, from_location_id: warehouse.id, to_location_id: place.id, quantity: 2 },
  });
  await ok(`/api/admin/products/${product.id}/stock/adjust`, {
    method: 'POST',
    json: { lot_id: lot, location_id: place.id, reason: 'damaged', change: -1, note: 'Coverage' },
  });
  await ok(`/api/admin/products/${product.id}/stock`);
  await ok(`/api/admin/products/${product.id}/stock/movements`);
  await ok(`/api/admin/stock?location_id=${place.id}&low=true&q=coverage`);
  await ok('/api/admin/stock/low');
  // Delivery zones (docs/back-office.md "Delivery"): one made here, read and changed, one added and removed.
  const [zone] = await server.app.db.insert(deliveryZones).values({ name: 'Role test zone' }).returning();
  await ok('/api/admin/delivery-zones');
  const rates = {
    served: true,
    base_charge: 100,
    base_weight_grams: 10_000,
    step_weight_grams: 10_000,
    step_charge: 20,
    free_above: null,
    days_min: 1,
    days_max: 2,
  };
  await ok(`/api/admin/delivery-zones/${zone?.id}`, {
    method: 'PUT',
    json: { ...rates, name: 'Role test zone', areas: [{ district: 'Kaski', municipality: '' }] },
  });
  const added = await ok('/api/admin/delivery-zones', {
    method: 'POST',
    json: { ...rates, name: 'Role test zone 2', areas: [{ district: 'Syangja', municipality: '' }] },
  });
  await ok(`/api/admin/delivery-zones/${(added.zone as { id: number }).id}`, { method: 'DELETE' });
  // Promotions (docs/back-office.md "Promotions"): one made, changed, paused and listed.
  const promotion = (
    await ok('/api/admin/promotions', {
      method: 'POST',
      json: {
        name: 'Role test sale',
        kind: 'code',
        code: 'ROLETEST',
        type: 'percentage',
        value: 5,
        target: 'order',
        target_ids: [],
        min_subtotal: 0,
        starts_at: '2026-10-01T00:00:00Z',
        ends_at: null,
        usage_limit: null,
        per_customer_limit: null,
        exclusive: false,
        paused: false,
      },
    })
  ).promotion as { id: number; [field: string]: unknown };
  const { id: promotionId, status: _s, uses: _u, revenue: _r, created_at: _c, ...fields } = promotion;
  await ok(`/api/admin/promotions/${promotionId}`, { method: 'PUT', json: { ...fields, value: 7 } });
  await ok(`/api/admin/promotions/${promotionId}/paused`, { method: 'PUT', json: { paused: true } });
  await ok('/api/admin/promotions');
  await ok(`/api/admin/orders/${order.id}/pick-list`);
  await ok('/api/admin/products/bulk', { method: 'POST', json: { ids: [product.id], action: 'unpublish' } });
  const exported = await server.request('/api/admin/products/export', { token });
  expect(exported.status).toBe(200);
  await exported.text();
  await ok('/api/admin/products/import', {
    method: 'POST',
    headers: { 'Content-Type': 'text/csv' },
    body: 'product_code,title,price\nCOV-2,Coverage Import,50\n',
  });
  await ok('/api/admin/products/imports');
  await ok(`/api/admin/products/${product.id}`, { method: 'DELETE' });
  await ok(`/api/admin/colours/${colour.id}`, { method: 'DELETE' });
  await ok(`/api/admin/sizes/${size.id}`, { method: 'DELETE' });
  await ok(`/api/admin/brands/${brand.id}`, { method: 'DELETE' });
  await ok(`/api/admin/categories/${category.id}`, { method: 'DELETE' });
  // Reviews (docs/back-office.md "Reviews"): one written straight into the database, then moderated.
  const [reviewed] = (await insertShop(server)).products;
  const [shopper] = await server.app.db.select({ id: customers.id }).from(customers).limit(1);
  const [review] = await server.app.db
    .insert(reviews)
    .values({
      productId: reviewed?.id ?? 0,
      customerId: shopper?.id ?? 0,
      rating: 4,
      body: 'Good value for money.',
    })
    .returning({ id: reviews.id });
  await ok(`/api/admin/reviews?status=pending&rating=4&product=${reviewed?.id}&q=aqua`);
  await ok(`/api/admin/reviews/${review?.id}/approve`, { method: 'POST' });
  await ok(`/api/admin/reviews/${review?.id}/reply`, { method: 'PUT', json: { reply: 'Thank you!' } });
  await ok(`/api/admin/reviews/${review?.id}/reject`, { method: 'POST', json: { reason: 'Off topic.' } });
  // Dealers (docs/dealers.md): an application approved with a tier and credit, a payment, a partner key and a lead.
  const [partner] = await server.app.db
    .select({ id: apiClients.id })
    .from(apiClients)
    .where(eq(apiClients.kind, 'partner'));
  await callDealerAdminOperations(server, token, partner?.id ?? 0);
  // Grievances and the seller's facts (docs/back-office.md "Grievances", "Shop details").
  const [grievance] = await server.app.db
    .insert(grievances)
    .values({
      trackingNumber: 'GR-COVERAGE',
      name: 'Sita',
      phone: '9841000000',
      topic: 'order',
      details: 'The order is late.',
      dueAt: new Date(Date.now() + 86_400_000),
    })
    .returning({ id: grievances.id });
  await ok('/api/admin/grievances?status=open');
  await ok(`/api/admin/grievances/${grievance?.id}`);
  await ok(`/api/admin/grievances/${grievance?.id}`, {
    method: 'PATCH',
    json: { status: 'resolved', decision: 'Delivered the next day.' },
  });
  const { seller } = await ok('/api/admin/seller');
  await ok('/api/admin/seller', { method: 'PUT', json: { ...(seller as object), grievance_days: 10 } });
  // Returns and refunds (docs/returns.md): a delivered order's return through every step, a duplicate
  // payment refunded by hand, the rules read and saved.
  const sold = await placeOrder(server, 'returns-coverage@example.com');
  for (const [from, to] of [
    ['pending', 'confirmed'],
    ['confirmed', 'dispatched'],
    ['dispatched', 'delivered'],
  ]) {
    await ok(`/api/admin/orders/${sold.id}/status`, { method: 'POST', json: { from, status: to } });
  }
  const [line] = await server.app.db.select().from(orderItems).where(eq(orderItems.orderId, sold.id));
  const ask = new FormData();
  ask.set('kind', 'refund');
  ask.set('reason', 'damaged');
  ask.set('lines', JSON.stringify([{ item: line?.id, quantity: 1 }]));
  const damage = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#777' } })
    .png()
    .toBuffer();
  ask.set('photo_1', new Blob([damage], { type: 'image/png' }), 'damage.png');
  const asked = await server.request(`/api/customer/orders/${sold.slug}/returns`, {
    method: 'POST',
    token: sold.token,
    body: ask,
  });
  expect(asked.status).toBe(201);
  const returned = ((await asked.json()) as { return: { id: number } }).return.id;
  await ok('/api/admin/returns?status=requested');
  await ok(`/api/admin/returns/${returned}`);
  const photo = await server.request(`/api/admin/returns/${returned}/photos/1`, { token });
  expect(photo.status).toBe(200);
  expect(Buffer.from(await photo.arrayBuffer())).toEqual(damage);
  await ok(`/api/admin/returns/${returned}/decision`, { method: 'POST', json: { decision: 'approve' } });
  await ok(`/api/admin/returns/${returned}/pickup`, { method: 'POST', json: { pickup_on: '2026-12-01' } });
  await ok(`/api/admin/returns/${returned}/receive`, { method: 'POST', json: { location_id: warehouse.id } });
  await ok(`/api/admin/returns/${returned}/refund`, {
    method: 'POST',
    json: { method: 'cash', reference: 'Coverage receipt' },
  });
  const note = await server.request(`/api/admin/returns/${returned}/credit-note.pdf`, { token });
  expect(note.status).toBe(200);
  await note.arrayBuffer();
  const [dup] = await server.app.db
    .insert(paymentAttempts)
    .values({
      orderId: sold.id,
      method: 'esewa',
      ref: 'coverage-duplicate',
      amount: 100,
      status: 'duplicate',
      expiresAt: new Date(),
      settledAt: new Date(),
    })
    .returning({ id: paymentAttempts.id });
  await ok('/api/admin/refunds');
  await ok('/api/admin/refunds', {
    method: 'POST',
    json: { source: 'attempt', id: dup?.id, method: 'bank', reference: 'Coverage transfer' },
  });
  const rules = (await ok('/api/admin/settings/returns')).rules;
  await ok('/api/admin/settings/returns', { method: 'PUT', json: rules });
  // Quotes (docs/quotes.md "Who prices"): one asked straight into the database, then priced and written about.
  const [quote] = await server.app.db
    .insert(quotes)
    .values({
      slug: 'coverage-quote',
      customerId: shopper?.id ?? 0,
      projectName: 'Coverage',
      site: 'Tinkune',
    })
    .returning({ id: quotes.id });
  const [askedLine] = await server.app.db
    .insert(quoteLines)
    .values({ quoteId: quote?.id ?? 0, productId: reviewed?.id ?? 0, quantity: 2, askedPrice: 1000 })
    .returning({ id: quoteLines.id });
  await ok('/api/admin/quotes?status=requested');
  await ok(`/api/admin/quotes/${quote?.id}`);
  await ok(`/api/admin/quotes/${quote?.id}/revisions`, {
    method: 'POST',
    json: {
      revision_seen: 0,
      prices: [{ line_id: askedLine?.id, unit_price: 900 }],
      discount: 100,
      delivery_charge: 0,
      valid_until: '2099-12-31',
    },
  });
  await ok(`/api/admin/quotes/${quote?.id}/messages`, { method: 'POST', json: { body: 'Ready in a week.' } });
  await ok('/api/admin/audit');
  await ok('/api/admin/logout', { method: 'POST' });

  const answered = new Set([...server.seen].filter((s) => /:2\d\d$/.test(s)).map((s) => s.split(':')[0]));
  expect(operations.map((op) => op.operationId).filter((id) => !answered.has(id))).toEqual([]);

  // Every change (every operation that is not a read) left an entry naming its operation, by this owner.
  const mine = await server.app.db.select().from(auditLog).where(eq(auditLog.staffId, fresh.id));
  const actions = new Set(mine.map((entry) => entry.action));
  for (const op of operations.filter((o) => o.method !== 'GET')) {
    expect(actions.has(op.operationId), `no audit entry for ${op.operationId}`).toBe(true);
  }
  expect((await adminLogin(server, 'bina@example.com', 'bina new owner passphrase')).status).toBe(200);
}, 120_000);
