// The language of an answer (docs/nepal.md "The server's messages"; docs/design.md "API conventions"): the
// storefront sends the page's language in `Accept-Language`; the messages of the storefront's operations are
// written in it (src/i18n.ts), and an answer that carries such a message says so with `Content-Language` and
// `Vary: Accept-Language`, so no cache hands it to a shopper who asked for the other language. Answers without
// a message (a catalogue page, a product) carry neither: their body is the same in both languages, and their
// ETag and the in-memory catalogue cache (plugins/operations.ts) stay shared. The back office (`/api/admin/`)
// answers in English whatever it asks for.
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { type Locale, negotiateLocale, type Text, translate } from '../i18n.js';

const locales = new WeakMap<FastifyRequest, Locale>();
/** The requests whose answer carries a message in the language they asked for (never the back office's). */
const localized = new WeakSet<FastifyRequest>();

const backOffice = (request: FastifyRequest) => request.url.startsWith('/api/admin/');

/** The language a request is answered in. */
export function localeOf(request: FastifyRequest): Locale {
  let locale = locales.get(request);
  if (locale === undefined) {
    locale = backOffice(request) ? 'en' : negotiateLocale(request.headers['accept-language']);
    locales.set(request, locale);
  }
  return locale;
}

/**
 * The language a whole answer is written in (a PDF drawn in it): the answer then carries Content-Language and
 * Vary, as one carrying a message does.
 */
export function answerLocale(request: FastifyRequest): Locale {
  if (!backOffice(request)) localized.add(request);
  return localeOf(request);
}

/** A message in the request's language; the answer then carries Content-Language and Vary. */
export function localize(request: FastifyRequest, text: Text): string {
  if (!backOffice(request)) localized.add(request);
  return translate(localeOf(request), text);
}

/** Content-Language and Vary on an answer that carries a message in the language asked for. */
export function languageHeaders(request: FastifyRequest, reply: FastifyReply): void {
  if (!localized.has(request)) return;
  reply.header('Content-Language', localeOf(request));
  vary(reply, 'Accept-Language');
}

/** An envelope's `message`: one sentence, or each field's messages, in the request's language. */
export function localizeMessage(
  request: FastifyRequest,
  message: Text | Record<string, Text[]>,
): string | Record<string, string[]> {
  // A descriptor's id is its text; a field map's values are lists (a field may well be called `id`).
  if (typeof message === 'string' || typeof message.id === 'string')
    return localize(request, message as Text);
  return Object.fromEntries(
    Object.entries(message as Record<string, Text[]>).map(([field, list]) => [
      field,
      list.map((text) => localize(request, text)),
    ]),
  );
}

/** Adds a header name to `Vary` unless it is there. */
export function vary(reply: FastifyReply, name: string): void {
  const current = reply.getHeader('Vary');
  const list = (Array.isArray(current) ? current.join(',') : String(current ?? ''))
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  if (list.some((item) => item === '*' || item.toLowerCase() === name.toLowerCase())) return;
  reply.header('Vary', [...list, name].join(', '));
}

export default fp(
  async (app) => {
    // Read before validation: an operation with header parameters (checkout's Idempotency-Key) has the
    // headers it does not name removed by the validator (removeAdditional), Accept-Language among them.
    app.addHook('onRequest', async (request) => {
      localeOf(request);
    });
    app.addHook('onSend', async (request, reply) => {
      languageHeaders(request, reply);
    });
  },
  { name: 'language' },
);
