// An order's payment as the shopper reads it, in the page's language, from its method code: cash is paid at
// the showroom on a collection (docs/delivery.md "Collection at a showroom"), the wallets keep their names.
// The server's English `payment` stands for a method this screen does not know yet.
import { useLingui } from '@lingui/react/macro';
import type { Order } from '@sajilo/api';

type PaymentMethod = NonNullable<Order['payment_method']>;

type Paid = { payment_method?: PaymentMethod; fulfilment?: Order['fulfilment']; payment?: string };

export function usePaymentLabel(): (order: Paid) => string {
  const { t } = useLingui();
  const labels: Record<PaymentMethod, string> = {
    cod: t`Cash on Delivery`,
    esewa: 'eSewa',
    khalti: 'Khalti',
    fonepay: t`Fonepay QR`,
    account: t`On account`,
  };
  return (order) => {
    if (!order.payment_method) return order.payment ?? '';
    if (order.payment_method === 'cod' && order.fulfilment === 'collect') return t`Pay at the showroom`;
    return labels[order.payment_method];
  };
}
