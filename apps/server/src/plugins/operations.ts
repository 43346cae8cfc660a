// `app.operation(operationId, handler)`: registers the route of one contract operation with the contract's
// method, path, security and schemas. Route plugins contain handlers only. `contractRoute` is the part every
// contract's operation shares (the back office's too: services/admin/operations.ts): method, path, schemas,
// limits, and the checks of the query and the body before validation.
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { type ContractFile, loadContract, type Operation } from '../contract.js';
import { decodes, EMPTY_BODY, type FieldErrors, HttpError, invalid } from '../errors.js';
import type { Text } from '../i18n.js';
import { noneMatch } from '../services/http-cache.js';
import type { HeaderParams, JsonBody, OperationId, PathParams, QueryParams, SuccessBody } from '../types.js';
import { requireApiKey } from './clients.js';
import { keepCompressed } from './compression.js';
import { requireCustomer } from './customers.js';
import { localize } from './language.js';

export type OperationRequest<O extends OperationId> = FastifyRequest<{
  Params: PathParams<O>;
  Querystring: QueryParams<O>;
  Headers: HeaderParams<O>;
  Body: JsonBody<O>;
}>;

/** A success body whose `message` may be a message of the catalogues, rendered in the request's language. */
export type Localizable<B> = B extends { message: string } ? Omit<B, 'message'> & { message: Text } : B;

export type OperationHandler<O extends OperationId> = (
  request: OperationRequest<O>,
  reply: FastifyReply,
) => Promise<Localizable<SuccessBody<O>>>;

/** Renders a success body's `message` in the request's language (src/i18n.ts). */
function localized(handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const body = await handler(request, reply);
    if (typeof body !== 'object' || body === null || !('message' in body)) return body;
    const { message } = body as { message: unknown };
    if (typeof message !== 'string' && (typeof message !== 'object' || message === null)) return body;
    return { ...body, message: localize(request, message as Text) };
  };
}

export interface OperationOptions {
  /** Per-route rate limit (@fastify/rate-limit options), e.g. forms and login. */
  rateLimit?: Record<string, unknown>;
  /** Body size limit in bytes for this route. */
  bodyLimit?: number;
}

/**
 * The contract's `catalog` and `search` reads are public catalogue answers: each a function of the
 * catalogue's version and its address, so it carries an ETag made from the version (304 on If-None-Match)
 * and may be kept in memory (plugins/catalog-cache.ts).
 */
const CATALOG_TAGS = new Set(['catalog', 'search']);
/** The Content-Type Fastify gives a JSON answer. */
const JSON_TYPE = 'application/json; charset=utf-8';

declare module 'fastify' {
  interface FastifyInstance {
    operation<O extends OperationId>(
      id: O,
      handler: NoInfer<OperationHandler<O>>,
      options?: OperationOptions,
    ): void;
  }
  interface FastifyContextConfig {
    operationId?: string;
  }
  interface FastifyRequest {
    /**
     * The catalogue's version a catalogue request is answered at, read before its data (null on other
     * requests); handlers pass it to the catalogue's services, which keep names and pivots per version.
     */
    catalogVersion: string | null;
  }
}

/**
 * The contract's query parameters whose value is not correctly percent-encoded (`%zz`, a lone `%`, bytes that
 * are not UTF-8): the query parser would keep such a value as typed, escapes and all.
 */
export function queryProblems(url: string, names: ReadonlySet<string>): FieldErrors {
  const problems: FieldErrors = {};
  const at = url.indexOf('?');
  if (at < 0) return problems;
  for (const pair of url.slice(at + 1).split('&')) {
    const eq = pair.indexOf('=');
    const rawName = eq < 0 ? pair : pair.slice(0, eq);
    const name = decodes(rawName) ? decodeURIComponent(rawName.replace(/\+/g, ' ')) : undefined;
    if (name === undefined || !names.has(name)) continue;
    if (eq >= 0 && !decodes(pair.slice(eq + 1)))
      problems[name] = [/*i18n*/ 'This value is not correctly encoded.'];
  }
  return problems;
}

/** Reads a multipart body to its end without keeping it, so the client reads the answer, not a reset. */
async function discardParts(request: FastifyRequest): Promise<void> {
  try {
    for await (const part of request.parts()) if (part.type === 'file') part.file.resume();
  } catch {
    // A malformed or oversized form: the answer is the same 415.
  }
}

/** Passwords are taken exactly as typed (OWASP ASVS 2.1: never altered or truncated). */
const VERBATIM = /password/;

/** Form values arrive with stray spaces and empty optional fields; trim, and treat "" as absent. */
export function tidy(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body) || Buffer.isBuffer(body)) return body;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(body)) {
    const v = typeof value === 'string' && !VERBATIM.test(key) ? value.trim() : value;
    if (v === '' || v === null || v === undefined) continue;
    out[key] = v;
  }
  return out;
}

/** A contract operation's route, without the hooks and the handler that are its contract's own. */
export interface ContractRoute {
  op: Operation;
  route: Omit<RouteOptions, 'handler'>;
}

/**
 * The route of operation `id` of `file`: the contract's method, path and schemas, the options' limits, and
 * before validation the query's lists split (docs/browsing.md §7: comma separated; a list given several
 * times is one list), a value that is not one given twice or not correctly encoded refused, and a JSON body
 * required (a form sent as multipart 415) and tidied.
 */
export function contractRoute(file: ContractFile, id: string, options: OperationOptions = {}): ContractRoute {
  const op = loadContract(file).operations.get(id);
  if (!op) throw new Error(`operation ${id} is not in openapi/${file}`);
  const queryNames = new Set(Object.keys(op.schema.querystring?.properties ?? {}));
  const listNames = new Set(op.listParams);
  const route: ContractRoute['route'] = {
    method: op.method,
    url: op.url,
    schema: structuredClone(op.schema),
    config: { operationId: id, ...(options.rateLimit ? { rateLimit: options.rateLimit } : {}) },
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    preValidation: async (request) => {
      const query = request.query as Record<string, unknown> | undefined;
      if (query && queryNames.size > 0) {
        const problems = queryProblems(request.raw.url ?? '', queryNames);
        for (const [name, value] of Object.entries(query)) {
          if (!queryNames.has(name)) continue;
          if (listNames.has(name)) {
            const items = ([] as unknown[])
              .concat(value)
              .flatMap((v) => (typeof v === 'string' ? v.split(',') : []))
              .map((s) => s.trim())
              .filter(Boolean);
            if (items.length > 0) query[name] = items;
            else delete query[name];
          } else if (Array.isArray(value)) {
            problems[name] ??= [/*i18n*/ 'Give this value only once.'];
          }
        }
        if (Object.keys(problems).length > 0) throw invalid(problems);
      }
      if (op.bodyKind === 'json') {
        // A form sent as multipart to a JSON operation would otherwise read as an empty body.
        if (request.isMultipart()) {
          await discardParts(request);
          throw new HttpError(415, /*i18n*/ 'Send this request as application/json.');
        }
        if (request.body === undefined) throw invalid({ body: [EMPTY_BODY] });
        request.body = tidy(request.body);
      }
    },
  };
  return { op, route };
}

/**
 * Revalidation and the in-memory cache of a catalogue operation. Run after the key check and the
 * validation (a 304 never answers a request that would be refused); the version is read before the data,
 * so an answer is never older than its tag.
 */
function catalogHooks<O extends OperationId>(app: FastifyInstance, handler: OperationHandler<O>) {
  const cache = app.catalogCache;
  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const version = await cache.current();
      request.catalogVersion = version;
      const etag = cache.etag(version, app.config.publicUrl);
      // The tag names the catalogue's answer, which is the same in every language; an error answer (a product
      // that does not exist, a bad filter) is not that answer: it carries a message in the request's language
      // and no tag (onSend below), so no 304 can hand it back in the language asked before.
      // Browsers keep the answer and ask again each time; an unchanged catalogue answers 304 without a body.
      reply.header('ETag', etag).header('Cache-Control', 'no-cache');
      const tags = request.headers['if-none-match'];
      if (tags !== undefined && noneMatch(tags, etag.replace(/^W\//, ''))) return reply.code(304).send();
    },
    onSend: async (_request: FastifyRequest, reply: FastifyReply) => {
      if (reply.statusCode >= 400) reply.removeHeader('ETag');
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const version = request.catalogVersion ?? '0';
      // A kept answer is its JSON as sent (and, beside it, its compressed forms: plugins/compression.ts), so
      // a hit is a lookup and a write: no serialising or compressing again.
      const hit = cache.get(version, request.url);
      if (hit !== undefined) return reply.type(JSON_TYPE).send(hit);
      // At that version (request.catalogVersion): the catalogue's names are read once per version.
      const body = await handler(request as OperationRequest<O>, reply);
      if (!cache.keeps(version)) return body;
      // The route's own serializer (the contract's response schema), as Fastify would have used.
      const json = keepCompressed(Buffer.from(reply.serialize(body) as string));
      cache.set(version, request.url, json);
      return reply.type(JSON_TYPE).send(json);
    },
  };
}

export default fp(
  async (app) => {
    app.decorateRequest('catalogVersion', null);
    app.decorate('operation', function operation<
      O extends OperationId,
    >(this: FastifyInstance, id: O, handler: OperationHandler<O>, options: OperationOptions = {}) {
      const { op, route } = contractRoute('storefront.yaml', id, options);
      const catalog =
        op.method === 'GET' && op.tags.some((tag) => CATALOG_TAGS.has(tag))
          ? catalogHooks(this, handler)
          : undefined;
      this.route({
        ...route,
        onRequest: async (request, reply) => {
          if (op.security === 'apiKey') requireApiKey(this, request);
          if (
            op.security === 'bearer' ||
            op.path.startsWith('/api/customer/') ||
            op.path === '/api/checkouts'
          ) {
            // Nothing a customer call returns may be kept by a cache.
            reply.header('Cache-Control', 'no-store');
          }
          if (op.security === 'bearer') await requireCustomer(this, request);
        },
        ...(catalog ? { preHandler: catalog.preHandler, onSend: catalog.onSend } : {}),
        // A catalogue answer carries no message (its body is the same in every language, so it may be kept and
        // tagged); every other answer's `message` is written in the request's language.
        handler:
          catalog?.handler ??
          localized(handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>),
      });
    });
  },
  { name: 'operations', dependencies: ['clients', 'customers', 'catalog-cache'] },
);
