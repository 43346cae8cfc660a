// The newsletter's subscribers: the list (with the partner whose subscribe box sent each), the CSV export
// (values that would start a spreadsheet formula quoted off, like the orders' export) and unsubscribing.
import { asc, count, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { listOrder } from '../../db/list-order.js';
import { apiClients, subscribers } from '../../db/schema.js';
import { notFound } from '../../errors.js';
import { audit } from '../../services/admin/audit.js';
import { csvLine } from '../../services/admin/csv.js';

const PER_PAGE = 50;
/** LIKE's wildcards taken literally. */
const literal = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** Only a partner's key names a partner: the storefront's own subscribe box names none. */
const partnerName = sql<string | null>`CASE WHEN ${apiClients.kind} = 'partner' THEN ${apiClients.name} END`;

const routes: FastifyPluginAsync = async (app) => {
  app.adminOperation('adminListSubscribers', async (request) => {
    const { q, sort = '-subscribed', page = 1 } = request.query;
    const where = q ? sql`lower(${subscribers.email}) LIKE ${`%${literal(q.toLowerCase())}%`}` : undefined;
    const [{ total } = { total: 0 }] = await app.db.select({ total: count() }).from(subscribers).where(where);
    const rows = await app.db
      .select({
        id: subscribers.id,
        email: subscribers.email,
        at: subscribers.createdAt,
        partner: partnerName,
      })
      .from(subscribers)
      .leftJoin(apiClients, eq(apiClients.id, subscribers.clientId))
      .where(where)
      .orderBy(
        ...listOrder(
          sort,
          // Code point order, the same on PGlite and on any PostgreSQL whatever its locale.
          { email: sql`${subscribers.email} collate "C"`, subscribed: subscribers.createdAt },
          subscribers.id,
        ),
      )
      .limit(PER_PAGE)
      .offset((page - 1) * PER_PAGE);
    return {
      result: 'success',
      subscribers: rows.map((r) => ({
        id: r.id,
        email: r.email,
        subscribed_at: r.at.toISOString(),
        partner: r.partner,
      })),
      page,
      pages: Math.max(1, Math.ceil(total / PER_PAGE)),
      total,
    };
  });

  app.adminOperation('adminExportSubscribers', async (_request, reply) => {
    const rows = await app.db
      .select({ email: subscribers.email, at: subscribers.createdAt, partner: partnerName })
      .from(subscribers)
      .leftJoin(apiClients, eq(apiClients.id, subscribers.clientId))
      .orderBy(asc(subscribers.createdAt), asc(subscribers.id));
    let csv = csvLine(['email', 'subscribed_at', 'partner']);
    for (const row of rows) csv += csvLine([row.email, row.at.toISOString(), row.partner]);
    const day = new Date().toISOString().slice(0, 10);
    reply
      .type('text/csv; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="subscribers-${day}.csv"`);
    return csv;
  });

  app.adminOperation('adminDeleteSubscriber', async (request) => {
    const { id } = request.params;
    const email = await app.db.transaction(async (tx) => {
      const [before] = await tx.delete(subscribers).where(eq(subscribers.id, id)).returning();
      if (!before) throw notFound('No such subscriber.');
      await audit(tx, request, { entity: 'subscriber', entityId: id, before, after: null });
      return before.email;
    });
    return { result: 'success', message: `${email} is unsubscribed.` };
  });
};

export default routes;
