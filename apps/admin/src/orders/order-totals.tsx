// An order's figures under its lines, as the shopper's invoice shows them (docs/delivery.md "The totals
// function", docs/promotions.md "On the invoice"): the goods, each promotion and what it saved, delivery with
// its zone (or free collection), the total, and the taxable amount and VAT the server computed.

import type { AdminComponents } from '@sajilo/api/admin';
import { formatPrice } from '@sajilo/ui';

type AdminOrder = AdminComponents['schemas']['Order'];

const paisa = (amount: number) =>
  `Rs ${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export function OrderTotalRows({
  order,
  span,
  valueClassName,
}: {
  order: AdminOrder;
  span: number;
  valueClassName?: string | undefined;
}) {
  const totals = order.totals;
  const row = (label: string, value: string, testId?: string) => (
    <tr key={`${label}-${testId ?? ''}`} data-testid={testId}>
      <th scope="row" colSpan={span}>
        {label}
      </th>
      <td className={valueClassName}>{value}</td>
    </tr>
  );
  const delivery =
    order.fulfilment === 'collect'
      ? row('Collection at the showroom', 'Free', 'order-delivery')
      : order.delivery_zone
        ? row(
            `Delivery (${order.delivery_zone})`,
            totals?.delivery_charge ? formatPrice(totals.delivery_charge) : 'Free',
            'order-delivery',
          )
        : null;
  return (
    <>
      {totals ? row('Sub total', formatPrice(totals.subtotal), 'order-subtotal') : null}
      {/* A free delivery's saving is the charge the delivery row no longer has: written as saved, not taken
      off the total a second time, so the rows add up to the total. */}
      {(order.promotions ?? []).map((p) =>
        row(
          p.code ? `${p.name} (${p.code})` : p.name,
          p.free_delivery ? `${formatPrice(p.amount)} saved` : `− ${formatPrice(p.amount)}`,
          'order-promotion',
        ),
      )}
      {delivery}
      {row('Order total', formatPrice(order.total_amount), 'order-total')}
      {totals ? row('Taxable amount', paisa(totals.taxable_amount), 'order-taxable') : null}
      {totals ? row('VAT (13 %)', paisa(totals.vat_amount), 'order-vat') : null}
    </>
  );
}
