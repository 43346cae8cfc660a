// Every address the back office answers, as its router matches them: app.tsx draws one screen for each
// name, and the browser suite visits each name, so a new screen cannot be added without being checked.
// Plain data (no React), so the tests read it without loading the app.

/** Where a screen is drawn: on its own, behind the login on its own (a printable page), or in the frame. */
export type Frame = 'public' | 'session' | 'layout';

export const ROUTES = {
  login: { path: '/login', frame: 'public' },
  invoice: { path: '/orders/:id/invoice', frame: 'session' },
  pickList: { path: '/orders/:id/pick-list', frame: 'session' },
  dashboard: { path: '/', frame: 'layout' },
  orders: { path: '/orders', frame: 'layout' },
  order: { path: '/orders/:id', frame: 'layout' },
  quotes: { path: '/quotes', frame: 'layout' },
  quote: { path: '/quotes/:id', frame: 'layout' },
  products: { path: '/products', frame: 'layout' },
  productImport: { path: '/products/import', frame: 'layout' },
  product: { path: '/products/:id', frame: 'layout' },
  productStock: { path: '/products/:id/stock', frame: 'layout' },
  stock: { path: '/stock', frame: 'layout' },
  categories: { path: '/categories', frame: 'layout' },
  taxonomy: { path: '/brands-colours-sizes', frame: 'layout' },
  delivery: { path: '/delivery', frame: 'layout' },
  promotions: { path: '/promotions', frame: 'layout' },
  inbox: { path: '/inbox', frame: 'layout' },
  inboxItem: { path: '/inbox/:id', frame: 'layout' },
  reviews: { path: '/reviews', frame: 'layout' },
  grievances: { path: '/grievances', frame: 'layout' },
  shopDetails: { path: '/shop-details', frame: 'layout' },
  returns: { path: '/returns', frame: 'layout' },
  returnRules: { path: '/returns/rules', frame: 'layout' },
  return: { path: '/returns/:id', frame: 'layout' },
  refunds: { path: '/refunds', frame: 'layout' },
  content: { path: '/content', frame: 'layout' },
  contentKind: { path: '/content/:kind', frame: 'layout' },
  contentRecord: { path: '/content/:kind/:id', frame: 'layout' },
  subscribers: { path: '/subscribers', frame: 'layout' },
  partners: { path: '/partners', frame: 'layout' },
  dealers: { path: '/dealers', frame: 'layout' },
  dealer: { path: '/dealers/:id', frame: 'layout' },
  priceTiers: { path: '/price-tiers', frame: 'layout' },
  priceTier: { path: '/price-tiers/:id', frame: 'layout' },
  dealerLeads: { path: '/dealer-leads', frame: 'layout' },
  staff: { path: '/staff', frame: 'layout' },
  audit: { path: '/audit', frame: 'layout' },
  notFound: { path: '*', frame: 'layout' },
} as const satisfies Record<string, { path: string; frame: Frame }>;

export type RouteName = keyof typeof ROUTES;

/** The names of the routes drawn in a frame, in the order above. */
export function routesIn(frame: Frame): RouteName[] {
  return Object.entries(ROUTES)
    .filter(([, route]) => route.frame === frame)
    .map(([name]) => name)
    .filter((name): name is RouteName => name in ROUTES);
}
