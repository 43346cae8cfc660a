// Designs in the back office (docs/tiles.md "Designs"): the list with each design's members, create and
// rename. A product joins or leaves a design in the product editor (routes/admin/products.ts) or the CSV.
// Every write is one transaction with its audit entry; the catalogue's version follows from the trigger on
// designs (migration 0038), so every member's page shows a new name at once.
import type { AdminComponents } from '@sajilo/api/admin';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.js';
import { queryRows } from '../../db/query.js';
import { designs } from '../../db/schema.js';
import { invalid, notFound } from '../../errors.js';
import { audit } from '../../services/admin/audit.js';
import { freeSlug, slugify, uniqueViolation } from '../../services/admin/catalog.js';

type AdminDesign = AdminComponents['schemas']['AdminDesign'];
type Member = AdminDesign['members'][number];

/** The designs (one, by id) with their members: two statements whatever their number. */
async function designsOut(db: Database, id?: number): Promise<AdminDesign[]> {
  const where = id === undefined ? undefined : eq(designs.id, id);
  const rows = await db
    .select({ id: designs.id, slug: designs.slug, title: designs.title, title_ne: designs.titleNe })
    .from(designs)
    .where(where)
    .orderBy(asc(sql`lower(${designs.title}) collate "C"`), asc(designs.id));
  const members = await queryRows<Member & { design_id: number }>(
    db,
    sql`select p.design_id, p.id, p.title, p.product_code,
        case when p.size is null then null when p.size_unit is null then p.size
          else p.size || ' ' || p.size_unit end as size, p.finish, p.published
      from products p
      where p.design_id is not null ${id === undefined ? sql`` : sql`and p.design_id = ${id}`}
      order by p.id`,
  );
  return rows.map((row) => ({
    ...row,
    members: members.filter((m) => m.design_id === row.id).map(({ design_id: _, ...m }) => m),
  }));
}

function taken(error: unknown): never {
  if (uniqueViolation(error) === undefined) throw error;
  throw invalid({ slug: ['Another design has this address.'] }, 409);
}

const routes: FastifyPluginAsync = async (app) => {
  app.adminOperation('adminListDesigns', async () => ({
    result: 'success',
    designs: await designsOut(app.db),
  }));

  app.adminOperation('adminCreateDesign', async (request, reply) => {
    const { title, title_ne, slug } = request.body;
    const wanted = slug ?? (await freeSlug(app.db, 'designs', slugify(title) || 'design'));
    const id = await app.db
      .transaction(async (tx) => {
        const [row] = await tx
          .insert(designs)
          .values({ slug: wanted, title: title.trim(), titleNe: title_ne?.trim() || null })
          .returning();
        if (!row) throw new Error('insert returned no row');
        await audit(tx, request, { entity: 'design', entityId: row.id, before: null, after: { ...row } });
        return row.id;
      })
      .catch(taken);
    const [design] = await designsOut(app.db, id);
    if (!design) throw notFound('No such design.');
    reply.code(201);
    return { result: 'success', message: `${design.title} is created.`, design };
  });

  app.adminOperation('adminUpdateDesign', async (request) => {
    const { id } = request.params;
    const { title, title_ne, slug } = request.body;
    await app.db
      .transaction(async (tx) => {
        const [before] = await tx.select().from(designs).where(eq(designs.id, id)).for('update');
        if (!before) throw notFound('No such design.');
        const [after] = await tx
          .update(designs)
          .set({
            title: title.trim(),
            titleNe: title_ne?.trim() || null,
            slug: slug ?? before.slug,
            updatedAt: new Date(),
          })
          .where(eq(designs.id, id))
          .returning();
        await audit(tx, request, {
          entity: 'design',
          entityId: id,
          before: { ...before },
          after: { ...after },
        });
      })
      .catch(taken);
    const [design] = await designsOut(app.db, id);
    if (!design) throw notFound('No such design.');
    return { result: 'success', message: `${design.title} is saved.`, design };
  });
};

export default routes;
