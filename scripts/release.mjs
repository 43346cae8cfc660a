// `pnpm release [--dry-run] [more pnpm publish flags]`: versions the published packages from the pending
// changesets (`changeset version`: new versions, CHANGELOG.md entries, the changeset files consumed), then
// publishes every public package whose new version is not on the registry yet (`pnpm publish -r`, which
// turns `workspace:^` ranges into real ones; each package's `prepack` builds it).
//
// A release starts from a clean working tree (commit first), and leaves the version bump for you to commit.
// With --dry-run nothing is published and nothing stays changed: the versions are applied, every package is
// packed and listed as it would be published, then each file `changeset version` touched is put back.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { findPnpm, root } from './pnpm.mjs';

const args = process.argv.slice(2);
const dryRun = args.includes('--dry-run');
const pnpmBin = findPnpm();

function run(command, commandArgs) {
  console.log(`\n$ ${[command === pnpmBin ? 'pnpm' : command, ...commandArgs].join(' ')}`);
  const r = spawnSync(command, commandArgs, { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) throw new Error(`${commandArgs.join(' ')} failed (exit ${r.status})`);
}

/** The files `changeset version` may write or delete: changesets, and each package's manifest and log. */
function versionedFiles() {
  const files = readdirSync(join(root, '.changeset')).map((name) => join(root, '.changeset', name));
  for (const group of ['apps', 'packages', 'internal']) {
    if (!existsSync(join(root, group))) continue;
    for (const name of readdirSync(join(root, group))) {
      files.push(join(root, group, name, 'package.json'), join(root, group, name, 'CHANGELOG.md'));
    }
  }
  return files;
}

if (!dryRun) {
  const status = spawnSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8' });
  if (status.status === 0 && status.stdout.trim() !== '') {
    console.error('pnpm release: the working tree has uncommitted changes; commit them first.');
    process.exit(1);
  }
}

const read = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null);
const before = new Map(dryRun ? versionedFiles().map((file) => [file, read(file)]) : []);
try {
  run(pnpmBin, ['exec', 'changeset', 'version']);
  // The tree now holds the version bump (not committed yet), so pnpm's clean-tree check is ours, above.
  run(pnpmBin, ['publish', '-r', '--no-git-checks', ...args]);
  if (!dryRun) {
    console.log(
      '\nPublished. Commit the new versions and changelogs, then tag them: `pnpm changeset tag` and push the tags.',
    );
  }
} catch (error) {
  console.error(`\npnpm release: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  // Only the files the versioning changed go back; nothing else is written.
  for (const [file, content] of before) {
    if (read(file) === content) continue;
    if (content === null) rmSync(file, { force: true });
    else writeFileSync(file, content);
  }
  if (dryRun) console.log('\nDry run: the versions and changelogs above were not kept.');
}
