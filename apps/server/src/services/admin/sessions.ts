// Staff sessions, under the customers' rules (plugins/customers.ts): 256-bit random tokens stored only as
// SHA-256, expiring after TOKEN_VALIDITY, revoked by logout, a password change or deactivation. A separate
// table from the customers' sessions: a customer's token is never a staff token, whatever it is sent to.
import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { type StaffRole, staff, staffSessions } from '../../db/schema.js';
import { HttpError } from '../../errors.js';
import { randomToken, sha256 } from '../crypto.js';

export interface AuthStaff {
  id: number;
  name: string;
  email: string;
  role: StaffRole;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in staff member on back-office calls. */
    staff: AuthStaff | null;
  }
}

export const STAFF_LOGIN_NEEDED = 'Please log in to the back office.';

export async function createStaffSession(
  app: FastifyInstance,
  staffId: number,
): Promise<{ token: string; tokenValidity: number }> {
  const token = randomToken();
  const tokenValidity = app.config.tokenValidity;
  await app.db.insert(staffSessions).values({
    staffId,
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + tokenValidity * 1000),
  });
  return { token, tokenValidity };
}

/** Ends every session of a staff member but `keep`, in `db` (the transaction of the change that ends them). */
export async function revokeStaffSessions(db: Database, staffId: number, keep?: number): Promise<void> {
  await db
    .update(staffSessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        keep === undefined ? undefined : ne(staffSessions.id, keep),
      ),
    );
}

/**
 * Back-office calls: a missing, unknown, expired or revoked staff token, or one of a deactivated account,
 * gets 401. A customer's token is unknown here (it is in another table), and so is an application key.
 */
export async function requireStaff(app: FastifyInstance, request: FastifyRequest): Promise<AuthStaff> {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match?.[1]) throw new HttpError(401, STAFF_LOGIN_NEEDED, { 'WWW-Authenticate': 'Bearer' });
  const [row] = await app.db
    .select({
      sessionId: staffSessions.id,
      id: staff.id,
      name: staff.name,
      email: staff.email,
      role: staff.role,
    })
    .from(staffSessions)
    .innerJoin(staff, eq(staff.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.tokenHash, sha256(match[1])),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, new Date()),
        eq(staff.active, true),
      ),
    )
    .limit(1);
  if (!row) {
    throw new HttpError(401, STAFF_LOGIN_NEEDED, { 'WWW-Authenticate': 'Bearer error="invalid_token"' });
  }
  request.staff = row;
  return row;
}

/** The staff member of a back-office call (the operation has already answered 401 when there is none). */
export function currentStaff(request: FastifyRequest): AuthStaff {
  if (!request.staff) throw new HttpError(401, STAFF_LOGIN_NEEDED);
  return request.staff;
}
