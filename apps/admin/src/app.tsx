// The back office's routes: the login screen, and every other screen inside the signed-in layout.
import { createBrowserRouter, Navigate, Outlet, useLocation } from 'react-router-dom';
import { Layout } from './layout/layout.js';
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

export function createAdminRouter() {
  return createBrowserRouter([
    { path: '/login', element: <LoginScreen /> },
    {
      element: <RequireSession />,
      children: [
        { path: 'orders/:id/invoice', element: <InvoiceScreen /> },
        {
          element: <Layout />,
          children: [
            { index: true, element: <DashboardScreen /> },
            { path: 'orders', element: <OrdersScreen /> },
            { path: 'orders/:id', element: <OrderScreen /> },
            { path: 'products', element: <ProductsScreen /> },
            { path: 'products/import', element: <ProductImportScreen /> },
            { path: 'products/:id', element: <ProductScreen /> },
            { path: 'categories', element: <CategoriesScreen /> },
            { path: 'brands-colours-sizes', element: <TaxonomyScreen /> },
            { path: 'inbox', element: <InboxScreen /> },
            { path: 'inbox/:id', element: <InboxItemScreen /> },
            { path: 'content', element: <ContentScreen /> },
            { path: 'content/:kind', element: <ContentScreen /> },
            { path: 'content/:kind/:id', element: <ContentEditorScreen /> },
            { path: 'subscribers', element: <SubscribersScreen /> },
            { path: 'partners', element: <PartnersScreen /> },
            { path: 'staff', element: <StaffScreen /> },
            { path: 'audit', element: <AuditScreen /> },
            { path: '*', element: <NotFoundScreen /> },
          ],
        },
      ],
    },
  ]);
}
