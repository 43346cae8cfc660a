// `npm start`: installs everything, builds, creates and seeds the embedded database (first start), serves the shop.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { install, pnpm, root } from './pnpm.mjs';

install();
pnpm(['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);

// The demo shop on a first start (an empty database), from the seed package: the server itself never
// loads demo data. SEED=false starts empty; production (`NODE_ENV=production`) is never seeded here.
// biome-ignore lint/suspicious/noUndeclaredEnvVars: read by this script, outside every turbo task.
if (process.env.SEED !== 'false' && process.env.NODE_ENV !== 'production') {
  pnpm(['--filter', '@sajilo/seed', 'run', 'seed', '--if-empty']);
}

const servers = ['apps/server', 'apps/storefront', 'apps/widgets'].filter((dir) =>
  existsSync(join(root, dir, 'package.json')),
);
if (servers.length === 0) {
  console.log('Nothing to serve yet: the packages are built.');
  process.exit(0);
}
// Each app's `serve` script starts its production server; Ctrl-C stops them all.
pnpm([
  '--parallel',
  '--stream',
  '-r',
  '--if-present',
  ...servers.flatMap((d) => ['--filter', `./${d}`]),
  'run',
  'serve',
]);
