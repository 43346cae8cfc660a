// The dealer operations called successfully once each, for the contract test (storefront) and the back
// office's roles test (admin, every change audited): docs/dealers.md.
import { desc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { dealerCompanies, outbox, priceTiers, products, submissions } from '../src/db/schema.js';
import { registerAndLogin } from './fixtures/shop.js';
import type { TestServer } from './helpers.js';

type Json = Record<string, unknown>;

async function ok(
  server: TestServer,
  path: string,
  init: Parameters<TestServer['request']>[1] = {},
): Promise<Json> {
  const res = await server.request(path, init);
  const body = (await res.json()) as Json;
  expect(res.status, `${init?.method ?? 'GET'} ${path}: ${JSON.stringify(body)}`).toBeLessThan(300);
  return body;
}

/** Every storefront dealer operation: apply, approved (straight in the database), invite, join, remove, prices, orders, quotes, statement, leads. */
export async function callDealerOperations(server: TestServer): Promise<void> {
  const owner = await registerAndLogin(server, { first_name: 'Dealer' });
  const buyer = await registerAndLogin(server, { first_name: 'Buyer' });
  const token = owner.token;
  await ok(server, '/api/customer/dealer', { token });
  const applied = await ok(server, '/api/customer/dealer/application', {
    method: 'POST',
    token,
    json: {
      company_name: 'Coverage Traders',
      vat_pan: '301234567',
      address: 'Butwal-8',
      contact_name: 'Dealer Thapa',
      contact_phone: '9857000000',
    },
  });
  const id = (applied.dealer as { company: { id: number } }).company.id;
  const [tier] = await server.app.db.insert(priceTiers).values({ name: 'Coverage tier' }).returning();
  await server.app.db
    .update(dealerCompanies)
    .set({ status: 'approved', tierId: tier?.id ?? null, creditLimit: 10_000, termsDays: 30 })
    .where(eq(dealerCompanies.id, id));
  await ok(server, '/api/customer/dealer/invites', { method: 'POST', token, json: { email: buyer.email } });
  const [mail] = await server.app.db
    .select({ body: outbox.body })
    .from(outbox)
    .where(eq(outbox.to, buyer.email))
    .orderBy(desc(outbox.id))
    .limit(1);
  const invite = decodeURIComponent(/\/dealer\/join\?token=(\S+)/.exec(mail?.body ?? '')?.[1] ?? '');
  await ok(server, '/api/customer/dealer/join', {
    method: 'POST',
    token: buyer.token,
    json: { token: invite },
  });
  const account = await ok(server, '/api/customer/dealer', { token });
  const members = (account.dealer as { members: { id: number; role: string }[] }).members;
  const buyerId = members.find((m) => m.role === 'buyer')?.id;
  await ok(server, `/api/customer/dealer/buyers/${buyerId}`, { method: 'DELETE', token });
  const [product] = await server.app.db.select({ slug: products.slug }).from(products).limit(1);
  await ok(server, '/api/customer/dealer/prices', {
    method: 'POST',
    token,
    json: { slugs: [product?.slug] },
  });
  await ok(server, '/api/customer/dealer/orders', { token });
  await ok(server, '/api/customer/dealer/quotes', { token });
  await ok(server, '/api/customer/dealer/statement', { token });
  await ok(server, '/api/customer/dealer/leads', { token });
}

/** Every back-office dealer operation, as the owner `token`: each change leaves its audit entry. */
export async function callDealerAdminOperations(
  server: TestServer,
  token: string,
  partnerId: number,
): Promise<void> {
  const customer = await registerAndLogin(server, { first_name: 'Applicant' });
  const applied = await ok(server, '/api/customer/dealer/application', {
    method: 'POST',
    token: customer.token,
    json: {
      company_name: 'Role Test Traders',
      vat_pan: '301234568',
      address: 'Pokhara-9',
      contact_name: 'Applicant Thapa',
      contact_phone: '9856000000',
    },
  });
  const id = (applied.dealer as { company: { id: number } }).company.id;
  const [product] = await server.app.db.select({ id: products.id }).from(products).limit(1);
  const tier = (
    await ok(server, '/api/admin/price-tiers', {
      method: 'POST',
      token,
      json: {
        name: 'Role test tier',
        rules: [{ scope: 'product', target_id: product?.id, percent_off: 10 }],
        breaks: [{ min_quantity: 10, percent_off: 5 }],
      },
    })
  ).tier as { id: number };
  await ok(server, `/api/admin/price-tiers/${tier.id}`, {
    method: 'PUT',
    token,
    json: { name: 'Role test tier', rules: [], breaks: [{ min_quantity: 20, percent_off: 6 }] },
  });
  await ok(server, '/api/admin/price-tiers', { token });
  const spare = (
    await ok(server, '/api/admin/price-tiers', {
      method: 'POST',
      token,
      json: { name: 'Role test spare tier', rules: [], breaks: [] },
    })
  ).tier as { id: number };
  await ok(server, `/api/admin/price-tiers/${spare.id}`, { method: 'DELETE', token });
  await ok(server, '/api/admin/dealers?status=pending', { token });
  await ok(server, `/api/admin/dealers/${id}`, {
    method: 'PUT',
    token,
    json: { status: 'approved', tier_id: tier.id, credit_limit: 50_000, terms_days: 30 },
  });
  await ok(server, `/api/admin/dealers/${id}`, { token });
  await ok(server, `/api/admin/dealers/${id}/payments`, {
    method: 'POST',
    token,
    json: { amount: 1000, paid_on: '2026-11-20', method: 'cash', reference: 'Receipt 1' },
  });
  await ok(server, `/api/admin/partners/${partnerId}/dealer`, {
    method: 'PUT',
    token,
    json: { dealer_id: id },
  });
  const [lead] = await server.app.db
    .insert(submissions)
    .values({
      kind: 'customer_enquiry',
      data: { name: 'Lead', email: 'lead@example.com' },
      dealerCompanyId: id,
    })
    .returning({ id: submissions.id });
  await ok(server, `/api/admin/dealer-leads?dealer_id=${id}`, { token });
  await ok(server, `/api/admin/dealer-leads/${lead?.id}`, {
    method: 'PUT',
    token,
    json: { dealer_id: null },
  });
}
