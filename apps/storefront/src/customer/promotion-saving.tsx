// What one promotion saved, as the cart, the checkout's summary and the order's invoice write it
// (docs/promotions.md "In the cart and at checkout"). A discount comes off the total, so it is written with a
// minus; a free delivery's saving is the charge the delivery line no longer has (it reads Free), so it is
// written as saved, not taken off again: the lines above the total then add up to it.
import { Trans } from '@lingui/react/macro';
import type { Cart } from '@sajilo/api';
import { Price } from '@sajilo/ui';

type Applied = NonNullable<Cart['promotions']>[number];

export function PromotionSaving({ promotion }: { promotion: Pick<Applied, 'amount' | 'free_delivery'> }) {
  if (!promotion.free_delivery) {
    return (
      <>
        − <Price amount={promotion.amount} />
      </>
    );
  }
  // Before an address (the cart) nothing is saved yet: it only promises the delivery free.
  if (promotion.amount === 0) return <Trans>Free delivery</Trans>;
  return (
    <Trans>
      <Price amount={promotion.amount} /> saved
    </Trans>
  );
}
