// Quick order and reorder (docs/quotes.md "Quick order", "Reorder"): lines of product and quantity checked
// one by one against the catalogue, the line's most and the stock, and the good ones added to the cart in
// one statement, as the product page adds them (by quantity).
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { cartLines, products } from '../db/schema.js';
import type { Text } from '../i18n.js';
import { MAX_CART_LINES, MAX_LINE_QUANTITY } from './cart.js';
import { stockTotals } from './stock.js';

/** One pasted line as read: its number, the code and the quantity as typed. */
export interface PastedLine {
  line: number;
  code: string;
  quantity: string;
}

/** A header line a spreadsheet's CSV starts with (`code,quantity`, `product code;qty`). */
const HEADER = /^\s*"?(product[ _-]?)?code"?\s*[,;\t]\s*"?(quantity|qty)"?\s*$/i;

/**
 * What the buyer pasted or the CSV they chose, as lines of code and quantity: a comma, semicolon or tab
 * between them (or the last spaces, for `CODE 12`), quotes around a cell dropped; empty lines and a header
 * skipped. Pure, so the property tests read any text.
 */
export function parsePasted(text: string): PastedLine[] {
  const out: PastedLine[] = [];
  text.split(/\r\n|\r|\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || (out.length === 0 && HEADER.test(line))) return;
    const cells = /[,;\t]/.test(line) ? line.split(/[,;\t]/) : line.split(/\s+(?=\S+$)/);
    const [code = '', quantity = ''] = cells.map((cell) =>
      cell
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    );
    out.push({ line: index + 1, code, quantity });
  });
  return out;
}

export type Problem = 'unknown' | 'quantity' | 'unit' | 'line_full' | 'stock' | 'unavailable';

export interface LineReport {
  line: number;
  code: string;
  quantity: number | null;
  added: number;
  title: string | null;
  slug: string | null;
  problem?: Problem;
  message: Text;
}

/** The most lines one paste is read for: a cart holds no more products. */
export const MAX_PASTED_LINES = MAX_CART_LINES;

/**
 * Checks each line and adds the good ones to the customer's cart in `tx`. A product's lines add up, with
 * what the cart already holds, against the line's most and the stock (all lots; checkout asks one lot).
 */
export async function addLinesToCart(
  tx: Database,
  customerId: number,
  asked: readonly PastedLine[],
): Promise<LineReport[]> {
  const codes = [...new Set(asked.map((l) => l.code.toLowerCase()).filter(Boolean))];
  const found = codes.length
    ? await tx
        .select({
          id: products.id,
          code: products.productCode,
          slug: products.slug,
          title: products.title,
          published: products.published,
          boxed: products.piecesPerBox,
        })
        .from(products)
        .where(inArray(sql`lower(${products.productCode})`, codes))
    : [];
  const byCode = new Map(found.map((p) => [p.code.toLowerCase(), p]));
  const inCart = await tx
    .select({ productId: cartLines.productId, quantity: cartLines.quantity })
    .from(cartLines)
    // The boxes' lines: a sample is a line of its own (docs/tiles.md "Samples").
    .where(and(eq(cartLines.customerId, customerId), eq(cartLines.sample, false)));
  const held = new Map(inCart.map((l) => [l.productId, l.quantity]));
  const stock = await stockTotals(
    tx,
    found.map((p) => p.id),
  );
  let productsInCart = inCart.length;
  const adding = new Map<number, number>();
  const reports: LineReport[] = [];
  for (const line of asked.slice(0, MAX_PASTED_LINES)) {
    const product = byCode.get(line.code.toLowerCase());
    const base = {
      line: line.line,
      code: line.code,
      title: product?.title ?? null,
      slug: product?.slug ?? null,
    };
    const report = (quantity: number | null, problem: Problem, message: Text) =>
      reports.push({ ...base, quantity, added: 0, problem, message });
    if (!product) {
      report(
        null,
        'unknown',
        /*i18n*/ { id: 'No product has the code {code}.', values: { code: line.code } },
      );
      continue;
    }
    if (!product.published) {
      report(
        null,
        'unavailable',
        /*i18n*/ { id: '{product} is no longer sold.', values: { product: product.title } },
      );
      continue;
    }
    if (/^\d*[.,]\d+$/.test(line.quantity) && Number(line.quantity.replace(',', '.')) > 0) {
      report(
        null,
        'unit',
        product.boxed
          ? /*i18n*/ {
              id: '{product} is sold in whole boxes: enter a whole number.',
              values: { product: product.title },
            }
          : /*i18n*/ {
              id: '{product} is sold in whole pieces: enter a whole number.',
              values: { product: product.title },
            },
      );
      continue;
    }
    const quantity = /^\d{1,6}$/.test(line.quantity) ? Number(line.quantity) : null;
    if (quantity === null || quantity < 1 || quantity > MAX_LINE_QUANTITY) {
      report(
        quantity,
        'quantity',
        /*i18n*/ { id: 'Enter a quantity from 1 to {max}.', values: { max: MAX_LINE_QUANTITY } },
      );
      continue;
    }
    const already = (held.get(product.id) ?? 0) + (adding.get(product.id) ?? 0);
    if (!held.has(product.id) && !adding.has(product.id) && productsInCart >= MAX_CART_LINES) {
      report(
        quantity,
        'line_full',
        /*i18n*/ {
          id: 'Your cart holds {max} products, the most one order can.',
          values: { max: MAX_CART_LINES },
        },
      );
      continue;
    }
    if (already + quantity > MAX_LINE_QUANTITY) {
      report(
        quantity,
        'line_full',
        /*i18n*/ {
          id: 'One cart line holds at most {max}; your cart already has {held} of {product}.',
          values: { max: MAX_LINE_QUANTITY, held: already, product: product.title },
        },
      );
      continue;
    }
    const available = stock.get(product.id);
    if (available !== undefined && already + quantity > available) {
      const left = Math.max(0, available - already);
      report(
        quantity,
        'stock',
        left === 0
          ? /*i18n*/ { id: '{product} is out of stock.', values: { product: product.title } }
          : /*i18n*/ {
              id: 'Only {left} of {product} are available.',
              values: { left, product: product.title },
            },
      );
      continue;
    }
    if (!held.has(product.id) && !adding.has(product.id)) productsInCart += 1;
    adding.set(product.id, (adding.get(product.id) ?? 0) + quantity);
    reports.push({ ...base, quantity, added: quantity, message: /*i18n*/ 'Added to your cart.' });
  }
  if (adding.size > 0) {
    await tx
      .insert(cartLines)
      .values([...adding].map(([productId, quantity]) => ({ customerId, productId, quantity })))
      .onConflictDoUpdate({
        target: [cartLines.customerId, cartLines.productId, cartLines.sample],
        // Boxes added by count: the line no longer says it was asked by area (docs/tiles.md "The cart
        // keeps the area"), as the product page's add by quantity.
        set: {
          quantity: sql`least(${cartLines.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})`,
          askedMm2: null,
          layingPattern: null,
          wastagePercent: null,
        },
      });
  }
  return reports;
}

/** The customer's published cart lines, counted as the cart's badge counts them. */
export async function cartCount(db: Database, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(cartLines)
    .innerJoin(products, eq(products.id, cartLines.productId))
    .where(and(eq(cartLines.customerId, customerId), eq(products.published, true)));
  return row?.n ?? 0;
}
