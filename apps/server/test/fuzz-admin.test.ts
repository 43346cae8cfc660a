// The contract-driven fuzzer (fuzz.test.ts) over the back office's API (openapi/admin.yaml): for every
// operation, requests with valid, boundary and hostile values in each path, query, header and body field,
// and hostile transports, sent over real HTTP by a logged-in owner (and with broken or missing tokens).
// Whatever a client sends: never a 5xx, always the JSON envelope, and every JSON answer valid against the
// contract. An operation that may end the owner's session (logging out, a password change, an update of
// the owner's own account) gets a session of its own per case, and the owner is put back after it. Those
// sessions are made as the login makes them (createStaffSession), not through the login: its argon2
// verification, twice a case, was most of those operations' time, and the login is fuzzed on its own.
//
// FUZZ_SEED and FUZZ_RUNS as for fuzz.test.ts (50 cases per operation by default).
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { loadContract } from '../src/contract.js';
import {
  blogs,
  brands,
  catalogues,
  categories,
  colors,
  faqs,
  faqTypes,
  jobs,
  orders,
  pages,
  products,
  showrooms,
  sizes,
  staff,
} from '../src/db/schema.js';
import { createStaffSession } from '../src/services/admin/sessions.js';
import { hashPassword } from '../src/services/passwords.js';
import { firstOwner, OWNER, type StaffLogin } from './admin-helpers.js';
import { insertCatalog } from './fixtures/catalog.js';
import { insertContent } from './fixtures/content.js';
import { insertShop } from './fixtures/shop.js';
import {
  expectSound,
  nextAddress,
  type Pools,
  type RawRequest,
  requests,
  send,
  TOKEN,
} from './fuzz-requests.js';
import { startServer, TEST_KEY, type TestServer } from './helpers.js';

const RUNS = Number(process.env.FUZZ_RUNS ?? 50);
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_127);

/** Operations whose valid requests may end the session that sent them. */
const ENDS_SESSION = new Set(['adminLogout', 'adminChangePassword', 'adminUpdateStaff']);

let server: TestServer;
let port: number;
let pools: Pools;
let owner: StaffLogin;
/** The owner's password hashed once: a case that changed it gets this back (an argon2 hash costs CPU). */
let ownerHash: string;

/** The owner as the test made it (a case may have renamed, demoted, deactivated or re-passworded it). */
async function restoreOwner(): Promise<void> {
  await server.app.db
    .update(staff)
    .set({
      name: OWNER.name,
      email: OWNER.email,
      role: 'owner',
      active: true,
      passwordHash: ownerHash,
    })
    .where(eq(staff.id, owner.id));
  owner.token = (await createStaffSession(server.app, owner.id)).token;
}

beforeAll(async () => {
  server = await startServer({ formsPerMinute: 1_000_000 });
  port = Number(new URL(server.url).port);
  const db = server.app.db;
  await insertCatalog(db);
  await insertContent(server);
  await insertShop(server);
  owner = await firstOwner(server);
  ownerHash = await hashPassword(OWNER.password);
  const idsOf = async (table: typeof products | typeof brands | typeof orders) =>
    (await db.select({ id: table.id }).from(table)).map((r) => r.id);
  // Admin paths name records by `{id}`: ids of every kind, so valid requests reach the handlers.
  const ids = [
    ...(await idsOf(products)),
    ...(await idsOf(brands)),
    ...(await idsOf(orders)),
    ...(await db.select({ id: categories.id }).from(categories)).map((r) => r.id),
    ...(await db.select({ id: blogs.id }).from(blogs)).map((r) => r.id),
    ...(await db.select({ id: faqs.id }).from(faqs)).map((r) => r.id),
  ];
  pools = {
    apiKey: TEST_KEY,
    slugs: {
      products: (await db.select({ slug: products.slug }).from(products)).map((r) => r.slug),
      pages: (await db.select({ slug: pages.slug }).from(pages)).map((r) => r.slug),
      showrooms: (await db.select({ slug: showrooms.slug }).from(showrooms)).map((r) => r.slug),
      catalogues: (await db.select({ slug: catalogues.slug }).from(catalogues)).map((r) => r.slug),
      jobs: (await db.select({ slug: jobs.slug }).from(jobs)).map((r) => r.slug),
    },
    ids: {
      id: [...new Set(ids)],
      brand_id: await idsOf(brands),
      category_id: (await db.select({ id: categories.id }).from(categories)).map((r) => r.id),
      type: (await db.select({ id: faqTypes.id }).from(faqTypes)).map((r) => r.id),
    },
    words: {
      colors: (await db.select({ s: colors.subtitle }).from(colors)).map((r) => r.s),
      sizes: (await db.select({ s: sizes.subtitle }).from(sizes)).map((r) => r.s),
      email: [OWNER.email, 'staff@example.com'],
    },
  };
}, 120_000);

afterAll(async () => {
  console.log(`fuzz (back office): seed ${SEED}, ${RUNS} runs per operation`);
  await server?.close();
});

describe('every back office operation, whatever a client sends', () => {
  const operations = [...loadContract('admin.yaml').operations.values()];
  operations.forEach((op, index) => {
    it(`${op.operationId} (${op.method} ${op.path})`, async () => {
      // The contract marks the back office's token as StaffAuth, which the generator treats as any bearer
      // token: valid, missing, malformed.
      const staffOp = op.operationId === 'adminLogin' ? op : { ...op, security: 'bearer' as const };
      await fc.assert(
        fc.asyncProperty(requests(staffOp, pools), async (generated) => {
          const own = ENDS_SESSION.has(op.operationId);
          const token = own ? (await createStaffSession(server.app, owner.id)).token : owner.token;
          const headers = generated.headers.map(([n, v]): [string, string] => [n, v.replace(TOKEN, token)]);
          const req: RawRequest = { ...generated, headers };
          const res = await send(port, req, nextAddress());
          if (own) await restoreOwner();
          expectSound(op, req, res);
        }),
        { seed: SEED + index, numRuns: RUNS, endOnFailure: process.env.FUZZ_SHRINK !== 'true' },
      );
    }, 180_000);
  });
});
