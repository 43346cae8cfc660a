// What the back office's tests share: staff accounts made on a test server, logged in over HTTP.
import type { AdminRole } from '@sajilo/api/admin';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { customers, orderItems, orders } from '../src/db/schema.js';
import { insertStaff } from '../src/services/admin/accounts.js';
import { confirmByMail } from './fixtures/shop.js';
import type { TestServer } from './helpers.js';

export const OWNER = { name: 'Asha Owner', email: 'owner@example.com', password: 'the owner passphrase 1' };

export interface StaffLogin {
  id: number;
  email: string;
  password: string;
  role: AdminRole;
  token: string;
}

let ipCount = 0;
/**
 * A client address of its own for each login, so the per-IP login limits (20 a minute) do not trip a test
 * that logs in often; it counts only on a server with `trustProxy: 1` (elsewhere all come from 127.0.0.1).
 */
export const newIp = () => `10.1.${Math.floor(++ipCount / 250)}.${ipCount % 250}`;

export async function adminLogin(
  server: TestServer,
  email: string,
  password: string,
  ip = newIp(),
): Promise<{ status: number; body: Record<string, unknown> }> {
  const res = await server.request('/api/admin/login', {
    method: 'POST',
    headers: { 'X-Forwarded-For': ip },
    json: { email, password },
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

/** The first owner, as `admin:create-owner` makes it (straight into the database), logged in. */
export async function firstOwner(server: TestServer, owner = OWNER): Promise<StaffLogin> {
  const row = await insertStaff(server.app.db, { ...owner, role: 'owner' });
  const { status, body } = await adminLogin(server, owner.email, owner.password);
  expect(status).toBe(200);
  return {
    id: row.id,
    email: owner.email,
    password: owner.password,
    role: 'owner',
    token: String(body.token),
  };
}

/** An account made by an owner through adminCreateStaff, logged in. */
export async function createStaff(
  server: TestServer,
  owner: StaffLogin,
  role: AdminRole,
  email = `${role}-${Math.random().toString(36).slice(2, 8)}@example.com`,
): Promise<StaffLogin> {
  const password = `a ${role} passphrase for tests`;
  const res = await server.request('/api/admin/staff', {
    method: 'POST',
    token: owner.token,
    json: { name: `Test ${role}`, email, role, password },
  });
  const body = (await res.json()) as { staff: { id: number } };
  expect(res.status, JSON.stringify(body)).toBe(201);
  const login = await adminLogin(server, email, password);
  expect(login.status).toBe(200);
  return { id: body.staff.id, email, password, role, token: String(login.body.token) };
}

/** A registered, logged-in customer's token. */
export async function customerToken(server: TestServer, email = 'shopper@example.com'): Promise<string> {
  const password = 'a shopper passphrase';
  const register = await server.request('/api/customer/register', {
    method: 'POST',
    json: {
      first_name: 'Ram',
      last_name: 'Thapa',
      phone_number: '9841000000',
      email,
      password,
      password_confirmation: password,
    },
  });
  expect(register.status).toBe(202);
  await confirmByMail(server, email);
  const login = await server.request('/api/customer/login', { method: 'POST', json: { email, password } });
  expect(login.status).toBe(200);
  return String(((await login.json()) as { token: string }).token);
}

let orderCount = 0;
/**
 * A pending order of a new customer (registered over HTTP), written straight into the database as checkout
 * leaves one: two lines, placed `placedAt`. The customer's token comes with it, to look from their side.
 */
export async function placeOrder(
  server: TestServer,
  email: string,
  placedAt = new Date(),
): Promise<{ id: number; slug: string; token: string }> {
  const token = await customerToken(server, email);
  const [customer] = await server.app.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.email, email));
  const slug = `test-order-${++orderCount}-${Math.random().toString(36).slice(2, 8)}`;
  const [order] = await server.app.db
    .insert(orders)
    .values({
      slug,
      customerId: customer?.id ?? 0,
      name: 'Ram Thapa',
      email,
      phoneNumber: '9841000000',
      state: 'Bagmati',
      city: 'Kathmandu',
      streetAddress: 'Baneshwor',
      totalAmount: 2500,
      createdAt: placedAt,
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order not stored');
  const image = { path: 'products/x', widths: [320], width: 320, height: 320, alt: 'x' };
  await server.app.db.insert(orderItems).values([
    {
      orderId: order.id,
      productSlug: 'wc-1',
      productName: 'Wall hung WC',
      image,
      quantity: 1,
      amount: 2000,
      total: 2000,
    },
    {
      orderId: order.id,
      productSlug: 'tap-1',
      productName: '=Tap, "chrome"',
      image,
      quantity: 2,
      amount: 250,
      total: 500,
    },
  ]);
  return { id: order.id, slug, token };
}
