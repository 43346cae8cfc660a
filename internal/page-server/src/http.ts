// What the routes of a page server share to answer: compression off the event loop, validators, and short
// answers in words.
import { createHash } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * The body in the encoding the browser prefers among Brotli and gzip (quality for a per-request cost), on
 * zlib's thread pool, never the event loop.
 */
export async function compress(
  req: IncomingMessage,
  body: Buffer,
): Promise<{ encoding: 'br' | 'gzip' | undefined; body: Buffer }> {
  const accepted = String(req.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) {
    return { encoding: 'br', body: await brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) };
  }
  if (/\bgzip\b/.test(accepted)) return { encoding: 'gzip', body: await gzipAsync(body, { level: 6 }) };
  return { encoding: undefined, body };
}

/** A weak ETag over `text` (its SHA-256, shortened). */
export function weakEtag(text: string): string {
  return `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 has it for GET). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** The path of a request's address, without its query. */
export function pathOf(req: IncomingMessage): string {
  return (req.url ?? '/').split('?')[0] ?? '/';
}

/** A short answer in words (`text/plain`); no body for HEAD. */
export function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  headers: OutgoingHttpHeaders = {},
): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...headers });
  res.end(req.method === 'HEAD' ? undefined : text);
}

/**
 * A body compressed for the browser (compress) with `headers`, or 304 with only the validators and caching
 * headers when If-None-Match names `etag` (RFC 9110 §15.4.5).
 */
export async function sendCompressed(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  text: string,
  headers: OutgoingHttpHeaders & { 'Cache-Control': string },
  etag?: string,
): Promise<void> {
  const validators = { 'Cache-Control': headers['Cache-Control'], Vary: 'Accept-Encoding' };
  if (etag && status === 200 && matchesEtag(req.headers['if-none-match'], etag)) {
    // The browser keeps its stored page, whose scripts carry the nonce of its stored policy: a policy here
    // would replace that one and block every script of the page it keeps.
    res.removeHeader('Content-Security-Policy');
    res.writeHead(304, { ...validators, ETag: etag });
    res.end();
    return;
  }
  const { encoding, body } = await compress(req, Buffer.from(text));
  res.writeHead(status, {
    ...headers,
    ...validators,
    ...(etag ? { ETag: etag } : {}),
    ...(encoding ? { 'Content-Encoding': encoding } : {}),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
