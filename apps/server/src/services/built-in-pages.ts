// The page records the storefront's own routes read (docs/browsing.md §2, docs/customer.md §2): the body of
// who we are and the policies, the title and meta of the home page, the listings, the content lists and the
// forms. They are built in: never deleted, their address fixed (the storefront asks for them by these slugs,
// `terms-and-condition` without the s as docs/browsing.md §7 has it). Every other page record is one the
// staff made, shown by the storefront at /pages/{slug} (docs/back-office.md "Pages").
export const BUILT_IN_PAGES: ReadonlySet<string> = new Set([
  'home',
  'products',
  'catalogues',
  'showrooms',
  'blogs',
  'careers',
  'faqs',
  'who-we-are',
  'dealer-policy',
  'terms-and-condition',
  'privacy-policy',
  'contact-us',
  'customer-enquiry',
  'dealer-enquiry',
  'support-ticket',
  'ask-your-question',
]);

export const isBuiltInPage = (slug: string) => BUILT_IN_PAGES.has(slug);
