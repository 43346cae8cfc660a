// Every route is its own lazily loaded chunk (route modules export `Component`); seed 000 §2 routes.
import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { Shell } from '../shell/shell.js';

export const routes: RouteObject[] = [
  // seed 000 §2: the showroom detail embeds the server page and hides the site header and footer.
  { path: '/showrooms/:showroomId', lazy: () => import('../routes/showroom-detail.js') },
  {
    Component: Shell,
    children: [
      { index: true, lazy: () => import('../routes/home.js') },
      { path: 'products', lazy: () => import('../routes/products.js') },
      { path: 'products/categories/:categoryId', lazy: () => import('../routes/category-listing.js') },
      { path: 'products/brands/:brandId', lazy: () => import('../routes/brand-listing.js') },
      { path: 'products/:productId', lazy: () => import('../routes/product-detail.js') },
      { path: 'search', lazy: () => import('../routes/search.js') },
      { path: 'catalogues', lazy: () => import('../routes/catalogues.js') },
      { path: 'showrooms', lazy: () => import('../routes/showrooms.js') },
      { path: 'who-we-are', lazy: () => import('../routes/who-we-are.js') },
      { path: 'dealer-policy', lazy: () => import('../routes/policies.js') },
      { path: 'terms-and-conditions', lazy: () => import('../routes/policies.js') },
      { path: 'privacy-policy', lazy: () => import('../routes/policies.js') },
      { path: 'blogs', lazy: () => import('../routes/blogs.js') },
      { path: 'blogs/:blogId', lazy: () => import('../routes/blog-detail.js') },
      { path: 'careers', lazy: () => import('../routes/careers.js') },
      { path: 'careers/:careerId', lazy: () => import('../routes/career-detail.js') },
      { path: 'faqs', lazy: () => import('../routes/faqs.js') },
      { path: 'careers/:careerId/apply', lazy: () => import('../routes/career-apply.js') },
      { path: 'contact-us', lazy: () => import('../routes/contact-us.js') },
      { path: 'customer-enquiry', lazy: () => import('../routes/customer-enquiry.js') },
      { path: 'dealer-enquiry', lazy: () => import('../routes/dealer-enquiry.js') },
      { path: 'ask-your-question', lazy: () => import('../routes/ask-your-question.js') },
      { path: 'support-ticket', lazy: () => import('../routes/support-ticket.js') },
      // seed 001 §2: the customer side. Login and register send a logged-in customer to the dashboard.
      { path: 'login', lazy: () => import('../routes/login.js') },
      { path: 'register', lazy: () => import('../routes/register.js') },
      { path: 'forget-password', lazy: () => import('../routes/forget-password.js') },
      { path: 'reset-password', lazy: () => import('../routes/reset-password.js') },
      {
        // seed 001 §4: these need a valid session, checked every 10 s; otherwise /login, and back after.
        lazy: () => import('../customer/require-session.js'),
        children: [
          { path: 'carts', lazy: () => import('../routes/carts.js') },
          { path: 'wishlists', lazy: () => import('../routes/wishlists.js') },
          { path: 'checkouts', lazy: () => import('../routes/checkouts.js') },
          { path: 'dashboard', lazy: () => import('../routes/dashboard.js') },
          { path: 'my-orders', lazy: () => import('../routes/my-orders.js') },
          { path: 'my-orders/:orderId', lazy: () => import('../routes/order-detail.js') },
          { path: 'update-profile', lazy: () => import('../routes/update-profile.js') },
          { path: 'change-password', lazy: () => import('../routes/change-password.js') },
        ],
      },
      { path: '*', lazy: () => import('../routes/not-found.js') },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
