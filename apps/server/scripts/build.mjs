// `pnpm build`: a clean dist/ with everything the server reads at run time, so dist/ (with the production
// dependencies) is the whole deployable server: the compiled code, the migrations and the contract.
import { execFileSync } from 'node:child_process';
import { cpSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const dist = join(root, 'dist');
rmSync(dist, { recursive: true, force: true });
execFileSync(join(root, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.build.json'], {
  cwd: root,
  stdio: 'inherit',
});
cpSync(join(root, 'src', 'db', 'migrations'), join(dist, 'db', 'migrations'), { recursive: true });
// contract.ts looks for openapi/storefront.yaml (and admin.yaml) from its own folder upwards: dist/ first.
cpSync(join(root, '..', '..', 'openapi', 'storefront.yaml'), join(dist, 'openapi', 'storefront.yaml'));
cpSync(join(root, '..', '..', 'openapi', 'admin.yaml'), join(dist, 'openapi', 'admin.yaml'));
