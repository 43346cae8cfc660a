// Periodic upkeep of the database: expired rows are purged at start and every hour (services/purge.ts); on
// PGlite the catalogue's tables are also vacuumed and analysed then, when the catalogue changed (PGlite runs
// no autovacuum, and listings count and page by index-only scans, which need the visibility map that
// VACUUM keeps, and plans that need fresh statistics; PostgreSQL's autovacuum does both on its own).
import { sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { DERIVED_TABLES } from '../db/empty.js';
import { loggable } from '../errors.js';
import { PURGE_EVERY_MS, purgeExpired } from '../services/purge.js';

/** Vacuums and analyses the catalogue's tables: the product rows and every table derived from them. */
export const vacuumCatalogue = sql.raw(`vacuum (analyze) products, ${DERIVED_TABLES.join(', ')}`);

export default fp(
  async (app) => {
    let vacuumedAt: string | undefined;
    const vacuum = async () => {
      if (app.dbKind !== 'pglite') return;
      const version = await app.catalogCache.current();
      if (version === vacuumedAt) return;
      await app.db.execute(vacuumCatalogue);
      vacuumedAt = version;
    };
    // At start the uploads are left for the first hourly round: none can be a day old and unclaimed then
    // that was not so an hour later, and the start stays as short as it was.
    const upkeep = async (uploads = true) => {
      try {
        const purged = await purgeExpired(app.db, new Date(), { uploads });
        app.log.info(
          { purged },
          'purged expired sessions, reset links, attempt counters, keys and abandoned uploads',
        );
        await vacuum();
      } catch (error) {
        // A database that is briefly down must not stop the server; the next round tries again.
        app.log.warn({ err: loggable(error) }, 'purging expired rows failed');
      }
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      void upkeep(false);
      timer = setInterval(() => void upkeep(), PURGE_EVERY_MS);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
    });
  },
  { name: 'maintenance', dependencies: ['database', 'catalog-cache'] },
);
