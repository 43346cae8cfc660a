// Khalti KPG-2 (the merchant documentation's flow): the server initiates the payment (amount in paisa,
// return_url, purchase_order_id) with `Authorization: Key <secret>` and gets `pidx` and `payment_url`;
// the shopper comes back to return_url with `pidx`; only the lookup API's `Completed`, for the order's
// amount, marks the order paid.
import type { PaymentsConfig } from '../../config.js';
import { GatewayError, gatewayJson } from './http.js';

type KhaltiConfig = PaymentsConfig['khalti'];

const headers = (config: KhaltiConfig) => ({
  Authorization: `Key ${config.secretKey}`,
  'Content-Type': 'application/json',
});

export async function khaltiInitiate(
  config: KhaltiConfig,
  timeoutMs: number,
  payment: {
    amountPaisa: number;
    orderName: string;
    orderSlug: string;
    returnUrl: string;
    websiteUrl: string;
    /** No email for a customer without one (Khalti's `customer_info.email` is optional). */
    customer: { name: string; email?: string; phone: string };
  },
): Promise<{ pidx: string; paymentUrl: string }> {
  const { status, body } = await gatewayJson(
    'Khalti',
    `${config.apiUrl}epayment/initiate/`,
    {
      method: 'POST',
      headers: headers(config),
      body: JSON.stringify({
        return_url: payment.returnUrl,
        website_url: payment.websiteUrl,
        amount: payment.amountPaisa,
        purchase_order_id: payment.orderSlug,
        purchase_order_name: payment.orderName,
        customer_info: payment.customer,
      }),
    },
    timeoutMs,
  );
  if (status !== 200 || typeof body.pidx !== 'string' || typeof body.payment_url !== 'string') {
    throw new GatewayError('Khalti', `initiate answered ${status}`);
  }
  return { pidx: body.pidx, paymentUrl: body.payment_url };
}

export type KhaltiStatus =
  | 'Completed'
  | 'Pending'
  | 'Initiated'
  | 'Refunded'
  | 'Partially Refunded'
  | 'Expired'
  | 'User canceled';

export async function khaltiLookup(
  config: KhaltiConfig,
  timeoutMs: number,
  pidx: string,
): Promise<{ status: KhaltiStatus; totalPaisa: number; transactionId: string | null }> {
  const { status, body } = await gatewayJson(
    'Khalti',
    `${config.apiUrl}epayment/lookup/`,
    { method: 'POST', headers: headers(config), body: JSON.stringify({ pidx }) },
    timeoutMs,
  );
  // Khalti answers 400 for a pidx that is expired or unknown, with the status in the body when it has one.
  const said = String(body.status ?? '');
  const known = [
    'Completed',
    'Pending',
    'Initiated',
    'Refunded',
    'Partially Refunded',
    'Expired',
    'User canceled',
  ];
  if (!known.includes(said)) {
    if (status === 404 || status === 400)
      return { status: 'Expired', totalPaisa: Number.NaN, transactionId: null };
    throw new GatewayError('Khalti', `lookup answered ${status}`);
  }
  if (body.pidx !== undefined && body.pidx !== pidx)
    throw new GatewayError('Khalti', 'lookup names another pidx');
  return {
    status: said as KhaltiStatus,
    totalPaisa: typeof body.total_amount === 'number' ? body.total_amount : Number.NaN,
    transactionId:
      typeof body.transaction_id === 'string' && body.transaction_id ? body.transaction_id : null,
  };
}
