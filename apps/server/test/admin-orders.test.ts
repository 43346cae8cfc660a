// Orders in the back office over HTTP on a real database: the list's filters, the workflow's rules (on the
// server, whoever calls), what the customer sees afterwards, the cancellation mail, the audit entries and
// the CSV export.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, orders, outbox } from '../src/db/schema.js';
import { createStaff, firstOwner, placeOrder, type StaffLogin } from './admin-helpers.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let owner: StaffLogin;
let clerk: StaffLogin;

beforeAll(async () => {
  server = await startServer({ trustProxy: 1 });
  owner = await firstOwner(server);
  clerk = await createStaff(server, owner, 'staff');
}, 60_000);
afterAll(async () => {
  await server.close();
});

type Init = Parameters<TestServer['request']>[1];
async function call(path: string, init: Init = {}) {
  const res = await server.request(path, { token: clerk.token, ...init });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}
const move = (id: number, json: Record<string, unknown>, token = clerk.token) =>
  call(`/api/admin/orders/${id}/status`, { method: 'POST', json, token });

describe('the workflow', () => {
  it('moves pending → confirmed → dispatched → delivered, and the customer sees each status', async () => {
    const order = await placeOrder(server, 'flow@example.com');
    const customerStatus = async () => {
      const res = await server.request(`/api/customer/orders/${order.slug}`, { token: order.token });
      const body = (await res.json()) as { order: { status: number; status_label: string } };
      return body.order.status_label;
    };
    const paymentStatus = async () => {
      const res = await server.request(`/api/customer/orders/${order.slug}`, { token: order.token });
      return ((await res.json()) as { order: { payment_status: string } }).order.payment_status;
    };
    expect(await customerStatus()).toBe('Pending');
    const steps: [string, string, string][] = [
      ['pending', 'confirmed', 'Processing'],
      ['confirmed', 'dispatched', 'Shipping'],
      ['dispatched', 'delivered', 'Delivered'],
    ];
    for (const [from, status, label] of steps) {
      const res = await move(order.id, { from, status });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.order).toMatchObject({ status });
      expect(await customerStatus()).toBe(label);
      // Cash on delivery is paid as the goods are handed over, not before.
      expect(await paymentStatus()).toBe(status === 'delivered' ? 'paid' : 'unpaid');
    }
    const detail = await call(`/api/admin/orders/${order.id}`);
    const got = detail.body.order as {
      events: { from: string; to: string; staff_email: string }[];
      next_statuses: string[];
    };
    expect(got.events.map((e) => `${e.from}>${e.to}`)).toEqual([
      'pending>confirmed',
      'confirmed>dispatched',
      'dispatched>delivered',
    ]);
    expect(got.events.every((e) => e.staff_email === clerk.email)).toBe(true);
    // Delivered is final.
    expect(got.next_statuses).toEqual([]);
    const after = await move(order.id, { from: 'delivered', status: 'cancelled', reason: 'Too late' });
    expect(after.status).toBe(409);
    expect(after.body.message).toBe('A delivered order cannot become cancelled.');
  });

  it('refuses a skipped step, and a move from a status the order has left (409, nothing changes)', async () => {
    const order = await placeOrder(server, 'skip@example.com');
    const skip = await move(order.id, { from: 'pending', status: 'delivered' });
    expect(skip).toEqual({
      status: 409,
      body: { result: 'error', message: 'A pending order cannot become delivered.' },
    });
    expect((await move(order.id, { from: 'pending', status: 'confirmed' })).status).toBe(200);
    // A second staff member still looking at it as pending.
    const stale = await move(
      order.id,
      { from: 'pending', status: 'cancelled', reason: 'Duplicate' },
      owner.token,
    );
    expect(stale.status).toBe(409);
    expect(stale.body.message).toMatch(/is confirmed now/);
    const [row] = await server.app.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe(1);
  });

  it('of two staff members moving one order at once, exactly one succeeds', async () => {
    const order = await placeOrder(server, 'race@example.com');
    const both = await Promise.all([
      move(order.id, { from: 'pending', status: 'confirmed' }),
      move(order.id, { from: 'pending', status: 'rejected', reason: 'Out of stock' }, owner.token),
    ]);
    expect(both.map((r) => r.status).sort()).toEqual([200, 409]);
    const detail = await call(`/api/admin/orders/${order.id}`);
    expect((detail.body.order as { events: unknown[] }).events).toHaveLength(1);
  });

  it('cancels with a reason only, mails the customer, and the customer sees Cancelled', async () => {
    const order = await placeOrder(server, 'cancel@example.com');
    const bare = await move(order.id, { from: 'pending', status: 'cancelled' });
    expect(bare.status).toBe(422);
    expect(bare.body.message).toEqual({ reason: ['Say why the order is cancelled: the customer is told.'] });
    const done = await move(order.id, {
      from: 'pending',
      status: 'cancelled',
      reason: 'The customer asked on the phone.',
    });
    expect(done.status).toBe(200);
    const events = (done.body.order as { events: { reason: string }[] }).events;
    expect(events.at(-1)?.reason).toBe('The customer asked on the phone.');
    const [mail] = await server.app.db.select().from(outbox).orderBy(desc(outbox.id)).limit(1);
    expect(mail?.to).toBe('cancel@example.com');
    expect(mail?.subject).toMatch(/cancel/i);
    const res = await server.request(`/api/customer/orders/${order.slug}`, { token: order.token });
    expect(((await res.json()) as { order: { status_label: string } }).order.status_label).toBe('Cancelled');
    // The audit log has the move with its reason.
    const [entry] = await server.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(order.id)))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'adminSetOrderStatus',
      entity: 'order',
      staffId: clerk.id,
      before: { status: 'pending' },
      after: { status: 'cancelled', reason: 'The customer asked on the phone.' },
    });
  });

  it('an unknown order answers 404', async () => {
    expect((await call('/api/admin/orders/999999')).status).toBe(404);
    expect((await move(999999, { from: 'pending', status: 'confirmed' })).status).toBe(404);
  });
});

describe('the list', () => {
  it('filters by status, Nepal day and customer (name, email, phone or number), newest first', async () => {
    const fresh = await startServer();
    try {
      const boss = await firstOwner(fresh);
      const list = async (query: string) => {
        const res = await fresh.request(`/api/admin/orders?${query}`, { token: boss.token });
        expect(res.status).toBe(200);
        return (await res.json()) as {
          orders: { id: number; number: string; status: string; lines: number; total_amount: number }[];
          total: number;
        };
      };
      // 18:30 UTC is 00:15 of the next day in Nepal (UTC+5:45): order a is the next day's there.
      const a = await placeOrder(fresh, 'asha@example.com', new Date('2026-11-01T18:30:00Z'));
      const b = await placeOrder(fresh, 'bikash@example.com', new Date('2026-11-01T18:00:00Z'));
      const c = await placeOrder(fresh, 'chandra@example.com', new Date('2026-11-03T06:00:00Z'));
      await fresh.request(`/api/admin/orders/${c.id}/status`, {
        method: 'POST',
        token: boss.token,
        json: { from: 'pending', status: 'confirmed' },
      });
      expect((await list('')).orders.map((o) => o.id)).toEqual([c.id, a.id, b.id]);
      expect((await list('')).orders[0]).toMatchObject({
        lines: 2,
        number: `SJ-${String(c.id).padStart(6, '0')}`,
      });
      expect((await list('status=confirmed')).orders.map((o) => o.id)).toEqual([c.id]);
      // Oldest first, by total either way; newest first is the default.
      expect((await list('sort=placed')).orders.map((o) => o.id)).toEqual([b.id, a.id, c.id]);
      expect((await list('sort=-placed')).orders.map((o) => o.id)).toEqual([c.id, a.id, b.id]);
      for (const sort of ['total', '-total']) {
        const totals = (await list(`sort=${sort}`)).orders.map((o) => o.total_amount);
        const sorted = [...totals].sort((x, y) => (sort === 'total' ? x - y : y - x));
        expect(totals, sort).toEqual(sorted);
      }

      expect((await list('from=2026-11-02&to=2026-11-02')).orders.map((o) => o.id)).toEqual([a.id]);
      expect((await list('to=2026-11-01')).orders.map((o) => o.id)).toEqual([b.id]);
      expect((await list('q=BIKASH')).orders.map((o) => o.id)).toEqual([b.id]);
      expect((await list(`q=SJ-${String(a.id).padStart(6, '0')}`)).orders.map((o) => o.id)).toEqual([a.id]);
      expect((await list('q=%25')).total).toBe(0);
      const bad = await fresh.request('/api/admin/orders?status=lost&from=yesterday', { token: boss.token });
      expect(bad.status).toBe(400);
      expect(
        Object.keys(((await bad.json()) as { message: Record<string, string[]> }).message).sort(),
      ).toEqual(['from', 'status']);
      expect((await fresh.request('/api/admin/orders?sort=status', { token: boss.token })).status).toBe(400);
    } finally {
      await fresh.close();
    }
  });
});

describe('the CSV export', () => {
  it('has a line per order line in the range, quoted, with no formula a spreadsheet would run', async () => {
    const order = await placeOrder(server, 'csv@example.com', new Date('2026-10-15T06:00:00Z'));
    await placeOrder(server, 'outside@example.com', new Date('2026-09-30T06:00:00Z'));
    const res = await server.request('/api/admin/orders/export?from=2026-10-01&to=2026-10-31', {
      token: clerk.token,
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="orders-2026-10-01-to-2026-10-31.csv"',
    );
    const text = await res.text();
    const lines = text.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'order,placed_at,status,customer,email,phone,company,state,city,street_address,payment,order_total,product,product_slug,quantity,unit_price,line_total',
    );
    const number = `SJ-${String(order.id).padStart(6, '0')}`;
    expect(lines.slice(1)).toEqual([
      `${number},2026-10-15T06:00:00.000Z,pending,Ram Thapa,csv@example.com,9841000000,,Bagmati,Kathmandu,Baneshwor,Cash on Delivery,2500,Wall hung WC,wc-1,1,2000,2000`,
      `${number},2026-10-15T06:00:00.000Z,pending,Ram Thapa,csv@example.com,9841000000,,Bagmati,Kathmandu,Baneshwor,Cash on Delivery,2500,"'=Tap, ""chrome""",tap-1,2,250,500`,
    ]);
  });

  it('refuses a reversed or too long range on its field', async () => {
    const reversed = await server.request('/api/admin/orders/export?from=2026-10-31&to=2026-10-01', {
      token: clerk.token,
    });
    expect(reversed.status).toBe(400);
    expect(await reversed.json()).toEqual({
      result: 'error',
      message: { to: ['The last day comes before the first.'] },
    });
    const long = await server.request('/api/admin/orders/export?from=2025-01-01&to=2026-10-01', {
      token: clerk.token,
    });
    expect(long.status).toBe(400);
  });
});
