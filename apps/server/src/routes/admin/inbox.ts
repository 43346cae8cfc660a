// The inbox: everything the storefront's forms and the partners' widgets sent (contact messages, customer
// and dealer enquiries, FAQ questions, support tickets, job applications, feedback), with the partner that
// sent it. Staff mark an item handled, assign it and write a note; the dashboard's unhandled counts read
// the same column (handled_at). The files sent with an item are private (never served by /uploads/): they
// are downloaded here, by staff only.
import type { AdminComponents } from '@sajilo/api/admin';
import { aliasedTable, and, asc, count, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.js';
import { listOrder } from '../../db/list-order.js';
import { queryRows } from '../../db/query.js';
import {
  apiClients,
  complaintSymptoms,
  faqTypes,
  jobs,
  staff,
  submissionFiles,
  submissions,
} from '../../db/schema.js';
import { invalid, notFound } from '../../errors.js';
import { audit } from '../../services/admin/audit.js';
import { readStoredFile } from '../../services/files.js';

type Schemas = AdminComponents['schemas'];
type Kind = Schemas['InboxKind'];

const PER_PAGE = 25;
export const INBOX_KINDS: readonly Kind[] = [
  'contact',
  'customer_enquiry',
  'dealer_enquiry',
  'feedback',
  'faq_question',
  'support_ticket',
  'job_application',
];

const handler = aliasedTable(staff, 'handler');
const assignee = aliasedTable(staff, 'assignee');

/** The text of a sent value, as the staff read it. */
const text = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);

/** Who sent an item, from the fields its form has (docs/customer.md: each form names its sender its own way). */
function sender(data: Record<string, unknown>): { name: string; email: string | null; phone: string | null } {
  const name =
    text(data.name) || [text(data.first_name), text(data.last_name)].filter(Boolean).join(' ') || 'Someone';
  const email = text(data.email) || null;
  const phone = text(data.phone_number) || text(data.phone) || null;
  return { name, email, phone };
}

/** The unhandled items of each kind: what the dashboard counts (routes/admin/dashboard.ts). */
export async function unhandledCounts(db: Database): Promise<Schemas['InboxCounts']> {
  const rows = await queryRows<{ kind: string; n: number }>(
    db,
    sql`SELECT kind, count(*)::int AS n FROM submissions WHERE handled_at IS NULL GROUP BY kind`,
  );
  const counts: Schemas['InboxCounts'] = {
    total: 0,
    contact: 0,
    customer_enquiry: 0,
    dealer_enquiry: 0,
    feedback: 0,
    faq_question: 0,
    support_ticket: 0,
    job_application: 0,
  };
  for (const row of rows) {
    if ((INBOX_KINDS as readonly string[]).includes(row.kind)) {
      counts[row.kind as Kind] = row.n;
      counts.total += row.n;
    }
  }
  return counts;
}

const summaryColumns = {
  item: submissions,
  partner: apiClients.name,
  partnerKind: apiClients.kind,
  handlerName: handler.name,
  assigneeName: assignee.name,
  files: sql<number>`(SELECT count(*)::int FROM submission_files f WHERE f.submission_id = ${submissions.id})`,
};

interface SummaryRow {
  item: typeof submissions.$inferSelect;
  partner: string | null;
  partnerKind: string | null;
  handlerName: string | null;
  assigneeName: string | null;
  files: number;
}

function toSummary(row: SummaryRow): Schemas['InboxSummary'] {
  const { item } = row;
  return {
    id: item.id,
    kind: item.kind,
    received_at: item.createdAt.toISOString(),
    ...sender(item.data),
    // The storefront's own forms carry the storefront's key: only a partner's key names a partner.
    partner: row.partnerKind === 'partner' ? row.partner : null,
    handled_at: item.handledAt?.toISOString() ?? null,
    handled_by: item.handledBy && row.handlerName ? { id: item.handledBy, name: row.handlerName } : null,
    assigned_to: item.assignedTo && row.assigneeName ? { id: item.assignedTo, name: row.assigneeName } : null,
    note: item.staffNote,
    files: row.files,
  };
}

const summaries = (db: Database) =>
  db
    .select(summaryColumns)
    .from(submissions)
    .leftJoin(apiClients, eq(apiClients.id, submissions.clientId))
    .leftJoin(handler, eq(handler.id, submissions.handledBy))
    .leftJoin(assignee, eq(assignee.id, submissions.assignedTo));

async function itemDetail(db: Database, id: number): Promise<Schemas['InboxItemResponse']> {
  const [row] = await summaries(db).where(eq(submissions.id, id));
  if (!row) throw notFound('No such inbox item.');
  const files = await db
    .select()
    .from(submissionFiles)
    .where(eq(submissionFiles.submissionId, id))
    .orderBy(asc(submissionFiles.id));
  const [job] = row.item.jobId
    ? await db.select({ slug: jobs.slug, title: jobs.title }).from(jobs).where(eq(jobs.id, row.item.jobId))
    : [];
  const assignees = await db
    .select({ id: staff.id, name: staff.name })
    .from(staff)
    .where(eq(staff.active, true))
    .orderBy(asc(staff.name), asc(staff.id));
  // A ticket's symptom and a question's type are sent as ids (the forms' lists): the staff read their names.
  const named = { ...row.item.data };
  if (row.item.kind === 'support_ticket' && Number.isInteger(Number(named.symptom))) {
    const [symptom] = await db
      .select({ title: complaintSymptoms.title })
      .from(complaintSymptoms)
      .where(eq(complaintSymptoms.id, Number(named.symptom)));
    if (symptom) named.symptom = symptom.title;
  }
  if (row.item.kind === 'faq_question' && Number.isInteger(Number(named.type))) {
    const [type] = await db
      .select({ title: faqTypes.title })
      .from(faqTypes)
      .where(eq(faqTypes.id, Number(named.type)));
    if (type) named.type = type.title;
  }
  return {
    result: 'success',
    item: {
      ...toSummary(row),
      fields: Object.entries(named).map(([name, value]) => ({ name, value: text(value) })),
      attachments: files.map((f) => ({
        id: f.id,
        field: f.field,
        name: f.originalName,
        mime: f.mime,
        size: f.size,
      })),
      job: job ?? null,
    },
    assignees,
  };
}

/** A file name for Content-Disposition: the name as sent, in ASCII and in UTF-8 (RFC 6266, RFC 5987). */
function disposition(name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

const routes: FastifyPluginAsync = async (app) => {
  app.adminOperation('adminListInbox', async (request) => {
    const { kind, state = 'unhandled', assigned_to, sort = '-received', page = 1 } = request.query;
    const filters: (SQL | undefined)[] = [
      kind === undefined ? undefined : eq(submissions.kind, kind),
      state === 'unhandled'
        ? isNull(submissions.handledAt)
        : state === 'handled'
          ? isNotNull(submissions.handledAt)
          : undefined,
      assigned_to === undefined ? undefined : eq(submissions.assignedTo, assigned_to),
    ];
    const where = and(...filters);
    const [{ total } = { total: 0 }] = await app.db.select({ total: count() }).from(submissions).where(where);
    const rows = await summaries(app.db)
      .where(where)
      .orderBy(...listOrder(sort, { received: submissions.createdAt }, submissions.id))
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE);
    return {
      result: 'success',
      items: rows.map(toSummary),
      page,
      pages: Math.max(1, Math.ceil(total / PER_PAGE)),
      total,
      unhandled: await unhandledCounts(app.db),
    };
  });

  app.adminOperation('adminGetInboxItem', async (request) => itemDetail(app.db, request.params.id));

  app.adminOperation('adminUpdateInboxItem', async (request) => {
    const { id } = request.params;
    const { handled, assigned_to: assignedTo, note } = request.body;
    const member = request.staff;
    await app.db.transaction(async (tx) => {
      const [before] = await tx.select().from(submissions).where(eq(submissions.id, id)).for('update');
      if (!before) throw notFound('No such inbox item.');
      if (assignedTo !== undefined && assignedTo !== null) {
        const [target] = await tx
          .select({ id: staff.id })
          .from(staff)
          .where(and(eq(staff.id, assignedTo), eq(staff.active, true)));
        if (!target) throw invalid({ assigned_to: ['Choose an active staff member.'] }, 422);
      }
      const changes: Partial<typeof submissions.$inferInsert> = {};
      if (handled !== undefined && handled !== (before.handledAt !== null)) {
        changes.handledAt = handled ? new Date() : null;
        changes.handledBy = handled ? (member?.id ?? null) : null;
      }
      if (assignedTo !== undefined) changes.assignedTo = assignedTo;
      if (note !== undefined) changes.staffNote = note;
      if (Object.keys(changes).length === 0) return;
      await tx.update(submissions).set(changes).where(eq(submissions.id, id));
      const pick = (row: typeof before) => ({
        kind: row.kind,
        handled_at: row.handledAt,
        handled_by: row.handledBy,
        assigned_to: row.assignedTo,
        note: row.staffNote,
      });
      await audit(tx, request, {
        entity: 'submission',
        entityId: id,
        before: pick(before),
        after: pick({ ...before, ...changes } as typeof before),
      });
    });
    // A note can be cleared with an empty string: tidy() drops "" from bodies, so an absent note is kept.
    return { ...(await itemDetail(app.db, id)), message: 'The item is saved.' };
  });

  app.adminOperation('adminDownloadInboxFile', async (request, reply) => {
    const { id, file_id: fileId } = request.params;
    const [file] = await app.db
      .select()
      .from(submissionFiles)
      .where(and(eq(submissionFiles.id, fileId), eq(submissionFiles.submissionId, id)));
    if (!file) throw notFound('No such file.');
    const stored = await readStoredFile(app.db, file.path);
    if (!stored) throw notFound('No such file.');
    reply
      .type(stored.mime)
      .header('Content-Disposition', disposition(file.originalName))
      .header('Content-Length', stored.size)
      // A file a customer sent is never run or shown inline by the back office's origin.
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox");
    return stored.content;
  });
};

export default routes;
