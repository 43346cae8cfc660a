// The HTML pages the storefront embeds in a frame (docs/browsing.md §2): a standalone showroom page and a
// full-height catalogue viewer. Every value is escaped, stored HTML is sanitised, and each page sends its
// own strict Content-Security-Policy in place of the API's default one.
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import sanitizeHtml from 'sanitize-html';
import { catalogues, showrooms } from '../db/schema.js';
import { toImage } from '../services/images.js';
import { safeMapEmbed } from '../services/links.js';
import { uploadUrl } from '../services/uploads.js';

/** docs/customer.md §9: the theme's primary colour. */
const PRIMARY = '#0F5C4A';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Escapes text for HTML content and quoted attribute values. */
const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/** The only inline style of each page is allowed by its hash, so no other style can run. */
const styleHash = (css: string) => `'sha256-${createHash('sha256').update(css).digest('base64')}'`;

const BASE_CSS = `*,*::before,*::after{box-sizing:border-box}html{-webkit-text-size-adjust:100%}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:#1d1d1d;background:#fff;line-height:1.5}a{color:${PRIMARY}}a:focus-visible{outline:3px solid ${PRIMARY};outline-offset:2px}h1{color:${PRIMARY};line-height:1.2;margin:0 0 .5rem}`;

const SHOWROOM_CSS = `${BASE_CSS}.showroom{max-width:1100px;margin:0 auto;padding:1rem;display:grid;gap:1.5rem}@media (min-width:800px){.showroom{grid-template-columns:1fr 1fr;padding:2rem}.map{grid-column:1/-1}}.photo{margin:0}.photo img{display:block;width:100%;height:auto;border-radius:8px;background:#f2f2f2}.summary{font-size:1.1rem;margin:0 0 1rem}dl{display:grid;grid-template-columns:max-content 1fr;gap:.5rem 1rem;margin:0 0 1rem}dt{font-weight:600;color:${PRIMARY}}dd{margin:0;overflow-wrap:anywhere}.description{border-top:1px solid #e5e5e5;padding-top:1rem}.description img{max-width:100%;height:auto}.map iframe{display:block;width:100%;height:360px;border:0;border-radius:8px;background:#e8efec}.map p{margin:.5rem 0 0}`;

const CATALOGUE_CSS = `${BASE_CSS}html,body{height:100%}body{display:flex;flex-direction:column}.bar{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:.5rem 1rem;padding:.5rem 1rem;border-bottom:3px solid ${PRIMARY}}.bar h1{font-size:1.25rem;margin:0}.download{display:inline-block;padding:.4rem 1rem;border-radius:4px;background:${PRIMARY};color:#fff;text-decoration:none;font-weight:600}.viewer{flex:1;display:block;width:100%;min-height:0;border:0}.fallback{padding:2rem 1rem;text-align:center}`;

const NOT_FOUND_CSS = `${BASE_CSS}main{max-width:40rem;margin:3rem auto;padding:0 1rem;text-align:center}`;

const HASHES = {
  showroom: styleHash(SHOWROOM_CSS),
  catalogue: styleHash(CATALOGUE_CSS),
  notFound: styleHash(NOT_FOUND_CSS),
};

function htmlPage(title: string, css: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${css}</style>
</head>
<body>
${body}
</body>
</html>
`;
}

/** The origin of an http(s) URL, or undefined for anything else (javascript:, data:, garbage). */
function httpOrigin(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/** Stored HTML keeps its structure and links; scripts, styles, frames and event handlers go. */
const sanitize = (html: string) =>
  sanitizeHtml(html, {
    allowedTags: sanitizeHtml.defaults.allowedTags,
    allowedAttributes: { a: ['href', 'name', 'target', 'rel'] },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    // Links open outside the frame the page is shown in.
    transformTags: {
      a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
    },
  });

const routes: FastifyPluginAsync = async (app) => {
  /** default-src 'none' with only what the page needs; the storefront may frame it. */
  function setPolicy(reply: FastifyReply, directives: Record<string, string[]>) {
    const policy: Record<string, string[]> = {
      'default-src': ["'none'"],
      ...directives,
      'base-uri': ["'none'"],
      'form-action': ["'none'"],
      'frame-ancestors': ["'self'", app.config.storefrontOrigin],
    };
    reply.header(
      'Content-Security-Policy',
      Object.entries(policy)
        .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
        .join('; '),
    );
    reply.type('text/html; charset=utf-8');
  }

  const self = () => ["'self'", httpOrigin(app.config.publicUrl) ?? "'self'"];

  function notFoundPage(reply: FastifyReply, what: string): string {
    setPolicy(reply, { 'style-src': [HASHES.notFound] });
    reply.code(404);
    return htmlPage('Not found', NOT_FOUND_CSS, `<main><h1>Not found</h1><p>${escapeHtml(what)}</p></main>`);
  }

  app.operation('getShowroomPage', async (request, reply) => {
    const [row] = await app.db
      .select()
      .from(showrooms)
      .where(eq(showrooms.slug, request.params.slug))
      .limit(1);
    if (!row) return notFoundPage(reply, 'This showroom does not exist.');

    const image = toImage(row.image, app.config.publicUrl, 960);
    const mapUrl = safeMapEmbed(row.mapUrl);
    const mapOrigin = httpOrigin(mapUrl);
    const phoneHref = row.phone.replace(/[^\d+]/g, '');
    const description = sanitize(row.description).trim();
    const map =
      mapOrigin && mapUrl
        ? `<section class="map" aria-label="Map">
<iframe src="${escapeHtml(mapUrl)}" title="Map of ${escapeHtml(row.title)}" loading="lazy" referrerpolicy="no-referrer"></iframe>
<p><a href="${escapeHtml(mapUrl)}" target="_blank" rel="noopener noreferrer">Open the map in a new tab</a></p>
</section>`
        : '';

    setPolicy(reply, {
      'img-src': self(),
      'style-src': [HASHES.showroom],
      ...(mapOrigin ? { 'frame-src': [mapOrigin] } : {}),
    });
    return htmlPage(
      row.title,
      SHOWROOM_CSS,
      `<main class="showroom">
<figure class="photo"><img src="${escapeHtml(image.url)}" srcset="${escapeHtml(image.srcset)}" sizes="(min-width: 800px) 50vw, 100vw" width="${image.width}" height="${image.height}" alt="${escapeHtml(image.alt || row.title)}"></figure>
<section class="details">
<h1>${escapeHtml(row.title)}</h1>
<p class="summary">${escapeHtml(row.summary)}</p>
<dl>
<dt>Address</dt><dd>${escapeHtml(row.address)}</dd>
<dt>Phone</dt><dd><a href="tel:${escapeHtml(phoneHref)}">${escapeHtml(row.phone)}</a></dd>
<dt>Email</dt><dd><a href="mailto:${escapeHtml(row.email)}">${escapeHtml(row.email)}</a></dd>
<dt>Opening hours</dt><dd>${escapeHtml(row.hours)}</dd>
</dl>
${description ? `<div class="description">${description}</div>` : ''}
</section>
${map}
</main>`,
    );
  });

  app.operation('getCataloguePage', async (request, reply) => {
    const [row] = await app.db
      .select()
      .from(catalogues)
      .where(eq(catalogues.slug, request.params.slug))
      .limit(1);
    if (!row) return notFoundPage(reply, 'This catalogue does not exist.');

    const pdf = uploadUrl(app.config.publicUrl, row.file);
    const fileName = `${row.slug}.pdf`;
    setPolicy(reply, {
      'style-src': [HASHES.catalogue],
      // The PDF is shown by the browser's own viewer, in an <object> with a download link as fallback.
      'object-src': self(),
      'frame-src': self(),
      'img-src': self(),
    });
    return htmlPage(
      row.title,
      CATALOGUE_CSS,
      `<header class="bar">
<h1>${escapeHtml(row.title)}</h1>
<a class="download" href="${escapeHtml(pdf)}" download="${escapeHtml(fileName)}">Download PDF</a>
</header>
<object class="viewer" data="${escapeHtml(pdf)}" type="application/pdf" aria-label="${escapeHtml(row.title)}">
<p class="fallback">Your browser cannot show the catalogue here. <a href="${escapeHtml(pdf)}" download="${escapeHtml(fileName)}">Download ${escapeHtml(row.title)} (PDF)</a></p>
</object>`,
    );
  });
};

export default routes;
