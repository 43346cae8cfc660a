// The back office's Delivery screen (docs/back-office.md "Delivery", docs/delivery.md "Zones and rates"):
// staff read the zones and replace one's rates, days and places; each change is audited.
import { DISTRICTS, LOCAL_LEVELS } from '@sajilo/nepal/addresses';
import { and, eq, ne, or } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { isUniqueViolation } from '../../db/errors.js';
import { deliveryZoneAreas, deliveryZones } from '../../db/schema.js';
import { invalid, notFound } from '../../errors.js';
import { audit } from '../../services/admin/audit.js';
import { listZones } from '../../services/delivery.js';

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

const routes: FastifyPluginAsync = async (app) => {
  app.adminOperation('adminListDeliveryZones', async () => ({
    result: 'success',
    zones: (await listZones(app.db)).map(toZone),
  }));

  app.adminOperation('adminUpdateDeliveryZone', async (request) => {
    const { id } = request.params;
    const input = request.body;
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
    if (input.days_max < input.days_min)
      problems.days_max = ['The most days cannot be fewer than the least.'];
    if (Object.keys(problems).length > 0) throw invalid(problems, 422);
    const zones = await app.db
      .transaction(async (tx) => {
        const [before] = await tx.select().from(deliveryZones).where(eq(deliveryZones.id, id)).for('update');
        if (!before) throw notFound('No such delivery zone.');
        const beforeAreas = await tx.select().from(deliveryZoneAreas).where(eq(deliveryZoneAreas.zoneId, id));
        // A place is in one zone at most: one of another zone is named, not moved silently.
        if (areas.length > 0) {
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
                ne(deliveryZoneAreas.zoneId, id),
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
        const values = {
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
          updatedAt: new Date(),
        };
        const [after] = await tx
          .update(deliveryZones)
          .set(values)
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
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw invalid({ name: ['Another zone has this name.'] }, 409);
        throw error;
      });
    const zone = zones.find((z) => z.id === id);
    if (!zone) throw notFound('No such delivery zone.');
    return { result: 'success', message: `${zone.name} is saved.`, zone: toZone(zone) };
  });
};

export default routes;
