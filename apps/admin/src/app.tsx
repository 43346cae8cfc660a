// The back office's routes: the login screen, and every other screen inside the signed-in layout.
import type { ReactElement } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, useLocation } from 'react-router-dom';
import { CategoriesScreen } from './catalog/categories.js';
import { ProductScreen } from './catalog/product.js';
import { ProductImportScreen } from './catalog/product-import.js';
import { ProductsScreen } from './catalog/products.js';
import { TaxonomyScreen } from './catalog/taxonomy.js';
import { ContentScreen } from './content/content.js';
import { ContentEditorScreen } from './content/content-editor.js';
import { DealerScreen } from './dealers/dealer.js';
import { DealerLeadsScreen } from './dealers/dealer-leads.js';
import { DealersScreen } from './dealers/dealers.js';
import { PriceTierScreen } from './dealers/price-tier.js';
import { PriceTiersScreen } from './dealers/price-tiers.js';
import { DeliveryScreen } from './delivery/delivery.js';
import { InboxScreen } from './inbox/inbox.js';
import { InboxItemScreen } from './inbox/inbox-item.js';
import { GrievancesScreen } from './legal/grievances.js';
import { ShopDetailsScreen } from './legal/shop-details.js';
import { InvoiceScreen } from './orders/invoice.js';
import { OrderScreen } from './orders/order.js';
import { OrdersScreen } from './orders/orders.js';
import { AuditScreen } from './people/audit.js';
import { PartnersScreen } from './people/partners.js';
import { StaffScreen } from './people/staff.js';
import { SubscribersScreen } from './people/subscribers.js';
import { PromotionsScreen } from './promotions/promotions.js';
import { QuoteScreen } from './quotes/quote.js';
import { QuotesScreen } from './quotes/quotes.js';
import { RefundsScreen } from './returns/refunds.js';
import { ReturnScreen } from './returns/return.js';
import { ReturnRulesScreen } from './returns/return-rules.js';
import { ReturnsScreen } from './returns/returns.js';
import { ReviewsScreen } from './reviews/reviews.js';
import { type Frame, ROUTES, type RouteName, routesIn } from './routes.js';
import { DashboardScreen } from './shell/dashboard.js';
import { Layout } from './shell/layout.js';
import { LoginScreen } from './shell/login.js';
import { NotFoundScreen } from './shell/not-found.js';
import { PickListScreen } from './stock/pick-list.js';
import { ProductStockScreen } from './stock/product-stock.js';
import { StockScreen } from './stock/stock.js';
import { useAdminSelector } from './store/store.js';

/** Screens behind the login: without a session, the login screen, which comes back here afterwards. */
function RequireSession() {
  const { token, ended } = useAdminSelector((state) => state.session);
  const location = useLocation();
  if (!token) {
    // After Log out the login starts afresh; a session that ended by itself comes back to this screen.
    const next = `${location.pathname}${location.search}`;
    const back = ended !== 'logout' && next !== '/';
    return <Navigate to={back ? `/login?next=${encodeURIComponent(next)}` : '/login'} replace />;
  }
  return <Outlet />;
}

/** The screen drawn at each of the back office's addresses (routes.ts). */
const SCREENS: Record<RouteName, ReactElement> = {
  login: <LoginScreen />,
  invoice: <InvoiceScreen />,
  pickList: <PickListScreen />,
  dashboard: <DashboardScreen />,
  orders: <OrdersScreen />,
  order: <OrderScreen />,
  quotes: <QuotesScreen />,
  quote: <QuoteScreen />,
  products: <ProductsScreen />,
  productImport: <ProductImportScreen />,
  product: <ProductScreen />,
  productStock: <ProductStockScreen />,
  stock: <StockScreen />,
  categories: <CategoriesScreen />,
  taxonomy: <TaxonomyScreen />,
  delivery: <DeliveryScreen />,
  promotions: <PromotionsScreen />,
  inbox: <InboxScreen />,
  inboxItem: <InboxItemScreen />,
  reviews: <ReviewsScreen />,
  grievances: <GrievancesScreen />,
  shopDetails: <ShopDetailsScreen />,
  returns: <ReturnsScreen />,
  returnRules: <ReturnRulesScreen />,
  return: <ReturnScreen />,
  refunds: <RefundsScreen />,
  content: <ContentScreen />,
  contentKind: <ContentScreen />,
  contentRecord: <ContentEditorScreen />,
  subscribers: <SubscribersScreen />,
  partners: <PartnersScreen />,
  dealers: <DealersScreen />,
  dealer: <DealerScreen />,
  priceTiers: <PriceTiersScreen />,
  priceTier: <PriceTierScreen />,
  dealerLeads: <DealerLeadsScreen />,
  staff: <StaffScreen />,
  audit: <AuditScreen />,
  notFound: <NotFoundScreen />,
};

function routes(frame: Frame): RouteObject[] {
  return routesIn(frame).map((name) => {
    const { path } = ROUTES[name];
    return path === '/' ? { index: true, element: SCREENS[name] } : { path, element: SCREENS[name] };
  });
}

export function createAdminRouter() {
  return createBrowserRouter([
    ...routes('public'),
    {
      element: <RequireSession />,
      children: [...routes('session'), { element: <Layout />, children: routes('layout') }],
    },
  ]);
}
