// The back office's delivery zones over real HTTP (docs/back-office.md "Delivery"): staff read them; a
// manager changes a zone's rate, threshold, days and places, audited, and the storefront's quote follows at
// once; a place of another zone answers 409 and an unknown place 422; staff without catalogue writing 403.
// A zone is added with its places and rates (the quote charges it at once) and removed once no order on its
// way was priced in it; the last zone stays.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, deliveryZoneAreas, deliveryZones, orders } from '../src/db/schema.js';
import { createStaff, firstOwner, placeOrder, type StaffLogin } from './admin-helpers.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let owner: StaffLogin;
let ring: number;
let valley: number;

const zoneInput = {
  name: 'Inside the Ring Road',
  name_ne: 'रिङरोडभित्र',
  served: true,
  base_charge: 150,
  base_weight_grams: 10_000,
  step_weight_grams: 10_000,
  step_charge: 40,
  free_above: 25_000,
  days_min: 1,
  days_max: 2,
  areas: [{ district: 'Kathmandu', municipality: 'Kathmandu Metropolitan City' }],
};

const put = (token: string, id: number, json: unknown) =>
  server.request(`/api/admin/delivery-zones/${id}`, { method: 'PUT', token, json });

beforeAll(async () => {
  server = await startServer({ trustProxy: 1 });
  owner = await firstOwner(server);
  const db = server.app.db;
  const [a] = await db.insert(deliveryZones).values({ name: 'Inside the Ring Road' }).returning();
  const [b] = await db.insert(deliveryZones).values({ name: 'Rest of the valley', sortOrder: 1 }).returning();
  if (!a || !b) throw new Error('no zones');
  ring = a.id;
  valley = b.id;
  await db.insert(deliveryZoneAreas).values([
    { zoneId: ring, district: 'Kathmandu', municipality: 'Kathmandu Metropolitan City' },
    { zoneId: valley, district: 'Kathmandu', municipality: '' },
    { zoneId: valley, district: 'Bhaktapur', municipality: '' },
  ]);
});
afterAll(async () => {
  await server.close();
});

describe('delivery zones in the back office', () => {
  it('lists the zones with their places, for staff who read the catalogue', async () => {
    const staff = await createStaff(server, owner, 'staff');
    const res = await server.request('/api/admin/delivery-zones', { token: staff.token });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { zones: { name: string; areas: unknown[] }[] };
    expect(body.zones.map((z) => [z.name, z.areas.length])).toEqual([
      ['Inside the Ring Road', 1],
      ['Rest of the valley', 2],
    ]);
    // Staff do not write the catalogue: they cannot change a rate.
    expect((await put(staff.token, ring, zoneInput)).status).toBe(403);
  });

  it('changes a rate, the threshold, the days and the places, audited; the quote follows at once', async () => {
    const manager = await createStaff(server, owner, 'manager');
    const res = await put(manager.token, ring, {
      ...zoneInput,
      base_charge: 200,
      free_above: null,
      days_max: 3,
      areas: [...zoneInput.areas, { district: 'Lalitpur', municipality: 'Lalitpur Metropolitan City' }],
    });
    const body = (await res.json()) as { message: string; zone: Record<string, unknown> };
    expect(res.status, JSON.stringify(body)).toBe(200);
    expect(body.message).toBe('Inside the Ring Road is saved.');
    expect(body.zone).toMatchObject({
      base_charge: 200,
      free_above: null,
      days_max: 3,
      name_ne: 'रिङरोडभित्र',
    });
    expect(body.zone.areas).toEqual([
      { district: 'Kathmandu', municipality: 'Kathmandu Metropolitan City' },
      { district: 'Lalitpur', municipality: 'Lalitpur Metropolitan City' },
    ]);
    const [entry] = await server.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entity, 'delivery_zone'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'adminUpdateDeliveryZone',
      staffEmail: manager.email,
      entityId: String(ring),
    });
    expect(entry?.before).toMatchObject({ baseCharge: 0 });
    expect(entry?.after).toMatchObject({ baseCharge: 200 });
    const quote = await server.request('/api/delivery/quote', {
      method: 'POST',
      key: true,
      json: { district: 'Lalitpur', municipality: 'Lalitpur Metropolitan City', lines: [] },
    });
    expect(await quote.json()).toMatchObject({
      served: true,
      zone: { name: 'Inside the Ring Road' },
      delivery_charge: 200,
    });
  });

  it('refuses a place of another zone (409), an unknown place and days the wrong way round (422)', async () => {
    const taken = await put(owner.token, ring, {
      ...zoneInput,
      areas: [{ district: 'Bhaktapur', municipality: '' }],
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      result: 'error',
      message: { areas: ['Bhaktapur is in the zone "Rest of the valley": take it out there first.'] },
    });
    const unknown = await put(owner.token, ring, {
      ...zoneInput,
      days_min: 4,
      days_max: 2,
      areas: [
        { district: 'Atlantis', municipality: '' },
        { district: 'Kathmandu', municipality: 'Pokhara Metropolitan City' },
      ],
    });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({
      result: 'error',
      message: {
        areas: [
          'There is no district "Atlantis".',
          'There is no municipality "Pokhara Metropolitan City" in Kathmandu.',
        ],
        days_max: ['The most days cannot be fewer than the least.'],
      },
    });
    expect((await put(owner.token, 999_999, zoneInput)).status).toBe(404);
  });

  it('adds a zone with its places and rates, audited, and the quote charges it at once', async () => {
    const manager = await createStaff(server, owner, 'manager');
    const post = (json: unknown, token = manager.token) =>
      server.request('/api/admin/delivery-zones', { method: 'POST', token, json });
    const far = {
      name: 'Far west',
      name_ne: 'सुदूरपश्चिम',
      served: true,
      base_charge: 1_200,
      base_weight_grams: 20_000,
      step_weight_grams: 500_000,
      step_charge: 3_000,
      free_above: 300_000,
      days_min: 6,
      days_max: 9,
      areas: [
        { district: 'Kailali', municipality: '' },
        { district: ' Kanchanpur ', municipality: '' },
        { district: 'Kailali', municipality: '' },
      ],
    };
    const staff = await createStaff(server, owner, 'staff');
    expect((await post(far, staff.token)).status).toBe(403);
    const res = await post(far);
    const body = (await res.json()) as { message: string; zone: { id: number; areas: unknown[] } };
    expect(res.status, JSON.stringify(body)).toBe(201);
    expect(body.message).toBe('Far west is added.');
    expect(body.zone).toMatchObject({ name: 'Far west', name_ne: 'सुदूरपश्चिम', base_charge: 1_200 });
    expect(body.zone.areas).toEqual([
      { district: 'Kailali', municipality: '' },
      { district: 'Kanchanpur', municipality: '' },
    ]);
    const listed = (await (
      await server.request('/api/admin/delivery-zones', { token: manager.token })
    ).json()) as {
      zones: { name: string }[];
    };
    expect(listed.zones.at(-1)?.name).toBe('Far west');
    const [entry] = await server.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'adminCreateDeliveryZone'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ staffEmail: manager.email, entityId: String(body.zone.id) });
    // Nothing weighed yet: the charge for the first weight.
    const quote = await server.request('/api/delivery/quote', {
      method: 'POST',
      key: true,
      json: { district: 'Kanchanpur', lines: [] },
    });
    expect(await quote.json()).toMatchObject({
      served: true,
      zone: { name: 'Far west' },
      delivery_charge: 1_200,
    });

    // A name or a place another zone has, an unknown place: refused, nothing added.
    const twice = await post({ ...far, areas: [] });
    expect(twice.status).toBe(409);
    expect(await twice.json()).toEqual({
      result: 'error',
      message: { name: ['Another zone has this name.'] },
    });
    const taken = await post({
      ...far,
      name: 'Far west 2',
      areas: [{ district: 'Kailali', municipality: '' }],
    });
    expect(taken.status).toBe(409);
    expect(await taken.json()).toEqual({
      result: 'error',
      message: { areas: ['Kailali is in the zone "Far west": take it out there first.'] },
    });
    const unknown = await post({
      ...far,
      name: 'Nowhere',
      areas: [{ district: 'Atlantis', municipality: '' }],
    });
    expect(unknown.status).toBe(422);
    const blank = await post({ ...far, name: '' });
    expect(blank.status).toBe(400);
    expect(((await blank.json()) as { message: Record<string, unknown> }).message).toHaveProperty('name');
    const names = (await server.app.db.select({ name: deliveryZones.name }).from(deliveryZones)).map(
      (z) => z.name,
    );
    expect(names.filter((n) => n.startsWith('Far west') || n === 'Nowhere')).toEqual(['Far west']);
  });

  it('removes a zone no order on its way needs (its places are then not served), and never the last', async () => {
    const del = (id: number, token = owner.token) =>
      server.request(`/api/admin/delivery-zones/${id}`, { method: 'DELETE', token });
    const [zone] = await server.app.db
      .insert(deliveryZones)
      .values({ name: 'Eastern hills', sortOrder: 5 })
      .returning();
    if (!zone) throw new Error('no zone');
    await server.app.db
      .insert(deliveryZoneAreas)
      .values({ zoneId: zone.id, district: 'Ilam', municipality: '' });
    // An order priced in it and not delivered yet keeps it.
    const order = await placeOrder(server, 'eastern-hills@example.com');
    await server.app.db.update(orders).set({ deliveryZone: 'Eastern hills' }).where(eq(orders.id, order.id));
    const staff = await createStaff(server, owner, 'staff');
    expect((await del(zone.id, staff.token)).status).toBe(403);
    const needed = await del(zone.id);
    expect(needed.status).toBe(409);
    expect(await needed.json()).toEqual({
      result: 'error',
      message:
        'Eastern hills cannot be removed: 1 order is on the way in it. Remove it once they are delivered.',
    });
    // Delivered, it no longer needs the zone.
    await server.app.db.update(orders).set({ status: 3 }).where(eq(orders.id, order.id));
    const removed = await del(zone.id);
    expect(removed.status).toBe(200);
    expect(await removed.json()).toEqual({
      result: 'success',
      message: 'Eastern hills is removed; its places are not served until another zone takes them.',
    });
    const gone = await del(zone.id);
    expect(gone.status).toBe(404);
    expect(await gone.json()).toEqual({ result: 'error', message: 'No such delivery zone.' });
    expect(
      await server.app.db.select().from(deliveryZoneAreas).where(eq(deliveryZoneAreas.zoneId, zone.id)),
    ).toEqual([]);
    const quote = await server.request('/api/delivery/quote', {
      method: 'POST',
      key: true,
      json: { district: 'Ilam', lines: [] },
    });
    expect(await quote.json()).toMatchObject({ served: false });
    const [entry] = await server.app.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'adminDeleteDeliveryZone'))
      .orderBy(desc(auditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ entityId: String(zone.id), after: null });
    expect(entry?.before).toMatchObject({
      name: 'Eastern hills',
      areas: [{ district: 'Ilam', municipality: '' }],
    });

    // The last zone stays: a shop with no zones would deliver free everywhere.
    const rest = await server.app.db.select({ id: deliveryZones.id }).from(deliveryZones);
    for (const z of rest.slice(1)) expect((await del(z.id)).status).toBe(200);
    const last = await del(rest[0]?.id ?? 0);
    expect(last.status).toBe(409);
    expect(((await last.json()) as { message: string }).message).toMatch(/^The last zone cannot be removed/);
  });
});
