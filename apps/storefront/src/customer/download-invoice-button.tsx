// docs/nepal.md "VAT invoice": the order's VAT invoice as an A4 PDF, beside Print. The PDF is
// fetched with the session's token and saved from a blob: address, named after the invoice number.
import { Trans, useLingui } from '@lingui/react/macro';
import type { components, Order } from '@sajilo/api';
import { invoiceFileName } from '@sajilo/nepal';
import { useOrderInvoicePdfMutation } from '@sajilo/store';
import { Button } from '@sajilo/ui';
import { toastErrors } from '../lib/request-errors.js';

type VatInvoice = components['schemas']['VatInvoice'];

export interface DownloadInvoiceButtonProps {
  order: Pick<Order, 'slug' | 'order_name'>;
  invoice?: Pick<VatInvoice, 'number'> | undefined;
}

export function DownloadInvoiceButton({ order, invoice }: DownloadInvoiceButtonProps) {
  const { t } = useLingui();
  const [download, { isLoading }] = useOrderInvoicePdfMutation();
  const save = () =>
    download(order.slug)
      .unwrap()
      .then((url) => {
        const link = document.createElement('a');
        link.href = url;
        link.download = invoiceFileName(order.order_name, invoice?.number);
        document.body.append(link);
        link.click();
        link.remove();
        // The browser has started the download from the address; it is no longer needed.
        setTimeout(() => URL.revokeObjectURL(url), 10_000);
      }, toastErrors);
  return (
    <Button variant="secondary" onClick={save} loading={isLoading} loadingLabel={t`Preparing PDF`}>
      <Trans>Download PDF</Trans>
    </Button>
  );
}
