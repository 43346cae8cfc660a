// Staff accounts: creation (the back office, `admin:create-owner`, the demo seed's owner) and their public shape.
import type { AdminStaff } from '@sajilo/api/admin';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { type StaffRole, staff } from '../../db/schema.js';
import { hashPassword, passwordProblems } from '../passwords.js';

export const EMAIL_TAKEN = 'This email already has a staff account.';

export const staffEmailIs = (email: string) => sql`lower(${staff.email}) = ${email.toLowerCase()}`;

export function toStaff(row: typeof staff.$inferSelect): AdminStaff {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    active: row.active,
    created_at: row.createdAt.toISOString(),
    last_login_at: row.lastLoginAt?.toISOString() ?? null,
  };
}

export interface NewStaff {
  name: string;
  email: string;
  role: StaffRole;
  password: string;
}

/** The problems of a new account, by field (empty when it can be created). */
export async function newStaffProblems(db: Database, input: NewStaff): Promise<Record<string, string[]>> {
  const problems: Record<string, string[]> = {};
  const [taken] = await db.select({ id: staff.id }).from(staff).where(staffEmailIs(input.email)).limit(1);
  if (taken) problems.email = [EMAIL_TAKEN];
  const password = passwordProblems(input.password, undefined, input.email);
  if (password.length > 0) problems.password = password;
  return problems;
}

/** Inserts the account (the caller has checked it with newStaffProblems; the unique index has the last word). */
export async function insertStaff(db: Database, input: NewStaff): Promise<typeof staff.$inferSelect> {
  const passwordHash = await hashPassword(input.password);
  const [row] = await db
    .insert(staff)
    .values({ name: input.name, email: input.email, role: input.role, passwordHash })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}
