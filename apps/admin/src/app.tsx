// The back office's routes: the login screen, and every other screen inside the signed-in layout.
import type { ReactElement } from 'react';
import { createBrowserRouter, Navigate, Outlet, type RouteObject, useLocation } from 'react-router-dom';
import { Layout } from './layout/layout.js';
import { type Frame, ROUTES, type RouteName, routesIn } from './routes.js';
import { AuditScreen } from './screens/audit.js';
import { CategoriesScreen } from './screens/categories.js';
import { ContentScreen } from './screens/content/content.js';
import { ContentEditorScreen } from './screens/content/content-editor.js';
import { DashboardScreen } from './screens/dashboard.js';
import { InboxItemScreen, InboxScreen } from './screens/inbox.js';
import { InvoiceScreen } from './screens/invoice.js';
import { LoginScreen } from './screens/login.js';
import { NotFoundScreen } from './screens/not-found.js';
import { OrderScreen } from './screens/order.js';
import { OrdersScreen } from './screens/orders.js';
import { PartnersScreen } from './screens/partners.js';
import { ProductScreen } from './screens/product.js';
import { ProductImportScreen } from './screens/product-import.js';
import { ProductsScreen } from './screens/products.js';
import { StaffScreen } from './screens/staff.js';
import { SubscribersScreen } from './screens/subscribers.js';
import { TaxonomyScreen } from './screens/taxonomy.js';
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
  dashboard: <DashboardScreen />,
  orders: <OrdersScreen />,
  order: <OrderScreen />,
  products: <ProductsScreen />,
  productImport: <ProductImportScreen />,
  product: <ProductScreen />,
  categories: <CategoriesScreen />,
  taxonomy: <TaxonomyScreen />,
  inbox: <InboxScreen />,
  inboxItem: <InboxItemScreen />,
  content: <ContentScreen />,
  contentKind: <ContentScreen />,
  contentRecord: <ContentEditorScreen />,
  subscribers: <SubscribersScreen />,
  partners: <PartnersScreen />,
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
