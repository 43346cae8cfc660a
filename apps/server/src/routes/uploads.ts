// Stored files at /uploads/<path>, from the `files` table (services/files.ts), so every instance serves the
// same ones. A public path never names other content, so each answer is immutable: a CDN and browsers keep
// it a year and revalidate by ETag. A private file (a form attachment) is answered like a missing path.
// Not an operation of the contract: its answers are files, not JSON (like /openapi.yaml and /docs).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../errors.js';
import { isFilePath, MAX_FILE_PATH, type PublicFile, readPublicFile } from '../services/files.js';
import { noneMatch } from '../services/http-cache.js';

const PREFIX = '/uploads/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The stored path an address names, or undefined when it names none. Read from the address as sent, one
 * segment at a time, because the router decodes `%2F` into a `/` that could not be told from a real one.
 * Nothing is normalised: `.`, `..`, empty segments, encoded separators and control characters are in no
 * stored path (isFilePath), so an address with one names no file.
 */
export function uploadPath(url: string): string | undefined {
  const target = url.split(/[?#]/, 1)[0] ?? '';
  // Percent-encoded, a path is at most 9 times as long (a 3-byte UTF-8 character is `%xx%xx%xx`).
  if (!target.startsWith(PREFIX) || target.length > PREFIX.length + 9 * MAX_FILE_PATH) return undefined;
  const segments: string[] = [];
  for (const raw of target.slice(PREFIX.length).split('/')) {
    try {
      segments.push(decodeURIComponent(raw));
    } catch {
      return undefined;
    }
  }
  if (segments.some((segment) => segment.includes('/'))) return undefined;
  const path = segments.join('/');
  return isFilePath(path) ? path : undefined;
}

/**
 * Whether the client's copy is current (304): If-None-Match when sent, otherwise If-Modified-Since, whose
 * date has whole seconds (RFC 9110 §13.2.2).
 */
function clientHasIt(request: FastifyRequest, etag: string, modified: Date): boolean {
  const { 'if-none-match': tags, 'if-modified-since': since } = request.headers;
  if (tags !== undefined) return noneMatch(tags, etag);
  if (since === undefined) return false;
  const date = Date.parse(since);
  return !Number.isNaN(date) && Math.floor(modified.getTime() / 1000) * 1000 <= date;
}

const etagOf = (file: PublicFile) => `"${file.sha256}"`;

/** The headers a 200 and a 304 share (RFC 9110 §15.4.5), set once the answer is known to be one of them. */
function validators(reply: FastifyReply, file: PublicFile): FastifyReply {
  return reply
    .header('ETag', etagOf(file))
    .header('Cache-Control', IMMUTABLE)
    .header('Last-Modified', file.createdAt.toUTCString());
}

const routes: FastifyPluginAsync = async (app) => {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/*',
    // Pictures and PDFs are compressed already, and one representation per path keeps the ETag strong.
    config: { compress: false },
    handler: async (request, reply) => {
      const path = uploadPath(request.url);
      if (path === undefined) throw notFound();
      const body = request.method === 'GET';
      const conditional =
        request.headers['if-none-match'] !== undefined || request.headers['if-modified-since'] !== undefined;
      // HEAD and revalidations need the validators only; the content is read when it is sent.
      let file = await readPublicFile(app.db, path, body && !conditional);
      if (!file) throw notFound();
      if (clientHasIt(request, etagOf(file), file.createdAt)) return validators(reply, file).code(304).send();
      if (body && !file.content) {
        file = await readPublicFile(app.db, path, true);
        // Deleted since the first read: a 404 without the caching headers of a file.
        if (!file) throw notFound();
      }
      validators(reply, file)
        .type(file.mime)
        .header('Content-Length', file.size)
        .header('X-Content-Type-Options', 'nosniff');
      return reply.send(body ? file.content : undefined);
    },
  });
};

export default routes;
