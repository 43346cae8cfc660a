import type { FieldErrors } from './schemas.js';

export type { FieldErrors };

/**
 * The one error every failed API call turns into: the HTTP status, the envelope's message as text, and
 * the per-field messages when the server answered with a validation envelope.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly fieldErrors: FieldErrors;
  readonly body: unknown;
  /** Seconds to wait before retrying, from `Retry-After` on a 429. */
  readonly retryAfter: number | undefined;

  constructor(
    status: number,
    message: string,
    fieldErrors: FieldErrors = {},
    body: unknown = undefined,
    retryAfter?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.body = body;
    this.retryAfter = retryAfter;
  }

  /** Every message, field messages first, for showing one toast each. */
  get messages(): string[] {
    const fields = Object.values(this.fieldErrors).flat();
    return fields.length > 0 ? fields : [this.message];
  }
}

const STATUS_TEXT: Record<number, string> = {
  0: 'Could not reach the server. Check your connection and try again.',
  401: 'Your session has expired. Please log in again.',
  403: 'This application is not allowed to use the shop API.',
  404: 'Not found.',
  413: 'The file is too large.',
  415: 'This file type is not accepted.',
  429: 'Too many attempts. Please wait a moment and try again.',
};

function isFieldErrors(value: unknown): value is FieldErrors {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  return Object.values(value).every(
    (messages) => Array.isArray(messages) && messages.every((m) => typeof m === 'string'),
  );
}

/** Turns a response status and its parsed body (the `result`/`message` envelope) into an ApiError. */
export function toApiError(status: number, body: unknown, retryAfterHeader?: string | null): ApiError {
  const retryAfter = retryAfterHeader ? Number.parseInt(retryAfterHeader, 10) : undefined;
  const fallback = STATUS_TEXT[status] ?? `The server could not complete the request (${status}).`;
  const message =
    typeof body === 'object' && body !== null && 'message' in body
      ? (body as { message: unknown }).message
      : undefined;
  if (typeof message === 'string' && message.length > 0) {
    return new ApiError(status, message, {}, body, retryAfter);
  }
  if (isFieldErrors(message)) {
    const first = Object.values(message).flat()[0];
    return new ApiError(status, first ?? fallback, message, body, retryAfter);
  }
  return new ApiError(status, fallback, {}, body, retryAfter);
}
