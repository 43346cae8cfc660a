// A sample's line name, in the cart, the checkout's summary and the order (docs/tiles.md "Samples"): one
// message for the three.
import { useLingui } from '@lingui/react/macro';

export function useSampleName(): (product: string) => string {
  const { t } = useLingui();
  return (product) => t`Sample — ${product}`;
}
