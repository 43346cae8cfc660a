// Staff accounts and roles (the owner's): list, create, change name, role, activity or password.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { isUniqueViolation, scrubbed } from '../../db/errors.js';
import { staff } from '../../db/schema.js';
import { HttpError, invalid, notFound } from '../../errors.js';
import { EMAIL_TAKEN, insertStaff, newStaffProblems, toStaff } from '../../services/admin/accounts.js';
import { audit } from '../../services/admin/audit.js';
import { revokeStaffSessions } from '../../services/admin/sessions.js';
import { hashPassword, passwordProblems } from '../../services/passwords.js';

export const LAST_OWNER = 'The shop must keep one active owner: make another account an owner first.';

const routes: FastifyPluginAsync = async (app) => {
  app.adminOperation('adminListStaff', async () => {
    const rows = await app.db
      .select()
      .from(staff)
      .orderBy(sql`${staff.role} <> 'owner'`, asc(staff.name), asc(staff.id));
    return { result: 'success', staff: rows.map(toStaff) };
  });

  app.adminOperation('adminCreateStaff', async (request, reply) => {
    const input = request.body;
    const problems = await newStaffProblems(app.db, input);
    if (Object.keys(problems).length > 0) throw invalid(problems, 422);
    try {
      const row = await scrubbed(() =>
        app.db.transaction(async (tx) => {
          const created = await insertStaff(tx, input);
          await audit(tx, request, {
            entity: 'staff',
            entityId: created.id,
            before: null,
            after: toStaff(created),
          });
          return created;
        }),
      );
      reply.code(201);
      return {
        result: 'success',
        message: `${row.name} can now log in to the back office.`,
        staff: toStaff(row),
      };
    } catch (error) {
      // Two creations of one email at once: the unique index decides.
      if (isUniqueViolation(error)) throw invalid({ email: [EMAIL_TAKEN] }, 422);
      throw error;
    }
  });

  app.adminOperation('adminUpdateStaff', async (request) => {
    const { id } = request.params;
    const input = request.body;
    if (input.password !== undefined) {
      const [target] = await app.db.select({ email: staff.email }).from(staff).where(eq(staff.id, id));
      if (!target) throw notFound('No such staff account.');
      const list = passwordProblems(input.password, undefined, target.email);
      if (list.length > 0) throw invalid({ password: list }, 422);
    }
    const passwordHash = input.password === undefined ? undefined : await hashPassword(input.password);
    const row = await scrubbed(() =>
      app.db.transaction(async (tx) => {
        // The active owners, locked: two owners demoting each other at once cannot leave the shop without one.
        const owners = await tx
          .select({ id: staff.id })
          .from(staff)
          .where(and(eq(staff.role, 'owner'), eq(staff.active, true)))
          .for('update');
        const [before] = await tx.select().from(staff).where(eq(staff.id, id)).for('update');
        if (!before) throw notFound('No such staff account.');
        const role = input.role ?? before.role;
        const active = input.active ?? before.active;
        const losesOwner = before.role === 'owner' && before.active && (role !== 'owner' || !active);
        if (losesOwner && owners.length <= 1) throw new HttpError(409, LAST_OWNER);
        const [after] = await tx
          .update(staff)
          .set({
            ...(input.name !== undefined ? { name: input.name } : {}),
            role,
            active,
            ...(passwordHash ? { passwordHash } : {}),
            updatedAt: new Date(),
          })
          .where(eq(staff.id, id))
          .returning();
        if (!after) throw notFound('No such staff account.');
        // A deactivated account or a new password: every device signed in before is signed out.
        if (!active || passwordHash) await revokeStaffSessions(tx, id);
        await audit(tx, request, {
          entity: 'staff',
          entityId: id,
          before: toStaff(before),
          after: { ...toStaff(after), ...(passwordHash ? { changed: ['password'] } : {}) },
        });
        return after;
      }),
    );
    return { result: 'success', message: `${row.name}'s account is saved.`, staff: toStaff(row) };
  });
};

export default routes;
