// The back office's API (openapi/admin.yaml, under /api/admin/): its operations plugin, then one route
// plugin per resource.
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import adminOperations from '../../services/admin/operations.js';
import auditRoutes from './audit.js';
import contentRoutes from './content.js';
import dashboardRoutes from './dashboard.js';
import dealerRoutes from './dealers.js';
import deliveryRoutes from './delivery.js';
import designRoutes from './designs.js';
import grievanceRoutes from './grievances.js';
import inboxRoutes from './inbox.js';
import orderRoutes from './orders.js';
import partnerRoutes from './partners.js';
import productRoutes from './products.js';
import promotionRoutes from './promotions.js';
import quoteRoutes from './quotes.js';
import returnRoutes from './returns.js';
import reviewRoutes from './reviews.js';
import sessionRoutes from './session.js';
import settingsRoutes from './settings.js';
import staffRoutes from './staff.js';
import stockRoutes from './stock.js';
import subscriberRoutes from './subscribers.js';
import taxonomyRoutes from './taxonomy.js';

const admin: FastifyPluginAsync = async (app) => {
  await app.register(adminOperations);
  for (const routes of [sessionRoutes, dashboardRoutes, orderRoutes, staffRoutes, auditRoutes]) {
    await app.register(routes);
  }
  // The catalogue (docs/back-office.md): products, pictures, CSV; categories, brands, colours, sizes; designs.
  for (const routes of [productRoutes, taxonomyRoutes, designRoutes]) await app.register(routes);
  // Stock by lot and location (docs/back-office.md "Stock").
  await app.register(stockRoutes);
  // Delivery zones and rates (docs/back-office.md "Delivery").
  await app.register(deliveryRoutes);
  // Promotions and discount codes (docs/back-office.md "Promotions").
  await app.register(promotionRoutes);
  // Returns, refunds, credit notes and the refunds owed (docs/returns.md).
  await app.register(returnRoutes);
  // Quotes for projects (docs/quotes.md "Who prices").
  await app.register(quoteRoutes);
  for (const routes of [contentRoutes, inboxRoutes, reviewRoutes, subscriberRoutes, partnerRoutes]) {
    await app.register(routes);
  }
  // Dealer companies, price tiers, credit and leads (docs/dealers.md).
  await app.register(dealerRoutes);
  // The E-Commerce Act's duties (docs/back-office.md "Grievances", "Shop details").
  for (const routes of [grievanceRoutes, settingsRoutes]) await app.register(routes);
};

// Not encapsulated: the operations plugin's decorations reach the route plugins registered here.
export default fp(admin, { name: 'admin', dependencies: ['config', 'database'] });
