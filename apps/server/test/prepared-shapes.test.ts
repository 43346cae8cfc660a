// The catalogue's frequent queries run as named statements on PostgreSQL (db/client.ts): one name per
// distinct text marked by `shape`, a bounded number of them, and nothing else named.
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MAX_SHAPES, prepareShapes } from '../src/db/client.js';
import { shape } from '../src/db/query.js';

/** A pool that hands back the query config it was given, after prepareShapes. */
function pool() {
  const fake = { query: (config: unknown) => config };
  prepareShapes(fake as unknown as pg.Pool);
  return (config: unknown) => fake.query(config) as { name?: string; text: string };
}

const text = (query: ReturnType<typeof sql>) => new PgDialect().sqlToQuery(query).sql;

describe('named statements of the frequent query shapes', () => {
  it('names each marked text once, the same name each time, and leaves other queries unnamed', () => {
    const query = pool();
    const page = text(shape(sql`select ${1}::int as n`));
    const other = text(shape(sql`select ${1}::int as n, ${2}::int as m`));
    const first = query({ text: page });
    expect(first.name).toBeDefined();
    expect(query({ text: page }).name).toBe(first.name);
    expect(query({ text: other }).name).not.toBe(first.name);
    expect(query({ text: text(sql`select ${1}::int as n`) }).name).toBeUndefined();
    expect(query('select 1')).toBe('select 1');
    // A name given by the caller is kept.
    expect(query({ text: page, name: 'mine' }).name).toBe('mine');
  });

  it('names at most MAX_SHAPES texts; the rest run unnamed', () => {
    const query = pool();
    for (let i = 0; i < MAX_SHAPES; i++) {
      expect(query({ text: text(shape(sql.raw(`select ${i}`))) }).name).toBeDefined();
    }
    expect(query({ text: text(shape(sql.raw(`select ${MAX_SHAPES}`))) }).name).toBeUndefined();
    expect(query({ text: text(shape(sql.raw('select 0'))) }).name).toBeDefined();
  });
});
