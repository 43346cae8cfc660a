// Where the shell's links lead (docs/customer.md §2.9 "Shell"); the header, the mobile menu, the footer and
// the bottom bar read them from here so they cannot drift apart.

export interface NavLink {
  label: string;
  href: string;
}

/** docs/customer.md §2: the About entry of the header groups Who We Are and Company Policy. */
export const ABOUT_LINKS: NavLink[] = [
  { label: 'Who We Are', href: '/who-we-are' },
  { label: 'Company Policy', href: '/terms-and-conditions' },
];

/** docs/customer.md §2: header navigation after About. */
export const MAIN_LINKS: NavLink[] = [
  { label: 'Product', href: '/products' },
  { label: 'Catalogue', href: '/catalogues' },
  { label: 'Showroom', href: '/showrooms' },
  { label: 'Contact us', href: '/contact-us' },
];

/** docs/customer.md §2: the mobile menu's own wording ("Who we are?", "About us"). */
export const MOBILE_ABOUT_LINKS: NavLink[] = [
  { label: 'Who we are?', href: '/who-we-are' },
  { label: 'Company Policy', href: '/terms-and-conditions' },
];

export const MOBILE_LINKS_AFTER_ABOUT: NavLink[] = [
  { label: 'Products', href: '/products' },
  { label: 'Catalogues', href: '/catalogues' },
  { label: 'Showroom', href: '/showrooms' },
  { label: 'Contact us', href: '/contact-us' },
];

/** docs/customer.md §2: the footer's links. */
export const FOOTER_LINKS: NavLink[] = [
  { label: 'FAQs', href: '/faqs' },
  { label: 'Blogs', href: '/blogs' },
  { label: 'Career', href: '/careers' },
  { label: 'Customer Enquiry', href: '/customer-enquiry' },
  { label: 'Dealer Enquiry', href: '/dealer-enquiry' },
  { label: 'Support Ticket', href: '/support-ticket' },
  { label: 'Terms & Conditions', href: '/terms-and-conditions' },
];

export const CUSTOMER_LINKS = {
  wishlist: '/wishlists',
  cart: '/carts',
  account: '/login',
} as const;

/** docs/customer.md §2: the search modal and the mobile menu's search field submit here. */
export function searchHref(query: string): string {
  return `/search?${new URLSearchParams({ query }).toString()}`;
}
