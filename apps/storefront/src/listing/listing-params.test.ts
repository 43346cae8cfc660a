import { describe, expect, it } from 'vitest';
import {
  emptyListingState,
  type ListingState,
  listingSearch,
  parseListingParams,
  parseSearchQuery,
  selectionOf,
  toApiQuery,
  withFilters,
  withPage,
  withSort,
} from './listing-params';

const parse = (search: string) => parseListingParams(new URLSearchParams(search));
const state = (overrides: Partial<ListingState>): ListingState => ({ ...emptyListingState, ...overrides });

describe('parseListingParams', () => {
  it('reads every filter of the brief example', () => {
    expect(
      parse('?brands=3,7&colors=Ivory&sizes=600%20x%20600&categories=12&sort=asc&min=0&max=5000&page=2'),
    ).toEqual({
      brands: [3, 7],
      colors: ['Ivory'],
      sizes: ['600 x 600'],
      categories: [12],
      sort: 'asc',
      min: 0,
      max: 5000,
      page: 2,
    });
  });

  it('gives the defaults for an empty query', () => {
    expect(parse('')).toEqual(emptyListingState);
  });

  it('accepts form-encoded spaces and encoded commas', () => {
    expect(parse('?sizes=600+x+600%2C300+x+300').sizes).toEqual(['600 x 600', '300 x 300']);
  });

  it('ignores ids that are not whole positive numbers, and repeats', () => {
    expect(parse('?brands=3,abc,-2,0,3.5,1e3,,7,3, 9 ').brands).toEqual([3, 7, 9]);
    expect(parse('?categories=').categories).toEqual([]);
  });

  it('drops empty, over-long and repeated colour and size values', () => {
    const long = 'x'.repeat(61);
    expect(parse(`?colors=Ivory,,${long}, White ,Ivory`).colors).toEqual(['Ivory', 'White']);
  });

  it('keeps at most 100 values a list, as the API allows', () => {
    const ids = Array.from({ length: 150 }, (_, index) => index + 1).join(',');
    expect(parse(`?brands=${ids}`).brands).toHaveLength(100);
  });

  it('ignores a sort other than asc or desc', () => {
    expect(parse('?sort=price').sort).toBeUndefined();
    expect(parse('?sort=DESC').sort).toBeUndefined();
    expect(parse('?sort=desc').sort).toBe('desc');
  });

  it('falls back to page 1 for a bad page', () => {
    for (const page of ['0', '-1', 'two', '2.5', '99999999', '']) expect(parse(`?page=${page}`).page).toBe(1);
    expect(parse('?page=7').page).toBe(7);
  });

  it('applies price bounds only with a max of at least 1 (docs/browsing.md §5)', () => {
    expect(parse('?min=100').max).toBeNull();
    expect(parse('?min=100')).toMatchObject({ min: null, max: null });
    expect(parse('?min=0&max=0')).toMatchObject({ min: null, max: null });
    expect(parse('?max=abc')).toMatchObject({ min: null, max: null });
    expect(parse('?max=2500')).toMatchObject({ min: null, max: 2500 });
    expect(parse('?min=500&max=2500')).toMatchObject({ min: 500, max: 2500 });
  });

  it('drops a min that is negative, not a number or above the max', () => {
    expect(parse('?min=-5&max=2500')).toMatchObject({ min: null, max: 2500 });
    expect(parse('?min=x&max=2500')).toMatchObject({ min: null, max: 2500 });
    expect(parse('?min=3000&max=2500')).toMatchObject({ min: null, max: 2500 });
  });
});

describe('listingSearch', () => {
  it('writes lists with literal commas and %20 for spaces', () => {
    expect(
      listingSearch(state({ brands: [3, 7], colors: ['Ivory'], sizes: ['600 x 600'], categories: [12] })),
    ).toBe('?categories=12&brands=3,7&colors=Ivory&sizes=600%20x%20600');
  });

  it('leaves out the defaults', () => {
    expect(listingSearch(emptyListingState)).toBe('');
    expect(listingSearch(state({ page: 1, sort: undefined }))).toBe('');
  });

  it('writes price, sort and page', () => {
    expect(listingSearch(state({ min: null, max: 5000, sort: 'asc', page: 2 }))).toBe(
      '?min=0&max=5000&sort=asc&page=2',
    );
  });

  it('puts the search words first on /search', () => {
    expect(listingSearch(state({ brands: [2] }), ' wash basin ')).toBe('?query=wash%20basin&brands=2');
    expect(listingSearch(emptyListingState, '  ')).toBe('');
  });

  it('encodes characters that mean something in a URL', () => {
    expect(listingSearch(state({ colors: ['Black & Gold'] }), 'a+b=c')).toBe(
      '?query=a%2Bb%3Dc&colors=Black%20%26%20Gold',
    );
  });

  it('round-trips through parseListingParams', () => {
    const original = state({
      categories: [20, 6],
      brands: [1],
      colors: ['Ivory', 'Black & Gold'],
      sizes: ['600 x 600'],
      min: 250,
      max: 9000,
      sort: 'desc',
      page: 3,
    });
    const search = listingSearch(original, 'vitrified tile');
    const params = new URLSearchParams(search);
    expect(parseListingParams(params)).toEqual(original);
    expect(parseSearchQuery(params)).toBe('vitrified tile');
  });
});

describe('state changes', () => {
  const current = state({ brands: [1], sort: 'asc', page: 4 });

  it('a new filter selection goes back to page 1 and keeps the sort', () => {
    const next = withFilters(current, { ...selectionOf(current), colors: ['Ivory'] });
    expect(next).toMatchObject({ brands: [1], colors: ['Ivory'], sort: 'asc', page: 1 });
  });

  it('a price range without a max above 0 is no range', () => {
    expect(withFilters(current, { ...selectionOf(current), min: 10, max: null })).toMatchObject({
      min: null,
      max: null,
    });
    expect(withFilters(current, { ...selectionOf(current), min: null, max: 800 })).toMatchObject({
      min: 0,
      max: 800,
    });
  });

  it('a new sort goes back to page 1', () => {
    expect(withSort(current, 'desc')).toMatchObject({ sort: 'desc', page: 1, brands: [1] });
  });

  it('a page change keeps the filters, and a bad page becomes 1', () => {
    expect(withPage(current, 2)).toMatchObject({ page: 2, brands: [1], sort: 'asc' });
    expect(withPage(current, 0).page).toBe(1);
    expect(withPage(current, 1.5).page).toBe(1);
  });
});

describe('toApiQuery', () => {
  it('leaves out empty lists and defaults (docs/browsing.md §7)', () => {
    expect(toApiQuery(emptyListingState)).toEqual({});
  });

  it('sends every applied filter', () => {
    expect(
      toApiQuery(
        state({
          categories: [6],
          brands: [1, 2],
          colors: ['Ivory'],
          sizes: ['600 x 600'],
          min: null,
          max: 5000,
          sort: 'asc',
          page: 2,
        }),
      ),
    ).toEqual({
      categories: [6],
      brands: [1, 2],
      colors: ['Ivory'],
      sizes: ['600 x 600'],
      min: 0,
      max: 5000,
      sort: 'asc',
      page: 2,
    });
  });

  it('has no brand filter on a brand listing', () => {
    expect(toApiQuery(state({ brands: [1], colors: ['Ivory'] }), { withBrands: false })).toEqual({
      colors: ['Ivory'],
    });
  });
});

describe('parseSearchQuery', () => {
  it('trims and collapses the words', () => {
    expect(parseSearchQuery(new URLSearchParams('?query=%20wash%20%20%20basin%20'))).toBe('wash basin');
    expect(parseSearchQuery(new URLSearchParams(''))).toBe('');
    expect(parseSearchQuery(new URLSearchParams(`?query=${'a'.repeat(300)}`))).toHaveLength(200);
  });
});
