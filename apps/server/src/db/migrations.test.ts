// The migrations' journal. Drizzle's migrator applies, on a database already migrated, only the migrations
// whose `when` is later than the last one applied there: a new migration with an earlier `when` than one
// before it would be skipped on every existing database (and run only on new ones).
import { spawnSync } from 'node:child_process';
import {
  appendFileSync,
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));
const folder = join(here, 'migrations');
const drizzleKit = join(here, '..', '..', 'node_modules', '.bin', 'drizzle-kit');
const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

/**
 * 0013 and 0014 were written with a `when` before 0012's: a database migrated when 0012 was the newest
 * skips them. Every database made since has all three; they stay as they are (changing an applied
 * migration's `when` makes the migrator run it again), and every migration after them is checked.
 */
const CHECKED_FROM = 15;

describe('the migrations', () => {
  it('each have their SQL file, and every SQL file is in the journal, in order', () => {
    const files = readdirSync(folder).filter((name) => name.endsWith('.sql'));
    expect(files.sort()).toEqual(journal.entries.map((entry) => `${entry.tag}.sql`));
    expect(journal.entries.map((entry) => entry.idx)).toEqual(journal.entries.map((_, i) => i));
  });

  it('from 0015 on, each is dated after every one before it, so a migrated database applies it', () => {
    const late = journal.entries
      .filter((entry) => entry.idx >= CHECKED_FROM)
      .filter((entry) =>
        journal.entries.some((before) => before.idx < entry.idx && before.when >= entry.when),
      )
      .map((entry) => entry.tag);
    expect(late).toEqual([]);
    expect(journal.entries.length).toBeGreaterThan(CHECKED_FROM);
  });
});

/**
 * Runs `drizzle-kit generate` (the documented way to write a migration, docs/server.md) on a copy of the
 * schema and the migrations' snapshots; `change` edits the copied schema first. Returns the SQL files the
 * generator wrote.
 */
function generate(change?: (schemaFile: string) => void): string[] {
  const copy = mkdtempSync(join(tmpdir(), 'sajilo-migrations-'));
  try {
    cpSync(here, join(copy, 'db'), { recursive: true });
    change?.(join(copy, 'db', 'schema.ts'));
    writeFileSync(
      join(copy, 'drizzle.config.json'),
      JSON.stringify({ dialect: 'postgresql', schema: './db/schema.ts', out: './db/migrations' }),
    );
    const before = new Set(readdirSync(join(copy, 'db', 'migrations')));
    const run = spawnSync(drizzleKit, ['generate', '--config', 'drizzle.config.json'], {
      cwd: copy,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    return readdirSync(join(copy, 'db', 'migrations')).filter((name) => !before.has(name));
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
}

describe('the schema and the migrations', () => {
  it('agree: the generator has nothing to write for the schema as it is', () => {
    expect(generate()).toEqual([]);
  });

  it('disagree when a column is added to the schema without a migration (the check above can fail)', () => {
    const written = generate((schemaFile) =>
      appendFileSync(
        schemaFile,
        "\nexport const generatorProbe = pgTable('generator_probe', { id: integer('id').primaryKey() });\n",
      ),
    );
    expect(written.filter((name) => name.endsWith('.sql'))).toHaveLength(1);
  });
});
