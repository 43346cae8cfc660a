// A blog post's JSON-LD: a BlogPosting (headline, picture, dates, the shop as author and publisher, as
// Google's article markup recommends) and the page's BreadcrumbList, from the post the page already shows.
import { useLingui } from '@lingui/react/macro';
import type { Blog } from '@sajilo/api';
import { useSiteOrigin } from '../lib/site-origin.js';
import { COMPANY_NAME } from '../shell/company.js';
import { breadcrumbList, plainText, StructuredData } from './structured-data.js';

export function BlogStructuredData({ blog }: { blog: Blog }) {
  const { t } = useLingui();
  const origin = useSiteOrigin();
  const path = `/blogs/${encodeURIComponent(blog.slug)}`;
  const shop = { '@type': 'Organization', name: COMPANY_NAME, url: `${origin}/` };
  return (
    <>
      <StructuredData
        data={{
          '@type': 'BlogPosting',
          headline: blog.title,
          description: blog.seo_description || blog.summary || plainText(blog.description).slice(0, 300),
          image: [blog.image.url],
          datePublished: blog.date,
          url: `${origin}${path}`,
          mainEntityOfPage: { '@type': 'WebPage', '@id': `${origin}${path}` },
          author: shop,
          publisher: { ...shop, logo: { '@type': 'ImageObject', url: `${origin}/favicon.svg` } },
        }}
      />
      <StructuredData
        data={breadcrumbList(origin, [
          { label: t`Home`, href: '/' },
          { label: t`Blogs`, href: '/blogs' },
          { label: blog.title, href: path },
        ])}
      />
    </>
  );
}
