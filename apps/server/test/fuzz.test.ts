// The contract-driven fuzzer (docs/operations.md "Security"): for every operation of openapi/storefront.yaml,
// requests with valid, boundary and hostile values in each path, query, header and body field, and hostile
// transports, sent over real HTTP to a real server on a small seeded catalogue. Whatever a client sends:
// never a 5xx, always the JSON envelope, and every JSON answer valid against the contract.
//
// A fixed seed and 50 cases per operation by default (about 3,300 requests, some 15 s); FUZZ_SEED and
// FUZZ_RUNS for longer runs, FUZZ_SHRINK=true to shrink a failing case to a smaller one, e.g.
//   FUZZ_RUNS=1000 FUZZ_SEED=$RANDOM npx vitest run test/fuzz.test.ts
// It prints a table: cases, time and the statuses answered, per operation.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { loadContract } from '../src/contract.js';
import {
  blogs,
  brands,
  cartLines,
  catalogues,
  categories,
  colors,
  complaintSymptoms,
  faqTypes,
  jobs,
  orders,
  pages,
  products,
  showrooms,
  sizes,
} from '../src/db/schema.js';
import { insertCatalog } from './fixtures/catalog.js';
import { insertContent } from './fixtures/content.js';
import { insertShop, registerAndLogin, type TestCustomer } from './fixtures/shop.js';
import {
  expectSound,
  loginToken,
  nextAddress,
  type Pools,
  pct,
  requests,
  send,
  TOKEN,
} from './fuzz-requests.js';
import { startServer, TEST_KEY, type TestServer } from './helpers.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);

let server: TestServer;
let port: number;
let pools: Pools;
let customer: TestCustomer;

interface Tally {
  cases: number;
  ms: number;
  statuses: Map<number, number>;
}
const tallies = new Map<string, Tally>();

beforeAll(async () => {
  server = await startServer({ formsPerMinute: 1_000_000 });
  port = Number(new URL(server.url).port);
  const db = server.app.db;
  await insertCatalog(db);
  await insertContent(server);
  const shop = await insertShop(server);
  customer = await registerAndLogin(server);

  // An order and a cart line of the customer's, so their slugs and ids exist.
  const bearer = { token: customer.token };
  const [first, second] = shop.products;
  await server.request(`/api/carts/${first?.slug}/added`, {
    ...bearer,
    method: 'POST',
    json: { quantity: 2 },
  });
  const placed = await server.request('/api/checkouts', {
    ...bearer,
    method: 'POST',
    json: {
      name: 'Ram Thapa',
      email: customer.email,
      state: 'Bagmati',
      city: 'Kathmandu',
      phone_number: '9841000000',
      street_address: 'Baneshwor',
    },
  });
  if (placed.status !== 201) throw new Error(`checkout answered ${placed.status}: ${await placed.text()}`);
  await server.request(`/api/carts/${second?.slug}/added`, {
    ...bearer,
    method: 'POST',
    json: { quantity: 1 },
  });

  const slugsOf = async (table: typeof products | typeof brands) =>
    (await db.select({ slug: table.slug }).from(table)).map((r) => r.slug);
  pools = {
    apiKey: TEST_KEY,
    password: customer.password,
    slugs: {
      products: await slugsOf(products),
      brands: await slugsOf(brands),
      categories: (await db.select({ slug: categories.slug }).from(categories)).map((r) => r.slug),
      pages: (await db.select({ slug: pages.slug }).from(pages)).map((r) => r.slug),
      showrooms: (await db.select({ slug: showrooms.slug }).from(showrooms)).map((r) => r.slug),
      catalogues: (await db.select({ slug: catalogues.slug }).from(catalogues)).map((r) => r.slug),
      blogs: (await db.select({ slug: blogs.slug }).from(blogs)).map((r) => r.slug),
      jobs: (await db.select({ slug: jobs.slug }).from(jobs)).map((r) => r.slug),
      orders: (await db.select({ slug: orders.slug }).from(orders)).map((r) => r.slug),
    },
    ids: {
      brands: (await db.select({ id: brands.id }).from(brands)).map((r) => r.id),
      categories: (await db.select({ id: categories.id }).from(categories)).map((r) => r.id),
      type: (await db.select({ id: faqTypes.id }).from(faqTypes)).map((r) => r.id),
      symptom: (await db.select({ id: complaintSymptoms.id }).from(complaintSymptoms)).map((r) => r.id),
      id: (await db.select({ id: cartLines.id }).from(cartLines)).map((r) => r.id),
    },
    words: {
      colors: (await db.select({ s: colors.subtitle }).from(colors)).map((r) => r.s),
      sizes: (await db.select({ s: sizes.subtitle }).from(sizes)).map((r) => r.s),
      search: ['basin', 'tiles', 'wc', 'vitrifed', 'Jaquar', 'wall hung', 'ब'],
      email: [customer.email, 'ram@example.com'],
    },
  };
}, 120_000);

afterAll(async () => {
  const rows = [...tallies.entries()].map(([id, t]) => [
    id,
    String(t.cases),
    `${(t.ms / 1000).toFixed(1)} s`,
    [...t.statuses.entries()]
      .sort(([a], [b]) => a - b)
      .map(([s, n]) => `${s}×${n}`)
      .join(' '),
  ]);
  const total = [...tallies.values()].reduce((n, t) => n + t.cases, 0);
  const ms = [...tallies.values()].reduce((n, t) => n + t.ms, 0);
  const widths = [0, 1, 2].map((c) => Math.max(...rows.map((r) => (r[c] ?? '').length), 9));
  const line = (r: string[]) => r.map((cell, c) => (c < 3 ? cell.padEnd(widths[c] ?? 0) : cell)).join('  ');
  console.log(
    [
      `fuzz: seed ${SEED}, ${RUNS} runs per operation, ${total} requests in ${(ms / 1000).toFixed(1)} s`,
      line(['operation', 'cases', 'time', 'statuses']),
      ...rows.map(line),
    ].join('\n'),
  );
  await server?.close();
});

describe('every operation, whatever a client sends', () => {
  const operations = [...loadContract().operations.values()];
  operations.forEach((op, index) => {
    it(`${op.operationId} (${op.method} ${op.path})`, async () => {
      if (op.security === 'bearer') {
        // A case that ended the customer's session would leave every later operation answering 401.
        const profile = await server.request('/api/customer/profile', { token: customer.token });
        if (profile.status !== 200)
          throw new Error(`the fuzz customer's session is gone (${profile.status})`);
      }
      const tally: Tally = { cases: 0, ms: 0, statuses: new Map() };
      tallies.set(op.operationId, tally);
      const started = Date.now();
      try {
        await fc.assert(
          fc.asyncProperty(requests(op, pools), async (generated) => {
            // Logout's valid requests end their session: each of its cases logs in for a token of its own.
            const token =
              op.operationId === 'logoutCustomer'
                ? await loginToken(port, '/api/customer/login', customer)
                : customer.token;
            const headers = generated.headers.map(([n, v]): [string, string] => [n, v.replace(TOKEN, token)]);
            const req = { ...generated, headers };
            const res = await send(port, req, nextAddress());
            tally.cases += 1;
            tally.statuses.set(res.status, (tally.statuses.get(res.status) ?? 0) + 1);
            expectSound(op, req, res);
          }),
          // Shrinking re-sends requests: bounded, so a failure is reported in seconds, not minutes.
          { seed: SEED + index, numRuns: RUNS, endOnFailure: process.env.FUZZ_SHRINK !== 'true' },
        );
      } finally {
        tally.ms = Date.now() - started;
      }
    }, 180_000);
  });
});

// The raw-request encoder itself: what a browser sends for text, so hostile values are deliberate.
it('percent-encodes text as UTF-8, as browsers do', () => {
  if (pct('a b/ü') !== 'a%20b%2F%C3%BC') throw new Error(pct('a b/ü'));
});
