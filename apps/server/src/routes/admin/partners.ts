// Partner keys: the keys partner sites' widgets carry (enquiry popup, subscribe box, support-ticket form),
// each allowed from its own origins. A new key is shown once and only its SHA-256 is stored (like the
// storefront's key, plugins/clients.ts); revoking one keeps its row, so what it sent still names the partner.
// Every write bumps the keys' version (migration 0013), so every instance applies it on the next widget request.
import type { AdminComponents } from '@sajilo/api/admin';
import { and, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.js';
import { apiClients, submissions, subscribers } from '../../db/schema.js';
import { HttpError, invalid, notFound } from '../../errors.js';
import { audit } from '../../services/admin/audit.js';
import { randomToken, sha256 } from '../../services/crypto.js';

type Partner = AdminComponents['schemas']['Partner'];

async function partners(db: Database, id?: number): Promise<Partner[]> {
  const rows = await db
    .select()
    .from(apiClients)
    .where(and(eq(apiClients.kind, 'partner'), id === undefined ? undefined : eq(apiClients.id, id)))
    .orderBy(desc(apiClients.createdAt), desc(apiClients.id));
  // What each key sent: inbox items and subscribers.
  const sent = new Map<number, number>();
  for (const table of [submissions, subscribers]) {
    const counts = await db
      .select({ clientId: table.clientId, n: count() })
      .from(table)
      .where(isNotNull(table.clientId))
      .groupBy(table.clientId);
    for (const { clientId, n } of counts) {
      if (clientId !== null) sent.set(clientId, (sent.get(clientId) ?? 0) + n);
    }
  }
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    origins: row.allowedOrigins,
    forms_per_minute: row.formsPerMinute,
    created_at: row.createdAt.toISOString(),
    revoked_at: row.revokedAt?.toISOString() ?? null,
    submissions: sent.get(row.id) ?? 0,
  }));
}

/** The row as the audit log keeps it: never the key's hash (audit.ts drops names with "hash" anyway). */
const logged = (row: typeof apiClients.$inferSelect) => ({
  name: row.name,
  origins: row.allowedOrigins,
  forms_per_minute: row.formsPerMinute,
  revoked_at: row.revokedAt,
});

const routes: FastifyPluginAsync = async (app) => {
  app.adminOperation('adminListPartners', async () => ({
    result: 'success',
    partners: await partners(app.db),
  }));

  app.adminOperation('adminCreatePartner', async (request, reply) => {
    const { name, origins, forms_per_minute: formsPerMinute = 10 } = request.body;
    // An origin is what a browser sends in Origin: scheme, host and port, lower case, no trailing slash.
    const normalised: string[] = [];
    for (const origin of origins) {
      const url = URL.canParse(origin) ? new URL(origin) : undefined;
      if (!url || url.origin === 'null' || url.origin !== origin.toLowerCase().replace(/:(80|443)$/, '')) {
        throw invalid({ origins: [`${origin} is not an origin (like https://dealer.example.com).`] }, 422);
      }
      normalised.push(url.origin);
    }
    const [taken] = await app.db
      .select({ id: apiClients.id })
      .from(apiClients)
      .where(and(eq(apiClients.name, name), isNull(apiClients.revokedAt)));
    if (taken) throw invalid({ name: ['A partner key with this name is in use.'] }, 422);
    // 256 bits of randomness, prefixed so a leaked key is recognisable as Sajilo's partner key.
    const key = `sjp_${randomToken(32)}`;
    const row = await app.db.transaction(async (tx) => {
      const [created] = await tx
        .insert(apiClients)
        .values({
          name,
          kind: 'partner',
          keyHash: sha256(key),
          allowedOrigins: [...new Set(normalised)],
          formsPerMinute,
        })
        .returning();
      if (!created) throw new Error('the partner key was not stored');
      await audit(tx, request, {
        entity: 'partner',
        entityId: created.id,
        before: null,
        after: logged(created),
      });
      return created;
    });
    const [partner] = await partners(app.db, row.id);
    if (!partner) throw notFound();
    reply.code(201);
    return {
      result: 'success',
      message: 'Copy the key now: it is not shown again.',
      partner,
      key,
    };
  });

  app.adminOperation('adminRevokePartner', async (request) => {
    const { id } = request.params;
    await app.db.transaction(async (tx) => {
      const [before] = await tx
        .select()
        .from(apiClients)
        .where(and(eq(apiClients.id, id), eq(apiClients.kind, 'partner')))
        .for('update');
      if (!before) throw notFound('No such partner key.');
      if (before.revokedAt) throw new HttpError(409, 'This key is revoked already.');
      const [after] = await tx
        .update(apiClients)
        .set({ revokedAt: new Date() })
        .where(eq(apiClients.id, id))
        .returning();
      if (!after) throw notFound('No such partner key.');
      await audit(tx, request, {
        entity: 'partner',
        entityId: id,
        before: logged(before),
        after: logged(after),
      });
    });
    // This instance applies it now; the others on their next widget request (the keys' version).
    await app.clients.refresh();
    const [partner] = await partners(app.db, id);
    if (!partner) throw notFound();
    return { result: 'success', message: `${partner.name}'s key is revoked.`, partner };
  });
};

export default routes;
