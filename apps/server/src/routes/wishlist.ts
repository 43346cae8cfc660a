// The logged-in customer's wishlist. docs/customer.md §2.5 "Wishlist", §7 calls: adding is a GET (kept for
// the earlier site's call), and both adding and removing are idempotent.
import type { WishlistLine } from '@sajilo/api';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { products, wishlistItems } from '../db/schema.js';
import { notFound } from '../errors.js';
import { currentCustomer } from '../plugins/customers.js';
import { productImage } from '../services/cart.js';
import { regularPrice } from '../services/catalog/index.js';
import { toImage } from '../services/images.js';

async function itemCount(app: FastifyInstance, customerId: number): Promise<number> {
  const [row] = await app.db
    .select({ n: count() })
    .from(wishlistItems)
    .where(eq(wishlistItems.customerId, customerId));
  return row?.n ?? 0;
}

const routes: FastifyPluginAsync = async (app) => {
  app.operation('getWishlist', async (request) => {
    const me = currentCustomer(request);
    const rows = await app.db
      .select({
        slug: products.slug,
        title: products.title,
        titleNe: products.titleNe,
        price: products.sellingPrice,
        listPrice: products.price,
        images: products.images,
      })
      .from(wishlistItems)
      .innerJoin(products, eq(products.id, wishlistItems.productId))
      .where(eq(wishlistItems.customerId, me.id))
      .orderBy(asc(wishlistItems.createdAt), asc(products.id));
    const wishlists = rows.map(
      (row): WishlistLine => ({
        // docs/customer.md §3: a wishlist line carries the product slug twice (slug and product_slug).
        slug: row.slug,
        product_slug: row.slug,
        product_name: row.title,
        product_name_ne: row.titleNe,
        image: toImage(productImage(row.images, row.title), app.config.publicUrl),
        price: row.price,
        regular_price: regularPrice(row.price, row.listPrice),
      }),
    );
    return { result: 'success', total: wishlists.length, wishlists };
  });

  app.operation('addToWishlist', async (request) => {
    const me = currentCustomer(request);
    const [product] = await app.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.slug, request.params.slug), eq(products.published, true)))
      .limit(1);
    if (!product) throw notFound(/*i18n*/ 'Product not found.');
    await app.db
      .insert(wishlistItems)
      .values({ customerId: me.id, productId: product.id })
      .onConflictDoNothing();
    return {
      result: 'success',
      message: /*i18n*/ 'Added to your wishlist.',
      total: await itemCount(app, me.id),
    };
  });

  app.operation('removeFromWishlist', async (request) => {
    const me = currentCustomer(request);
    // Only ever the caller's own item; removing what is not there (or an unknown slug) changes nothing.
    await app.db
      .delete(wishlistItems)
      .where(
        and(
          eq(wishlistItems.customerId, me.id),
          inArray(
            wishlistItems.productId,
            app.db.select({ id: products.id }).from(products).where(eq(products.slug, request.params.slug)),
          ),
        ),
      );
    return {
      result: 'success',
      message: /*i18n*/ 'Removed from your wishlist.',
      total: await itemCount(app, me.id),
    };
  });
};

export default routes;
