// Money is whole rupees in integers, computed on the server (docs/customer.md "Money").

/**
 * The highest price (and sale price) a product may have: Rs 10 crore, the contract's Price maximum. With a
 * cart's most lines and a line's most (services/cart.ts) it bounds the largest order.
 */
export const PRICE_MAX = 100_000_000;
