// Where the shell's links lead (docs/customer.md §2.9 "Shell"); the header, the mobile menu, the footer and
// the bottom bar read them from here so they cannot drift apart.

import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/** `label` is a catalogue message (docs/nepal.md "Languages"), shown with `i18n._(label)`. */
export interface NavLink {
  label: MessageDescriptor;
  href: string;
}

/** docs/customer.md §2: the About entry of the header groups Who We Are and Company Policy. */
export const ABOUT_LINKS: NavLink[] = [
  { label: msg`Who We Are`, href: '/who-we-are' },
  { label: msg`Company Policy`, href: '/terms-and-conditions' },
];

/** docs/customer.md §2: header navigation after About. */
export const MAIN_LINKS: NavLink[] = [
  { label: msg`Product`, href: '/products' },
  { label: msg`Catalogue`, href: '/catalogues' },
  { label: msg`Showroom`, href: '/showrooms' },
  { label: msg`Contact us`, href: '/contact-us' },
];

/** docs/customer.md §2: the mobile menu's own wording ("Who we are?", "About us"). */
export const MOBILE_ABOUT_LINKS: NavLink[] = [
  { label: msg`Who we are?`, href: '/who-we-are' },
  { label: msg`Company Policy`, href: '/terms-and-conditions' },
];

export const MOBILE_LINKS_AFTER_ABOUT: NavLink[] = [
  { label: msg`Products`, href: '/products' },
  { label: msg`Catalogues`, href: '/catalogues' },
  { label: msg`Showroom`, href: '/showrooms' },
  { label: msg`Contact us`, href: '/contact-us' },
];

/** docs/customer.md §2: the footer's links. */
export const FOOTER_LINKS: NavLink[] = [
  { label: msg`FAQs`, href: '/faqs' },
  { label: msg`Blogs`, href: '/blogs' },
  { label: msg`Career`, href: '/careers' },
  { label: msg`Customer Enquiry`, href: '/customer-enquiry' },
  { label: msg`Dealer Enquiry`, href: '/dealer-enquiry' },
  { label: msg`Support Ticket`, href: '/support-ticket' },
  { label: msg`Terms & Conditions`, href: '/terms-and-conditions' },
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
