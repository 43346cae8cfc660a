// The company facts the footer shows (docs/customer.md §2.9 "Footer"). Branch addresses come from the
// showrooms call when it has answered; these are the fallbacks until then (or when it fails), matching the
// seeded showrooms so the footer never jumps between two different texts.

export const COMPANY_NAME = 'Sajilo';

export const COMPANY_SUMMARY =
  'Tiles, sanitaryware, bath ware, kitchen and lighting from the brands Nepal trusts, with showrooms across Kathmandu and dealers across the country.';

export const CONTACT_PHONE = '01-4781234';
export const CONTACT_EMAIL = 'info@sajilo.com.np';

/** docs/customer.md §2, §9: working hours exactly as the shop writes them. */
export const WORKING_HOURS = '10:00Am - 6:00PM (Sunday - Friday)';

export interface Branch {
  /** The showroom slug it is matched with. */
  slug: string;
  label: string;
  address: string;
}

/** docs/customer.md §2: head office, Chabahil branch and Pepsicola branch. */
export const BRANCHES: Branch[] = [
  { slug: 'head-office', label: 'Head Office', address: 'Tinkune, Subidhanagar, Kathmandu 44600' },
  { slug: 'chabahil', label: 'Chabahil Branch', address: 'Chabahil Chowk, Ring Road, Kathmandu 44602' },
  { slug: 'pepsicola', label: 'Pepsicola Branch', address: 'Pepsicola Townplanning, Kathmandu 44600' },
];

export type SocialNetwork = 'facebook' | 'instagram' | 'linkedin' | 'pinterest' | 'twitter' | 'youtube';

export interface SocialLink {
  network: SocialNetwork;
  label: string;
  href: string;
}

/** docs/customer.md §2: social links, each opened in a new tab. */
export const SOCIAL_LINKS: SocialLink[] = [
  { network: 'facebook', label: 'Facebook', href: 'https://www.facebook.com/sajilo.np' },
  { network: 'instagram', label: 'Instagram', href: 'https://www.instagram.com/sajilo.np' },
  { network: 'linkedin', label: 'LinkedIn', href: 'https://www.linkedin.com/company/sajilo-np' },
  { network: 'pinterest', label: 'Pinterest', href: 'https://www.pinterest.com/sajilonp' },
  { network: 'twitter', label: 'Twitter', href: 'https://twitter.com/sajilo_np' },
  { network: 'youtube', label: 'YouTube', href: 'https://www.youtube.com/@sajilonp' },
];

/** docs/customer.md §2: "a Powered By agency link". */
export const POWERED_BY = { label: 'Sajilo Digital', href: 'https://sajilo.com.np' } as const;
