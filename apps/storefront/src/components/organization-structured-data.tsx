// The home page's JSON-LD: the company as an Organization with its showrooms as LocalBusiness entries
// (address, phone, email, hours), from the showrooms the page already has (the footer's call).
import { useShowroomsQuery } from '@sajilo/store';
import { useSiteOrigin } from '../lib/site-origin.js';
import {
  COMPANY_NAME,
  COMPANY_SUMMARY,
  CONTACT_EMAIL,
  CONTACT_PHONE,
  SOCIAL_LINKS,
} from '../shell/company.js';
import { StructuredData } from './structured-data.js';

export function OrganizationStructuredData() {
  const origin = useSiteOrigin();
  const { data } = useShowroomsQuery();
  return (
    <StructuredData
      data={{
        '@type': 'Organization',
        name: COMPANY_NAME,
        url: `${origin}/`,
        logo: `${origin}/favicon.svg`,
        description: COMPANY_SUMMARY,
        telephone: CONTACT_PHONE,
        email: CONTACT_EMAIL,
        sameAs: SOCIAL_LINKS.map((link) => link.href),
        department: (data?.showrooms ?? []).map((showroom) => ({
          '@type': 'HomeAndConstructionBusiness',
          name: showroom.title,
          url: `${origin}/showrooms/${encodeURIComponent(showroom.slug)}`,
          image: showroom.image.url,
          telephone: showroom.phone,
          email: showroom.email,
          address: {
            '@type': 'PostalAddress',
            streetAddress: showroom.address,
            addressLocality: 'Kathmandu',
            addressCountry: 'NP',
          },
          openingHours: showroom.hours,
        })),
      }}
    />
  );
}
