// schema.org JSON-LD in the page (Product, BreadcrumbList, Organization, …), read by search engines from
// the server-rendered HTML. A data block, not a script: the Content-Security-Policy does not govern it.
// `<` is escaped so no text in the data can close the element.

export function StructuredData({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON built here, with < escaped.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

/** The text of an HTML body, for a description (the page shows the body itself). */
export const plainText = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A BreadcrumbList from the trail's labels and addresses (the last is the page itself). */
export function breadcrumbList(origin: string, trail: { label: string; href: string }[]) {
  return {
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.label,
      item: `${origin}${crumb.href}`,
    })),
  };
}
