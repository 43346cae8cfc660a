// Runs the server suite on PGlite, and a second time on PostgreSQL when TEST_DATABASE_URL is set (CI).
import { spawnSync } from 'node:child_process';

function run(label, env) {
  console.log(`\n-- server suite on ${label}`);
  const out = `.reports/vitest-${label.toLowerCase()}.json`;
  const r = spawnSync(
    'vitest',
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${out}`],
    {
      stdio: 'inherit',
      env: { ...process.env, ...env },
      shell: false,
    },
  );
  return r.status ?? 1;
}

const pglite = run('PGlite', { TEST_DATABASE_URL: '' });
const postgres = process.env.TEST_DATABASE_URL ? run('PostgreSQL', {}) : 0;
process.exit(pglite || postgres);
