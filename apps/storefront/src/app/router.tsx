// Every route is its own lazily loaded chunk (route modules export `Component`); docs/browsing.md §2 routes.
// Server rendering (src/entry-server.tsx): each route's `handle` names its module, so the page server
// preloads the chunks of the page it rendered; customer pages are `clientOnly` (rendered in the browser,
// with the session it holds).
import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router-dom';
import { Shell } from '../shell/shell.js';

export interface RouteHandle {
  /** The route module's source path: its key in Vite's manifest. */
  module?: string;
  /** Rendered in the browser only (the customer's own pages). */
  clientOnly?: boolean;
}

const chunk = (module: string): RouteHandle => ({ module });
const clientOnly = (module: string): RouteHandle => ({ module, clientOnly: true });

export const routes: RouteObject[] = [
  // docs/browsing.md §2: the showroom detail embeds the server page and hides the site header and footer.
  {
    path: '/showrooms/:showroomId',
    lazy: () => import('../routes/showroom-detail.js'),
    handle: chunk('src/routes/showroom-detail.tsx'),
  },
  {
    Component: Shell,
    children: [
      { index: true, lazy: () => import('../routes/home.js'), handle: chunk('src/routes/home.tsx') },
      {
        path: 'products',
        lazy: () => import('../routes/products.js'),
        handle: chunk('src/routes/products.tsx'),
      },
      {
        path: 'products/categories/:categoryId',
        lazy: () => import('../routes/category-listing.js'),
        handle: chunk('src/routes/category-listing.tsx'),
      },
      {
        path: 'products/brands/:brandId',
        lazy: () => import('../routes/brand-listing.js'),
        handle: chunk('src/routes/brand-listing.tsx'),
      },
      {
        path: 'products/:productId',
        lazy: () => import('../routes/product-detail.js'),
        handle: chunk('src/routes/product-detail.tsx'),
      },
      { path: 'search', lazy: () => import('../routes/search.js'), handle: chunk('src/routes/search.tsx') },
      {
        path: 'catalogues',
        lazy: () => import('../routes/catalogues.js'),
        handle: chunk('src/routes/catalogues.tsx'),
      },
      {
        path: 'showrooms',
        lazy: () => import('../routes/showrooms.js'),
        handle: chunk('src/routes/showrooms.tsx'),
      },
      {
        path: 'who-we-are',
        lazy: () => import('../routes/who-we-are.js'),
        handle: chunk('src/routes/who-we-are.tsx'),
      },
      {
        path: 'dealer-policy',
        lazy: () => import('../routes/policies.js'),
        handle: chunk('src/routes/policies.tsx'),
      },
      {
        path: 'terms-and-conditions',
        lazy: () => import('../routes/policies.js'),
        handle: chunk('src/routes/policies.tsx'),
      },
      {
        path: 'grievances',
        lazy: () => import('../routes/grievances.js'),
        handle: chunk('src/routes/grievances.tsx'),
      },
      {
        path: 'privacy-policy',
        lazy: () => import('../routes/policies.js'),
        handle: chunk('src/routes/policies.tsx'),
      },
      {
        // A page the staff made in the back office (docs/back-office.md "Pages").
        path: 'pages/:pageId',
        lazy: () => import('../routes/staff-page.js'),
        handle: chunk('src/routes/staff-page.tsx'),
      },
      { path: 'blogs', lazy: () => import('../routes/blogs.js'), handle: chunk('src/routes/blogs.tsx') },
      {
        path: 'blogs/:blogId',
        lazy: () => import('../routes/blog-detail.js'),
        handle: chunk('src/routes/blog-detail.tsx'),
      },
      {
        path: 'careers',
        lazy: () => import('../routes/careers.js'),
        handle: chunk('src/routes/careers.tsx'),
      },
      {
        path: 'careers/:careerId',
        lazy: () => import('../routes/career-detail.js'),
        handle: chunk('src/routes/career-detail.tsx'),
      },
      { path: 'faqs', lazy: () => import('../routes/faqs.js'), handle: chunk('src/routes/faqs.tsx') },
      {
        path: 'careers/:careerId/apply',
        lazy: () => import('../routes/career-apply.js'),
        handle: chunk('src/routes/career-apply.tsx'),
      },
      {
        path: 'contact-us',
        lazy: () => import('../routes/contact-us.js'),
        handle: chunk('src/routes/contact-us.tsx'),
      },
      {
        path: 'customer-enquiry',
        lazy: () => import('../routes/customer-enquiry.js'),
        handle: chunk('src/routes/customer-enquiry.tsx'),
      },
      {
        path: 'dealer-enquiry',
        lazy: () => import('../routes/dealer-enquiry.js'),
        handle: chunk('src/routes/dealer-enquiry.tsx'),
      },
      {
        path: 'ask-your-question',
        lazy: () => import('../routes/ask-your-question.js'),
        handle: chunk('src/routes/ask-your-question.tsx'),
      },
      {
        path: 'support-ticket',
        lazy: () => import('../routes/support-ticket.js'),
        handle: chunk('src/routes/support-ticket.tsx'),
      },
      // docs/customer.md §2: the customer side. Login and register send a logged-in customer to the
      // dashboard.
      { path: 'login', lazy: () => import('../routes/login.js'), handle: clientOnly('src/routes/login.tsx') },
      {
        path: 'register',
        lazy: () => import('../routes/register.js'),
        handle: clientOnly('src/routes/register.tsx'),
      },
      {
        path: 'forget-password',
        lazy: () => import('../routes/forget-password.js'),
        handle: clientOnly('src/routes/forget-password.tsx'),
      },
      {
        path: 'reset-password',
        lazy: () => import('../routes/reset-password.js'),
        handle: clientOnly('src/routes/reset-password.tsx'),
      },
      {
        // docs/customer.md §2.2 "Registration": the page the registration mail's link opens.
        path: 'confirm-email',
        lazy: () => import('../routes/confirm-email.js'),
        handle: clientOnly('src/routes/confirm-email.tsx'),
      },
      {
        // docs/customer.md §4: these need a valid session, checked every 10 s; otherwise /login, and back
        // after.
        lazy: () => import('../customer/require-session.js'),
        handle: clientOnly('src/customer/require-session.tsx'),
        children: [
          { path: 'carts', lazy: () => import('../routes/carts.js'), handle: chunk('src/routes/carts.tsx') },
          {
            path: 'wishlists',
            lazy: () => import('../routes/wishlists.js'),
            handle: chunk('src/routes/wishlists.tsx'),
          },
          {
            path: 'checkouts',
            lazy: () => import('../routes/checkouts.js'),
            handle: chunk('src/routes/checkouts.tsx'),
          },
          {
            path: 'dashboard',
            lazy: () => import('../routes/dashboard.js'),
            handle: chunk('src/routes/dashboard.tsx'),
          },
          {
            path: 'my-orders',
            lazy: () => import('../routes/my-orders.js'),
            handle: chunk('src/routes/my-orders.tsx'),
          },
          {
            // Our page for an order's Fonepay QR (docs/nepal.md "Payments").
            path: 'payments/fonepay',
            lazy: () => import('../routes/fonepay-payment.js'),
            handle: chunk('src/routes/fonepay-payment.tsx'),
          },
          {
            // The return from eSewa or Khalti (payments/esewa, payments/khalti, payments/failed).
            path: 'payments/:gateway',
            lazy: () => import('../routes/payment-return.js'),
            handle: chunk('src/routes/payment-return.tsx'),
          },
          {
            path: 'my-orders/:orderId',
            lazy: () => import('../routes/order-detail.js'),
            handle: chunk('src/routes/order-detail.tsx'),
          },
          {
            path: 'my-quotes',
            lazy: () => import('../routes/my-quotes.js'),
            handle: chunk('src/routes/my-quotes.tsx'),
          },
          {
            path: 'my-quotes/:quoteId',
            lazy: () => import('../routes/quote-detail.js'),
            handle: chunk('src/routes/quote-detail.tsx'),
          },
          {
            path: 'quick-order',
            lazy: () => import('../routes/quick-order.js'),
            handle: chunk('src/routes/quick-order.tsx'),
          },
          {
            path: 'update-profile',
            lazy: () => import('../routes/update-profile.js'),
            handle: chunk('src/routes/update-profile.tsx'),
          },
          {
            path: 'dealer',
            lazy: () => import('../routes/dealer.js'),
            handle: chunk('src/routes/dealer.tsx'),
          },
          {
            path: 'dealer/join',
            lazy: () => import('../routes/dealer-join.js'),
            handle: chunk('src/routes/dealer-join.tsx'),
          },
          {
            path: 'change-password',
            lazy: () => import('../routes/change-password.js'),
            handle: chunk('src/routes/change-password.tsx'),
          },
        ],
      },
      { path: '*', lazy: () => import('../routes/not-found.js'), handle: chunk('src/routes/not-found.tsx') },
    ],
  },
];

/** `basename`: the language's prefix (`/ne`, src/i18n/locale.ts); links inside the app keep it. */
export const createRouter = (hydrationData?: HydrationState, basename?: string) =>
  createBrowserRouter(routes, {
    ...(hydrationData ? { hydrationData } : {}),
    ...(basename ? { basename } : {}),
  });
