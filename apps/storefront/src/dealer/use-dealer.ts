// The logged-in customer's dealer company and their own prices (docs/dealers.md). The page server renders
// every page logged out, with the shop's prices, and the page cache keeps it for everyone; a dealer's
// prices are asked for only in the browser, after hydration, from an answer no cache keeps.
import type { DealerCompany } from '@sajilo/api';
import { selectIsLoggedIn, useAppSelector, useDealerAccountQuery, useDealerPricesQuery } from '@sajilo/store';
import { useEffect, useMemo, useState } from 'react';

/** A dealer's price beside the shop's, by product slug. */
export type DealerPriceMap = ReadonlyMap<string, { price: number; shopPrice: number }>;

/** True once the page has hydrated: what depends on the session is drawn after, the same HTML first. */
function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

/** The customer's dealer company when they are a member of an approved one; undefined otherwise. */
export function useApprovedDealer(): DealerCompany | undefined {
  const hydrated = useHydrated();
  const loggedIn = useAppSelector(selectIsLoggedIn) && hydrated;
  const { data } = useDealerAccountQuery(undefined, { skip: !loggedIn });
  const company = loggedIn ? data?.dealer?.company : undefined;
  return company?.status === 'approved' ? company : undefined;
}

/** The dealer's prices for these products, or undefined for everyone else (and until they arrive). */
export function useDealerPrices(slugs: readonly string[]): DealerPriceMap | undefined {
  const dealer = useApprovedDealer();
  const key = useMemo(() => [...new Set(slugs)].slice(0, 60), [slugs]);
  const { data } = useDealerPricesQuery(key, { skip: !dealer || key.length === 0 });
  return useMemo(
    () =>
      dealer && data
        ? new Map(data.prices.map((p) => [p.slug, { price: p.price, shopPrice: p.shop_price }]))
        : undefined,
    [dealer, data],
  );
}
