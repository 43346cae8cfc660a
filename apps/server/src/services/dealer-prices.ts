// A dealer's unit prices: the one place a line's unit price is decided for a dealer's buyer
// (docs/dealers.md "Prices"). The cart, the checkout and the price overlay on listings and product pages
// all ask `priceLinesFor`, and the totals function (services/totals.ts) takes the unit price it gives, so a
// promotion's discount composes on top of it like on any shop price.
//
// The rule: a product's fixed price beats every percentage; otherwise the most specific percentage wins
// (the product's own, then the deepest of its categories, then its brand); a volume break for the line's
// quantity then takes its percentage off that. Catalogue answers never carry these prices: they are
// answered from the catalogue's shared caches, the same for everyone (docs/server.md "Caching").
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import {
  categories,
  dealerCompanies,
  dealerMembers,
  priceTierBreaks,
  priceTierRules,
  products,
} from '../db/schema.js';

export interface VolumeBreak {
  minQuantity: number;
  percentOff: number;
}

/** A tier's rules, read once for a request. */
export interface TierRules {
  id: number;
  /** Per cent off by brand id. */
  brand: ReadonlyMap<number, number>;
  /** Per cent off by category id, with the category's depth (deeper is more specific). */
  category: ReadonlyMap<number, { percentOff: number; depth: number }>;
  /** Per cent off by product id. */
  product: ReadonlyMap<number, number>;
  /** Fixed whole rupees a unit by product id. */
  fixed: ReadonlyMap<number, number>;
  /** Ascending by quantity. */
  breaks: readonly VolumeBreak[];
}

export interface PricedProduct {
  id: number;
  brandId: number | null;
  /** The product's category and its ancestors (products.category_ids). */
  categoryIds: readonly number[];
  /** The shop's price a unit, whole rupees, VAT included. */
  shopPrice: number;
}

export interface UnitPrice {
  /** What the dealer pays a unit, whole rupees. */
  unitPrice: number;
  /** The shop's price a unit: shown struck through when it differs. */
  shopPrice: number;
  /** The volume break's per cent applied on top (0: none). */
  breakPercent: number;
}

/** `price` less `percent` per cent, rounded half up to whole rupees: never above `price` for 0–100. */
export function lessPercent(price: number, percent: number): number {
  return Math.floor((price * (100 - percent) + 50) / 100);
}

/** The largest break a line of `quantity` reaches (0 when none). */
export function breakFor(breaks: readonly VolumeBreak[], quantity: number): number {
  let percent = 0;
  for (const b of breaks) if (quantity >= b.minQuantity) percent = b.percentOff;
  return percent;
}

/** The tier's unit price for a line of `quantity` of `product`: fixed price, else the most specific percentage, then the volume break. */
export function resolveUnitPrice(tier: TierRules, product: PricedProduct, quantity: number): UnitPrice {
  const fixed = tier.fixed.get(product.id);
  let base: number;
  if (fixed !== undefined) base = fixed;
  else {
    let percent = tier.product.get(product.id);
    if (percent === undefined) {
      let deepest = -1;
      for (const id of product.categoryIds) {
        const rule = tier.category.get(id);
        if (rule && rule.depth > deepest) {
          deepest = rule.depth;
          percent = rule.percentOff;
        }
      }
    }
    if (percent === undefined && product.brandId !== null) percent = tier.brand.get(product.brandId);
    base = lessPercent(product.shopPrice, percent ?? 0);
  }
  const breakPercent = breakFor(tier.breaks, quantity);
  return { unitPrice: lessPercent(base, breakPercent), shopPrice: product.shopPrice, breakPercent };
}

/** An approved dealer company's member, with what decides their prices and credit. */
export interface DealerMember {
  companyId: number;
  companyName: string;
  /** The company's VAT/PAN and address, as a quote's PDF names the buyer (docs/quotes.md "The PDF"). */
  companyVatPan: string;
  companyAddress: string;
  role: 'owner' | 'buyer';
  tierId: number | null;
  creditLimit: number;
  termsDays: number;
}

/** The approved company the customer buys for, or null (not a member, or the company is not approved). */
export async function dealerOf(db: Database, customerId: number): Promise<DealerMember | null> {
  const [row] = await db
    .select({
      companyId: dealerCompanies.id,
      companyName: dealerCompanies.name,
      companyVatPan: dealerCompanies.vatPan,
      companyAddress: dealerCompanies.address,
      role: dealerMembers.role,
      tierId: dealerCompanies.tierId,
      creditLimit: dealerCompanies.creditLimit,
      termsDays: dealerCompanies.termsDays,
    })
    .from(dealerMembers)
    .innerJoin(dealerCompanies, eq(dealerCompanies.id, dealerMembers.companyId))
    .where(and(eq(dealerMembers.customerId, customerId), eq(dealerCompanies.status, 'approved')))
    .limit(1);
  return row ?? null;
}

/** A tier's rules and breaks (two reads). */
export async function loadTier(db: Database, tierId: number): Promise<TierRules> {
  const rules = await db
    .select({
      scope: priceTierRules.scope,
      targetId: priceTierRules.targetId,
      percentOff: priceTierRules.percentOff,
      fixedPrice: priceTierRules.fixedPrice,
      depth: categories.depth,
    })
    .from(priceTierRules)
    .leftJoin(
      categories,
      and(eq(priceTierRules.scope, 'category'), eq(categories.id, priceTierRules.targetId)),
    )
    .where(eq(priceTierRules.tierId, tierId));
  const breaks = await db
    .select({ minQuantity: priceTierBreaks.minQuantity, percentOff: priceTierBreaks.percentOff })
    .from(priceTierBreaks)
    .where(eq(priceTierBreaks.tierId, tierId))
    .orderBy(priceTierBreaks.minQuantity);
  const brand = new Map<number, number>();
  const category = new Map<number, { percentOff: number; depth: number }>();
  const product = new Map<number, number>();
  const fixed = new Map<number, number>();
  for (const rule of rules) {
    if (rule.fixedPrice !== null) fixed.set(rule.targetId, rule.fixedPrice);
    else if (rule.percentOff === null) continue;
    else if (rule.scope === 'brand') brand.set(rule.targetId, rule.percentOff);
    else if (rule.scope === 'product') product.set(rule.targetId, rule.percentOff);
    else category.set(rule.targetId, { percentOff: rule.percentOff, depth: rule.depth ?? 0 });
  }
  return { id: tierId, brand, category, product, fixed, breaks };
}

export interface LineToPrice {
  productId: number;
  quantity: number;
}

export interface PricedLine extends LineToPrice, UnitPrice {}

/** What decides a customer's prices: their company's tier, or null for the shop's prices. */
export async function tierFor(db: Database, customerId: number): Promise<TierRules | null> {
  const dealer = await dealerOf(db, customerId);
  return dealer?.tierId ? loadTier(db, dealer.tierId) : null;
}

/**
 * Each line's unit price for this customer: the shop's price, or their dealer tier's. Quotes, the cart and
 * the checkout all take their unit prices from here. Lines of products that do not exist are left out.
 */
export async function priceLinesFor(
  db: Database,
  customerId: number,
  lines: readonly LineToPrice[],
  tier?: TierRules | null,
): Promise<PricedLine[]> {
  if (lines.length === 0) return [];
  const rules = tier === undefined ? await tierFor(db, customerId) : tier;
  const rows = await db
    .select({
      id: products.id,
      brandId: products.brandId,
      categoryIds: products.categoryIds,
      shopPrice: products.sellingPrice,
    })
    .from(products)
    .where(
      inArray(
        products.id,
        lines.map((line) => line.productId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const out: PricedLine[] = [];
  for (const line of lines) {
    const product = byId.get(line.productId);
    if (!product) continue;
    out.push({ ...line, ...priceOne(rules, product, line.quantity) });
  }
  return out;
}

/** One product's unit price under `tier` (the shop's when null). */
export function priceOne(tier: TierRules | null, product: PricedProduct, quantity: number): UnitPrice {
  return tier
    ? resolveUnitPrice(tier, product, quantity)
    : { unitPrice: product.shopPrice, shopPrice: product.shopPrice, breakPercent: 0 };
}
