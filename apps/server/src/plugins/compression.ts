// Answers compressed for clients that accept it (Brotli or gzip, by the client's q-values): JSON, HTML, text,
// YAML, XML and CSV of 1 KB or more. A body the handler built whole (nearly every answer) is compressed in one
// call: up to 32 KB at once (INLINE_LIMIT), larger on zlib's thread pool, so the event loop never waits
// long on it; a stream (the products' CSV export) is piped through a compressor. It runs last, after every
// other hook has seen the body as it was built. A route may opt out with `config: { compress: false }`
// (stored pictures and PDFs, compressed already).
//
// @fastify/compress did this before, turning every body into a stream through four stream layers: on a
// product's answer that cost about 1.3 ms of CPU per request, seven times the compression itself
// (docs/server.md "Answers on the wire").
import { pipeline, type Readable } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { vary } from './language.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: this route's answers are sent as they are (already compressed). */
    compress?: boolean;
  }
}

/** Bodies smaller than this gain too little to be worth the work. */
const COMPRESS_THRESHOLD = 1024;
/** Brotli at quality 4: most of the saving at a fraction of the CPU of the default 11. */
const BROTLI: zlib.BrotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } };
/**
 * Bodies up to this size are compressed at once, on the event loop: 0.1–0.2 ms for 32 KB of JSON (Brotli 4
 * or gzip) on the development machine, less than the thread pool's round trip costs the event loop itself
 * (zlib's callback API runs a stream per call: 0.25 ms of the server's CPU a request on related products,
 * and the answer waits for the pool). Larger ones go to zlib's thread pool.
 */
const INLINE_LIMIT = 32 * 1024;
const ENCODINGS = ['br', 'gzip'] as const;
type Encoding = (typeof ENCODINGS)[number];

const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]*\+)?(?:json|xml|yaml|javascript)\b)/i;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Bodies kept to be sent again (the catalogue's in-memory cache, plugins/operations.ts) and their
 * compressed forms, one per encoding, made on the first request that asks for it: an answer sent from the
 * cache is compressed once, not on every request. Gone with the body.
 */
const variants = new WeakMap<Buffer, Map<Encoding, Promise<Buffer>>>();

/** `body` will be sent again as it is: keep its compressed forms with it. */
export function keepCompressed(body: Buffer): Buffer {
  if (!variants.has(body)) variants.set(body, new Map());
  return body;
}

function compressBody(body: Buffer, encoding: Encoding): Promise<Buffer> {
  const kept = variants.get(body);
  if (kept === undefined) return compressOnce(body, encoding);
  let variant = kept.get(encoding);
  if (variant === undefined) {
    const made = compressOnce(body, encoding);
    variant = made;
    kept.set(encoding, made);
    // A failure is not kept: the next request tries again.
    made.catch(() => {
      if (kept.get(encoding) === made) kept.delete(encoding);
    });
  }
  return variant;
}

function compressOnce(body: Buffer, encoding: Encoding): Promise<Buffer> {
  const options: zlib.BrotliOptions = {
    ...BROTLI,
    params: { ...BROTLI.params, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
  };
  if (body.length <= INLINE_LIMIT) {
    try {
      return Promise.resolve(
        encoding === 'br' ? zlib.brotliCompressSync(body, options) : zlib.gzipSync(body),
      );
    } catch (error) {
      return Promise.reject(error);
    }
  }
  return encoding === 'br' ? brotli(body, options) : gzip(body);
}

function compressStream(body: Readable, encoding: Encoding): Readable {
  const compressor = encoding === 'br' ? zlib.createBrotliCompress(BROTLI) : zlib.createGzip();
  // An error on either side ends both; the reply then ends early, as any broken stream does.
  return pipeline(body, compressor, () => {});
}

const isStream = (payload: unknown): payload is Readable =>
  typeof payload === 'object' && payload !== null && typeof (payload as Readable).pipe === 'function';

async function onSend(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (payload === null || payload === undefined) return payload;
  const encoded = reply.getHeader('Content-Encoding');
  if (encoded !== undefined && encoded !== 'identity') return payload;
  if (!COMPRESSIBLE.test(String(reply.getHeader('Content-Type') ?? ''))) return payload;
  const stream = isStream(payload);
  if (!stream && typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
  if (!stream && Buffer.byteLength(payload as string | Buffer) < COMPRESS_THRESHOLD) return payload;
  // The answer depends on Accept-Encoding from here on, whichever encoding this client gets.
  vary(reply, 'Accept-Encoding');
  const header = request.headers['accept-encoding'];
  const encoding = header ? (negotiate(header, [...ENCODINGS]) as Encoding | null) : null;
  if (!encoding) return payload;
  reply.header('Content-Encoding', encoding);
  reply.removeHeader('Content-Length');
  return stream
    ? compressStream(payload as Readable, encoding)
    : compressBody(Buffer.isBuffer(payload) ? payload : Buffer.from(payload as string), encoding);
}

export default fp(
  async (app) => {
    // The route's last onSend hook, after the application's (which may still read or change the body).
    app.addHook('onRoute', (route) => {
      if (route.config?.compress === false) return;
      route.onSend = [...(route.onSend === undefined ? [] : [route.onSend].flat()), onSend];
    });
  },
  { name: 'compression' },
);
