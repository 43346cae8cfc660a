// `npm start`: installs everything, builds, creates and seeds the embedded database (first start), serves the shop.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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

// Every workspace package with a `serve` script is one of the shop's servers (the API, the storefront, the
// widgets' demo, and whatever app is added later): each starts its production server; Ctrl-C stops them all.
const servers = ['apps', 'packages'].flatMap((group) =>
  readdirSync(join(root, group))
    .map((name) => join(group, name))
    .filter((dir) => {
      const manifest = join(root, dir, 'package.json');
      return existsSync(manifest) && JSON.parse(readFileSync(manifest, 'utf8')).scripts?.serve;
    }),
);
if (servers.length === 0) {
  console.log('Nothing to serve yet: the packages are built.');
  process.exit(0);
}
pnpm(['--parallel', '--stream', '-r', ...servers.flatMap((d) => ['--filter', `./${d}`]), 'run', 'serve']);
