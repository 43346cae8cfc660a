import { ApiError, type FieldErrors } from '@sajilo/api';

/** A failed call as RTK Query keeps it in the store: serialisable, with the per-field messages. */
export interface RequestError {
  status: number;
  message: string;
  fieldErrors: FieldErrors;
  retryAfter?: number;
}

export function toRequestError(error: unknown): RequestError {
  if (error instanceof ApiError) {
    return {
      status: error.status,
      message: error.message,
      fieldErrors: error.fieldErrors,
      ...(error.retryAfter === undefined ? {} : { retryAfter: error.retryAfter }),
    };
  }
  return { status: 0, message: 'Something went wrong. Please try again.', fieldErrors: {} };
}

/**
 * The record an address names does not exist: the API answered 404, or refused the address's slug itself
 * (400 on `slug`: a value no record can have, such as `../x` or a control character). A page shows its
 * not-found screen for either, and the storefront's page server answers 404.
 */
export function isNotFound(error: unknown): boolean {
  return (
    isRequestError(error) && (error.status === 404 || (error.status === 400 && 'slug' in error.fieldErrors))
  );
}

/** Every message of an error, field messages first: docs/customer.md §8 shows one toast per field message. */
export function errorMessages(error: RequestError): string[] {
  const fields = Object.values(error.fieldErrors).flat();
  return fields.length > 0 ? fields : [error.message];
}

export function isRequestError(value: unknown): value is RequestError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { status?: unknown }).status === 'number' &&
    typeof (value as { message?: unknown }).message === 'string'
  );
}
