// Search in Nepali (docs/nepal.md "Search in Nepali"): products are found by their categories' Nepali names
// typed in Devanagari, by the other common Devanagari spellings and by romanised spellings
// (services/catalog/synonyms.ts), on the GIN index and on the postings alike.
import type { SearchListing } from '@sajilo/api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { firstOwner, type StaffLogin } from './admin-helpers.js';
import { type CatalogFixture, insertCatalog } from './fixtures/catalog.js';
import { startServer, type TestServer } from './helpers.js';

let server: TestServer;
let fx: CatalogFixture;
let owner: StaffLogin;

/** Categories named in Nepali through the back office, as staff do: search follows at once. */
const NEPALI: Record<string, { title: string; title_ne: string; parent?: string }> = {
  tiles: { title: 'Tiles', title_ne: 'टायल' },
  'wash-basins': { title: 'Wash Basins', title_ne: 'हात धुने बेसिन', parent: 'sanitaryware' },
  faucets: { title: 'Faucets', title_ne: 'धारा', parent: 'bath-ware' },
};

beforeAll(async () => {
  server = await startServer({ trustProxy: 1 });
  fx = await insertCatalog(server.app.db);
  owner = await firstOwner(server);
  for (const [slug, { title, title_ne, parent }] of Object.entries(NEPALI)) {
    const res = await server.request(`/api/admin/categories/${fx.category(slug).id}`, {
      method: 'PUT',
      token: owner.token,
      json: { title, title_ne, ...(parent ? { parent_id: fx.category(parent).id } : {}) },
    });
    expect(res.status, await res.text()).toBe(200);
  }
});
afterAll(async () => {
  await server.close();
});

/** Every product a search finds, across its pages. */
async function found(q: string): Promise<string[]> {
  const slugs: string[] = [];
  for (let page = 1; ; page++) {
    const res = await server.request(`/api/search?search=${encodeURIComponent(q)}&page=${page}`, {
      key: true,
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as SearchListing;
    slugs.push(...body.products.map((p) => p.slug));
    if (page >= body.lastPage) return slugs;
  }
}

const inCategory = (slug: string) => fx.inCategory(slug).map((p) => p.slug);

describe('search in Nepali', () => {
  it.each([
    ['टायल', 'tiles'],
    ['टाइल', 'tiles'],
    ['tayal', 'tiles'],
    ['tile', 'tiles'],
    ['tiles', 'tiles'],
    ['बेसिन', 'wash-basins'],
    ['besin', 'wash-basins'],
    ['basin', 'wash-basins'],
    ['धारा', 'faucets'],
    ['dhara', 'faucets'],
  ])('"%s" finds every product of %s', async (q, category) => {
    const slugs = await found(q);
    const wanted = inCategory(category);
    expect(wanted.length).toBeGreaterThan(0);
    expect(slugs).toEqual(expect.arrayContaining(wanted));
  });

  it('finds by a Nepali word with an English one, and nothing for an unknown Nepali word', async () => {
    const english = await found('faucets grohe');
    expect(english.length).toBeGreaterThan(0);
    expect(await found('धारा grohe')).toEqual(expect.arrayContaining(english));
    expect(await found('कम्प्युटर')).toEqual([]);
  });

  it('a romanised synonym is not corrected into another word', async () => {
    // "tail" is a spelling of टायल here, not a misspelling of some other catalogue word.
    expect(await found('tail')).toEqual(await found('tile'));
  });
});
