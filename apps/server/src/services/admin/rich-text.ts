// HTML the staff write (page, blog, job, FAQ and showroom bodies) is sanitised on the server before it is
// stored (docs/back-office.md "Content"): structure, links, pictures and tables stay; scripts, styles,
// frames, forms and event handlers go, and links may only be http(s), mailto or tel (or a path of the shop).
// The storefront sanitises again before the DOM (packages/ui's sanitize-html.ts): two independent locks.
import sanitizeHtml from 'sanitize-html';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope', 'colspan', 'rowspan'],
    td: ['colspan', 'rowspan'],
    ol: ['start'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  // A link that opens a new tab cannot reach back to the shop's page (reverse tabnabbing).
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target === '_blank' ? { ...attribs, rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

/** Safe HTML for the storefront, trimmed. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS).trim();
}
