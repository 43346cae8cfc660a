// The back office's Delivery screen (docs/back-office.md "Delivery", docs/delivery.md "Zones and rates"):
// staff read the zones, add one, replace one's rates, days and places, and remove one no order needs; each
// change is audited.
import type { AdminComponents } from '@sajilo/api/admin';
import { DISTRICTS, LOCAL_LEVELS } from '@sajilo/nepal/addresses';
import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { deliveryZoneAreas, deliveryZones, orders } from '../../db/schema.js';
import { HttpError, invalid, notFound } from '../../errors.js';
import { audit } from '../../services/admin/audit.js';
import { listZones } from '../../services/delivery.js';
import { ORDER_STATUS } from '../../services/orders.js';

type Zone = Awaited<ReturnType<typeof listZones>>[number];

function toZone(zone: Zone) {
  return {
    id: zone.id,
    name: zone.name,
    name_ne: zone.nameNe,
    served: zone.served,
    base_charge: zone.baseCharge,
    base_weight_grams: zone.baseWeightGrams,
    step_weight_grams: zone.stepWeightGrams,
    step_charge: zone.stepCharge,
    free_above: zone.freeAbove,
    days_min: zone.daysMin,
    days_max: zone.daysMax,
    areas: zone.areas,
  };
}

/** A place as the address data names it, or why not (a district of Nepal; a municipality of that district). */
function placeProblem(place: { district: string; municipality: string }): string | undefined {
  const district = DISTRICTS.find((d) => d.name === place.district);
  if (!district) return `There is no district "${place.district}".`;
  if (place.municipality === '') return undefined;
  const level = LOCAL_LEVELS.find((l) => l.district === district.id && l.name === place.municipality);
  return level ? undefined : `There is no municipality "${place.municipality}" in ${place.district}.`;
}

type ZoneInput = AdminComponents['schemas']['DeliveryZoneInput'];
type Place = { district: string; municipality: string };

/** The zone's places, each once, or 422 with what is wrong: an unknown place, days the wrong way round. */
function checked(input: ZoneInput): Place[] {
  const areas = [
    ...new Map(
      input.areas.map((a) => {
        const place = { district: a.district.trim(), municipality: a.municipality.trim() };
        return [`${place.district}/${place.municipality}`, place];
      }),
    ).values(),
  ];
  const problems: Record<string, string[]> = {};
  const wrong = areas.map(placeProblem).filter((p): p is string => p !== undefined);
  if (wrong.length > 0) problems.areas = wrong;
  if (input.days_max < input.days_min) problems.days_max = ['The most days cannot be fewer than the least.'];
  if (Object.keys(problems).length > 0) throw invalid(problems, 422);
  return areas;
}

/** The zone's own columns from the form, trimmed. */
function columns(input: ZoneInput) {
  return {
    name: input.name.trim(),
    nameNe: input.name_ne?.trim() || null,
    served: input.served,
    baseCharge: input.base_charge,
    baseWeightGrams: input.base_weight_grams,
    stepWeightGrams: input.step_weight_grams,
    stepCharge: input.step_charge,
    freeAbove: input.free_above ?? null,
    daysMin: input.days_min,
    daysMax: input.days_max,
  };
}

/** A place is in one zone at most: one of another zone is named (409), not moved silently. */
async function refuseTaken(tx: Database, areas: Place[], own: number | null): Promise<void> {
  if (areas.length === 0) return;
  const taken = await tx
    .select({
      district: deliveryZoneAreas.district,
      municipality: deliveryZoneAreas.municipality,
      zone: deliveryZones.name,
    })
    .from(deliveryZoneAreas)
    .innerJoin(deliveryZones, eq(deliveryZones.id, deliveryZoneAreas.zoneId))
    .where(
      and(
        own === null ? undefined : ne(deliveryZoneAreas.zoneId, own),
        or(
          ...areas.map((a) =>
            and(
              eq(deliveryZoneAreas.district, a.district),
              eq(deliveryZoneAreas.municipality, a.municipality),
            ),
          ),
        ),
      ),
    );
  if (taken.length > 0) {
    throw invalid(
      {
        areas: taken.map(
          (t) =>
            `${t.municipality ? `${t.municipality}, ` : ''}${t.district} is in the zone "${t.zone}": take it out there first.`,
        ),
      },
      409,
    );
  }
}

function nameTaken(error: unknown): never {
  if (isUniqueViolation(error)) throw invalid({ name: ['Another zone has this name.'] }, 409);
  throw error;
}

const routes: FastifyPluginAsync = async (app) => {
  app.adminOperation('adminListDeliveryZones', async () => ({
    result: 'success',
    zones: (await listZones(app.db)).map(toZone),
  }));

  app.adminOperation('adminCreateDeliveryZone', async (request, reply) => {
    const areas = checked(request.body);
    const id = await app.db
      .transaction(async (tx) => {
        // Two staff saving at once: the second sees the first's places (a 409 naming the zone), never a
        // bare unique violation of a place.
        await tx.execute(sql`LOCK TABLE delivery_zone_areas IN SHARE ROW EXCLUSIVE MODE`);
        await refuseTaken(tx, areas, null);
        const [last] = await tx
          .select({ order: sql<number>`coalesce(max(${deliveryZones.sortOrder}), 0)::int` })
          .from(deliveryZones);
        const [made] = await tx
          .insert(deliveryZones)
          .values({ ...columns(request.body), sortOrder: Math.min((last?.order ?? 0) + 1, 32_767) })
          .returning();
        if (!made) throw new Error('zone not stored');
        if (areas.length > 0)
          await tx.insert(deliveryZoneAreas).values(areas.map((a) => ({ zoneId: made.id, ...a })));
        const { updatedAt: _at, ...is } = made;
        await audit(tx, request, {
          entity: 'delivery_zone',
          entityId: made.id,
          before: null,
          after: { ...is, areas },
        });
        return made.id;
      })
      .catch(nameTaken);
    const zone = (await listZones(app.db)).find((z) => z.id === id);
    if (!zone) throw notFound('No such delivery zone.');
    reply.code(201);
    return { result: 'success', message: `${zone.name} is added.`, zone: toZone(zone) };
  });

  app.adminOperation('adminUpdateDeliveryZone', async (request) => {
    const { id } = request.params;
    const input = request.body;
    const areas = checked(input);
    const zones = await app.db
      .transaction(async (tx) => {
        await tx.execute(sql`LOCK TABLE delivery_zone_areas IN SHARE ROW EXCLUSIVE MODE`);
        const [before] = await tx.select().from(deliveryZones).where(eq(deliveryZones.id, id)).for('update');
        if (!before) throw notFound('No such delivery zone.');
        const beforeAreas = await tx.select().from(deliveryZoneAreas).where(eq(deliveryZoneAreas.zoneId, id));
        await refuseTaken(tx, areas, id);
        const [after] = await tx
          .update(deliveryZones)
          .set({ ...columns(input), updatedAt: new Date() })
          .where(eq(deliveryZones.id, id))
          .returning();
        await tx.delete(deliveryZoneAreas).where(eq(deliveryZoneAreas.zoneId, id));
        if (areas.length > 0)
          await tx.insert(deliveryZoneAreas).values(areas.map((a) => ({ zoneId: id, ...a })));
        const { updatedAt: _before, ...was } = before;
        const { updatedAt: _after, ...is } = after ?? before;
        await audit(tx, request, {
          entity: 'delivery_zone',
          entityId: id,
          before: {
            ...was,
            areas: beforeAreas.map((a) => ({ district: a.district, municipality: a.municipality })),
          },
          after: { ...is, areas },
        });
        return listZones(tx);
      })
      .catch(nameTaken);
    const zone = zones.find((z) => z.id === id);
    if (!zone) throw notFound('No such delivery zone.');
    return { result: 'success', message: `${zone.name} is saved.`, zone: toZone(zone) };
  });

  app.adminOperation('adminDeleteDeliveryZone', async (request) => {
    const { id } = request.params;
    const name = await app.db.transaction(async (tx) => {
      // Every zone locked: two removals at once cannot leave the shop with none between them.
      const all = await tx.select().from(deliveryZones).orderBy(asc(deliveryZones.id)).for('update');
      const zone = all.find((z) => z.id === id);
      if (!zone) throw notFound('No such delivery zone.');
      if (all.length === 1) {
        throw new HttpError(
          409,
          'The last zone cannot be removed: a shop with no zones delivers free everywhere. Change it instead.',
        );
      }
      // An order on its way was priced and promised in this zone (docs/delivery.md "The quote and the
      // checkout"): staff finish it before the zone's places stop being served.
      const [open] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(orders)
        .where(
          and(
            eq(orders.deliveryZone, zone.name),
            eq(orders.fulfilment, 'delivery'),
            inArray(orders.status, [ORDER_STATUS.pending, ORDER_STATUS.processing, ORDER_STATUS.shipping]),
          ),
        );
      if ((open?.count ?? 0) > 0) {
        throw new HttpError(
          409,
          `${zone.name} cannot be removed: ${open?.count} order${open?.count === 1 ? ' is' : 's are'} on the way in it. Remove it once they are delivered.`,
        );
      }
      const areas = await tx.select().from(deliveryZoneAreas).where(eq(deliveryZoneAreas.zoneId, id));
      await tx.delete(deliveryZones).where(eq(deliveryZones.id, id));
      const { updatedAt: _at, ...was } = zone;
      await audit(tx, request, {
        entity: 'delivery_zone',
        entityId: id,
        before: { ...was, areas: areas.map((a) => ({ district: a.district, municipality: a.municipality })) },
        after: null,
      });
      return zone.name;
    });
    return {
      result: 'success',
      message: `${name} is removed; its places are not served until another zone takes them.`,
    };
  });
};

export default routes;
