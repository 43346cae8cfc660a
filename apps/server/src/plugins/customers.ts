// Customer sessions: bearer tokens are 256-bit random, stored only as SHA-256, expire, and logout revokes them.
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/client.js';
import { customers, sessions } from '../db/schema.js';
import { HttpError } from '../errors.js';
import { randomToken, sha256 } from '../services/crypto.js';

export interface AuthCustomer {
  id: number;
  name: string;
  /** Null on an account made with a mobile number. */
  email: string | null;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    sessions: {
      /** Starts a session; returns the token (shown once) and its validity in seconds. */
      create(customerId: number): Promise<{ token: string; tokenValidity: number }>;
      revoke(sessionId: number): Promise<void>;
      /**
       * Revokes every session of a customer, except `keep` (password change keeps the current one); in `db`
       * when given (a transaction that changes the password or email with it).
       */
      revokeAll(customerId: number, keep?: number, db?: Database): Promise<void>;
    };
  }
  interface FastifyRequest {
    /** The logged-in customer on bearer calls. */
    customer: AuthCustomer | null;
  }
}

export const SESSION_EXPIRED = /*i18n*/ 'Your session has expired. Please log in again.';

export default fp(
  async (app) => {
    app.decorateRequest('customer', null);
    app.decorate('sessions', {
      async create(customerId: number) {
        const token = randomToken();
        const tokenValidity = app.config.tokenValidity;
        await app.db.insert(sessions).values({
          customerId,
          tokenHash: sha256(token),
          expiresAt: new Date(Date.now() + tokenValidity * 1000),
        });
        return { token, tokenValidity };
      },
      async revoke(sessionId: number) {
        await app.db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
      },
      async revokeAll(customerId: number, keep?: number, db: Database = app.db) {
        await db
          .update(sessions)
          .set({ revokedAt: new Date() })
          .where(
            and(
              eq(sessions.customerId, customerId),
              isNull(sessions.revokedAt),
              keep === undefined ? undefined : ne(sessions.id, keep),
            ),
          );
      },
    });
  },
  { name: 'customers', dependencies: ['database', 'config'] },
);

/** Bearer calls: a missing, unknown, expired or revoked token gets 401. */
export async function requireCustomer(app: FastifyInstance, request: FastifyRequest): Promise<void> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new HttpError(401, SESSION_EXPIRED, { 'WWW-Authenticate': 'Bearer' });
  const [row] = await app.db
    .select({ sessionId: sessions.id, id: customers.id, name: customers.name, email: customers.email })
    .from(sessions)
    .innerJoin(customers, eq(customers.id, sessions.customerId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(match[1])),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  if (!row) throw new HttpError(401, SESSION_EXPIRED, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
  request.customer = row;
}

/**
 * The customer of a public call that carries a bearer token, or null: a missing, expired or revoked token
 * makes it a visitor's call, never a 401 (docs/dealers.md "Prices": the delivery quote prices a dealer's
 * lines).
 */
export async function customerIfAny(
  app: FastifyInstance,
  request: FastifyRequest,
): Promise<AuthCustomer | null> {
  if (!request.headers.authorization) return null;
  try {
    await requireCustomer(app, request);
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 401) return null;
    throw error;
  }
  return request.customer ?? null;
}

/** The customer of a bearer call (the operations plugin has already answered 401 when there is none). */
export function currentCustomer(request: FastifyRequest): AuthCustomer {
  if (!request.customer) throw new HttpError(401, SESSION_EXPIRED);
  return request.customer;
}
