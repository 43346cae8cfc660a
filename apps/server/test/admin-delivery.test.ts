// The back office's delivery zones over real HTTP (docs/back-office.md "Delivery"): staff read them; a
// manager changes a zone's rate, threshold, days and places, audited, and the storefront's quote follows at
// once; a place of another zone answers 409 and an unknown place 422; staff without catalogue writing 403.
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, deliveryZoneAreas, deliveryZones } from '../src/db/schema.js';
import { createStaff, firstOwner, type StaffLogin } from './admin-helpers.js';
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
});
