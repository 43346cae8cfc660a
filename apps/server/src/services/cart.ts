// The cart's rules that checkout and payments share with the cart's routes (docs/customer.md §2.3 "Cart").
import { and, eq } from 'drizzle-orm';
import { cartLines, products, type StoredImage } from '../db/schema.js';

/**
 * The most one cart line holds (the contract's AddToCartInput/UpdateCartLineInput maximum). The 1–10 spinner
 * is the product page's (docs/customer.md §9); a line is not capped at 10, since tiles are bought by the
 * dozen boxes.
 */
export const MAX_LINE_QUANTITY = 999;

/**
 * The most products (lines) one cart, and so one order, holds. With the price's maximum (the contract's
 * Price, Rs 10 crore) and a line's, it bounds the largest order the shop takes: 100 × 999 × Rs 10 crore,
 * about Rs 10 kharab, stored exactly (orders.total_amount is a 64-bit integer) and in paisa still a safe
 * JavaScript integer (docs/customer.md "Money").
 */
export const MAX_CART_LINES = 100;

/**
 * A product's first image, or a placeholder record when it has none (the contract requires an image on
 * every line, and an order item keeps the record it was sold with).
 */
export function productImage(images: StoredImage[], title: string): StoredImage {
  return images[0] ?? { path: 'placeholder', widths: [320], width: 320, height: 320, alt: title };
}

/**
 * A cart line the storefront shows and checkout sells: its product is published. A line whose product the
 * staff unpublished stays in the table, hidden, and comes back if the product is published again.
 */
export const sellableLine = (customerId: number) =>
  and(eq(cartLines.customerId, customerId), eq(products.published, true));
