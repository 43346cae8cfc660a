// Staff login, logout, the signed-in account and its password: the customers' rules (routes/customer.ts).
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { scrubbed } from '../../db/errors.js';
import { staff, staffSessions } from '../../db/schema.js';
import { HttpError, invalid } from '../../errors.js';
import { LIMITS } from '../../services/accounts.js';
import { staffEmailIs, toStaff } from '../../services/admin/accounts.js';
import { audit } from '../../services/admin/audit.js';
import { PERMISSIONS_OF } from '../../services/admin/roles.js';
import { createStaffSession, currentStaff, revokeStaffSessions } from '../../services/admin/sessions.js';
import { AttemptLimiter } from '../../services/attempts.js';
import {
  hashPassword,
  passwordProblems,
  verifyAgainstDecoy,
  verifyPassword,
} from '../../services/passwords.js';

const WRONG_CREDENTIALS = 'The email or password is incorrect.';
const DEACTIVATED = 'This account has been deactivated. Ask the shop’s owner.';

const routes: FastifyPluginAsync = async (app) => {
  // The customers' numbers, counted apart from theirs (docs/operations.md "Security").
  const perEmailAndIp = new AttemptLimiter(app.db, 'staff-login-email-ip', LIMITS.loginPerEmailAndIp);
  const failuresPerIp = new AttemptLimiter(app.db, 'staff-login-ip', LIMITS.loginFailuresPerIp);
  const passwordChecks = new AttemptLimiter(app.db, 'staff-password-check', LIMITS.changePasswordPerCustomer);

  app.adminOperation(
    'adminLogin',
    async (request) => {
      const { email, password } = request.body;
      const pairKey = `${email.toLowerCase()}|${request.ip}`;
      // Counted before the password is checked, so parallel guesses cannot all slip under the limits.
      await perEmailAndIp.hit(pairKey);
      await failuresPerIp.hit(request.ip);
      const [row] = await app.db.select().from(staff).where(staffEmailIs(email)).limit(1);
      // An unknown email costs one argon2 verification too, so the answer's timing does not tell.
      const ok = row ? await verifyPassword(row.passwordHash, password) : await verifyAgainstDecoy(password);
      if (!row || !ok) throw new HttpError(401, WRONG_CREDENTIALS);
      await perEmailAndIp.reset(pairKey);
      await failuresPerIp.refund(request.ip);
      if (!row.active) throw new HttpError(401, DEACTIVATED);
      const { token, tokenValidity } = await createStaffSession(app, row.id);
      const [updated] = await app.db.transaction(async (tx) => {
        const changed = await tx
          .update(staff)
          .set({ lastLoginAt: new Date() })
          .where(eq(staff.id, row.id))
          .returning();
        await audit(tx, request, {
          entity: 'staff',
          entityId: row.id,
          before: null,
          after: null,
          actor: { id: row.id, email: row.email },
        });
        return changed;
      });
      return {
        result: 'success',
        message: `Welcome, ${row.name}.`,
        token,
        token_validity: tokenValidity,
        staff: toStaff(updated ?? row),
      };
    },
    { rateLimit: { ...LIMITS.loginPerIp, max: app.config.loginsPerIp } },
  );

  app.adminOperation('adminLogout', async (request) => {
    const member = currentStaff(request);
    await app.db.transaction(async (tx) => {
      await tx
        .update(staffSessions)
        .set({ revokedAt: new Date() })
        .where(eq(staffSessions.id, member.sessionId));
      await audit(tx, request, { entity: 'staff', entityId: member.id, before: null, after: null });
    });
    return { result: 'success', message: 'You have been logged out.' };
  });

  app.adminOperation('adminGetMe', async (request) => {
    const member = currentStaff(request);
    const [row] = await app.db.select().from(staff).where(eq(staff.id, member.id));
    if (!row) throw new HttpError(401, 'Please log in to the back office.');
    return { result: 'success', staff: toStaff(row), permissions: [...PERMISSIONS_OF[row.role]] };
  });

  app.adminOperation('adminChangePassword', async (request) => {
    const member = currentStaff(request);
    const { current_password, password, password_confirmation } = request.body;
    const problems: Record<string, string[]> = {};
    const list = passwordProblems(password, undefined, member.email);
    if (list.length > 0) problems.password = list;
    if (password_confirmation !== password) {
      problems.password_confirmation = ['The password confirmation does not match.'];
    }
    if (Object.keys(problems).length > 0) throw invalid(problems, 422);
    // A stolen session must not become a password oracle.
    await passwordChecks.hit(String(member.id));
    const [row] = await app.db.select().from(staff).where(eq(staff.id, member.id));
    if (!row || !(await verifyPassword(row.passwordHash, current_password))) {
      throw invalid({ current_password: ['The current password is incorrect.'] }, 422);
    }
    await passwordChecks.reset(String(member.id));
    const passwordHash = await hashPassword(password);
    await scrubbed(() =>
      app.db.transaction(async (tx) => {
        await tx.update(staff).set({ passwordHash, updatedAt: new Date() }).where(eq(staff.id, member.id));
        // This device stays signed in; every other one is signed out with the old password.
        await revokeStaffSessions(tx, member.id, member.sessionId);
        await audit(tx, request, {
          entity: 'staff',
          entityId: member.id,
          before: null,
          after: { changed: ['password'] },
        });
      }),
    );
    return { result: 'success', message: 'Your password has been changed.' };
  });
};

export default routes;
