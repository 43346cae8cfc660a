import type { FastifyError, FastifyInstance } from 'fastify';

export type FieldErrors = Record<string, string[]>;

/** An error the client should see: an honest status and the envelope's message. */
export class HttpError extends Error {
  readonly statusCode: number;
  readonly body: string | FieldErrors;
  readonly headers: Record<string, string>;

  constructor(statusCode: number, body: string | FieldErrors, headers: Record<string, string> = {}) {
    super(typeof body === 'string' ? body : (Object.values(body).flat()[0] ?? 'Invalid request.'));
    this.statusCode = statusCode;
    this.body = body;
    this.headers = headers;
  }
}

export const notFound = (what = 'Not found.') => new HttpError(404, what);

/** A validation failure on named fields (400), as forms show them beside each field. */
export const invalid = (fields: FieldErrors, status = 400) => new HttpError(status, fields);

interface AjvError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message?: string;
}

const FORMAT_MESSAGES: Record<string, string> = {
  email: 'Enter a valid email address.',
  date: 'Enter a valid date (YYYY-MM-DD).',
  'date-time': 'Enter a valid date and time.',
  uri: 'Enter a valid address (URL).',
};

function messageFor(error: AjvError, field: string): string {
  const p = error.params;
  switch (error.keyword) {
    case 'required':
      return 'This field is required.';
    case 'format':
      return FORMAT_MESSAGES[String(p.format)] ?? 'This value is not in the expected format.';
    case 'minLength':
      return Number(p.limit) <= 1 ? 'This field is required.' : `Use at least ${p.limit} characters.`;
    case 'maxLength':
      return `Use at most ${p.limit} characters.`;
    case 'pattern':
      return /phone/.test(field)
        ? 'Enter a valid phone number.'
        : 'This value is not in the expected format.';
    case 'enum':
      return `Choose one of: ${(p.allowedValues as unknown[]).join(', ')}.`;
    case 'minimum':
      return `Must be at least ${p.limit}.`;
    case 'maximum':
      return `Must be at most ${p.limit}.`;
    case 'type':
      return p.type === 'integer' || p.type === 'number' ? 'Must be a number.' : `Must be of type ${p.type}.`;
    case 'maxItems':
      return `Choose at most ${p.limit}.`;
    default:
      return error.message
        ? `${error.message[0]?.toUpperCase()}${error.message.slice(1)}.`
        : 'Invalid value.';
  }
}

/** Ajv errors → field → messages. `context` (body, querystring, params, headers) names a whole-object error. */
export function fieldErrors(errors: AjvError[], context = 'body'): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) {
    const segments = error.instancePath.split('/').filter(Boolean);
    const missing = error.keyword === 'required' ? String(error.params.missingProperty) : undefined;
    const field = missing ?? segments[0] ?? context;
    const message = messageFor(error, field);
    const list = out[field] ?? [];
    if (!list.includes(message)) list.push(message);
    out[field] = list;
  }
  return out;
}

const SERVER_ERROR = 'Something went wrong on our side. Please try again.';

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

/** Every error becomes the `result`/`message` envelope with an honest status and no stack or SQL. */
export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      reply.headers(error.headers);
      const message =
        error.statusCode === 400 && typeof error.body === 'string' ? { body: [error.body] } : error.body;
      return reply.code(error.statusCode).send({ result: 'error', message });
    }
    const fastifyError = error as FastifyError & { validationContext?: string };
    if (fastifyError.validation) {
      return reply.code(400).send({
        result: 'error',
        message: fieldErrors(fastifyError.validation as AjvError[], fastifyError.validationContext),
      });
    }
    const status = fastifyError.statusCode ?? 500;
    if (
      status === 413 ||
      fastifyError.code === 'FST_REQ_FILE_TOO_LARGE' ||
      fastifyError.code === 'FST_FILES_LIMIT'
    ) {
      return reply.code(413).send({
        result: 'error',
        message: 'The request or one of its files is too large (at most 5 MB a file).',
      });
    }
    if (status === 415) {
      return reply.code(415).send({ result: 'error', message: 'This content type is not accepted.' });
    }
    if (status === 429) {
      return reply.code(429).send({ result: 'error', message: fastifyError.message });
    }
    if (status >= 400 && status < 500) {
      const message =
        fastifyError.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'The request body is not valid JSON.'
          : fastifyError.code === 'FST_ERR_CTP_EMPTY_JSON_BODY'
            ? 'The request body is empty.'
            : fastifyError.message;
      // A 400 always carries field messages (the contract's ValidationErrorResponse); a whole-body problem
      // is the `body` field.
      return reply
        .code(status)
        .send({ result: 'error', message: status === 400 ? { body: [message] } : message });
    }
    request.log.error({ err: loggable(error) }, 'request failed');
    return reply.code(500).send({ result: 'error', message: SERVER_ERROR });
  });

  app.setNotFoundHandler((_request, reply) =>
    reply.code(404).send({ result: 'error', message: 'Not found.' }),
  );
}
