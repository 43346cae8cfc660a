// Delivery charged by place and weight (docs/delivery.md): the address's district (or its municipality, which
// wins) falls in a zone; the zone charges a base for the first weight and a step for each further weight
// begun, nothing when the goods reach its threshold, and promises a number of working days. An address in
// no zone, or in a zone not served, is refused before payment.
import { nepalDay } from '@sajilo/nepal';
import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { deliveryZoneAreas, deliveryZones, type FULFILMENTS, products } from '../db/schema.js';
import { invalid } from '../errors.js';
import { SAMPLE_WEIGHT_GRAMS } from './samples.js';

type ZoneRow = typeof deliveryZones.$inferSelect;

/**
 * How the order reaches the shopper: delivered to the address, or collected at a showroom (free, no address
 * needed; services/collection.ts), for which `quoteDelivery` answers a charge of 0.
 */
export type Fulfilment = (typeof FULFILMENTS)[number];

export interface Place {
  district: string;
  /** The municipality or rural municipality, as the address pickers name it; '' or absent: the district's. */
  municipality?: string | null;
}

export type DeliveryQuote =
  | {
      served: true;
      /** null when the shop has no zones at all: delivery is free everywhere, as before zones existed. */
      zone: { id: number; name: string; nameNe: string | null } | null;
      /** Whole rupees, VAT included. */
      charge: number;
      /** What the goods must reach to travel free; null: never free in this zone. */
      freeAbove: number | null;
      weightGrams: number;
      daysMin: number;
      daysMax: number;
      /** Nepal's calendar dates (YYYY-MM-DD) the delivery is expected between; null without zones. */
      earliest: string | null;
      latest: string | null;
    }
  | { served: false; zone: { id: number; name: string; nameNe: string | null } | null };

/** The zone's charge for goods of `goods` rupees weighing `weightGrams`. */
export function zoneCharge(
  zone: Pick<ZoneRow, 'baseCharge' | 'baseWeightGrams' | 'stepWeightGrams' | 'stepCharge' | 'freeAbove'>,
  weightGrams: number,
  goods: number,
): number {
  if (zone.freeAbove !== null && goods >= zone.freeAbove) return 0;
  const beyond = Math.max(0, weightGrams - zone.baseWeightGrams);
  const steps = Math.ceil(beyond / zone.stepWeightGrams);
  return zone.baseCharge + steps * zone.stepCharge;
}

/**
 * The date `days` working days after `from`'s day in Nepal (Saturday, Nepal's weekly holiday, does not
 * count), as YYYY-MM-DD.
 */
export function workingDaysAfter(from: Date, days: number): string {
  const { year, month, day } = nepalDay(from);
  const date = new Date(Date.UTC(year, month - 1, day));
  let left = days;
  while (left > 0) {
    date.setUTCDate(date.getUTCDate() + 1);
    if (date.getUTCDay() !== 6) left -= 1;
  }
  // A delivery due on a Saturday comes the next day.
  while (date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}

/** The zone of a place: its municipality's when that has one, else its district's; undefined: none. */
export async function zoneOf(db: Database, place: Place): Promise<ZoneRow | undefined> {
  const municipality = place.municipality?.trim() ?? '';
  const areas = await db
    .select({ zoneId: deliveryZoneAreas.zoneId, municipality: deliveryZoneAreas.municipality })
    .from(deliveryZoneAreas)
    // Names as the address pickers write them (@sajilo/nepal/addresses), which the areas keep too.
    .where(eq(deliveryZoneAreas.district, place.district.trim()));
  const match =
    (municipality && areas.find((a) => a.municipality.toLowerCase() === municipality.toLowerCase())) ||
    areas.find((a) => a.municipality === '');
  if (!match) return undefined;
  const [zone] = await db.select().from(deliveryZones).where(eq(deliveryZones.id, match.zoneId)).limit(1);
  return zone;
}

/**
 * Grams the lines weigh; a product whose weight is not recorded counts as nothing, and a sample weighs
 * SAMPLE_WEIGHT_GRAMS (docs/tiles.md "Samples").
 */
export async function linesWeight(
  db: Database,
  lines: readonly { productId: number; quantity: number; sample?: boolean }[],
): Promise<number> {
  if (lines.length === 0) return 0;
  const rows = await db
    .select({ id: products.id, weight: products.weightGrams })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((l) => l.productId),
      ),
    );
  const weights = new Map(rows.map((r) => [r.id, r.weight ?? 0]));
  return lines.reduce(
    (sum, line) =>
      sum + (line.sample ? SAMPLE_WEIGHT_GRAMS : (weights.get(line.productId) ?? 0)) * line.quantity,
    0,
  );
}

/** The delivery of goods worth `goods` rupees weighing `weightGrams` to a place, as of `now`. */
export async function quoteDelivery(
  db: Database,
  place: Place,
  goods: number,
  weightGrams: number,
  now = new Date(),
  fulfilment: Fulfilment = 'delivery',
): Promise<DeliveryQuote> {
  const free = {
    served: true as const,
    zone: null,
    charge: 0,
    freeAbove: null,
    weightGrams,
    daysMin: 0,
    daysMax: 0,
    earliest: null,
    latest: null,
  };
  // Collected at a showroom: no delivery, so no charge (docs/delivery.md "Collection at a showroom").
  if (fulfilment === 'collect') return free;
  const zone = await zoneOf(db, place);
  const naming = zone ? { id: zone.id, name: zone.name, nameNe: zone.nameNe } : null;
  if (!zone) {
    const [zones] = await db.select({ n: count() }).from(deliveryZones);
    // No zones at all: the shop has not set delivery up, and delivers free as it did before zones.
    if ((zones?.n ?? 0) === 0) return free;
    return { served: false, zone: null };
  }
  if (!zone.served) return { served: false, zone: naming };
  return {
    served: true,
    zone: naming,
    charge: zoneCharge(zone, weightGrams, goods),
    freeAbove: zone.freeAbove,
    weightGrams,
    daysMin: zone.daysMin,
    daysMax: zone.daysMax,
    earliest: workingDaysAfter(now, zone.daysMin),
    latest: workingDaysAfter(now, zone.daysMax),
  };
}

/** Every zone with its places, in the back office's order. */
export async function listZones(db: Database) {
  const zones = await db
    .select()
    .from(deliveryZones)
    .orderBy(asc(deliveryZones.sortOrder), asc(deliveryZones.id));
  const areas = await db.select().from(deliveryZoneAreas);
  return zones.map((zone) => ({
    ...zone,
    areas: areas
      .filter((a) => a.zoneId === zone.id)
      .map((a) => ({ district: a.district, municipality: a.municipality }))
      .sort((a, b) => a.district.localeCompare(b.district) || a.municipality.localeCompare(b.municipality)),
  }));
}

export const NOT_SERVED = /*i18n*/ 'We do not deliver to this place yet. Choose another address, or call us.';

const NO_DISTRICT = /*i18n*/ 'Choose your district: delivery is charged by place.';

/**
 * The checkout's delivery for the address (`city` is the municipality) and the cart's lines: the charge, its
 * zone's name and the dates promised. Refuses (422, beside the district) a place not served, and an address
 * without a district once the shop has zones.
 */
export async function deliveryForCheckout(
  db: Database,
  district: string | undefined,
  city: string,
  lines: readonly { productId: number; quantity: number; sample?: boolean }[],
  goods: number,
): Promise<{
  charge: number;
  zone: string | null;
  zoneNe: string | null;
  earliest: string | null;
  latest: string | null;
}> {
  const weight = await linesWeight(db, lines);
  if (district === undefined) {
    const [zones] = await db.select({ n: count() }).from(deliveryZones);
    if ((zones?.n ?? 0) > 0) throw invalid({ district: [NO_DISTRICT] }, 422);
    return { charge: 0, zone: null, zoneNe: null, earliest: null, latest: null };
  }
  const quote = await quoteDelivery(db, { district, municipality: city }, goods, weight);
  if (!quote.served) throw invalid({ district: [NOT_SERVED] }, 422);
  return {
    charge: quote.charge,
    zone: quote.zone?.name ?? null,
    zoneNe: quote.zone?.nameNe ?? null,
    earliest: quote.earliest,
    latest: quote.latest,
  };
}
