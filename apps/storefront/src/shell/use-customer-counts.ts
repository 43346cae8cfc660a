// docs/customer.md §2, §3: the header, the mobile menu and the bottom bar show the cart and wishlist counts
// of a logged-in customer. Logged out, nothing is asked of the server and no count is shown.
import { selectIsLoggedIn, useAppSelector, useCartCountQuery, useWishlistQuery } from '@sajilo/store';

export interface CustomerCounts {
  isLoggedIn: boolean;
  /** Undefined while logged out or not yet known. */
  cart: number | undefined;
  wishlist: number | undefined;
}

export function useCustomerCounts(): CustomerCounts {
  const isLoggedIn = useAppSelector(selectIsLoggedIn);
  const cart = useCartCountQuery(undefined, { skip: !isLoggedIn });
  const wishlist = useWishlistQuery(undefined, { skip: !isLoggedIn });
  return {
    isLoggedIn,
    cart: isLoggedIn ? cart.data?.totalCart : undefined,
    wishlist: isLoggedIn ? wishlist.data?.total : undefined,
  };
}
