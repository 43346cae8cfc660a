// Starts the API host: opens the database (migrating it), listens, and shuts down gracefully (in-flight
// requests finish; new ones get 503). The demo data is the seed package's job (`pnpm seed`), never the server's.
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { type Config, ConfigError, DEV_APP_KEY, loadConfig } from './config.js';
import { type DatabaseHandle, openDatabase } from './db/client.js';
import { DataDirLockedError } from './db/data-dir-lock.js';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  // One line a problem, and no stack: the operator has something to set, not a bug to read.
  console.error(`Sajilo API cannot start:\n${error.problems.map((line) => `  ${line}`).join('\n')}`);
  process.exit(1);
}
let database: DatabaseHandle;
try {
  database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
  });
} catch (error) {
  if (!(error instanceof DataDirLockedError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const app = await buildApp(config, database);

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
