// `npm start`: installs everything, builds, creates and seeds the embedded database, serves the shop.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { install, pnpm, root } from './pnpm.mjs';

install();
pnpm(['exec', 'turbo', 'run', 'build', '--output-logs=errors-only']);

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
