// Starts the API host: opens the database (migrating it), seeds an empty catalogue, listens, and shuts
// down gracefully (in-flight requests finish; new ones get 503).
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { DEV_APP_KEY, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { seedIfEmpty } from './seed/index.js';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const app = await buildApp(config, database);

if (config.seedWhenEmpty) {
  const seeded = await seedIfEmpty(app.db, { dataDir: config.dataDir, log: (m) => app.log.info(m) });
  if (seeded) {
    // The seed adds the demo partner's key; load the keys again.
    await app.clients.refresh();
    app.log.info('seeded the catalogue (first start)');
  }
}

closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  if (err) app.log.error({ err }, 'shutting down after an error');
  else app.log.info({ signal }, 'shutting down');
  await app.shutdown();
});

await app.listen({ port: config.port, host: config.host });
const keyNote = config.appKey === DEV_APP_KEY ? ' (development key; set APP_KEY to change it)' : '';
console.log(
  [
    '',
    `  Sajilo API      ${config.publicUrl}`,
    `  API reference   ${config.publicUrl}/docs`,
    `  Database        ${database.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}`}`,
    `  Application key ${config.appKey}${keyNote}`,
    '',
  ].join('\n'),
);
