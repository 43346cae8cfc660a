// docs/quotes.md "Reorder": Order again adds a past order's products to the cart by product and quantity,
// and says what could not be added.
import { Trans, useLingui } from '@lingui/react/macro';
import type { QuickOrderResponse } from '@sajilo/api';
import { useReorderMutation } from '@sajilo/store';
import { Button } from '@sajilo/ui';
import { toastErrors } from '../lib/request-errors.js';
import { toast } from '../lib/toast.js';

export function ReorderButton({
  slug,
  onReport,
}: {
  slug: string;
  onReport: (report: QuickOrderResponse) => void;
}) {
  const { t } = useLingui();
  const [reorder, { isLoading }] = useReorderMutation();
  const click = () =>
    reorder(slug)
      .unwrap()
      .then((report) => {
        onReport(report);
        if (report.result === 'success') toast.success(report.message);
        else toast.error(report.message);
      }, toastErrors);
  return (
    <Button variant="secondary" onClick={click} loading={isLoading} loadingLabel={t`Adding to your cart`}>
      <Trans>Order again</Trans>
    </Button>
  );
}
