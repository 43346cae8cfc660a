import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { loadContract, MULTI_LINE_TEXT, ONE_LINE_TEXT } from './contract.js';
import { type Text, textId } from './i18n.js';
import { languageHeaders, localizeMessage } from './plugins/language.js';

/** Field → its messages, each rendered in the request's language when the answer is sent (src/i18n.ts). */
export type FieldErrors = Record<string, Text[]>;

const isText = (body: Text | FieldErrors): body is Text =>
  typeof body === 'string' || typeof (body as { id?: unknown }).id === 'string';

/**
 * An error the client should see: an honest status and the envelope's message (a message of the catalogues,
 * marked with an i18n comment where it is written, or text the answer keeps as it is).
 */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: Text | FieldErrors;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, body: Text | FieldErrors, headers: Record<string, string> = {}) {
    const first = isText(body) ? body : Object.values(body).flat()[0];
    super(first === undefined ? 'Invalid request.' : textId(first));
    this.statusCode = statusCode;
    this.body = body;
    this.headers = headers;
  }
}

export const notFound = (what: Text = /*i18n*/ 'Not found.') => new HttpError(404, what);

/** A validation failure on named fields (400), as forms show them beside each field. */
export const invalid = (fields: FieldErrors, status = 400) => new HttpError(status, fields);

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const FORMAT_MESSAGES: Record<string, Text> = {
  email: /*i18n*/ 'Enter a valid email address.',
  date: /*i18n*/ 'Enter a valid date (YYYY-MM-DD).',
  'date-time': /*i18n*/ 'Enter a valid date and time.',
  uri: /*i18n*/ 'Enter a valid address (URL).',
};

/** The message of the contract's text rule (contract.ts), for a JSON, query, path or multipart value alike. */
export const CONTROL_MESSAGE = /*i18n*/ 'Remove the control characters from this field.';

export const REQUIRED = /*i18n*/ 'This field is required.';
const UNEXPECTED_FORMAT = /*i18n*/ 'This value is not in the expected format.';

/** "Use at most 200 characters." (a value, a path part or a password too long). */
export const atMostCharacters = (limit: unknown): Text => /*i18n*/ ({
  id: 'Use at most {limit} characters.',
  values: { limit },
});
/** "Use at least 12 characters." */
export const atLeastCharacters = (limit: unknown): Text => /*i18n*/ ({
  id: 'Use at least {limit} characters.',
  values: { limit },
});

function messageFor(error: AjvError, field: string): Text {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return REQUIRED;
    case 'format':
      return FORMAT_MESSAGES[String(p.format)] ?? UNEXPECTED_FORMAT;
    case 'minLength':
      return Number(p.limit) <= 1 ? REQUIRED : atLeastCharacters(p.limit);
    case 'maxLength':
      return atMostCharacters(p.limit);
    case 'pattern':
      if (p.pattern === ONE_LINE_TEXT || p.pattern === MULTI_LINE_TEXT) return CONTROL_MESSAGE;
      return /phone/.test(field) ? /*i18n*/ 'Enter a valid phone number.' : UNEXPECTED_FORMAT;
    case 'enum': {
      const choices = (p.allowedValues as unknown[]).join(', ');
      return /*i18n*/ { id: 'Choose one of: {choices}.', values: { choices } };
    }
    case 'minimum':
      return /*i18n*/ { id: 'Must be at least {limit}.', values: { limit: p.limit } };
    case 'maximum':
      return /*i18n*/ { id: 'Must be at most {limit}.', values: { limit: p.limit } };
    case 'type':
      return p.type === 'integer' || p.type === 'number'
        ? /*i18n*/ 'Must be a number.'
        : /*i18n*/ { id: 'Must be of type {type}.', values: { type: p.type } };
    case 'maxItems':
      return /*i18n*/ { id: 'Choose at most {limit}.', values: { limit: p.limit } };
    default:
      return error.message
        ? `${error.message[0]?.toUpperCase()}${error.message.slice(1)}.`
        : /*i18n*/ 'Invalid value.';
  }
}

/** Ajv errors → field → messages. `context` (body, querystring, params, headers) names a whole-object error. */
export function fieldErrors(errors: AjvError[], context = 'body'): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) {
    // An `if` names no field: the fields its `then` requires carry their own errors.
    if (error.keyword === 'if') continue;
    const segments = error.instancePath.split('/').filter(Boolean);
    const missing = error.keyword === 'required' ? String(error.params.missingProperty) : undefined;
    const field = missing ?? segments[0] ?? context;
    const message = messageFor(error, field);
    const list = out[field] ?? [];
    if (!list.some((known) => textId(known) === textId(message))) list.push(message);
    out[field] = list;
  }
  // A value with control characters gets that one message: its other faults (format, length) follow from it.
  for (const [field, list] of Object.entries(out))
    if (list.includes(CONTROL_MESSAGE)) out[field] = [CONTROL_MESSAGE];
  return out;
}

const SERVER_ERROR = /*i18n*/ 'Something went wrong on our side. Please try again.';

/**
 * What a server error may put in the log: drizzle's messages end with the query's parameters, which
 * can hold password hashes, token hashes or personal data, so only the statement and codes are kept.
 */
export function loggable(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const cause = error.cause as { code?: unknown; message?: unknown } | undefined;
  return {
    type: error.name,
    message: error.message.split('\nparams:')[0],
    code: (error as { code?: unknown }).code ?? cause?.code,
    cause: typeof cause?.message === 'string' ? cause.message : undefined,
    // Only the frames: the stack's first lines repeat the message, parameters included.
    stack: error.stack
      ?.split('\n')
      .filter((line) => line.trimStart().startsWith('at '))
      .slice(0, 5)
      .join('\n'),
  };
}

/**
 * The longest path value the router takes. Longer ones reach `frameworkErrors`; up to this, the contract's
 * own `maxLength` (a slug: 200) judges them with a field message, as it does every other value.
 */
export const MAX_PARAM_LENGTH = 2048;

const BAD_ENCODING = /*i18n*/ 'This part of the address is not correctly encoded.';

/** Whether `text` is correctly percent-encoded UTF-8 (what `decodeURIComponent` takes). */
export const decodes = (text: string): boolean => {
  try {
    decodeURIComponent(text);
    return true;
  } catch {
    return false;
  }
};

/**
 * What is wrong with an address the router refused: a path value that is not correctly percent-encoded
 * (FST_ERR_BAD_URL) or is longer than MAX_PARAM_LENGTH. Named by the contract's parameter when the address
 * has the shape of one of its operations, otherwise as `url`.
 */
function addressProblems(url: string, tooLong: boolean): FieldErrors {
  const segments = (url.split('?')[0] ?? '').split('/');
  for (const op of loadContract().operations.values()) {
    const template = op.path.split('/');
    if (template.length !== segments.length) continue;
    const fields: FieldErrors = {};
    const shaped = template.every((part, i) => {
      const raw = segments[i] ?? '';
      const name = /^\{(.+)\}$/.exec(part)?.[1];
      if (!name) return part === raw;
      const params = op.schema.params?.properties as Record<string, { maxLength?: number }> | undefined;
      const schema = params?.[name];
      if (!tooLong && !decodes(raw)) fields[name] = [BAD_ENCODING];
      if (tooLong && raw.length > MAX_PARAM_LENGTH) {
        fields[name] = [
          schema?.maxLength
            ? atMostCharacters(schema.maxLength)
            : /*i18n*/ 'This part of the address is too long.',
        ];
      }
      return true;
    });
    if (shaped && Object.keys(fields).length > 0) return fields;
  }
  return {
    url: [tooLong ? /*i18n*/ 'This address is too long.' : /*i18n*/ 'This address is not correctly encoded.'],
  };
}

/**
 * Fastify's `frameworkErrors`: the router's answers for an address it cannot take, which would otherwise be
 * Fastify's own JSON outside the envelope (FST_ERR_BAD_URL) or a 414 the contract does not know.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  reply.header('X-Request-Id', request.id);
  if (error.code === 'FST_ERR_BAD_URL' || error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    const message = addressProblems(request.raw.url ?? '', error.code === 'FST_ERR_MAX_PARAM_LENGTH');
    reply.code(400).send({ result: 'error', message: localizedAnswer(request, reply, message) });
    return;
  }
  request.log.error({ err: loggable(error) }, 'request failed');
  reply.code(500).send({ result: 'error', message: localizedAnswer(request, reply, SERVER_ERROR) });
}

/**
 * Fastify's `clientErrorHandler`: a request Node's HTTP parser refuses (a control character in a header,
 * headers over the limit, a malformed request line) is answered on the socket, still in the envelope.
 */
export function clientErrorHandler(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // The connection is gone: nobody to answer (Node's own rule for this event).
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, label, message]: [number, string, string | FieldErrors] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'The request headers are too large.']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'The request took too long to arrive. Please try again.']
        : [400, 'Bad Request', { request: ['The request could not be read.'] }];
  this.log.debug({ err: { message: error.message, code: error.code } }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify({ result: 'error', message });
    socket.write(
      `HTTP/1.1 ${status} ${label}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** A JSON request without a body. */
export const EMPTY_BODY = /*i18n*/ 'The request body is empty.';

const DATABASE_DOWN = /*i18n*/ 'The shop is not reachable right now. Please try again in a moment.';

/**
 * PostgreSQL's classes for a server that is down, starting, cancelling a statement that ran out of time
 * (57014) or out of connections, and the driver's own errors for a connection it could not open or that
 * went silent (db/client.ts POSTGRES_LIMITS).
 */
const UNAVAILABLE_CODES = /^(08|57|53300$)/;
const UNAVAILABLE_ERRNOS = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND']);
const UNAVAILABLE_MESSAGES =
  /timeout exceeded when trying to connect|Connection terminated|Query read timeout/;

/** Whether a failure is the database being unavailable (503, try again), not a fault of ours (500). */
export function databaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error; typeof e === 'object' && e !== null; e = (e as { cause?: unknown }).cause) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_CODES.test(code) || UNAVAILABLE_ERRNOS.has(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
  }
  return false;
}

/**
 * An error envelope's message in the request's language (plugins/language.ts), for the answers sent before
 * the request's hooks run (the router's own), which therefore set Content-Language and Vary themselves.
 */
function localizedAnswer(request: FastifyRequest, reply: FastifyReply, message: Text | FieldErrors) {
  const localized = localizeMessage(request, message);
  languageHeaders(request, reply);
  return localized;
}

/**
 * Every error becomes the `result`/`message` envelope with an honest status and no stack or SQL, its message
 * in the request's language.
 */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    const send = (status: number, message: Text | FieldErrors) =>
      reply.code(status).send({ result: 'error', message: localizeMessage(request, message) });
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      const message = error.statusCode === 400 && isText(error.body) ? { body: [error.body] } : error.body;
      return send(error.statusCode, message);
    }
    const fastifyError = error as FastifyError & { validationContext?: string };
    if (fastifyError.validation) {
      return send(400, fieldErrors(fastifyError.validation as AjvError[], fastifyError.validationContext));
    }
    const status = fastifyError.statusCode ?? 500;
    if (
      status === 413 ||
      fastifyError.code === 'FST_REQ_FILE_TOO_LARGE' ||
      fastifyError.code === 'FST_FILES_LIMIT'
    ) {
      return send(413, /*i18n*/ 'The request or one of its files is too large (at most 5 MB a file).');
    }
    if (status === 415) return send(415, /*i18n*/ 'This content type is not accepted.');
    if (status === 429) return send(429, fastifyError.message);
    if (status >= 400 && status < 500) {
      const message: Text =
        fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? /*i18n*/ 'The request body is not valid JSON.'
          : fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? EMPTY_BODY
            : fastifyError.message;
      // A 400 always carries field messages (the contract's ValidationErrorResponse); a whole-body problem
      // is the `body` field.
      return send(status, status === 400 ? { body: [message] } : message);
    }
    if (databaseUnavailable(error)) {
      request.log.warn({ err: loggable(error) }, 'the database did not answer');
      reply.header('Retry-After', '5');
      return send(503, DATABASE_DOWN);
    }
    request.log.error({ err: loggable(error) }, 'request failed');
    return send(500, SERVER_ERROR);
  });

  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send({ result: 'error', message: localizeMessage(request, /*i18n*/ 'Not found.') }),
  );
}
