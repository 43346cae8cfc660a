// docs/customer.md §2.5 "Wishlist" (/wishlists): the customer's wishlist; empty: 'No product found'.
import { useLingui } from '@lingui/react/macro';
import { useWishlistQuery } from '@sajilo/store';
import { EmptyState } from '@sajilo/ui';
import { QueryState } from '../components/query-state.js';
import { ContinueShoppingLink } from '../customer/continue-shopping-link.js';
import { CustomerPage } from '../customer/customer-page.js';
import { WishlistTable } from '../customer/wishlist-table.js';

export function Component() {
  const { t } = useLingui();
  const { data, isLoading, error, refetch } = useWishlistQuery();
  return (
    <CustomerPage title={t`Wishlist`} description={t`The products you saved for later.`}>
      <QueryState isLoading={isLoading} error={error} refetch={refetch} label={t`Loading your wishlist`}>
        {data && data.wishlists.length > 0 ? (
          <WishlistTable wishlist={data} />
        ) : (
          <EmptyState title={t`No product found`} action={<ContinueShoppingLink />} />
        )}
      </QueryState>
    </CustomerPage>
  );
}
