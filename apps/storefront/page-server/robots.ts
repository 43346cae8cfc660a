// robots.txt (docs/storefront.md "Search engines and link previews"): crawlers may read every public page;
// the customer's own pages (account, cart, checkout, the payment gateways' returns) hold nothing for them.
// The sitemap is named by its absolute address, as the robots exclusion protocol's Sitemap line requires.
import { SITEMAP_INDEX } from './sitemap.js';

/** The customer's pages, in English; each is disallowed in Nepali too. */
const PRIVATE_PATHS = [
  '/carts',
  '/wishlists',
  '/checkouts',
  '/payments/',
  '/dashboard',
  '/my-orders',
  '/update-profile',
  '/change-password',
  '/login',
  '/register',
  '/forget-password',
  '/reset-password',
  '/confirm-email',
];

/** robots.txt for the shop at `origin`. */
export const robots = (origin: string) =>
  [
    'User-agent: *',
    'Allow: /',
    // The same pages in Nepali (docs/nepal.md "Languages": Nepali pages live under /ne).
    ...PRIVATE_PATHS.flatMap((path) => [`Disallow: ${path}`, `Disallow: /ne${path}`]),
    '',
    `Sitemap: ${origin}${SITEMAP_INDEX}`,
    '',
  ].join('\n');

/** robots.txt is kept an hour by browsers and CDNs alike. */
export const ROBOTS_CACHE = 'public, max-age=3600';
