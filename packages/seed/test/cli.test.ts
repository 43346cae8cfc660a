// `pnpm seed` as `npm start` and an operator run it: the built command on a PGlite folder of its own.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '@sajilo/server/db/client';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';

const cli = fileURLToPath(new URL('../dist/cli.js', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'sajilo-seed-cli-'));
// The folder holds the run's migrated database (test/global-setup.ts), as after the server's first start:
// an initdb and every migration in the first command's process would be a third of this file's time.
beforeAll(async () => {
  const template = new Blob([await readFile(inject('migratedDatabase'))]);
  await (await openDatabase({ dataDir, template })).close();
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const seedCommand = (...args: string[]) =>
  spawnSync(process.execPath, [cli, ...args], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', NODE_ENV: 'development' },
    encoding: 'utf8',
  });

it('seeds an empty database with --if-empty, then leaves it alone', { timeout: 120_000 }, () => {
  const first = seedCommand('--if-empty', '--products', '30');
  expect(first.status, first.stderr).toBe(0);
  expect(first.stdout).toMatch(/seeded PGlite in .*: brands 18, categories 54, products 30,/);

  const again = seedCommand('--if-empty');
  expect(again.status, again.stderr).toBe(0);
  expect(again.stdout).toContain('the database already has 30 products: not seeded');
  // The back office's development owner came with the first seed, so none is added now.
  expect(again.stdout).not.toContain('back-office owner');

  // Without a flag, a database with products is refused rather than doubled.
  const plain = seedCommand('--products', '10');
  expect(plain.status).toBe(1);
  expect(plain.stderr).toContain('The database already has products. Run with --reset to replace them.');

  // --reset empties every table at once (the catalogue's derived tables with them, whose own triggers run
  // inside that TRUNCATE) and seeds again.
  const reset = seedCommand('--reset', '--products', '10');
  expect(reset.status, reset.stderr).toBe(0);
  expect(reset.stdout).toMatch(/reset: emptied \d+ tables/);
  expect(reset.stdout).toMatch(/products 10,/);
});

it('refuses contradictory or malformed options with one line', () => {
  const both = seedCommand('--reset', '--if-empty');
  expect(both.status).toBe(2);
  expect(both.stderr.trim()).toBe('--reset and --if-empty do not go together: choose one.');
  const count = seedCommand('--products', 'many');
  expect(count.status).toBe(2);
  expect(count.stderr.trim()).toBe('--products must be a whole number, e.g. --products 100000');
});
