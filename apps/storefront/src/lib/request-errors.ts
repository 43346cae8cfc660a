// docs/customer.md §8: an error with a message object shows one error toast per field message; an error with
// a plain message shows one toast. Cart and wishlist failures were only logged by the earlier site; here the
// customer always learns that an action did not happen (docs/design.md "Quality bars").
import { errorMessages, isRequestError, type RequestError } from '@sajilo/store';
import { toast } from './toast.js';

const UNKNOWN: RequestError = {
  status: 0,
  message: 'Something went wrong. Please try again.',
  fieldErrors: {},
};

/** What RTK Query's `unwrap()` rejected with, as a RequestError (anything else becomes a generic one). */
export function asRequestError(error: unknown): RequestError {
  return isRequestError(error) ? error : UNKNOWN;
}

/** Shows every message of a failure as its own error toast (the same message never twice); answers their ids. */
export function showErrorToasts(failure: RequestError): string[] {
  return errorMessages(failure).map((message) => {
    const id = `error:${message}`;
    toast.error(message, { id });
    return id;
  });
}

/** Shows every message of a failed call as its own error toast. */
export function toastErrors(error: unknown): RequestError {
  const failure = asRequestError(error);
  showErrorToasts(failure);
  return failure;
}
