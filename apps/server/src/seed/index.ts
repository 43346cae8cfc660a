import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { queryRows } from '../db/query.js';

export interface SeedOptions {
  dataDir: string;
  /** Number of products (default: the shop's catalogue, at least 300). */
  products?: number;
  log?: (message: string) => void;
}

/** Seeds the catalogue when the database has no products; returns whether it seeded. */
export async function seedIfEmpty(db: Database, options: SeedOptions): Promise<boolean> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from products`);
  if ((row?.n ?? 0) > 0) return false;
  await seed(db, options);
  return true;
}

/** Fills an empty database with the shop's catalogue. (Filled in by the seed module.) */
export async function seed(_db: Database, _options: SeedOptions): Promise<void> {}
