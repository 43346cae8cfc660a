// The demo's jobs stay open (docs/server.md "The demo shop"): on every start (`pnpm seed --if-empty`) a
// seeded job whose deadline has passed gets its seeded distance from today again; other jobs and other fields
// stay.
import { jobs } from '@sajilo/server/db/schema';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { JOBS } from '../src/content.js';
import { refreshDemoJobDeadlines } from '../src/index.js';
import { isoDate } from '../src/text.js';
import { type Shop, startShop } from './shop.js';

let server: Shop;
beforeAll(async () => {
  server = await startShop();
});
afterAll(async () => {
  await server.close();
});

it('reopens the expired demo jobs only, moving nothing but their deadline', async () => {
  const [expired, open] = JOBS;
  if (!expired || !open) throw new Error('the demo has fewer than two jobs');
  const now = new Date('2027-03-10T08:00:00Z');
  const row = (slug: string, deadline: string) => ({
    slug,
    title: slug,
    type: 'Full Time',
    vacancy: 1,
    salary: 'Negotiable',
    education: 'Any',
    experience: 'None',
    date: '2026-01-01',
    deadline,
    description: '<p>x</p>',
  });
  await server.db
    .insert(jobs)
    .values([
      row(expired.slug, '2027-03-09'),
      row(open.slug, '2027-03-10'),
      row('a-real-job-of-the-shop', '2026-12-31'),
    ]);
  expect(await refreshDemoJobDeadlines(server.db, now)).toBe(1);
  const deadline = async (slug: string) =>
    (await server.db.select().from(jobs).where(eq(jobs.slug, slug)))[0]?.deadline;
  expect(await deadline(expired.slug)).toBe(isoDate(now, expired.closesInDays));
  // Open on its deadline day: left alone; a job the demo did not seed: left alone.
  expect(await deadline(open.slug)).toBe('2027-03-10');
  expect(await deadline('a-real-job-of-the-shop')).toBe('2026-12-31');
  expect((await server.db.select().from(jobs).where(eq(jobs.slug, expired.slug)))[0]?.date).toBe(
    '2026-01-01',
  );
});

it('keeps the demo’s closed posting closed', async () => {
  const closed = JOBS.find((job) => job.closesInDays < 0);
  if (!closed) throw new Error('the demo has no closed posting');
  const now = new Date('2027-03-10T08:00:00Z');
  await server.db.insert(jobs).values({
    slug: closed.slug,
    title: closed.title,
    type: closed.type,
    vacancy: closed.vacancy,
    salary: closed.salary,
    education: closed.education,
    experience: closed.experience,
    date: '2027-01-01',
    deadline: '2027-02-01',
    description: closed.description,
  });
  await refreshDemoJobDeadlines(server.db, now);
  expect((await server.db.select().from(jobs).where(eq(jobs.slug, closed.slug)))[0]?.deadline).toBe(
    '2027-02-01',
  );
});
