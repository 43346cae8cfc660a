// The migrations' journal. Drizzle's migrator applies, on a database already migrated, only the migrations
// whose `when` is later than the last one applied there: a new migration with an earlier `when` than one
// before it would be skipped on every existing database (and run only on new ones).
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const folder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');
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
