// Grievances in the back office (docs/back-office.md "Grievances"): open ones first by their deadline, each
// taken into review and decided in writing with its reason, which is mailed to the consumer in the language
// they wrote in. Each change is one transaction with its audit entry; a grievance is never deleted.
import type { AdminComponents } from '@sajilo/api/admin';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { grievances } from '../../db/schema.js';
import { HttpError, invalid, notFound, REQUIRED } from '../../errors.js';
import { audit } from '../../services/admin/audit.js';
import { currentStaff } from '../../services/admin/sessions.js';
import {
  type GrievanceRow,
  grievanceDecidedMail,
  isDecided,
  isOverdue,
  overdueGrievances,
} from '../../services/grievances.js';
import { sendMail } from '../../services/mailer.js';

type AdminGrievance = AdminComponents['schemas']['AdminGrievance'];

const PER_PAGE = 25;

type Row = GrievanceRow & { decidedByName: string | null };

function toAdminGrievance(row: Row): AdminGrievance {
  return {
    id: row.id,
    tracking_number: row.trackingNumber,
    name: row.name,
    phone: row.phone,
    email: row.email,
    order_number: row.orderNumber,
    topic: row.topic,
    details: row.details,
    locale: row.locale,
    status: row.status,
    decision: row.decision,
    created_at: row.createdAt.toISOString(),
    due_at: row.dueAt.toISOString(),
    decided_at: row.decidedAt?.toISOString() ?? null,
    decided_by: row.decidedByName,
    overdue: isOverdue(row),
  };
}

/** What the audit log keeps of a grievance. */
const audited = (row: GrievanceRow) => ({ status: row.status, decision: row.decision });

const COLUMNS = sql`g.id, g.tracking_number as "trackingNumber", g.name, g.phone, g.email,
  g.order_number as "orderNumber", g.topic, g.details, g.locale, g.status, g.decision, g.due_at as "dueAt",
  g.decided_at as "decidedAt", g.decided_by as "decidedBy", g.ip, g.created_at as "createdAt",
  g.updated_at as "updatedAt", s.name as "decidedByName"`;
const FROM = sql`grievances g left join staff s on s.id = g.decided_by`;

/** Dates as Date whatever the driver returned (PGlite and postgres.js differ for raw queries). */
function withDates(row: Row): Row {
  const date = (value: Date | string | null) => (value === null ? null : new Date(value));
  return {
    ...row,
    dueAt: date(row.dueAt) as Date,
    createdAt: date(row.createdAt) as Date,
    updatedAt: date(row.updatedAt) as Date,
    decidedAt: date(row.decidedAt),
  };
}

async function grievanceById(db: Database, id: number, lock = false): Promise<Row> {
  const [row] = await queryRows<Row>(
    db,
    sql`select ${COLUMNS} from ${FROM} where g.id = ${id} ${lock ? sql`for update of g` : sql``}`,
  );
  if (!row) throw notFound('No such grievance.');
  return withDates(row);
}

const routes: FastifyPluginAsync = async (app) => {
  app.adminOperation('adminListGrievances', async (request) => {
    const { status = 'all', page = 1 } = request.query;
    const open = sql`g.status in ('received', 'in_review')`;
    const where: SQL = status === 'open' ? open : status === 'decided' ? sql`not (${open})` : sql`true`;
    const [rows, [counts], overdue] = await Promise.all([
      queryRows<Row>(
        app.db,
        sql`select ${COLUMNS} from ${FROM} where ${where}
          order by (${open}) desc,
            case when ${open} then g.due_at end asc,
            g.decided_at desc nulls last, g.id desc
          limit ${PER_PAGE} offset ${(page - 1) * PER_PAGE}`,
      ),
      queryRows<{ total: number; open: number }>(
        app.db,
        sql`select (select count(*)::int from ${FROM} where ${where}) as total,
          (select count(*)::int from grievances where status in ('received', 'in_review')) as open`,
      ),
      overdueGrievances(app.db),
    ]);
    const total = counts?.total ?? 0;
    return {
      result: 'success',
      grievances: rows.map((row) => toAdminGrievance(withDates(row))),
      page,
      pages: Math.max(1, Math.ceil(total / PER_PAGE)),
      total,
      open: counts?.open ?? 0,
      overdue,
    };
  });

  app.adminOperation('adminGetGrievance', async (request) => ({
    result: 'success',
    grievance: toAdminGrievance(await grievanceById(app.db, request.params.id)),
  }));

  app.adminOperation('adminUpdateGrievance', async (request) => {
    const { status } = request.body;
    const decision = request.body.decision?.trim() ?? '';
    const deciding = isDecided(status);
    if (deciding && !decision) throw invalid({ decision: [REQUIRED] });
    const member = currentStaff(request);
    const after = await app.db.transaction(async (tx) => {
      const before = await grievanceById(tx, request.params.id, true);
      if (isDecided(before.status)) {
        throw new HttpError(409, 'This grievance is decided already; its decision was sent to the consumer.');
      }
      await tx
        .update(grievances)
        .set(
          deciding
            ? { status, decision, decidedAt: new Date(), decidedBy: member.id, updatedAt: new Date() }
            : { status, updatedAt: new Date() },
        )
        .where(sql`${grievances.id} = ${before.id}`);
      const row = await grievanceById(tx, before.id);
      await audit(tx, request, {
        entity: 'grievance',
        entityId: row.id,
        before: audited(before),
        after: audited(row),
      });
      if (deciding && row.email)
        await sendMail(app, grievanceDecidedMail(row, app.config.storefrontOrigin), tx);
      return row;
    });
    return {
      result: 'success',
      message: deciding ? 'Decided; the consumer is told.' : 'Taken into review.',
      grievance: toAdminGrievance(after),
    };
  });
};

export default routes;
