// docs/customer.md §2.2 "Registration": a new account logs in once its email is confirmed with the mailed
// link. What the login form and the /confirm-email screen decide from the server's answers.
import { errorMessages, type RequestError } from '@sajilo/store';

/**
 * The right password of an account whose email is not confirmed yet answers 403 (login carries no
 * application key, so no other 403 can come back): the form offers to send the link again.
 */
export const awaitsConfirmation = (failure: RequestError): boolean => failure.status === 403;

/** What the /confirm-email screen shows. */
export type ConfirmStep =
  /** The address has no token (a link cut short): nothing is sent; a new link can be asked for. */
  | { step: 'no-token' }
  /** The token is on its way, or confirmed and the screen is leaving for /login. */
  | { step: 'confirming' }
  /**
   * The server refused it (invalid, expired or used: 422 on `token`) or could not be asked. `retry` when the
   * same link may still work (the connection, the server, the rate limit); a new link can be asked for.
   */
  | { step: 'failed'; message: string; retry: boolean };

export function confirmStep(token: string, failure: RequestError | undefined): ConfirmStep {
  if (!token) return { step: 'no-token' };
  if (!failure) return { step: 'confirming' };
  const refused = failure.status === 400 || failure.status === 422;
  return { step: 'failed', message: errorMessages(failure).join(' '), retry: !refused };
}
